import { Button } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: '查询', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'primary', 'danger', 'text', 'link'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '查询' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary', children: '提交审批' } };

export const Danger: Story = { args: { variant: 'danger', children: '删除' } };

export const TextAndLink: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Button {...args} variant="text">
        编辑
      </Button>
      <Button {...args} variant="link">
        查看详情
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="small">
        小按钮
      </Button>
      <Button {...args} size="medium">
        中按钮
      </Button>
      <Button {...args} size="large">
        大按钮
      </Button>
    </div>
  ),
};

/** Keyboard focus shows the focus ring (data-focus-visible); Enter and Space press. */
export const KeyboardFocus: Story = {
  args: { variant: 'primary', children: '保存' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '保存' });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '查询' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: '批量关闭' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '批量关闭' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a spinner, presses ignored, focus kept. */
export const Pending: Story = {
  args: { isPending: true, variant: 'primary', children: '提交中' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /提交中/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongChineseText: Story = {
  args: { variant: 'primary', children: '生成合同并提交印章系统进行电子签章审批' },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="primary">
        Search
      </Button>
      <Button {...args}>Reset</Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
