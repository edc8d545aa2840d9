import { Radio, RadioGroup } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const purchaseModels = [
  { label: '授权采购', value: '1' },
  { label: '集中采购', value: '2' },
];

const meta: Meta<typeof RadioGroup> = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  args: { label: '采购模式', options: purchaseModels, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
};

export default meta;
type Story = StoryObj<typeof RadioGroup>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '采购模式' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '集中采购' }));
    await expect(canvas.getByRole('radio', { name: '集中采购' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByText('授权采购').closest('label') as HTMLElement;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Tab enters the group; arrow keys move and choose. */
export const Keyboard: Story = {
  args: { defaultValue: '1' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: '授权采购' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '集中采购' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};

export const Vertical: Story = {
  args: {
    label: '付款方式',
    orientation: 'vertical',
    options: [
      { label: '转账', value: '1', description: 'T+1 到账' },
      { label: '电汇', value: '2', description: '境外供应商使用' },
      { label: '承兑汇票', value: '3', isDisabled: true },
    ],
    defaultValue: '1',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '付款方式' })).toHaveAttribute('aria-orientation', 'vertical');
    await expect(canvas.getByRole('radio', { name: '转账' })).toHaveAccessibleDescription('T+1 到账');
    await expect(canvas.getByRole('radio', { name: '承兑汇票' })).toBeDisabled();
  },
};

export const WithChildren: Story = {
  render: (args) => (
    <RadioGroup {...args} options={undefined} label="是否含税" defaultValue="1">
      <Radio value="1">含税</Radio>
      <Radio value="0">不含税</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '含税' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '授权采购' }));
    await expect(canvas.getByRole('radio', { name: '集中采购' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择采购模式' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '采购模式' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择采购模式');
  },
};

export const LongChineseText: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <RadioGroup
        {...args}
        label="质量异议的处理方式（选择后将同步通知供应商与仓储部门）"
        options={[
          { label: '按合同质量条款扣重扣价后正常入库', value: 'deduct' },
          { label: '整车退货，运费由供应商承担', value: 'return' },
          { label: '让步接收，由区域采购经理审批', value: 'concession' },
        ]}
        description="处理方式一经确认不能修改，请与质检部门核实化验结果后再选择。"
      />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Purchase model',
    options: [
      { label: 'Authorised', value: '1' },
      { label: 'Centralised', value: '2' },
    ],
    errorMessage: 'Select a purchase model',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Purchase model' })).toHaveAccessibleDescription('Select a purchase model');
  },
};
