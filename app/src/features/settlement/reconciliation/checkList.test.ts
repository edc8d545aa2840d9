import { describe, expect, it } from 'vitest';
import { checkEn, checkZhCN } from '../messages/checkMessages';
import { CHECK_STATUSES, checkColumns, checkSearchFields, checkStatusItems, isDeletableCheck, isEditableCheck, periodText } from './checkList';

const t = ((key: string, params?: Record<string, unknown>) => {
  let text = (checkZhCN as Record<string, string>)[key] ?? key;
  for (const [name, value] of Object.entries(params ?? {})) text = text.replace(`{${name}}`, String(value));
  return text;
}) as never;

describe('the 对账管理 list', () => {
  it('shows the check number first, then supplier, org, category, period, status and the figures', () => {
    expect(checkColumns(t).map((column) => column.title)).toEqual(['对账单号', '供应商', '组织', '品类', '对账期间', '状态', '对账数量', '对账金额', '税额', '扣款金额', '已开票金额', '创建时间']);
    expect(checkColumns(t)[0]).toMatchObject({ key: 'checkNo', fixed: 'left' });
    expect(checkColumns(t).filter((column) => column.valueType === 'money').map((column) => column.key)).toEqual(['totalAmount', 'totalTaxAmount', 'deductAmount', 'invoicedAmount']);
  });

  it('searches by number, supplier, org, status and creation date', () => {
    expect(checkSearchFields(t).map((field) => field.prop)).toEqual(['checkNo', 'supplierName', 'orgName', 'status', 'createdTime']);
  });

  it('names every status in both languages with a tag colour', () => {
    const items = checkStatusItems(t);
    expect(items.map((item) => item.dictItemName)).toEqual(['新建', '已提交', '待供应商确认', '供应商已确认', '供应商已驳回', '已转业务确认', '已结算', '已作废']);
    for (const status of CHECK_STATUSES) expect(checkEn[`check.status.${status}`]).toBeTruthy();
    expect(Object.keys(checkEn).sort()).toEqual(Object.keys(checkZhCN).sort());
  });

  it('deletes new checks only, edits new or rejected ones, and writes the period', () => {
    expect(isDeletableCheck({ status: 'new' })).toBe(true);
    expect(isDeletableCheck({ status: 'rejected' })).toBe(false);
    expect(isEditableCheck({ status: 'rejected' })).toBe(true);
    expect(isEditableCheck({ status: 'submitted' })).toBe(false);
    expect(periodText({ periodStart: '2026-11-01', periodEnd: '2026-11-30' })).toBe('2026-11-01 ~ 2026-11-30');
    expect(periodText({ periodStart: null, periodEnd: null })).toBe('-');
  });
});
