import { DictionaryProvider, Form, type FieldDefinition } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const dictionaries = {
  price_type: [
    { dictItemCode: 'ARRIVAL', dictItemName: '到厂价' },
    { dictItemCode: 'EX_FACTORY', dictItemName: '出厂价' },
    { dictItemCode: 'CIF', dictItemName: 'CIF' },
  ],
  pay_method: [
    { dictItemCode: '1', dictItemName: '转账' },
    { dictItemCode: '2', dictItemName: '电汇' },
  ],
  deliver_type: [
    { dictItemCode: 'transfer', dictItemName: '中转' },
    { dictItemCode: 'direct', dictItemName: '直发' },
  ],
};

const contractFields: FieldDefinition[] = [
  { prop: 'contractName', label: '合同名称', required: true, span: 16 },
  { prop: 'signDate', label: '签订日期', type: 'date', required: true },
  {
    prop: 'supplierSn',
    label: '供应商',
    type: 'select',
    required: true,
    span: 12,
    options: [
      { label: '河北粮油贸易有限公司', value: 'S0001' },
      { label: '天津港口农产品物流有限公司', value: 'S0002' },
    ],
  },
  { prop: ['startDate', 'endDate'], label: '有效期', type: 'daterange', required: true, span: 12 },
  { prop: 'totalQuantity', label: '合同数量(吨)', type: 'number', required: true, props: { precision: 3, minValue: 0, thousandSeparator: true } },
  { prop: 'priceType', label: '价格类型', type: 'radio', dictCode: 'price_type', required: true, span: 12 },
  { prop: 'payMethod', label: '付款方式', type: 'choose', dictCode: 'pay_method', required: true },
  { prop: 'deliverType', label: '发运方式', type: 'checkbox', dictCode: 'deliver_type' },
  { prop: 'isUrgent', label: '加急审批', type: 'switch' },
  { prop: 'remark', label: '备注', type: 'textarea', span: 24 },
];

const meta: Meta<typeof Form> = {
  title: 'Form/Form',
  component: Form,
  args: { fields: contractFields, onSubmit: fn(), 'aria-label': '合同信息' },
  decorators: [
    (Story) => (
      <DictionaryProvider dictionaries={dictionaries}>
        <div style={{ width: 760 }}>
          <Story />
        </div>
      </DictionaryProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Form>;

export const Default: Story = {};

/** Submitting an empty form names every required field, and nothing is sent. */
export const InvalidAfterSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入合同名称')).toBeVisible();
    await expect(canvas.getByText('请选择签订日期')).toBeVisible();
    await expect(canvas.getByText('请选择有效期')).toBeVisible();
    await expect(canvas.getByText('请输入合同数量(吨)')).toBeVisible();
    await expect(canvas.getByText('请选择价格类型')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '合同名称' })).toHaveFocus());
  },
};

/** Editing a record: the range arrives as two props and is sent back as two props. */
export const EditRecord: Story = {
  args: {
    defaultValues: {
      contractName: '2026年东北玉米年度采购合同',
      signDate: '2026-11-21',
      supplierSn: 'S0001',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      totalQuantity: 12500.5,
      priceType: 'ARRIVAL',
      payMethod: '2',
      deliverType: ['transfer'],
      isUrgent: true,
      remark: '按月均衡到货，水分不超过14%。',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: '2026-12-01', endDate: '2027-11-30', totalQuantity: 12500.5, payMethod: '2' }),
      ),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValues: { contractName: '豆粕采购合同', priceType: 'CIF' } },
};

export const LongChineseLabels: Story = {
  args: {
    fields: [
      { prop: 'qualityStandard', label: '质量标准（水分、杂质、霉变粒、容重等指标要求）', required: true, span: 12 },
      { prop: 'deliveryAddress', label: '交货地点（到厂价须填写收货工厂的详细地址）', required: true, span: 12 },
      { prop: 'remark', label: '补充条款及双方约定的其他事项', type: 'textarea', span: 24 },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入质量标准（水分、杂质、霉变粒、容重等指标要求）')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: [
      { prop: 'contractName', label: 'Contract name', required: true, span: 12 },
      { prop: 'quantity', label: 'Quantity (t)', type: 'number', required: true, span: 12 },
      { prop: 'signDate', label: 'Sign date', type: 'date', required: true, span: 12 },
    ],
    'aria-label': 'Contract',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter Contract name')).toBeVisible();
    await expect(canvas.getByText('Select Sign date')).toBeVisible();
  },
};
