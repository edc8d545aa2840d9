import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { MONTH_KEYS, yearSummaryColumns, yearSummarySearchFields, yearTotalsText } from './yearSummaryList';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key)) as AppT;

describe('年度汇总 list', () => {
  it('lists the columns and filters the gateway knows, with the twelve months', () => {
    expect(MONTH_KEYS).toHaveLength(12);
    expect(yearSummaryColumns(t).map((column) => column.key)).toEqual(['year', 'orgName', 'categoryName', 'matCode', 'matName', 'unitCode', 'status', 'yearTotal', ...MONTH_KEYS]);
    expect(yearSummarySearchFields(t).map((field) => field.prop)).toEqual(['year', 'orgCode', 'categoryCode', 'matCode', 'status']);
  });

  it('says the totals as the gateway summed them', () => {
    const statis = { count: 2, yearTotal: '1980.125', ...Object.fromEntries(MONTH_KEYS.map((key) => [key, '0.000'])) } as Parameters<typeof yearTotalsText>[1];
    expect(yearTotalsText(t, statis)).toBe('demandSummary.yearTotals{"count":2,"yearTotal":"1980.125"}');
  });
});
