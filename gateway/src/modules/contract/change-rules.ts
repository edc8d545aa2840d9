/**
 * The pure rules of a contract change (domain.md "ContractChange"; issue 8 change-head):
 *
 * - `proposeLines`: the proposed lines checked like a contract's (figures, delivery dates) with the
 *   gateway's amounts (contractLineAmounts) and the totals (contractTotals); each problem `第N行：…`;
 * - `executedProblems`: a line the supplier has already delivered against (executed quantity > 0) may be
 *   neither removed nor reduced below what was executed; a proposed line naming a line the contract no
 *   longer has is refused too. Checked at save and again when the approval is applied;
 * - `diffChange`: the proposal against the contract as it stands (head fields, added, removed and
 *   changed lines), decimals compared by value;
 * - `classifyChangeCallback`: what an OA report does to a change in a given status.
 */
import { CONTRACT_AMOUNT_MAX, contractLineAmounts, contractLineFigureProblem, contractTotals, CONTRACT_LINE_MAX, isContractAmountTooLarge } from '@srm/rules';
import type {
  ContractChangeCurrentLine,
  ContractChangeDiff,
  ContractChangeFieldDiff,
  ContractChangeLine,
  ContractChangeLineDiff,
  ContractChangeStatus,
  ContractHeadFields,
  ContractLineInput,
} from '../../api/index.js';

/** The head fields a change may propose, in the order the diff lists them. */
export const CHANGE_HEAD_FIELDS = [
  'contractName',
  'contractCategory',
  'purchaseModel',
  'orgCode',
  'orgName',
  'supplierSn',
  'supplierName',
  'categoryCode',
  'categoryName',
  'priceType',
  'pricingPoint',
  'deliverType',
  'payMethod',
  'payTerms',
  'currencyCode',
  'signDate',
  'startDate',
  'endDate',
  'templateId',
  'remark',
] as const satisfies readonly (keyof ContractHeadFields)[];

/** Line fields the diff compares; the decimal ones compare by value. */
const LINE_FIELDS = [
  'matCode',
  'matName',
  'quantity',
  'unitCode',
  'priceWithTax',
  'taxRate',
  'amount',
  'taxAmount',
  'amountWithoutTax',
  'deliveryStart',
  'deliveryEnd',
  'deliveryAddress',
  'qualityStandard',
  'remark',
] as const satisfies readonly (keyof ContractChangeLine)[];

const DECIMAL_FIELDS: ReadonlySet<string> = new Set(['quantity', 'priceWithTax', 'taxRate', 'amount', 'taxAmount', 'amountWithoutTax', 'totalQuantity', 'totalAmount']);

/** Statuses a change may be edited, submitted and deleted in. */
export const OPEN_EDITABLE_STATUSES: readonly ContractChangeStatus[] = ['draft', 'REJECT', 'CONFLICT'];
/** Statuses a contract may be changed in: signed, or archived. */
export const CHANGEABLE_CONTRACT_STATUSES: readonly string[] = ['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'];

export const CHANGE_RULE_MESSAGES = {
  noLines: '请至少添加一行明细',
  quantity: '数量须大于0，最多3位小数',
  price: '含税单价格式不正确，最多6位小数',
  taxRate: '税率须在0到100之间，最多2位小数',
  quantityTooLarge: `数量不能超过${CONTRACT_LINE_MAX.quantity}`,
  priceTooLarge: `含税单价不能超过${CONTRACT_LINE_MAX.priceWithTax}`,
  taxRateTooLarge: `税率不能超过${CONTRACT_LINE_MAX.taxRate}`,
  amountTooLarge: `价税合计不能超过${CONTRACT_AMOUNT_MAX}`,
  totalTooLarge: `合同总金额不能超过${CONTRACT_AMOUNT_MAX}`,
  delivery: '交货结束日期不能早于开始日期',
  unknownLine: '原合同中没有这行明细',
  duplicateLine: '与前面的行是同一行原合同明细',
  belowExecuted: (executed: string) => `数量不能少于已执行数量${executed}`,
  removeExecuted: (matName: string, executed: string) => `${matName}已执行数量${executed}，不能删除`,
} as const;

