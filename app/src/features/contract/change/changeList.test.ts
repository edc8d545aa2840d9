import { buildQuery } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { changeListBody } from '../api/listBodies';
import {
  CHANGE_BUTTONS,
  CHANGE_PAGE_SIZE,
  changeActions,
  changeColumns,
  changeSearchFields,
  changeViewOf,
  contractOptionLabel,
  changeStatusItems,
  isChangeableContract,
} from './changeList';

const t = (key: AppMessageKey, values?: Record<string, unknown>) => appZhCN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

describe('the 合同变更 page views', () => {
  it('opens the detail by ?id=, the editor by ?edit= or ?contractId=, else the list', () => {
    expect(changeViewOf('?id=7')).toEqual({ kind: 'detail', id: 7 });
    expect(changeViewOf('?edit=7')).toEqual({ kind: 'edit', id: 7 });
    expect(changeViewOf('?contractId=12')).toEqual({ kind: 'new', contractId: 12 });
    expect(changeViewOf('')).toEqual({ kind: 'list' });
    expect(changeViewOf('?id=abc&contractId=0')).toEqual({ kind: 'list' });
  });
});

describe('the 合同变更 list', () => {
  it('pages by 20 and shows the gateway changeResource columns, amounts as money and status as a tag', () => {
    expect(CHANGE_PAGE_SIZE).toBe(20);
    const columns = changeColumns(t);
    expect(columns.map((column) => column.title)).toEqual(['变更单号', '合同编号', '合同名称', '供应商', '变更版本', '变更状态', '变更原因', '变更后数量', '变更后金额', '冲突原因', '创建时间']);
    expect(columns.find((column) => column.key === 'totalAmount')?.valueType).toBe('money');
    expect(columns.find((column) => column.key === 'status')?.valueType).toBe('status');
    expect(changeStatusItems(t).map((item) => item.dictItemName)).toEqual(['草稿', '审批中', '审批通过', '审批驳回', '变更冲突']);
  });

  it('searches 变更单号 and 合同编号 by contains and 变更状态 by equals, keys the gateway engine accepts', () => {
    const query = buildQuery(changeSearchFields(t), { changeNo: ' BG1 ', contractNo: 'CG101001', status: 'CONFLICT' });
    expect(changeListBody({ page: 2, pageSize: 20, ...query, sort: { field: 'createdTime', order: 'descend' } })).toEqual({
      page: 2,
      pageSize: 20,
      'changeNo.contains': 'BG1',
      'contractNo.contains': 'CG101001',
      'status.equals': 'CONFLICT',
      sort: 'createdTime,desc',
    });
  });

  it('offers 编辑 / 提交 / 删除 only on drafts, rejected and conflicting changes, and only for the buttons held', () => {
    const all = () => true;
    expect(changeActions('draft', all)).toEqual(['edit', 'submit', 'delete']);
    expect(changeActions('REJECT', all)).toEqual(['edit', 'submit', 'delete']);
    expect(changeActions('CONFLICT', all)).toEqual(['edit', 'submit', 'delete']);
    expect(changeActions('APPROVING', all)).toEqual([]);
    expect(changeActions('APPROVED', all)).toEqual([]);
    expect(changeActions('draft', (code) => code === CHANGE_BUTTONS.submit)).toEqual(['submit']);
    expect(changeActions('draft', (code) => code === CHANGE_BUTTONS.remove)).toEqual(['delete']);
  });
});

describe('choosing the contract of a new change', () => {
  // The body of the 选择合同 select's call (contracts in force, by number or name) is tested in ../api/listBodies.test.ts.
  it('names a contract option by number, name and supplier', () => {
    expect(contractOptionLabel({ contractNo: 'CG1', contractName: '玉米合同', supplierName: '中粮' })).toBe('CG1 玉米合同（中粮）');
  });

  it('knows which contract statuses may be changed', () => {
    expect(['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'].every(isChangeableContract)).toBe(true);
    expect(['draft', 'APPROVED', 'SENT', 'SIGN_BUY', 'CLOSE'].some(isChangeableContract)).toBe(false);
  });
});
