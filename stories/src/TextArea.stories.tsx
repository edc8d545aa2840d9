import { TextArea } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta: Meta<typeof TextArea> = {
  title: 'Controls/TextArea',
  component: TextArea,
  args: { label: '备注', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TextArea>;

/** 2000 characters by default, with a used/max counter that follows the typing. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '备注' });
    await expect(box).toHaveAttribute('placeholder', '请输入备注');
    await expect(box).toHaveAttribute('maxlength', '2000');
    await expect(canvas.getByText('0/2000')).toBeVisible();
    await userEvent.type(box, '到厂后{Enter}先化验');
    await expect(args.onChange).toHaveBeenLastCalledWith('到厂后\n先化验');
    await expect(canvas.getByText('7/2000')).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('textbox', { name: '备注' }).closest('.srm-field-group') as HTMLElement;
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: '备注' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box.closest('.srm-field-group')).toHaveAttribute('data-focus-within', 'true');
  },
};

/** Typing stops at the limit. */
export const AtTheLimit: Story = {
  args: { label: '驳回原因', maxLength: 10, rows: 2 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '驳回原因' });
    await userEvent.type(box, '质量指标不合格，水分超标');
    await expect(box).toHaveValue('质量指标不合格，水分');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { label: '收货说明', description: '请注明车牌号与卸货仓位', defaultValue: '冀A12345，2号筒仓' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '收货说明' })).toHaveAccessibleDescription('请注明车牌号与卸货仓位 12/2000');
  },
};

export const Required: Story = { args: { label: '审批意见', isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '该合同已关闭，不能修改备注。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '备注' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: '审批意见', isReadOnly: true, defaultValue: '同意，按框架合同价格执行。' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '审批意见' });
    await userEvent.type(box, 'X');
    await expect(box).toHaveValue('同意，按框架合同价格执行。');
  },
};

export const InvalidWithMessage: Story = {
  args: { label: '驳回原因', isRequired: true, isInvalid: true, errorMessage: '请输入驳回原因' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '驳回原因' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入驳回原因')).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    label: '供应商质量异议处理意见及后续整改要求说明',
    rows: 6,
    description: '请写明异议批次、化验结果、扣款标准以及供应商需在多少个工作日内完成整改并书面回复。',
    defaultValue:
      '经化验，2026年11月第三批次东北二等黄玉米到厂水分为15.2%，超过合同约定的14.0%，霉变粒3.1%，超过合同约定的2.0%。按照合同质量条款，水分每超0.1个百分点扣重0.15%，霉变粒超标部分按每吨30元扣款。请供应商在5个工作日内提交整改报告，并在下一批次发货前提供第三方检测报告。',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Remarks', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Remarks' })).toHaveAttribute('placeholder', 'Enter Remarks');
    await expect(canvas.getByText('0/2000')).toBeVisible();
  },
};
