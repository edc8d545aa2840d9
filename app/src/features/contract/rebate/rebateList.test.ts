import type { DictMap } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { ownedRebateActions, rebateActionAllowed, rebateColumns, rebateStatusItems, rebateValueText, REBATE_ROW_ACTIONS } from './rebateList';
import type { RebateAgreement } from '../api/rows';

const t = (key: AppMessageKey) => appZhCN[key];

const dictionaries: DictMap = {
  rebateClauseType: [{ dictItemCode: 'minimumPurchase', dictItemName: '保底采购' }],
  rebateTiming: [{ dictItemCode: 'afterEnd', dictItemName: '合同结束后' }],
  quantityBasis: [
    { dictItemCode: '0', dictItemName: '合同数量' },
    { dictItemCode: '2', dictItemName: '结算数量' },
  ],
  rebateStatus: [
    { dictItemCode: 'approved', dictItemName: '审批通过' },
    { dictItemCode: 'invalid', dictItemName: '已作废' },
  ],
};

const row: RebateAgreement = {
  id: 7,
  rebateNo: 'FL10100120261100001',
  supplierSn: 'S001',
  supplierName: '大连粮食贸易有限公司',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  year: 2026,
  rebateType: 'minimumPurchase',
  timing: 'afterEnd',
  quantityBasis: 2,
  rate: null,
  amount: '20000.00',
  status: 'approved',
  remark: null,
  createdBy: 'admin',
  createdTime: '2026-11-22T01:00:00.000Z',
  updatedTime: '2026-11-22T01:00:00.000Z',
  version: 3,
};

describe('rebate list', () => {
  it('names type, timing, basis and status by the dictionaries, and a code it does not know as the code', () => {
    const columns = rebateColumns(t, dictionaries);
    const cell = (key: string) => {
      const column = columns.find((entry) => entry.key === key)!;
      return column.render!(row[key as keyof RebateAgreement], row, 0);
    };
    expect(cell('rebateType')).toBe('保底采购');
    expect(cell('timing')).toBe('合同结束后');
    expect(cell('quantityBasis')).toBe('结算数量');
    expect(cell('rebateNo')).toBe('FL10100120261100001');
    expect(columns.find((column) => column.key === 'rebateType')!.render!('friendlyCooperation', row, 0)).toBe('friendlyCooperation');
    expect(rebateStatusItems(dictionaries)).toEqual([
      { dictItemCode: 'approved', dictItemName: '审批通过', color: 'success' },
      { dictItemCode: 'invalid', dictItemName: '已作废', color: 'danger' },
    ]);
  });

  it('shows a rate with % and an amount with separators', () => {
    expect(rebateValueText({ rate: '1.5000', amount: null })).toBe('1.5000%');
    expect(rebateValueText({ rate: null, amount: '20000.00' })).toBe('20,000.00');
  });

  it('offers each action in the statuses the gateway allows it', () => {
    const offered = (status: string) => REBATE_ROW_ACTIONS.filter((action) => rebateActionAllowed(action, status));
    expect(offered('new')).toEqual(['edit', 'submit', 'delete']);
    expect(offered('rejected')).toEqual(['edit', 'submit']);
    expect(offered('withdraw')).toEqual(['edit', 'submit']);
    expect(offered('inProcess')).toEqual(['withdraw']);
    expect(offered('approved')).toEqual(['invalid']);
    expect(offered('invalid')).toEqual([]);
    expect(offered('closed')).toEqual([]);
  });

  it('offers only the actions whose button the user holds', () => {
    expect(ownedRebateActions((code) => code === 'contract:rebate')).toEqual(['edit', 'withdraw', 'invalid', 'delete']);
    expect(ownedRebateActions((code) => code === 'contract:rebate:submit')).toEqual(['submit']);
    expect(ownedRebateActions(() => false)).toEqual([]);
  });
});
