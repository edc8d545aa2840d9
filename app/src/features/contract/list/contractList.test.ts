import { buildQuery } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { appEn, appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { CONTRACT_PAGE_SIZE, contractBatchTarget, contractColumns, contractListBody, contractSearchFields } from './contractList';

const t = (key: AppMessageKey, values?: Record<string, unknown>) => appZhCN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

/** Filter keys the gateway's contract list engine accepts (gateway/src/modules/contract/head.ts fields). */
const GATEWAY_FIELDS = ['id', 'contractNo', 'contractName', 'contractCategory', 'orgCode', 'orgName', 'supplierSn', 'supplierName', 'categoryCode', 'categoryName', 'signDate', 'status'];

describe('the 合同列表', () => {
  it('pages by 20', () => {
    expect(CONTRACT_PAGE_SIZE).toBe(20);
  });

  it('shows the columns of the brief, amount as money and status as a tag', () => {
    const columns = contractColumns(t);
    expect(columns.map((column) => column.title)).toEqual(['合同编号', '合同名称', '供应商', '组织', '品类', '合同类别', '合同金额', '合同数量', '签订日期', '合同状态']);
    expect(columns.find((column) => column.key === 'totalAmount')?.valueType).toBe('money');
    const status = columns.find((column) => column.key === 'status');
    expect(status?.valueType).toBe('status');
    expect(status?.options).toHaveLength(12);
    const category = columns.find((column) => column.key === 'contractCategory');
    expect(category?.render?.('basis', {} as never, 0)).toBe('基差合同');
    expect(category?.render?.('other', {} as never, 0)).toBe('other');
    const org = columns.find((column) => column.key === 'orgName');
    expect(org?.render?.(null, { orgName: null, orgCode: '101001' } as never, 0)).toBe('101001');
  });

  it('searches with filter keys the gateway accepts, the signing date as plain days', () => {
    const fields = contractSearchFields(t);
    const query = buildQuery(fields, {
      contractNo: 'HT',
      contractName: ' 玉米 ',
      supplierName: '大连',
      orgName: '饲料',
      categoryName: '玉米',
      status: 'APPROVING',
      contractCategory: 'basis',
      signDate: ['2025-01-01', '2025-01-31'],
    });
    const body = contractListBody({ page: 1, pageSize: 20, ...query });
    expect(body).toEqual({
      page: 1,
      pageSize: 20,
      'contractNo.contains': 'HT',
      'contractName.contains': '玉米',
      'supplierName.contains': '大连',
      'orgName.contains': '饲料',
      'categoryName.contains': '玉米',
      'status.equals': 'APPROVING',
      'contractCategory.equals': 'basis',
      'signDate.between': '2025-01-01,2025-01-31',
    });
    for (const key of Object.keys(body)) if (key.includes('.')) expect(GATEWAY_FIELDS).toContain(key.split('.')[0]);
  });

  it('offers the 12 statuses in the status select, in both languages', () => {
    const status = contractSearchFields(t).find((field) => field.prop === 'status');
    expect(status?.options?.map((option) => option.label)).toContain('已发送供应商');
    expect(status?.options).toHaveLength(12);
    const en = contractSearchFields((key) => appEn[key]).find((field) => field.prop === 'status');
    expect(en?.options?.[0]).toEqual({ value: 'draft', label: 'Draft' });
  });

  it('sends the ticked ids, or the current search for the whole result, counted from the total', () => {
    const params = { page: 1, pageSize: 20, 'contractName.contains': '玉米', 'signDate.between': '2025-01-01 00:00:00,2025-01-31 23:59:59', sort: { field: 'contractNo', order: 'ascend' as const } };
    expect(contractBatchTarget({ ids: [3, '1'] }, params, 45)).toEqual({ whole: false, ids: [3, 1], count: 2 });
    const body = { page: 1, pageSize: 20, 'contractName.contains': '玉米', 'signDate.between': '2025-01-01,2025-01-31', sort: 'contractNo,asc' };
    expect(contractBatchTarget({ query: { 'contractName.contains': '玉米' }, excludeIds: [] }, params, 45)).toEqual({ whole: true, query: body, count: 45 });
    expect(contractBatchTarget({ query: {}, excludeIds: [7, 9] }, params, 45)).toEqual({ whole: true, query: body, excludeIds: [7, 9], count: 43 });
  });
});
