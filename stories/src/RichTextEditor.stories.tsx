import { RichTextEditor, type RichTextBlock, type RichTextEditorProps, type UploadedImage } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A tiny deterministic PNG (4×4, blue). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGMQi/0PRwzEcQBLAhchHO334wAAAABJRU5ErkJggg==';
const pngFile = (name = '锦州港价格走势.png') => new File([Uint8Array.from(atob(PNG.split(',')[1] ?? ''), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

const uploadOk = async (file: File): Promise<UploadedImage> => ({ fileKey: `story-${file.name}`, url: PNG, name: file.name });
const uploadNever = () => new Promise<UploadedImage>(() => undefined);
const uploadFails = () => Promise.reject(new Error('文件服务不可用，请稍后重试'));

const filled: RichTextBlock[] = [
  { type: 'paragraph', text: '本周东北产区玉米价格小幅上涨，深加工企业收购积极。' },
  { type: 'image', fileKey: 'f1', url: PNG, alt: '锦州港玉米平仓价走势' },
  { type: 'paragraph', text: '华北地区小麦价格稳中偏强，豆粕现货成交一般。' },
];

type DemoProps = Omit<RichTextEditorProps, 'value' | 'onChange'> & { initial?: RichTextBlock[] };

function Demo({ initial = [], ...props }: DemoProps) {
  const [value, setValue] = useState<RichTextBlock[]>(initial);
  return (
    <div style={{ maxWidth: 720 }}>
      <RichTextEditor {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Files/RichTextEditor',
  component: Demo,
  args: { label: '正文', onUploadImage: uploadOk },
};
export default meta;
type Story = StoryObj<typeof Demo>;

const fileInputOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Empty: type a paragraph, insert an image, move it up. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '正文' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加段落' }));
    await userEvent.keyboard('玉米价格上涨');
    await expect(canvas.getByRole('textbox', { name: '段落 1' })).toHaveValue('玉米价格上涨');
    await userEvent.upload(fileInputOf(canvasElement), pngFile());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '图片 1 的替代文本' })).toHaveValue('锦州港价格走势'));
    await userEvent.click(canvas.getByRole('button', { name: '上移图片 1' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '下移图片 1' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '上移图片 1' })).toBeDisabled();
  },
};

/** Paragraphs and images. */
export const WithBlocks: Story = {
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: '锦州港玉米平仓价走势' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '下移段落 1' }));
    // The image is now the first block; 段落 1 still names the first paragraph, now below it.
    await expect(canvas.getByRole('button', { name: '上移图片 1' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '段落 1' })).toHaveValue('本周东北产区玉米价格小幅上涨，深加工企业收购积极。');
    await waitFor(() => expect(canvas.getByRole('button', { name: '下移段落 1' })).toHaveFocus());
  },
};

/** An upload that never ends: the spinner shows and 插入图片 waits. */
export const Uploading: Story = {
  args: { initial: filled.slice(0, 1), onUploadImage: uploadNever },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), pngFile());
    await expect(await canvas.findByRole('progressbar', { name: '正在上传图片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '插入图片' })).toBeDisabled();
  },
};

/** A failed upload shows its message. */
export const UploadFailed: Story = {
  args: { initial: filled.slice(0, 1), onUploadImage: uploadFails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件服务不可用，请稍后重试');
  },
};

/** Disabled: nothing can change. */
export const Disabled: Story = {
  args: { initial: filled, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '段落 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '添加段落' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('img', { name: '锦州港玉米平仓价走势' })).toBeVisible());
  },
};

/** At the most blocks: 添加段落 and 插入图片 are disabled; a form error under the editor. */
export const MaxReached: Story = {
  args: { initial: filled, maxBlocks: 3, isRequired: true, errorMessage: '请完善正文' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '插入图片' })).toBeDisabled();
    await expect(canvas.getByText('最多3块内容')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: '锦州港玉米平仓价走势' })).toBeVisible());
  },
};
