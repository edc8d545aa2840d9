import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ImageListFieldProps, ImageListItem, UploadedImage } from '../RichTextEditor/richTextTypes';
import { renderWithProviders } from '../../test-utils';
import { ImageListField } from './ImageListField';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

function Field({ initial = [], onValue, ...props }: Partial<ImageListFieldProps> & { initial?: ImageListItem[]; onValue?: (value: ImageListItem[]) => void }) {
  const [value, setValue] = useState<ImageListItem[]>(initial);
  return (
    <ImageListField
      label="图片"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      onUploadImage={async (file): Promise<UploadedImage> => ({ fileKey: file.name, url: PNG, name: file.name })}
      {...props}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ImageListField', () => {
  it('uploads images, names them and edits their text alternatives', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Field onValue={onValue} />);
    expect(screen.getByRole('group', { name: '图片' }).textContent).toContain('暂无图片');
    expect(fileInput().getAttribute('aria-label')).toBe('上传图片');
    await userEvent.upload(fileInput(), [png('库存.png'), png('价差.gif')]);
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith([
        { fileKey: '库存.png', url: PNG, alt: '库存' },
        { fileKey: '价差.gif', url: PNG, alt: '价差' },
      ]),
    );
    expect(screen.getByRole('list', { name: '图片列表' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '图片 2 的替代文本' }), '图');
    expect(onValue).toHaveBeenLastCalledWith([
      { fileKey: '库存.png', url: PNG, alt: '库存' },
      { fileKey: '价差.gif', url: PNG, alt: '价差图' },
    ]);
  });

  it('deletes an image and moves focus to the next 删除', async () => {
    const onValue = vi.fn();
    renderWithProviders(
      <Field
        onValue={onValue}
        initial={[
          { fileKey: 'a', url: PNG, alt: 'A' },
          { fileKey: 'b', url: PNG, alt: 'B' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除图片 1' }));
    expect(onValue).toHaveBeenLastCalledWith([{ fileKey: 'b', url: PNG, alt: 'B' }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '删除图片 1' })));
  });

  it('stops at the maximum and refuses more files than the room left', async () => {
    const onUploadImage = vi.fn();
    renderWithProviders(<Field maxImages={1} initial={[{ fileKey: 'a', url: PNG }]} onUploadImage={onUploadImage} />);
    expect((screen.getByRole('button', { name: '上传图片' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('最多上传1张图片')).toBeTruthy();
    expect(screen.getByRole('img', { name: '图片 1' })).toBeTruthy();
  });

  it('shows a failed upload and disables everything when disabled', async () => {
    const { unmount } = renderWithProviders(<Field onUploadImage={() => Promise.reject(new Error(''))} />);
    await userEvent.upload(fileInput(), png('a.png'));
    expect((await screen.findByRole('alert')).textContent).toContain('图片上传失败');
    unmount();
    renderWithProviders(<Field isDisabled initial={[{ fileKey: 'a', url: PNG }]} />);
    expect((screen.getByRole('button', { name: '删除图片 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: '图片 1 的替代文本' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
