import { Spinner } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta: Meta<typeof Spinner> = {
  title: 'Display/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    labelPlacement: { control: 'inline-radio', options: ['none', 'end', 'bottom'] },
  },
};

export default meta;
type Story = StoryObj<typeof Spinner>;

/** Loading: an indeterminate progress bar named 加载中. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '加载中' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const WithLabel: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      <Spinner {...args} labelPlacement="end" size="small" />
      <Spinner {...args} labelPlacement="bottom" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('加载中')).toHaveLength(2);
  },
};

export const LongChineseText: Story = {
  args: { label: '正在生成合同并提交印章系统，请稍候，完成后将自动下载', labelPlacement: 'end' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在生成合同并提交印章系统，请稍候，完成后将自动下载' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { labelPlacement: 'end' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};
