import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextBlock, RichTextEditorProps, UploadedImage } from './richTextTypes';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = (name = '走势图.png', size = 100) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Editor({ initial = [], onValue, ...props }: Partial<RichTextEditorProps> & { initial?: RichTextBlock[]; onValue?: (value: RichTextBlock[]) => void }) {
  const [value, setValue] = useState<RichTextBlock[]>(initial);
  return (
    <RichTextEditor
      label="正文"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      onUploadImage={async (file): Promise<UploadedImage> => ({ fileKey: 'k1', url: PNG, name: file.name })}
      {...props}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('RichTextEditor', () => {
  it('adds a paragraph, focuses it and takes typing', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Editor onValue={onValue} />);
    const group = screen.getByRole('group', { name: '正文' });
    expect(within(group).getByText('暂无内容，请添加段落或插入图片')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '添加段落' }));
    const paragraph = screen.getByRole('textbox', { name: '段落 1' });
    expect(document.activeElement).toBe(paragraph);
    await userEvent.keyboard('玉米价格上涨');
    expect(onValue).toHaveBeenLastCalledWith([{ type: 'paragraph', text: '玉米价格上涨' }]);
  });

  it('inserts an uploaded image with its name as the text alternative, which can be edited', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Editor onValue={onValue} initial={[{ type: 'paragraph', text: '第一段' }]} />);
    expect(fileInput().getAttribute('aria-label')).toBe('插入图片');
    await userEvent.upload(fileInput(), png());
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith([{ type: 'paragraph', text: '第一段' }, { type: 'image', fileKey: 'k1', url: PNG, alt: '走势图' }]));
    const alt = screen.getByRole('textbox', { name: '图片 1 的替代文本' });
    expect((alt as HTMLInputElement).value).toBe('走势图');
    expect(screen.getByRole('img', { name: '走势图' })).toBeTruthy();
    await userEvent.clear(alt);
    await userEvent.type(alt, '锦州港价格');
    expect(onValue).toHaveBeenLastCalledWith([{ type: 'paragraph', text: '第一段' }, { type: 'image', fileKey: 'k1', url: PNG, alt: '锦州港价格' }]);
  });

  it('moves and deletes blocks by their named buttons, focus following the block', async () => {
    const onValue = vi.fn();
    renderWithProviders(
      <Editor
        onValue={onValue}
        initial={[
          { type: 'paragraph', text: 'a' },
          { type: 'paragraph', text: 'b' },
        ]}
      />,
    );
    expect((screen.getByRole('button', { name: '上移段落 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移段落 2' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '上移段落 2' }));
    expect(onValue).toHaveBeenLastCalledWith([
      { type: 'paragraph', text: 'b' },
      { type: 'paragraph', text: 'a' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移段落 1' })));
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith([
      { type: 'paragraph', text: 'a' },
      { type: 'paragraph', text: 'b' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '删除段落 1' }));
    expect(onValue).toHaveBeenLastCalledWith([{ type: 'paragraph', text: 'b' }]);
  });

  it('refuses a wrong format and shows a failed upload\'s message', async () => {
    const onUploadImage = vi.fn().mockRejectedValue(new Error('文件服务不可用'));
    renderWithProviders(<Editor onUploadImage={onUploadImage} />);
    await userEvent.upload(fileInput(), new File(['x'], '说明.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toContain('只能选择格式为png、jpg、jpeg、gif的文件');
    expect(onUploadImage).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(), png());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('文件服务不可用'));
  });

  it('disables everything when disabled and the toolbar at the maximum', () => {
    const { unmount } = renderWithProviders(<Editor isDisabled initial={[{ type: 'paragraph', text: 'a' }]} />);
    expect((screen.getByRole('textbox', { name: '段落 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '添加段落' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '插入图片' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '删除段落 1' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderWithProviders(<Editor maxBlocks={1} initial={[{ type: 'paragraph', text: 'a' }]} errorMessage="请输入正文" />);
    expect((screen.getByRole('button', { name: '添加段落' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('最多1块内容')).toBeTruthy();
    expect(screen.getByRole('group', { name: '正文' }).getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toBe('最多1块内容 请输入正文');
  });

  it('speaks English in an English locale', () => {
    renderWithProviders(<Editor initial={[{ type: 'image', fileKey: 'k', url: PNG }]} />, { locale: 'en' });
    expect((screen.getByRole('button', { name: 'Move up Image 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Text alternative of image 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeTruthy();
  });
});
