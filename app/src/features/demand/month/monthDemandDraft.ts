/** What the month plan dialog edits, its checks and the bodies it sends (save, generate/item). Pure. */
import type { MonthDemandDetail, MonthDemandGenerateBody, MonthDemandItem, MonthDemandSaveBody } from '@srm/gateway/api';
import { suggestedPurchase, thousandthsOf } from './suggestedPurchase';

export interface MonthDemandLine {
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  demandQuantity: string;
  /** Typed in the dialog (decimal strings, at most 3 decimals). */
  stockOnHand: string;
  inTransit: string;
  contractResidualQuantity: string;
  requiredDate: string | null;
}

export interface MonthDemandDraft {
  yearMonth: string;
  orgCode: string;
  categoryCode: string;
  remark: string;
  lines: MonthDemandLine[];
}

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function lineOf(item: MonthDemandItem): MonthDemandLine {
  return {
    matCode: item.matCode,
    matName: item.matName,
    unitCode: item.unitCode,
    demandQuantity: item.demandQuantity,
    stockOnHand: item.stockOnHand,
    inTransit: item.inTransit,
    contractResidualQuantity: item.contractResidualQuantity,
    requiredDate: item.requiredDate,
  };
}

export function monthDemandDraftOf(plan?: MonthDemandDetail): MonthDemandDraft {
  return plan
    ? { yearMonth: plan.yearMonth, orgCode: plan.orgCode, categoryCode: plan.categoryCode, remark: plan.remark ?? '', lines: plan.items.map(lineOf) }
    : { yearMonth: '', orgCode: '', categoryCode: '', remark: '', lines: [] };
}

/** The live 建议采购量 of a line (null while its stock or in transit is not a quantity). */
export const lineSuggestion = (line: MonthDemandLine): string | null => suggestedPurchase(line);

/** Whether 生成明细 can run: month, org and category are chosen. */
export const canGenerate = (draft: Pick<MonthDemandDraft, 'yearMonth' | 'orgCode' | 'categoryCode'>): boolean =>
  YEAR_MONTH.test(draft.yearMonth) && draft.orgCode !== '' && draft.categoryCode !== '';

export type MonthDraftProblem = { kind: 'required' } | { kind: 'quantity'; line: number };

/** Why the draft cannot be saved: month, org, category and one line are required; each line's figures must be quantities. */
export function monthDraftProblem(draft: MonthDemandDraft): MonthDraftProblem | null {
  if (!canGenerate(draft) || draft.lines.length === 0) return { kind: 'required' };
  const bad = draft.lines.findIndex((line) => line.matCode.trim() === '' || lineSuggestion(line) === null);
  return bad >= 0 ? { kind: 'quantity', line: bad + 1 } : null;
}

/** A blank figure is sent as 0; a trailing dot is dropped (`12.` → `12`). */
const figure = (text: string): string => {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return '0';
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
};

/** POST .../generate/item: the typed stock and in transit go along, so a new generation keeps them. */
export function toGenerateBody(draft: MonthDemandDraft): MonthDemandGenerateBody {
  return {
    orgCode: draft.orgCode,
    categoryCode: draft.categoryCode,
    yearMonth: draft.yearMonth,
    items: draft.lines.filter((line) => thousandthsOf(line.stockOnHand) !== null && thousandthsOf(line.inTransit) !== null).map((line) => ({ matCode: line.matCode, stockOnHand: figure(line.stockOnHand), inTransit: figure(line.inTransit) })),
  };
}

/** POST .../month-demand/save: an edit carries the plan's id and version; an empty remark is null. */
export function toMonthDemandSaveBody(draft: MonthDemandDraft, plan?: Pick<MonthDemandDetail, 'id' | 'version'>): MonthDemandSaveBody {
  return {
    ...(plan ? { id: plan.id, version: plan.version } : {}),
    yearMonth: draft.yearMonth,
    orgCode: draft.orgCode,
    categoryCode: draft.categoryCode,
    remark: draft.remark.trim() || null,
    items: draft.lines.map((line) => ({
      matCode: line.matCode.trim(),
      demandQuantity: figure(line.demandQuantity),
      stockOnHand: figure(line.stockOnHand),
      inTransit: figure(line.inTransit),
      contractResidualQuantity: figure(line.contractResidualQuantity),
      requiredDate: line.requiredDate || null,
    })),
  };
}
