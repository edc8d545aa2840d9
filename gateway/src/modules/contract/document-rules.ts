/**
 * The pure rules of a contract document save (issue 8; docs/domain.md "Contracts"): the checks a body
 * must pass beyond its schema (each line problem named by its row, `第2行：数量须大于0`), the figures the
 * gateway computes (line amounts and totals with contractLineAmounts / contractTotals, never the
 * client's), and the plan of a line or rebate diff (which rows to update, insert and delete).
 */
import { CONTRACT_AMOUNT_MAX, CONTRACT_LINE_MAX, contractLineAmounts, contractLineFigureProblem, contractTotals, isContractAmountTooLarge, isDateText, type ContractLineAmounts } from '@srm/rules';
import type { ContractLineInput, ContractRebateInput } from '../../api/index.js';

export const MAX_CONTRACT_LINES = 500;
export const MAX_CONTRACT_REBATES = 50;

export const DOCUMENT_MESSAGES = {
  linesRequired: '请至少添加一行合同明细',
  tooManyLines: `合同明细不能超过${MAX_CONTRACT_LINES}行`,
  tooManyRebates: `返利条款不能超过${MAX_CONTRACT_REBATES}条`,
  badDate: (label: string) => `${label}不是有效日期`,
  contractDates: '合同结束日期不能早于开始日期',
  line: (lineNo: number, problem: string) => `第${lineNo}行：${problem}`,
  rebate: (seq: number, problem: string) => `返利条款第${seq}行：${problem}`,
  quantityPositive: '数量须大于0',
  taxRateRange: '税率须在0到100之间',
  /** A figure above its maximum names the limit (issue 18): 数量不能超过999999999999999.999. */
  tooLarge: (label: string, max: string) => `${label}不能超过${max}`,
  figureLabels: { quantity: '数量', priceWithTax: '含税单价', taxRate: '税率' },
  amountTooLarge: `价税合计不能超过${CONTRACT_AMOUNT_MAX}`,
  totalTooLarge: `合同总金额不能超过${CONTRACT_AMOUNT_MAX}`,
  badFigures: '数量、含税单价或税率格式不正确',
  deliveryDates: '交货结束日期不能早于开始日期',
  deliveryStart: '交货开始日期',
  deliveryEnd: '交货结束日期',
  duplicateLineId: '明细重复提交',
  foreignLine: '明细不属于该合同',
  rebateValue: '返利比例和返利金额须填写且只填写一项',
  rebateRate: '返利比例须在0到100之间',
  duplicateRebateId: '返利条款重复提交',
  foreignRebate: '返利条款不属于该合同',
} as const;

export interface DocumentDates {
  signDate?: string | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}

const HEAD_DATE_LABELS = { signDate: '签订日期', startDate: '合同开始日期', endDate: '合同结束日期' } as const;

const filled = (value: string | null | undefined): value is string => value !== undefined && value !== null && value !== '';

/** Whether a decimal text is greater than zero (any digit other than 0). */
function isPositive(text: string): boolean {
  return /[1-9]/.test(text);
}

/**
 * The first problem of a document, as the message the buyer sees, or null. Order: head dates, then
 * every line (row numbers 1..n as sent), then every rebate clause.
 */
