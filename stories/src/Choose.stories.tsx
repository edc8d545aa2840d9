import { Choose, ChooseItem } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const reportTypes = [
  { label: '日报', value: 'daily' },
  { label: '周报', value: 'weekly' },
  { label: '月报', value: 'month' },
  { label: '专题', value: 'subject' },
];

const meta: Meta<typeof Choose> = {
  title: 'Controls/Choose',
  component: Choose,
  args: { label: '报告类型', options: reportTypes, onSelectionChange: fn() },
  argTypes: { selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] } },
};

export default meta;
type Story = StoryObj<typeof Choose>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '报告类型' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '周报' }));
    await expect(canvas.getByRole('radio', { name: '周报' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['weekly']));
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('radio', { name: '日报' });
    await userEvent.hover(chip);
    await expect(chip).toHaveAttribute('data-hovered', 'true');
  },
};

/** Tab enters the row, arrow keys move between chips, Space or Enter chooses. */
export const Keyboard: Story = {
  args: { defaultSelectedKeys: ['daily'] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const daily = canvas.getByRole('radio', { name: '日报' });
    await waitFor(() => expect(daily).toHaveFocus());
    await expect(daily).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '月报' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '月报' })).toBeChecked();
    await expect(daily).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['month']));
  },
};

export const Multiple: Story = {
  args: { label: '关注品类', selectionMode: 'multiple', options: undefined, defaultSelectedKeys: ['corn'] },
  render: (args) => (
    <Choose {...args}>
      <ChooseItem id="corn">玉米</ChooseItem>
      <ChooseItem id="soymeal">豆粕</ChooseItem>
      <ChooseItem id="wheat">小麦</ChooseItem>
    </Choose>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: '关注品类' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '豆粕' }));
    await expect(canvas.getByRole('button', { name: '玉米' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '豆粕' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKeys: ['weekly'] },
  play: async ({ canvas }) => {
    for (const chip of canvas.getAllByRole('radio')) await expect(chip).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { options: [...reportTypes.slice(0, 3), { label: '专题', value: 'subject', isDisabled: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '专题' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelectedKeys: ['month'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '日报' }));
    await expect(canvas.getByRole('radio', { name: '月报' })).toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择报告类型' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '报告类型' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择报告类型');
    await expect(canvas.getByText('请选择报告类型')).toBeVisible();
  },
};

export const LongChineseText: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <Choose
        {...args}
        label="本次询价邀请的供应商范围（选择后将按范围自动发送询价单）"
        options={[
          { label: '合格供应商名录内全部供应商', value: 'all' },
          { label: '近一年有成交记录的供应商', value: 'recent' },
          { label: '区域采购经理指定供应商', value: 'assigned' },
        ]}
        description="询价单发出后不能更改供应商范围。"
      />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Report type',
    options: [
      { label: 'Daily', value: 'daily' },
      { label: 'Weekly', value: 'weekly' },
      { label: 'Monthly', value: 'month' },
    ],
    defaultSelectedKeys: ['weekly'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  },
};
