import { Switch } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta: Meta<typeof Switch> = {
  title: 'Controls/Switch',
  component: Switch,
  args: { label: '是否启用', onChange: fn() },
  argTypes: { labelPlacement: { control: 'inline-radio', options: ['end', 'top'] } },
};

export default meta;
type Story = StoryObj<typeof Switch>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '是否启用' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** On/off text inside the track; it is decorative, the switch role announces the state. */
export const WithStateText: Story = {
  args: { label: '供应商状态', onText: '启用', offText: '停用', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('启用')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: '供应商状态' }));
    await expect(canvas.getByText('停用')).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByText('是否启用').closest('label') as HTMLElement;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Tab shows the focus ring; Space toggles. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: '是否启用' });
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const LabelOnTop: Story = {
  args: { label: '自动生成采购订单', labelPlacement: 'top', description: '审批通过后自动生成订单' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '自动生成采购订单' })).toHaveAccessibleDescription('审批通过后自动生成订单');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true, onText: '启用', offText: '停用' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '是否启用' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: '是否集采', isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '是否集采' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { label: '同意《供应商廉洁承诺书》', errorMessage: '请先同意廉洁承诺书' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '同意《供应商廉洁承诺书》' });
    await expect(toggle).toHaveAccessibleDescription('请先同意廉洁承诺书');
    await expect(canvas.getByText('请先同意廉洁承诺书')).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    label: '到货质检不合格时自动通知供应商并冻结该批次的付款申请',
    onText: '开启',
    offText: '关闭',
    description: '开启后，质检结论为不合格的批次将在付款申请中被锁定，直到质量异议处理完毕。',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Enabled', onText: 'On', offText: 'Off' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};