export function documentProblem(head: DocumentDates, lines: readonly ContractLineInput[], rebates: readonly ContractRebateInput[]): string | null {
  for (const key of ['signDate', 'startDate', 'endDate'] as const) {
    const value = head[key];
    if (filled(value) && !isDateText(value)) return DOCUMENT_MESSAGES.badDate(HEAD_DATE_LABELS[key]);
  }
  if (filled(head.startDate) && filled(head.endDate) && head.endDate < head.startDate) return DOCUMENT_MESSAGES.contractDates;
  if (lines.length === 0) return DOCUMENT_MESSAGES.linesRequired;
  if (lines.length > MAX_CONTRACT_LINES) return DOCUMENT_MESSAGES.tooManyLines;
  if (rebates.length > MAX_CONTRACT_REBATES) return DOCUMENT_MESSAGES.tooManyRebates;

  const lineIds = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const row = index + 1;
    const problem = lineProblem(line);
    if (problem) return DOCUMENT_MESSAGES.line(row, problem);
    if (line.id !== undefined && line.id !== null) {
      if (lineIds.has(line.id)) return DOCUMENT_MESSAGES.line(row, DOCUMENT_MESSAGES.duplicateLineId);
      lineIds.add(line.id);
    }
  }
  if (isContractAmountTooLarge(contractTotals(lines).totalAmount)) return DOCUMENT_MESSAGES.totalTooLarge;
  const rebateIds = new Set<number>();
  for (const [index, rebate] of rebates.entries()) {
    const row = index + 1;
    const hasRate = filled(rebate.rate);
    const hasAmount = filled(rebate.amount);
    if (hasRate === hasAmount) return DOCUMENT_MESSAGES.rebate(row, DOCUMENT_MESSAGES.rebateValue);
    if (hasRate && Number(rebate.rate) > 100) return DOCUMENT_MESSAGES.rebate(row, DOCUMENT_MESSAGES.rebateRate);
    if (rebate.id !== undefined && rebate.id !== null) {
      if (rebateIds.has(rebate.id)) return DOCUMENT_MESSAGES.rebate(row, DOCUMENT_MESSAGES.duplicateRebateId);
      rebateIds.add(rebate.id);
    }
  }
  return null;
}

/** The problem of one line (without its row prefix), or null. */
export function lineProblem(line: ContractLineInput): string | null {
  for (const field of ['quantity', 'priceWithTax', 'taxRate'] as const) {
    if (contractLineFigureProblem(field, line[field]) === 'tooLarge') return DOCUMENT_MESSAGES.tooLarge(DOCUMENT_MESSAGES.figureLabels[field], CONTRACT_LINE_MAX[field]);
  }
  if (!isPositive(line.quantity)) return DOCUMENT_MESSAGES.quantityPositive;
  if (Number(line.taxRate) > 100) return DOCUMENT_MESSAGES.taxRateRange;
  const amounts = contractLineAmounts(line);
  if (amounts === null) return DOCUMENT_MESSAGES.badFigures;
  if (isContractAmountTooLarge(amounts.amount)) return DOCUMENT_MESSAGES.amountTooLarge;
  if (filled(line.deliveryStart) && !isDateText(line.deliveryStart)) return DOCUMENT_MESSAGES.badDate(DOCUMENT_MESSAGES.deliveryStart);
  if (filled(line.deliveryEnd) && !isDateText(line.deliveryEnd)) return DOCUMENT_MESSAGES.badDate(DOCUMENT_MESSAGES.deliveryEnd);
  if (filled(line.deliveryStart) && filled(line.deliveryEnd) && line.deliveryEnd < line.deliveryStart) return DOCUMENT_MESSAGES.deliveryDates;
  return null;
}

export interface ComputedLine {
  /** 1..n in the order sent. */
  lineNo: number;
  amounts: ContractLineAmounts;
}

/** Every line's amounts and the document's totals, computed by the shared money rules (lines already checked). */
export function computeDocument(lines: readonly ContractLineInput[]): { lines: ComputedLine[]; totalQuantity: string; totalAmount: string } {
  const computed = lines.map((line, index) => {
    const amounts = contractLineAmounts(line);
    if (!amounts) throw new Error(`line ${index + 1} has no amounts: check it first`);
    return { lineNo: index + 1, amounts };
  });
  return { lines: computed, ...contractTotals(lines) };
}

export interface DiffPlan {
  /** Stored ids kept (and updated), in body order. */
  keep: number[];
  /** Stored ids no longer sent: deleted. */
  remove: number[];
  /** The first row (1-based) whose id is not one of the stored rows, or null. */
  foreignRow: number | null;
}

/** What a save does to stored rows (lines or rebates) given the ids the body sends (null/undefined: new rows). */
export function planDiff(storedIds: readonly number[], sentIds: readonly (number | null | undefined)[]): DiffPlan {
  const stored = new Set(storedIds);
  const keep: number[] = [];
  let foreignRow: number | null = null;
  for (const [index, id] of sentIds.entries()) {
    if (id === null || id === undefined) continue;
    if (!stored.has(id)) {
      foreignRow ??= index + 1;
      continue;
    }
    keep.push(id);
  }
  const kept = new Set(keep);
  return { keep, remove: storedIds.filter((id) => !kept.has(id)), foreignRow };
}
