import type { YearDemandDetail } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { draftProblem, emptyLine, lineTotal, toYearDemandSaveBody, yearDemandDraftOf, type YearDemandDraft } from './yearDemandDraft';
import { isOpenYearPlan } from './yearDemandList';

const months = (value: string) => Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index + 1}`, value]));

const detail: YearDemandDetail = {
  id: 7,
  demandNo: 'ND20251118001',
  year: 2026,
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  status: 'rejected',
  submitCount: 1,
  remark: null,
  createdTime: '2025-11-18T00:00:00.000Z',
  updatedTime: '2025-11-18T00:00:00.000Z',
  version: 3,
  items: [{ lineNo: 1, matCode: '1001010002', matName: '东北玉米（国标二等）', unitCode: 'T', lastYearQuantity: null, increaseRate: '5.0000', ...months('100.125') } as YearDemandDetail['items'][number]],
};

describe('the year demand dialog’s draft', () => {
  it('starts empty for next year, or from the plan', () => {
    expect(yearDemandDraftOf(undefined, new Date('2025-06-01'))).toEqual({ year: '2026', orgCode: '', categoryCode: '', remark: '', lines: [] });
    const draft = yearDemandDraftOf(detail);
    expect(draft.lines[0]).toMatchObject({ matCode: '1001010002', lastYearQuantity: '', increaseRate: '5.0000', month12: '100.125' });
  });

  it('checks the head, the lines and each month as a decimal string', () => {
    const draft = yearDemandDraftOf(detail);
    expect(draftProblem(draft)).toBeNull();
    expect(draftProblem({ ...draft, lines: [] })).toEqual({ kind: 'required' });
    expect(draftProblem({ ...draft, lines: [...draft.lines, emptyLine()] })).toEqual({ kind: 'required' });
    const bad: YearDemandDraft = { ...draft, lines: [draft.lines[0]!, { ...draft.lines[0]!, matCode: 'X', month3: '1.2345' }] };
    expect(draftProblem(bad)).toEqual({ kind: 'quantity', line: 2 });
  });

  it('totals the months exactly', () => {
    expect(lineTotal({ ...emptyLine(), ...months('0.1') })).toBe('1.200');
    expect(lineTotal({ ...emptyLine(), month1: 'x' })).toBe('');
  });

  it('sends decimal strings, with id and version on an edit', () => {
    const body = toYearDemandSaveBody(yearDemandDraftOf(detail), detail);
    expect(body).toMatchObject({ id: 7, version: 3, year: 2026, orgCode: '101001', categoryCode: '100101', remark: null });
    expect(body.items[0]).toMatchObject({ matCode: '1001010002', lastYearQuantity: null, increaseRate: '5.0000', month1: '100.125' });
  });

  it('allows edits, deletes and submits while new or rejected', () => {
    expect((['new', 'inProcess', 'approved', 'rejected'] as const).map((status) => isOpenYearPlan({ status }))).toEqual([true, false, false, true]);
  });
});