/** A decimal string without trailing zeros ('10.500' → '10.5', '010' → '10'), or the text as given. */
export function normaliseDecimal(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const integer = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const sign = match[1] && (integer !== '0' || fraction !== '') ? '-' : '';
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** Compares two non-negative decimal strings by value: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const [ai = '0', af = ''] = normaliseDecimal(a).split('.');
  const [bi = '0', bf = ''] = normaliseDecimal(b).split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(ai + af.padEnd(width, '0'));
  const right = BigInt(bi + bf.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

const emptyToNull = (value: unknown): string | number | null => (value === undefined || value === null || value === '' ? null : (value as string | number));

function sameValue(field: string, before: unknown, after: unknown): boolean {
  const a = emptyToNull(before);
  const b = emptyToNull(after);
  if (a === null || b === null) return a === b;
  if (DECIMAL_FIELDS.has(field)) return compareDecimals(String(a), String(b)) === 0;
  return String(a) === String(b);
}

export interface ProposedLines {
  lines: ContractChangeLine[];
  totalQuantity: string;
  totalAmount: string;
  /** `第N行：…` per problem, N the line's place in the editor (from 1). */
  problems: string[];
}

/** The proposed lines numbered 1, 2, 3 … with their amounts, or the problems that stop them. */
export function proposeLines(inputs: readonly ContractLineInput[]): ProposedLines {
  const problems: string[] = [];
  if (inputs.length === 0) problems.push(CHANGE_RULE_MESSAGES.noLines);
  const lines = inputs.map((input, index): ContractChangeLine => {
    const row = (message: string) => problems.push(`第${index + 1}行：${message}`);
    const quantity = input.quantity.trim();
    const priceWithTax = input.priceWithTax.trim();
    const taxRate = input.taxRate.trim();
    // The editor's checks (contractLineFigureProblem): out of range names the limit, else the format.
    const figures = [
      [contractLineFigureProblem('quantity', quantity || '-'), CHANGE_RULE_MESSAGES.quantityTooLarge, CHANGE_RULE_MESSAGES.quantity],
      [contractLineFigureProblem('priceWithTax', priceWithTax || '-'), CHANGE_RULE_MESSAGES.priceTooLarge, CHANGE_RULE_MESSAGES.price],
      [contractLineFigureProblem('taxRate', taxRate || '-'), CHANGE_RULE_MESSAGES.taxRateTooLarge, CHANGE_RULE_MESSAGES.taxRate],
    ] as const;
    for (const [problem, tooLarge, invalid] of figures) if (problem) row(problem === 'tooLarge' ? tooLarge : invalid);
    if (input.deliveryStart && input.deliveryEnd && input.deliveryEnd < input.deliveryStart) row(CHANGE_RULE_MESSAGES.delivery);
    const computed = contractLineAmounts({ quantity, priceWithTax, taxRate });
    if (computed && isContractAmountTooLarge(computed.amount)) row(CHANGE_RULE_MESSAGES.amountTooLarge);
    const amounts = computed ?? { amount: '0.00', taxAmount: '0.00', amountWithoutTax: '0.00' };
    return {
      id: input.id ?? null,
      lineNo: index + 1,
      matCode: input.matCode.trim(),
      matName: input.matName.trim(),
      quantity,
      unitCode: input.unitCode.trim(),
      priceWithTax,
      taxRate,
      deliveryStart: input.deliveryStart ?? null,
      deliveryEnd: input.deliveryEnd ?? null,
      deliveryAddress: input.deliveryAddress ?? null,
      qualityStandard: input.qualityStandard ?? null,
      remark: input.remark ?? null,
      ...amounts,
    };
  });
  const totals = contractTotals(lines);
  if (problems.length === 0 && isContractAmountTooLarge(totals.totalAmount)) problems.push(CHANGE_RULE_MESSAGES.totalTooLarge);
  return { lines, ...totals, problems };
}

/** The executed-quantity rule of a change, `第N行：…` per problem (the contract's line number for a removed line). */
export function executedProblems(
  current: readonly Pick<ContractChangeCurrentLine, 'id' | 'lineNo' | 'matName' | 'executedQuantity'>[],
  proposed: readonly Pick<ContractChangeLine, 'id' | 'quantity'>[],
): string[] {
  const problems: string[] = [];
  const byId = new Map(current.map((line) => [line.id, line]));
  const kept = new Set<number>();
  proposed.forEach((line, index) => {
    if (line.id === undefined || line.id === null) return;
    const existing = byId.get(line.id);
    if (!existing) {
      problems.push(`第${index + 1}行：${CHANGE_RULE_MESSAGES.unknownLine}`);
      return;
    }
    if (kept.has(line.id)) {
      problems.push(`第${index + 1}行：${CHANGE_RULE_MESSAGES.duplicateLine}`);
      return;
    }
    kept.add(line.id);
    if (compareDecimals(line.quantity, existing.executedQuantity) < 0) {
      problems.push(`第${index + 1}行：${CHANGE_RULE_MESSAGES.belowExecuted(normaliseDecimal(existing.executedQuantity))}`);
    }
  });
  for (const line of current) {
    if (!kept.has(line.id) && compareDecimals(line.executedQuantity, '0') > 0) {
      problems.push(`第${line.lineNo}行：${CHANGE_RULE_MESSAGES.removeExecuted(line.matName, normaliseDecimal(line.executedQuantity))}`);
    }
  }
  return problems;
}

export interface ChangeSide {
  head: Partial<Record<(typeof CHANGE_HEAD_FIELDS)[number], unknown>> & { totalQuantity?: string; totalAmount?: string };
  lines: readonly ContractChangeLine[];
}

/** The proposal (`after`) against the contract as it stands (`before`, its lines with ids and executed quantities). */
export function diffChange(before: { head: ChangeSide['head']; lines: readonly ContractChangeCurrentLine[] }, after: ChangeSide): ContractChangeDiff {
  const head: ContractChangeFieldDiff[] = [];
  for (const field of [...CHANGE_HEAD_FIELDS, 'totalQuantity', 'totalAmount'] as const) {
    const a = before.head[field];
    const b = after.head[field];
    // A field the proposal leaves out keeps its value (purchaseModel, currencyCode have defaults).
    if (b === undefined) continue;
    if (!sameValue(field, a, b)) head.push({ field, before: emptyToNull(a), after: emptyToNull(b) });
  }
  const proposedIds = new Set(after.lines.flatMap((line) => (line.id === undefined || line.id === null ? [] : [line.id])));
  const currentById = new Map(before.lines.map((line) => [line.id, line]));
  const added = after.lines.filter((line) => line.id === undefined || line.id === null || !currentById.has(line.id));
  const removed = before.lines.filter((line) => !proposedIds.has(line.id));
  const changed: ContractChangeLineDiff[] = [];
  for (const line of after.lines) {
    const existing = line.id === undefined || line.id === null ? undefined : currentById.get(line.id);
    if (!existing) continue;
    const fields: ContractChangeFieldDiff[] = [];
    for (const field of LINE_FIELDS) {
      if (!sameValue(field, existing[field], line[field])) fields.push({ field, before: emptyToNull(existing[field]), after: emptyToNull(line[field]) });
    }
    if (existing.lineNo !== line.lineNo) fields.push({ field: 'lineNo', before: existing.lineNo, after: line.lineNo });
    if (fields.length > 0) changed.push({ id: existing.id, lineNo: line.lineNo, matCode: line.matCode, matName: line.matName, fields });
  }
  return { head, added, removed, changed };
}

export type ChangeCallbackVerdict = 'apply' | 'late' | 'conflict';

/**
 * What an OA report (APPROVED or REJECT) does to a change in `status`: applied to a change under
 * approval; late for one already decided (approved, rejected, in conflict); a conflict for a draft,
 * which was never submitted.
 */
export function classifyChangeCallback(status: ContractChangeStatus): ChangeCallbackVerdict {
  if (status === 'APPROVING') return 'apply';
  if (status === 'draft') return 'conflict';
  return 'late';
}
