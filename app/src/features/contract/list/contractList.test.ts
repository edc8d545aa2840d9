import { buildQuery, gridColumns } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { appEn, appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { contractListBody } from '../api/listBodies';
import { CONTRACT_ACTION_WIDTH, CONTRACT_PAGE_SIZE, contractBatchTarget, contractColumns, contractSearchFields } from './contractList';

const t = (key: AppMessageKey, values?: Record<string, unknown>) => appZhCN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

/** Filter keys the gateway's contract list engine accepts (gateway/src/modules/contract/head.ts fields). */
const GATEWAY_FIELDS = ['id', 'contractNo', 'contractName', 'contractCategory', 'orgCode', 'orgName', 'supplierSn', 'supplierName', 'categoryCode', 'categoryName', 'signDate', 'status'];

describe('the 合同列表', () => {
  it('pages by 20', () => {
    expect(CONTRACT_PAGE_SIZE).toBe(20);
  });

  it('shows the columns of the brief, what a buyer scans first leading, amount as money and status as a tag', () => {
    const columns = contractColumns(t);
    expect(columns.map((column) => column.title)).toEqual(['合同编号', '合同状态', '供应商', '合同金额', '签订日期', '合同名称', '合同数量', '合同类别', '组织', '品类']);
    expect(columns.find((column) => column.key === 'contractNo')?.valueType).toBe('code');
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

  it('keeps number, status, supplier, amount and signing date in view at 1440×900, between the pinned columns', () => {
    // The grid's inner width on /contract/list at 1440×900 with the sidebar and the list menu open,
    // measured in Chromium: 1440 − 210 sidebar − 2 × 16 padding − 140 list menu − 12 gap − borders and scrollbar.
    const GRID_WIDTH_AT_1440 = 1012;
    // The widest case: the checkbox column of a user with batch actions, and the row numbers.
    const grid = gridColumns(contractColumns(t), { selection: 'checkbox', showIndex: true, actionWidth: CONTRACT_ACTION_WIDTH });
    const width = (keys: readonly string[]) => grid.filter((column) => keys.includes(column.key)).reduce((sum, column) => sum + column.width, 0);
    const pinned = width(grid.filter((column) => column.fixed).map((column) => column.key));
    const firstInView = ['status', 'supplierName', 'totalAmount', 'signDate'];
    expect(grid.filter((column) => !column.fixed).slice(0, 4).map((column) => column.key)).toEqual(firstInView);
    expect(pinned + width(firstInView)).toBeLessThanOrEqual(GRID_WIDTH_AT_1440);
    // The number fits CG101001202611270001 (158 px of text and 24 of padding); each status label fits its tag.
    expect(width(['contractNo'])).toBeGreaterThanOrEqual(182);
    expect(width(['status'])).toBeGreaterThanOrEqual(6 * 12 + 10 + 24);
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

  it('sends the ticked ids, or the search the whole result came from as a list body', () => {
    const query = { page: 1, pageSize: 20, 'contractName.contains': '玉米', 'signDate.between': '2025-01-01,2025-01-31', sort: { field: 'contractNo', order: 'ascend' as const } };
    expect(contractBatchTarget({ payload: { ids: [3, '1'] }, count: 2, query })).toEqual({ whole: false, ids: [3, 1], count: 2 });
    const body = { page: 1, pageSize: 20, 'contractName.contains': '玉米', 'signDate.between': '2025-01-01,2025-01-31', sort: 'contractNo,asc' };
    expect(contractBatchTarget({ payload: { query: { 'contractName.contains': '玉米' }, excludeIds: [] }, count: 45, query })).toEqual({ whole: true, query: body, count: 45 });
    expect(contractBatchTarget({ payload: { query: {}, excludeIds: [7, 9] }, count: 43, query })).toEqual({ whole: true, query: body, excludeIds: [7, 9], count: 43 });
  });
});
