import { DecimalField, NumberField } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta: Meta<typeof NumberField> = {
  title: 'Controls/NumberField',
  component: NumberField,
  args: { label: '采购数量', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof NumberField>;

/** Typing more decimals than the precision allows: the extra digits are cut off, never rounded. */
export const Default: Story = {
  args: { label: '含税单价', precision: 2, thousandSeparator: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '含税单价' });
    await expect(input).toHaveAttribute('placeholder', '请输入含税单价');
    await userEvent.type(input, '1234.567');
    await expect(input).toHaveValue('1234.56');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.56');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56);
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('textbox', { name: '采购数量' }).closest('.srm-field-group') as HTMLElement;
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  args: { defaultValue: 12800, thousandSeparator: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '采购数量' });
    await expect(input).toHaveValue('12,800');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('12800');
    await expect(input.closest('.srm-field-group')).toHaveAttribute('data-focus-within', 'true');
  },
};

/** ArrowUp and ArrowDown step by `step`; 1.1 + 2.2 shows 3.3, not 3.3000000000000003. */
export const KeyboardSteps: Story = {
  args: { label: '水分(%)', precision: 1, step: 2.2, defaultValue: 1.1, minValue: 0, maxValue: 14 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '水分(%)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3.3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3.3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('0');
  },
};

export const StepButtons: Story = {
  args: { label: '件数', showStepButtons: true, defaultValue: 9, minValue: 0, maxValue: 10 },
  play: async ({ canvas, args }) => {
    const increase = canvas.getByRole('button', { name: '增加件数' });
    await userEvent.click(increase);
    await expect(canvas.getByRole('textbox', { name: '件数' })).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(increase).toBeDisabled();
  },
};

/** Values beyond the bounds are brought back to them when the field is left. */
export const Clamped: Story = {
  args: { label: '扣重比例', minValue: 0, maxValue: 100, description: '0 到 100 之间的整数' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '扣重比例' });
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

/**
 * Issue 18, as a new user tried it: on blur -5 is raised to the minimum (never turned into 5),
 * letters are refused, 12.34567 is truncated to the precision (0 here, never 1234567) and a tax
 * rate of 150 is lowered to its maximum.
 */
export const BlurRules: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField {...args} label="件数" minValue={0} />
      <NumberField {...args} label="车次" minValue={0} />
      <NumberField {...args} label="整吨数" />
      <NumberField {...args} label="税率(%)" minValue={0} maxValue={100} precision={2} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const settle = async (name: string, typed: string) => {
      const input = canvas.getByRole('textbox', { name });
      await userEvent.type(input, typed);
      await userEvent.tab();
      return input;
    };
    await expect(await settle('件数', '-5')).toHaveValue('0');
    await expect(await settle('车次', 'abc')).toHaveValue('0');
    await expect(await settle('整吨数', '12.34567')).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(await settle('税率(%)', '150')).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

/**
 * DecimalField keeps exact decimal strings (money, quantities): the same blur rules without a
 * float, so 123456789012345.678 keeps every digit, or is lowered to the maximum exactly.
 */
export const DecimalStrings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DecimalField label="数量" minValue="0" maxValue="999999999999999.999" precision={3} allowEmpty />
      <DecimalField label="含税单价" minValue="0" maxValue="999999999999.999999" precision={6} allowEmpty />
      <DecimalField label="金额(元)" minValue="0" precision={3} thousandSeparator />
    </div>
  ),
  play: async ({ canvas }) => {
    const settle = async (name: string, typed: string) => {
      const input = canvas.getByRole('textbox', { name });
      await userEvent.type(input, typed);
      await userEvent.tab();
      return input;
    };
    await expect(await settle('数量', '99999999999999999999')).toHaveValue('999999999999999.999');
    await expect(await settle('含税单价', 'abc')).toHaveValue('');
    await expect(await settle('金额(元)', '123456789012345.6789')).toHaveValue('123,456,789,012,345.678');
  },
};

/** A blank field settles on 0 by default; with allowEmpty it stays empty. */
export const BlankField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField {...args} label="到货数量" defaultValue={20} />
      <NumberField {...args} label="备用数量" defaultValue={20} allowEmpty />
    </div>
  ),
  play: async ({ canvas }) => {
    const plain = canvas.getByRole('textbox', { name: '到货数量' });
    const optional = canvas.getByRole('textbox', { name: '备用数量' });
    await userEvent.clear(plain);
    await userEvent.clear(optional);
    await userEvent.tab();
    await expect(plain).toHaveValue('0');
    await expect(optional).toHaveValue('');
  },
};

export const Money: Story = {
  args: { label: '合同金额(元)', precision: 2, thousandSeparator: true, fixedDecimals: true, defaultValue: 1250000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '合同金额(元)' })).toHaveValue('1,250,000.00');
  },
};

export const Required: Story = { args: { label: '采购数量', isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 500, showStepButtons: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '采购数量' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: '已入库数量', isReadOnly: true, defaultValue: 3200, thousandSeparator: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '已入库数量' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}9');
    await userEvent.tab();
    await expect(input).toHaveValue('3,200');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { label: '采购数量', isInvalid: true, errorMessage: '采购数量不能大于可用库存', defaultValue: 12000 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '采购数量' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('采购数量不能大于可用库存');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '东北产区二等黄玉米（水分不超过14%）本期计划采购总量（吨）',
    description: '按照集团年度框架合同分配的剩余额度填写，超出额度部分需另行提交追加采购申请并经区域采购经理审批。',
    precision: 3,
    thousandSeparator: true,
    defaultValue: 125000.5,
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Quantity', showStepButtons: true, isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute('placeholder', 'Enter Quantity');
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeVisible();
  },
};
