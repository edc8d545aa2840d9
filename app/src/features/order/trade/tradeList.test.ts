import type { MultiTradeRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { movementDraftOf, movementProblem, toMovementBody } from './movementDraft';
import { commerceColumns, legColumns, movementColumns, tradeAllows, tradeColumns, tradeSearchFields, tradeStatusItems } from './tradeList';

const t = ((key: string) => key) as AppT;
const row = (status: MultiTradeRow['status'], appliedQuantity = '0.000') => ({ status, appliedQuantity });

describe('多边贸易 lists', () => {
  it('lists the chains with their first seller, final buyer, margin and status', () => {
    expect(tradeColumns(t).map((column) => column.key)).toEqual([
      'tradeNo',
      'orgName',
      'finalOrgName',
      'matName',
      'quantity',
      'basePrice',
      'legCount',
      'totalMargin',
      'appliedQuantity',
      'status',
      'tradeDate',
      'committedTime',
    ]);
    expect(tradeSearchFields(t).map((field) => field.prop)).toEqual(['tradeNo', 'matName', 'status', 'tradeDate']);
    expect(tradeStatusItems(t).map((item) => item.dictItemCode)).toEqual(['draft', 'committed', 'canceled', 'finished']);
  });

  it('shows each side of a leg in 商务明细, the legs in 贸易明细 and the movements with their plate', () => {
    expect(commerceColumns(t).map((column) => column.key)).toContain('side');
    expect(legColumns(t).map((column) => column.key)).toEqual(expect.arrayContaining(['legNo', 'sellerOrgName', 'buyerOrgName', 'amount', 'margin']));
    expect(movementColumns(t).map((column) => column.key)).toEqual(expect.arrayContaining(['plateNo', 'quantity', 'movedTime']));
  });

  it('offers 提交 on drafts, 取消 on drafts and unapplied committed chains, 登记 on committed chains', () => {
    expect(tradeAllows.commit(row('draft'))).toBe(true);
    expect(tradeAllows.commit(row('committed'))).toBe(false);
    expect(tradeAllows.cancel(row('draft'))).toBe(true);
    expect(tradeAllows.cancel(row('committed'))).toBe(true);
    expect(tradeAllows.cancel(row('committed', '10.000'))).toBe(false);
    expect(tradeAllows.cancel(row('canceled'))).toBe(false);
    expect(tradeAllows.record(row('committed'))).toBe(true);
    expect(tradeAllows.record(row('draft'))).toBe(false);
  });
});

describe('登记出厂 / 登记到货', () => {
  it('checks the plate, the quantity and the date, and sends the kind and the chain', () => {
    const draft = { ...movementDraftOf(new Date(2026, 10, 28)), plateNo: ' 辽b12345 ', quantity: '1,000.5' };
    expect(draft.movedTime).toBe('2026-11-28');
    expect(movementProblem(draft, t)).toBeNull();
    expect(movementProblem({ ...draft, plateNo: ' ' }, t)).toBe('order.trade.problem.plateNo');
    expect(movementProblem({ ...draft, quantity: '-1' }, t)).toBe('order.trade.problem.quantity');
    expect(movementProblem({ ...draft, movedTime: null }, t)).toBe('order.trade.problem.movedTime');
    expect(toMovementBody(7, 'arrive', draft)).toEqual({ tradeId: 7, kind: 'arrive', plateNo: '辽B12345', quantity: '1000.5', movedTime: '2026-11-28' });
  });
});
