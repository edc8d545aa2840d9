import type { MonthDemandDetail } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { canGenerate, monthDemandDraftOf, monthDraftProblem, toGenerateBody, toMonthDemandSaveBody } from './monthDemandDraft';
import { monthItemExportParams } from './monthItemExport';

const plan: MonthDemandDetail = {
  id: 5,
  demandNo: 'MD202612001',
  yearMonth: '2026-12',
  orgCode: 'ORG1',
  orgName: '一厂',
  categoryCode: 'CAT1',
  categoryName: '玉米',
  status: 'rejected',
  submitCount: 1,
  yearDemandId: null,
  remark: null,
  createdTime: '2026-11-01 10:00:00',
  updatedTime: '2026-11-02 10:00:00',
  version: 4,
  items: [
    { lineNo: 1, matCode: 'M1', matName: '玉米', unitCode: 'T', demandQuantity: '100.000', stockOnHand: '10.000', inTransit: '5.000', contractResidualQuantity: '20.000', suggestedPurchase: '65.000', requiredDate: null },
  ],
};

describe('the month plan draft', () => {
  it('needs month, org, category and one line; each line’s figures must be quantities', () => {
    const draft = monthDemandDraftOf(plan);
    expect(monthDraftProblem(draft)).toBeNull();
    expect(monthDraftProblem(monthDemandDraftOf())).toEqual({ kind: 'required' });
    expect(monthDraftProblem({ ...draft, yearMonth: '2026-13' })).toEqual({ kind: 'required' });
    expect(monthDraftProblem({ ...draft, orgCode: '' })).toEqual({ kind: 'required' });
    expect(monthDraftProblem({ ...draft, lines: [] })).toEqual({ kind: 'required' });
    const line = draft.lines[0]!;
    expect(monthDraftProblem({ ...draft, lines: [line, { ...line, stockOnHand: '1.2345' }] })).toEqual({ kind: 'quantity', line: 2 });
    expect(monthDraftProblem({ ...draft, lines: [{ ...line, inTransit: '-1' }] })).toEqual({ kind: 'quantity', line: 1 });
    expect(canGenerate({ yearMonth: '2026-12', orgCode: 'ORG1', categoryCode: '' })).toBe(false);
  });

  it('saves with the version, blanks as 0 and a trailing dot dropped', () => {
    const draft = monthDemandDraftOf(plan);
    const edited = { ...draft, remark: ' 补充 ', lines: [{ ...draft.lines[0]!, stockOnHand: '', inTransit: '2.', requiredDate: '2026-12-20' }] };
    expect(toMonthDemandSaveBody(edited, plan)).toEqual({
      id: 5,
      version: 4,
      yearMonth: '2026-12',
      orgCode: 'ORG1',
      categoryCode: 'CAT1',
      remark: '补充',
      items: [{ matCode: 'M1', demandQuantity: '100.000', stockOnHand: '0', inTransit: '2', contractResidualQuantity: '20.000', requiredDate: '2026-12-20' }],
    });
    expect(toMonthDemandSaveBody({ ...edited, remark: '' })).not.toHaveProperty('id');
  });

  it('sends the typed stock and in transit along to 生成明细', () => {
    const draft = monthDemandDraftOf(plan);
    expect(toGenerateBody({ ...draft, lines: [{ ...draft.lines[0]!, stockOnHand: '.5' }] })).toEqual({
      orgCode: 'ORG1',
      categoryCode: 'CAT1',
      yearMonth: '2026-12',
      items: [{ matCode: 'M1', stockOnHand: '0.5', inTransit: '5.000' }],
    });
  });
});

describe('monthItemExportParams', () => {
  it('keeps the plan filters, maps ticked plans to demandId and drops the sort', () => {
    const params = { page: 1, pageSize: 20, 'status.equals': 'new', sort: { field: 'createdTime', order: 'descend' as const } };
    expect(monthItemExportParams(params, { ids: [3, 4] })).toEqual({ page: 1, pageSize: 20, 'status.equals': 'new', 'demandId.in': '3,4' });
    expect(monthItemExportParams(params, { query: {}, excludeIds: [9] })).toEqual({ page: 1, pageSize: 20, 'status.equals': 'new', 'demandId.notIn': '9' });
    expect(monthItemExportParams(params, { ids: [] })).toEqual({ page: 1, pageSize: 20, 'status.equals': 'new' });
  });
});
