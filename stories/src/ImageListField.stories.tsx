import { ImageListField, type ImageListFieldProps, type ImageListItem, type UploadedImage } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A tiny deterministic PNG (4×4, blue). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGMQi/0PRwzEcQBLAhchHO334wAAAABJRU5ErkJggg==';
const pngFile = (name = '库存分析.png') => new File([Uint8Array.from(atob(PNG.split(',')[1] ?? ''), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

const uploadOk = async (file: File): Promise<UploadedImage> => ({ fileKey: `story-${file.name}`, url: PNG, name: file.name });
const uploadNever = () => new Promise<UploadedImage>(() => undefined);
const uploadFails = () => Promise.reject(new Error('文件服务不可用，请稍后重试'));

const images: ImageListItem[] = [
  { fileKey: 'a', url: PNG, alt: '港口库存走势' },
  { fileKey: 'b', url: PNG, alt: '南北价差' },
];

type DemoProps = Omit<ImageListFieldProps, 'value' | 'onChange'> & { initial?: ImageListItem[] };

function Demo({ initial = [], ...props }: DemoProps) {
  const [value, setValue] = useState<ImageListItem[]>(initial);
  return (
    <div style={{ maxWidth: 720 }}>
      <ImageListField {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Files/ImageListField',
  component: Demo,
  args: { label: '图片', onUploadImage: uploadOk },
};
export default meta;
type Story = StoryObj<typeof Demo>;

const fileInputOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Empty: upload an image and describe it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无图片')).toBeVisible();
    await userEvent.upload(fileInputOf(canvasElement), pngFile());
    const alt = await canvas.findByRole('textbox', { name: '图片 1 的替代文本' });
    await expect(alt).toHaveValue('库存分析');
    await userEvent.type(alt, '图');
    await waitFor(() => expect(canvas.getByRole('img', { name: '库存分析图' })).toBeVisible());
  },
};

/** Two images; deleting the first moves focus to the next 删除. */
export const WithImages: Story = {
  args: { initial: images },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: '南北价差' })).toBeVisible());
    await expect(canvas.getByRole('list', { name: '图片列表' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除图片 1' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除图片 1' })).toHaveFocus());
    await expect(canvas.queryByRole('img', { name: '港口库存走势' })).toBeNull();
  },
};

/** An upload that never ends. */
export const Uploading: Story = {
  args: { initial: images.slice(0, 1), onUploadImage: uploadNever },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), pngFile());
    await expect(await canvas.findByRole('progressbar', { name: '正在上传图片' })).toBeVisible();
  },
};

/** A failed upload shows its message. */
export const UploadFailed: Story = {
  args: { onUploadImage: uploadFails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件服务不可用，请稍后重试');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { initial: images, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '删除图片 2' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('img', { name: '南北价差' })).toBeVisible());
  },
};

/** At the most images: 上传图片 is disabled. */
export const MaxReached: Story = {
  args: { initial: images, maxImages: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
    await expect(canvas.getByText('最多上传2张图片')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: '南北价差' })).toBeVisible());
  },
};
