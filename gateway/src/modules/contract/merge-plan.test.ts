import { describe, expect, it } from 'vitest';
import { planMerge, type MergeLine, type MergeSource } from './merge-plan.js';

const source = (id: number, values: Partial<MergeSource> = {}): MergeSource => ({
  id,
  contractNo: `HT${id}`,
  status: 'draft',
  contractName: `合同${id}`,
  contractCategory: 'fixedPrice',
  purchaseModel: 2,
  orgCode: '101001',
  orgName: null,
  supplierSn: 'S1',
  supplierName: '供应商',
  categoryCode: '100101',
  categoryName: null,
  priceType: null,
  pricingPoint: null,
  deliverType: null,
  payMethod: null,
  payTerms: null,
  currencyCode: 'CNY',
  startDate: null,
  endDate: null,
  templateId: null,
  strategicContractId: null,
  totalQuantity: '0.000',
  totalAmount: '0.00',
  ...values,
});

const line = (headId: number, lineNo: number, quantity: string, amount: string): MergeLine => ({
  headId,
  lineNo,
  matCode: 'M',
  matName: '玉米',
  quantity,
  unitCode: 'T',
  priceWithTax: '1',
  taxRate: '9',
  amount,
  taxAmount: '0.00',
  amountWithoutTax: amount,
  deliveryStart: null,
  deliveryEnd: null,
  deliveryAddress: null,
  qualityStandard: null,
  remark: null,
});

describe('planMerge', () => {
  it('takes the first source head, renumbers the lines in source order and sums exactly', () => {
    const plan = planMerge(
      [source(2, { totalQuantity: '0.1', totalAmount: '0.10' }), source(1, { startDate: '2026-01-02', endDate: '2026-02-01' })],
      [line(1, 2, '0.2', '0.20'), line(1, 1, '0.1', '0.10')],
    );
    expect(plan).toMatchObject({ ok: true, head: { contractName: '合同2', totalQuantity: '0.400', totalAmount: '0.40', startDate: '2026-01-02', remark: '由合同HT2、HT1合并' } });
    if (plan.ok) expect(plan.lines.map((row) => [row.lineNo, row.quantity])).toEqual([[1, '0.1'], [2, '0.2']]);
  });

  it('refuses fewer than two, a non-draft and the first differing field', () => {
    expect(planMerge([source(1)], [])).toEqual({ ok: false, message: '请选择至少两个合同进行合并' });
    expect(planMerge([source(1), source(2, { status: 'SIGN' })], [])).toEqual({ ok: false, message: '合同HT2当前状态为“已盖章”，只有草稿合同可以合并' });
    expect(planMerge([source(1), source(2, { orgCode: '101002', contractCategory: 'basis' })], [])).toEqual({ ok: false, message: '合同HT1与合同HT2的组织不一致（101001 / 101002），不能合并' });
    expect(planMerge([source(1), source(2, { strategicContractId: 9 })], [])).toEqual({ ok: false, message: '合同HT1与合同HT2的关联战略合同不一致（无 / 9），不能合并' });
  });
});
