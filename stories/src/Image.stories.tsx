import { Image } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** A deterministic, offline picture: an inline SVG of a grain silo. */
const silo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">' +
    '<rect width="240" height="160" fill="#e8f3ff"/>' +
    '<rect x="70" y="50" width="50" height="90" fill="#165dff"/>' +
    '<rect x="125" y="70" width="40" height="70" fill="#0e42d2"/>' +
    '<path d="M70 50 L95 25 L120 50 Z" fill="#0e42d2"/>' +
    '<rect y="140" width="240" height="20" fill="#c9cdd4"/>' +
    '</svg>',
)}`;

/** A source that fails at once, offline. */
const broken = 'data:image/png;base64,broken';

const meta: Meta<typeof Image> = {
  title: 'Display/Image',
  component: Image,
  args: { src: silo, alt: '粮仓照片', width: 240, height: 160 },
  argTypes: { fit: { control: 'inline-radio', options: ['contain', 'cover', 'fill', 'none', 'scale-down'] } },
};

export default meta;
type Story = StoryObj<typeof Image>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: '粮仓照片' });
    await waitFor(() => expect(canvasElement.querySelector('[data-status="loaded"]')).not.toBeNull());
    await expect(img).toBeVisible();
  },
};

/** A broken source shows 加载失败 in place of the picture. */
export const LoadFailed: Story = {
  args: { src: broken, alt: '营业执照' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible());
    await expect(canvas.getByRole('img', { name: '营业执照：加载失败' })).toBeVisible();
  },
};

/** The preview address is still being fetched: the placeholder shows. */
export const Loading: Story = {
  args: { src: undefined, isLoading: true, alt: '合同扫描件' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status="loading"]')).not.toBeNull();
    await expect(canvas.getByRole('img', { name: '合同扫描件' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const MissingSource: Story = {
  args: { src: '', alt: '供应商头像', width: 80, height: 80 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载失败')).toBeVisible();
  },
};

export const Fits: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Image {...args} width={120} height={120} fit="contain" alt="粮仓照片（contain）" />
      <Image {...args} width={120} height={120} fit="cover" alt="粮仓照片（cover）" />
      <Image {...args} width={120} height={120} fit="fill" alt="粮仓照片（fill）" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-status="loaded"]')).toHaveLength(3));
  },
};

export const LongChineseText: Story = {
  args: { src: broken, alt: '河北饲料有限公司2026年度东北产区二等黄玉米到厂质检报告扫描件第一页', width: 160, height: 120 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { src: broken, alt: 'Business licence' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Failed to load')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Business licence: failed to load' })).toBeVisible();
  },
};
