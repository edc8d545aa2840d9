/** What the 年度需求计划 dialog edits, and its save body: decimal strings as typed, never numbers. Pure. */
import { sumQuantityTexts } from '@srm/design-system/validation';
import type { YearDemandDetail, YearDemandItem, YearDemandItemInput, YearDemandSaveBody } from '@srm/gateway/api';

export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type MonthField = `month${(typeof MONTH_NUMBERS)[number]}`;
export const MONTH_FIELDS: readonly MonthField[] = MONTH_NUMBERS.map((month) => `month${month}` as MonthField);

export interface YearDemandLine extends Record<MonthField, string> {
  matCode: string;
  matName: string;
  lastYearQuantity: string;
  increaseRate: string;
}

export interface YearDemandDraft {
  year: string;
  orgCode: string;
  categoryCode: string;
  remark: string;
  lines: YearDemandLine[];
}

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

export function emptyLine(): YearDemandLine {
  return { matCode: '', matName: '', lastYearQuantity: '', increaseRate: '', ...(Object.fromEntries(MONTH_FIELDS.map((field) => [field, '0'])) as Record<MonthField, string>) };
}

export function lineOf(item: YearDemandItem): YearDemandLine {
  return {
    matCode: item.matCode,
    matName: item.matName ?? '',
    lastYearQuantity: item.lastYearQuantity ?? '',
    increaseRate: item.increaseRate ?? '',
    ...(Object.fromEntries(MONTH_FIELDS.map((field) => [field, item[field]])) as Record<MonthField, string>),
  };
}

export function yearDemandDraftOf(detail?: YearDemandDetail, now: Date = new Date()): YearDemandDraft {
  if (!detail) return { year: String(now.getFullYear() + 1), orgCode: '', categoryCode: '', remark: '', lines: [] };
  return { year: String(detail.year), orgCode: detail.orgCode, categoryCode: detail.categoryCode, remark: detail.remark ?? '', lines: detail.items.map(lineOf) };
}

/** The dialog's own check: the line (1-based) of the first bad month, 'required' when the head or lines are missing, or null. */
export function draftProblem(draft: YearDemandDraft): { kind: 'required' } | { kind: 'quantity'; line: number } | null {
  if (!/^\d{4}$/.test(draft.year) || draft.orgCode === '' || draft.categoryCode === '' || draft.lines.length === 0 || draft.lines.some((line) => line.matCode.trim() === '')) return { kind: 'required' };
  const bad = draft.lines.findIndex((line) => MONTH_FIELDS.some((field) => !QUANTITY.test(line[field].trim())));
  return bad >= 0 ? { kind: 'quantity', line: bad + 1 } : null;
}

/** The twelve months' total of a line, exact (thousandths as integers); '' when a month is not a quantity. */
export function lineTotal(line: YearDemandLine): string {
  const months = MONTH_FIELDS.map((field) => line[field].trim());
  return months.every((text) => QUANTITY.test(text)) ? sumQuantityTexts(months) : '';
}

/** The save body: an edit carries the plan's id and version; blank last-year figures are null. */
export function toYearDemandSaveBody(draft: YearDemandDraft, plan?: Pick<YearDemandDetail, 'id' | 'version'>): YearDemandSaveBody {
  const items: YearDemandItemInput[] = draft.lines.map((line) => ({
    matCode: line.matCode.trim(),
    lastYearQuantity: line.lastYearQuantity.trim() || null,
    increaseRate: line.increaseRate.trim() || null,
    ...(Object.fromEntries(MONTH_FIELDS.map((field) => [field, line[field].trim()])) as Record<MonthField, string>),
  }));
  return { ...(plan ? { id: plan.id, version: plan.version } : {}), year: Number(draft.year), orgCode: draft.orgCode, categoryCode: draft.categoryCode, remark: draft.remark.trim() || null, items };
}
