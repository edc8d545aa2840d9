import { Tag } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta: Meta<typeof Tag> = {
  title: 'Display/Tag',
  component: Tag,
  args: { children: '玉米', onClose: fn() },
  argTypes: {
    variant: { control: 'select', options: ['default', 'primary', 'success', 'warning', 'danger', 'info', 'blue', 'green', 'orange', 'red', 'gray'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
};

export default meta;
type Story = StoryObj<typeof Tag>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('玉米');
    await expect(text).toBeVisible();
    await expect(text.parentElement).toHaveAttribute('data-variant', 'default');
  },
};

/** Every colour; colour names from dictionaries map to the same variants. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Tag {...args} variant="default">默认</Tag>
        <Tag {...args} variant="primary">审批中</Tag>
        <Tag {...args} variant="success">已审批</Tag>
        <Tag {...args} variant="warning">待签署</Tag>
        <Tag {...args} variant="danger">已驳回</Tag>
        <Tag {...args} variant="info">已归档</Tag>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Tag {...args} variant="blue">blue</Tag>
        <Tag {...args} variant="green">green</Tag>
        <Tag {...args} variant="orange">orange</Tag>
        <Tag {...args} variant="red">red</Tag>
        <Tag {...args} variant="gray">gray</Tag>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Tag {...args} size="small" variant="primary">小号</Tag>
        <Tag {...args} size="medium" variant="primary">中号</Tag>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('green').parentElement).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByText('red').parentElement).toHaveAttribute('data-variant', 'danger');
  },
};

export const Closable: Story = {
  args: { isClosable: true, children: '豆粕', variant: 'primary' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '移除豆粕' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard focus shows the ring on the close button; Enter closes. */
export const KeyboardFocus: Story = {
  args: { isClosable: true, children: '小麦', variant: 'success' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: '移除小麦' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Hovered: Story = {
  args: { isClosable: true, children: '高粱', variant: 'warning' },
  play: async ({ canvas }) => {
    const close = canvas.getByRole('button', { name: '移除高粱' });
    await userEvent.hover(close);
    await expect(close).toHaveAttribute('data-hovered', 'true');
  },
};

export const Disabled: Story = {
  args: { isClosable: true, isDisabled: true, children: '大麦' },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: '移除大麦' });
    await expect(close).toBeDisabled();
    await userEvent.click(close, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Long text is truncated with an ellipsis; the full text is the tooltip. */
export const LongChineseText: Story = {
  args: { children: '河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同', maxWidth: 200, isClosable: true },
  play: async ({ canvas }) => {
    const text = canvas.getByText('河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同');
    await expect(text.parentElement).toHaveAttribute('title', '河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Soybean meal', isClosable: true, variant: 'primary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Soybean meal' })).toBeVisible();
  },
};
