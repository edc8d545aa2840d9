import type { PurchaseOrderDetail, PurchaseOrderLine } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { isOrderPrice, isOrderQuantity, isOrderTaxRate, lineAmountOf, lineEditsOf, lineEditsProblem, linesTotals, purchaseDraftOf, purchaseDraftProblem, toLineUpdateBody, toPurchaseSaveBody } from './purchaseDraft';
import { zhT as t } from './testT';

const line = (values: Partial<PurchaseOrderLine>): PurchaseOrderLine => ({
  id: 1,
  orderId: 9,
  lineNo: 1,
  matCode: '1001010001',
  matName: '玉米',
  unitCode: 't',
  quantity: '2000.000',
  priceWithTax: '2650.000000',
  taxRate: '9.00',
  amount: '5300000.00',
  allocatedQuantity: '500.000',
  shippedQuantity: '0.000',
  availableQuantity: '1500.000',
  lineStatus: 'open',
  deliveryDate: null,
  remark: null,
  version: 0,
  ...values,
});
const detail = { id: 9, version: 3, lines: [line({}), line({ id: 2, lineNo: 2, lineStatus: 'closed' })] } as Pick<PurchaseOrderDetail, 'id' | 'version' | 'lines'>;

describe('the 采购订单 drafts', () => {
  it('reads quantities, prices and tax rates as the gateway does', () => {
    expect(['1', '0.001', '123456789012345.123'].map(isOrderQuantity)).toEqual([true, true, true]);
    expect(['0', '-1', '1.0001', '1e3', ''].map(isOrderQuantity)).toEqual([false, false, false, false, false]);
    expect(['0', '2650.123456'].map(isOrderPrice)).toEqual([true, true]);
    expect(isOrderPrice('1.1234567')).toBe(false);
    expect(['9', '13.5', '100'].map(isOrderTaxRate)).toEqual([true, true, false]);
  });

  it('works amounts half-up to cents and totals exactly, never with floats', () => {
    expect(lineAmountOf('12.345', '2.5')).toBe('30.86');
    expect(lineAmountOf('0.1', '0.2')).toBe('0.02');
    expect(lineAmountOf('abc', '2')).toBe('');
    expect(
      linesTotals([
        { quantity: '0.1', priceWithTax: '3' },
        { quantity: '0.2', priceWithTax: '3' },
        { quantity: '', priceWithTax: '' },
      ]),
    ).toEqual({ quantity: '0.300', amount: '0.90' });
  });

  it('checks a new order and builds its save body', () => {
    const draft = purchaseDraftOf(new Date(2026, 10, 28));
    expect(draft.orderDate).toBe('2026-11-28');
    expect(purchaseDraftProblem(draft, t)).toBe('请填写必填项');
    const filled = { ...draft, orgCode: '301001', categoryCode: '1001', supplierSn: 'S0001', deliveryStart: '2026-12-10', deliveryEnd: '2026-12-01' };
    expect(purchaseDraftProblem(filled, t)).toBe('交货结束日期不能早于开始日期');
    const dated = { ...filled, deliveryEnd: '2026-12-31' };
    expect(purchaseDraftProblem(dated, t)).toBe('第1行请选择物料');
    const lined = { ...dated, lines: [{ key: 1, matCode: '1001010001', matName: '玉米', quantity: '2000', priceWithTax: '2650.5', taxRate: '9', deliveryDate: null }] };
    expect(purchaseDraftProblem(lined, t)).toBeNull();
    expect(purchaseDraftProblem({ ...lined, lines: [{ ...lined.lines[0]!, quantity: '0' }] }, t)).toBe('第1行数量须为大于0、最多3位小数的数字');
    expect(toPurchaseSaveBody(lined)).toEqual({
      orgCode: '301001',
      categoryCode: '1001',
      supplierSn: 'S0001',
      orderDate: '2026-11-28',
      deliveryStart: '2026-12-10',
      deliveryEnd: '2026-12-31',
      remark: null,
      lines: [{ matCode: '1001010001', quantity: '2000', priceWithTax: '2650.5', taxRate: '9', deliveryDate: null }],
    });
  });

  it('edits the open lines only, sends just what changed and never below what is allocated', () => {
    const edits = lineEditsOf(detail);
    expect(edits.map((edit) => edit.id)).toEqual([1]);
    expect(lineEditsProblem(detail, edits, t)).toBe('没有修改任何订单行');
    // Trailing zeros are the same number.
    expect(toLineUpdateBody(detail, [{ ...edits[0]!, quantity: '2000', priceWithTax: '2650' }]).lines).toEqual([]);
    expect(lineEditsProblem(detail, [{ ...edits[0]!, quantity: '499.999' }], t)).toBe('第1行数量不能小于已分配数量500.000');
    const changed = [{ ...edits[0]!, quantity: '2500' }];
    expect(lineEditsProblem(detail, changed, t)).toBeNull();
    expect(toLineUpdateBody(detail, changed)).toEqual({ id: 9, version: 3, lines: [{ id: 1, quantity: '2500' }] });
  });
});
