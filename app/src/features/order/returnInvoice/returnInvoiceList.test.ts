import type { MatReturnableLine } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { returnInvoiceEn, returnInvoiceZhCN } from '../messages/returnInvoiceMessages';
import { emptyReturnDraft, returnAllows, returnColumns, returnDraftProblem, returnFigures, returnStatusItems, toReturnSaveBody } from './returnInvoiceList';

const texts: Record<string, string> = returnInvoiceZhCN;
const t = ((key: string, params?: Record<string, unknown>) => {
  let text = texts[key] ?? key;
  for (const [name, value] of Object.entries(params ?? {})) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}) as never;

const line = (id: number, lineNo: number, returnable: string, price: string): MatReturnableLine => ({
  orderLineId: id,
  lineNo,
  matCode: `M${id}`,
  matName: '玉米',
  unitCode: 't',
  priceWithTax: price,
  shippedQuantity: '100.000',
  returnedQuantity: '0.000',
  returnableQuantity: returnable,
});

describe('the 退货发票 list and draft', () => {
  it('labels statuses like settlement and allows moves by status', () => {
    expect(returnStatusItems(t).map((item) => item.dictItemName)).toEqual(['新建', '已提交', '已确认']);
    expect(returnColumns(t)[0]!.title).toBe('退货发票号');
    expect(returnAllows.commit({ status: 'new' })).toBe(true);
    expect(returnAllows.editTax({ status: 'committed' })).toBe(false);
    expect(returnAllows.resend({ status: 'confirmed' })).toBe(true);
    expect(returnAllows.resend({ status: 'new' })).toBe(false);
    expect(Object.keys(returnInvoiceEn).sort()).toEqual(Object.keys(returnInvoiceZhCN).sort());
  });

  it('sums exact amounts and refuses more than the returnable quantity', () => {
    const lines = [line(11, 1, '10.000', '2450.123456'), line(12, 2, '0.500', '3.335')];
    const draft = { ...emptyReturnDraft(), orderId: 7, returnDate: '2026-11-25', quantities: { 11: '1.001', 12: '0.1' }, freight: '250.5' };
    expect(returnFigures(lines, draft)).toMatchObject({ quantity: '1.101', amount: '2452.90' });
    expect(returnDraftProblem(draft, lines, t)).toBeNull();
    expect(toReturnSaveBody(draft, lines)).toEqual({
      orderId: 7,
      returnDate: '2026-11-25',
      taxRate: '9',
      lines: [
        { orderLineId: 11, quantity: '1.001' },
        { orderLineId: 12, quantity: '0.1' },
      ],
      charges: [{ chargeType: 'freight', amount: '250.5' }],
    });
    expect(returnDraftProblem({ ...draft, quantities: { 12: '0.6' } }, lines, t)).toBe('第2行：退货数量不能超过可退数量0.500');
    expect(returnDraftProblem({ ...draft, quantities: {} }, lines, t)).toBe('请至少填写一行退货数量');
    expect(returnDraftProblem({ ...draft, orderId: null }, lines, t)).toBe('请选择采购订单');
    expect(returnDraftProblem({ ...draft, taxRate: '100' }, lines, t)).toBe('税率须为0到99.99之间的数字');
  });
});
