import type { ContractChangeDetail } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { changeDiffView, EMPTY_VALUE, plainDecimal } from './changeDiff';

const t = (key: AppMessageKey, values?: Record<string, unknown>) => appZhCN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

const line = (lineNo: number, matCode: string, matName: string, quantity: string, amount: string) => ({
  lineNo,
  matCode,
  matName,
  quantity,
  unitCode: 't',
  priceWithTax: '2500',
  taxRate: '9',
  amount,
  taxAmount: '0',
  amountWithoutTax: '0',
});

const detail = {
  totalQuantity: '130.000',
  totalAmount: '320000.00',
  diff: {
    head: [
      { field: 'contractCategory', before: 'fixedPrice', after: 'basis' },
      { field: 'remark', before: null, after: '加量' },
      { field: 'totalQuantity', before: '150.000', after: '130.000' },
      { field: 'totalAmount', before: '401525.25', after: '320000.00' },
    ],
    added: [line(2, 'M003', '豆粕', '10', '20000.00')],
    removed: [{ ...line(2, 'M100102', '一等黄玉米', '50.5', '151525.25'), id: 12, executedQuantity: '0' }],
    changed: [
      {
        id: 11,
        lineNo: 1,
        matCode: 'M100101',
        matName: '二等黄玉米',
        fields: [
          { field: 'quantity', before: '100.000', after: '120' },
          { field: 'amount', before: '250000.00', after: '300000.00' },
        ],
      },
    ],
  },
} as unknown as ContractChangeDetail;

describe('the change diff as the detail shows it', () => {
  it('lists the head fields changed with labels and old and new values, totals apart', () => {
    const view = changeDiffView(detail, t);
    expect(view.head).toEqual([
      { field: 'contractCategory', label: '合同类别', before: '一口价合同', after: '基差合同' },
      { field: 'remark', label: '备注', before: EMPTY_VALUE, after: '加量' },
    ]);
    expect(view.totals).toEqual({ quantityBefore: '150', quantityAfter: '130', amountBefore: '401,525.25', amountAfter: '320,000.00' });
    expect(view.isEmpty).toBe(false);
  });

  it('lists changed, added and removed lines by line number, money formatted like the contract list', () => {
    const view = changeDiffView(detail, t);
    expect(view.lines.map((row) => [row.kind, row.lineNo, row.material])).toEqual([
      ['changed', 1, 'M100101 二等黄玉米'],
      ['added', 2, 'M003 豆粕'],
      ['removed', 2, 'M100102 一等黄玉米'],
    ]);
    expect(view.lines[0]!.values).toEqual([
      { field: 'quantity', label: '数量', before: '100', after: '120' },
      { field: 'amount', label: '价税合计', before: '250,000.00', after: '300,000.00' },
    ]);
    expect(view.lines[1]!.values.find((value) => value.field === 'amount')).toEqual({ field: 'amount', label: '价税合计', before: EMPTY_VALUE, after: '20,000.00' });
    expect(view.lines[2]!.values.find((value) => value.field === 'quantity')).toEqual({ field: 'quantity', label: '数量', before: '50.5', after: EMPTY_VALUE });
  });

  it('shows quantities and prices without trailing zeros', () => {
    expect(plainDecimal('100.500')).toBe('100.5');
    expect(plainDecimal('2500.000000')).toBe('2500');
    expect(plainDecimal('120')).toBe('120');
    expect(plainDecimal('10.05')).toBe('10.05');
  });

  it('keeps the totals when the proposal changes nothing', () => {
    const view = changeDiffView({ totalQuantity: '150', totalAmount: '1000', diff: { head: [], added: [], removed: [], changed: [] } }, t);
    expect(view.isEmpty).toBe(true);
    expect(view.totals).toEqual({ quantityBefore: '150', quantityAfter: '150', amountBefore: '1,000.00', amountAfter: '1,000.00' });
  });
});
