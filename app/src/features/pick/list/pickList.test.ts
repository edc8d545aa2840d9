import { describe, expect, it } from 'vitest';
import { pickEn, pickZhCN } from '../messages/pickMessages';
import { isEditablePick, pickColumns, pickDetailHref, pickSearchFields, pickStatusItems } from './pickList';

const t = ((key: string, params?: Record<string, unknown>) => {
  let text = (pickZhCN as Record<string, string>)[key] ?? key;
  for (const [name, value] of Object.entries(params ?? {})) text = text.replace(`{${name}}`, String(value));
  return text;
}) as never;

describe('the 提货单 list', () => {
  it('shows the pick number first, then contract, supplier, org, statuses, quantities and date', () => {
    expect(pickColumns(t).map((column) => column.title)).toEqual([
      '提货单号',
      '合同号',
      '供应商',
      '组织',
      '状态',
      '发运状态',
      '收货状态',
      '收货匹配',
      '计划数量',
      '已验收数量',
      '已释放数量',
      '提货日期',
    ]);
    expect(pickColumns(t)[0]).toMatchObject({ key: 'pickNo', fixed: 'left' });
  });

  it('searches by number, contract, supplier, org, statuses and date', () => {
    const fields = pickSearchFields(t);
    expect(fields.map((field) => field.prop)).toEqual(['pickNo', 'contractNo', 'supplierName', 'orgName', 'status', 'shippingStatus', 'receiveStatus', 'pickDate']);
    expect(fields.find((field) => field.prop === 'status')?.options).toContainEqual({ value: 'waitConfirm', label: '待接单' });
    expect(fields.find((field) => field.prop === 'receiveStatus')?.options).toContainEqual({ value: '2', label: '部分收货' });
  });

  it('names every status in both languages', () => {
    expect(pickStatusItems(t).map((item) => item.dictItemName)).toEqual(['新建', '待接单', '已接单', '已拒单', '已关闭']);
    expect(Object.keys(pickEn).sort()).toEqual(Object.keys(pickZhCN).sort());
  });

  it('edits and deletes new or refused picks only, and links the detail', () => {
    expect((['new', 'waitConfirm', 'confirmed', 'refused', 'closed'] as const).map((status) => isEditablePick({ status }))).toEqual([true, false, false, true, false]);
    expect(pickDetailHref(12)).toBe('/execution/pick-detail?id=12');
  });
});
