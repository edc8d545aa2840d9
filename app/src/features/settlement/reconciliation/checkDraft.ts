/**
 * The draft of a 对账单 in the 新增/编辑 dialog, exact: the accepted shipments left to check of one
 * supplier, org and category, each ticked or not with its 本次对账数量 (default: what is left of its
 * accepted quantity; less splits it), the dialog's own check, the live figures and the save body.
 * Quantities have 3 decimals, prices 6, money 2; every product is computed on bigint units and rounded
 * half-up once: amount = round2(quantity × price), tax = round2(amount × r / (100 + r)) with r in
 * percent, deduction = round2(quantity × deductPrice); the totals are the sums of the ticked lines. Pure.
 */
import { divideUnits, quantityUnits, unitsToText } from '@srm/design-system/validation';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AccountCheckDetail, AccountCheckHeadRow, AccountCheckSaveBody, CheckableShipment } from '../api/checkTypes';

export interface CheckDraftLine {
  shippingId: number;
  shippingNo: string;
  pickNo: string;
  contractNo: string;
  matCode: string;
  matName: string;
  unitCode: string;
  acceptedQuantity: string;
  /** What may be checked on this check: what other checks left of the accepted quantity. */
  allowedQuantity: string;
  contractPrice: string;
  deductPrice: string;
  price: string;
  taxRate: string;
  selected: boolean;
  /** 本次对账数量 as typed. */
  quantity: string;
}

export interface CheckDraft {
  supplierSn: string;
  supplierName: string;
  orgCode: string;
  categoryCode: string;
  periodStart: string;
  periodEnd: string;
  remark: string;
  lines: CheckDraftLine[];
}

export interface CheckFigures {
  totalQuantity: string;
  totalAmount: string;
  totalTaxAmount: string;
  deductAmount: string;
}

export interface DraftProblem {
  key: AppMessageKey;
  params?: Record<string, string | number>;
}

const LOOSE = { zerosPastScale: true } as const;
/** Units of a stored decimal (numeric may print extra zeros); anything else counts as 0. */
const stored = (text: string | null | undefined, scale: number): bigint => (text ? (quantityUnits(text, scale, LOOSE) ?? 0n) : 0n);
/** Units of a typed quantity (3 decimals, at most 15 integer digits), or null. */
export const typedQuantity = (text: string): bigint | null => quantityUnits(text, 3, { maxIntegerDigits: 15 });

/** round2(quantity × price): quantity in 10^-3, price in 10^-6 → cents. */
export function amountCents(quantityUnitsValue: bigint, price: string): bigint {
  return divideUnits(quantityUnitsValue * stored(price, 6), 10_000_000n);
}

/** round2(amount × r / (100 + r)), r in percent with 2 decimals. */
export function taxCents(amount: bigint, taxRate: string): bigint {
  const rate = stored(taxRate, 2);
  if (rate <= 0n) return 0n;
  return divideUnits(amount * rate, 10_000n + rate);
}

/** A new, empty draft. */
export function emptyCheckDraft(): CheckDraft {
  return { supplierSn: '', supplierName: '', orgCode: '', categoryCode: '', periodStart: '', periodEnd: '', remark: '', lines: [] };
}

/** The draft of an existing check (编辑 of a new or rejected one): its head; its lines come with the shipments. */
export function checkDraftOf(detail: AccountCheckDetail | undefined): CheckDraft {
  if (!detail) return emptyCheckDraft();
  const { head } = detail;
  return {
    supplierSn: head.supplierSn,
    supplierName: head.supplierName,
    orgCode: head.orgCode,
    categoryCode: head.categoryCode,
    periodStart: head.periodStart ?? '',
    periodEnd: head.periodEnd ?? '',
    remark: head.remark ?? '',
    lines: [],
  };
}

/**
 * The draft's lines from the checkable shipments: unticked, 本次对账数量 = what is left. On an edit
 * (the shipments asked with the check's id, so its own lines do not count as taken) the check's own
 * valid lines are ticked with their quantity, and a shipment of the check that is no longer offered
 * still shows with its own quantity as what may be checked.
 */
export function draftLinesOf(shipments: readonly CheckableShipment[], detail?: AccountCheckDetail): CheckDraftLine[] {
  const own = new Map((detail?.lines ?? []).filter((line) => line.lineStatus === 'valid').map((line) => [line.shippingId, line]));
  const lines: CheckDraftLine[] = shipments.map((shipment) => {
    const mine = own.get(shipment.shippingId);
    const left = stored(shipment.leftQuantity, 3);
    return {
      shippingId: shipment.shippingId,
      shippingNo: shipment.shippingNo,
      pickNo: shipment.pickNo,
      contractNo: shipment.contractNo,
      matCode: shipment.matCode,
      matName: shipment.matName,
      unitCode: shipment.unitCode,
      acceptedQuantity: shipment.acceptedQuantity,
      allowedQuantity: unitsToText(left),
      contractPrice: shipment.contractPrice,
      deductPrice: shipment.deductPrice,
      price: shipment.price,
      taxRate: shipment.taxRate,
      selected: mine !== undefined,
      quantity: unitsToText(mine ? stored(mine.quantity, 3) : left),
    };
  });
  const offered = new Set(shipments.map((shipment) => shipment.shippingId));
  for (const line of own.values()) {
    if (offered.has(line.shippingId)) continue;
    lines.push({
      shippingId: line.shippingId,
      shippingNo: line.shippingNo,
      pickNo: line.pickNo,
      contractNo: line.contractNo,
      matCode: line.matCode,
      matName: line.matName,
      unitCode: line.unitCode,
      acceptedQuantity: line.quantity,
      allowedQuantity: unitsToText(stored(line.quantity, 3)),
      contractPrice: line.contractPrice,
      deductPrice: line.deductPrice,
      price: line.price,
      taxRate: line.taxRate,
      selected: true,
      quantity: unitsToText(stored(line.quantity, 3)),
    });
  }
  return lines;
}

/** A line's problem: 本次对账数量 not a quantity (3 decimals), not above 0, or above what may be checked. */
export function lineProblem(line: CheckDraftLine): DraftProblem | null {
  const quantity = typedQuantity(line.quantity);
  if (quantity === null) return { key: 'check.editor.quantityInvalid', params: { shippingNo: line.shippingNo } };
  if (quantity <= 0n) return { key: 'check.editor.quantityPositive', params: { shippingNo: line.shippingNo } };
  if (quantity > stored(line.allowedQuantity, 3)) return { key: 'check.editor.quantityTooMuch', params: { shippingNo: line.shippingNo, allowed: line.allowedQuantity } };
  return null;
}

/** The dialog's own check: 供应商, 组织 and 品类 chosen, at least one shipment ticked, every ticked quantity valid, the period in order. */
export function checkDraftProblem(draft: CheckDraft): DraftProblem | null {
  if (!draft.supplierSn) return { key: 'check.editor.supplierRequired' };
  if (!draft.orgCode) return { key: 'check.editor.orgRequired' };
  if (!draft.categoryCode) return { key: 'check.editor.categoryRequired' };
  if (draft.periodStart && draft.periodEnd && draft.periodStart > draft.periodEnd) return { key: 'check.editor.periodOrder' };
  const ticked = draft.lines.filter((line) => line.selected);
  if (ticked.length === 0) return { key: 'check.editor.noLines' };
  for (const line of ticked) {
    const problem = lineProblem(line);
    if (problem) return problem;
  }
  return null;
}

/** A ticked line's figures (its quantity read as typed; an unreadable one counts as 0). */
export function lineFigures(line: CheckDraftLine): { amount: string; taxAmount: string; deductAmount: string } {
  const quantity = typedQuantity(line.quantity) ?? 0n;
  const amount = amountCents(quantity, line.price);
  return { amount: unitsToText(amount, 2), taxAmount: unitsToText(taxCents(amount, line.taxRate), 2), deductAmount: unitsToText(amountCents(quantity, line.deductPrice), 2) };
}

/** The totals of the ticked lines: Σ quantity, Σ amount, Σ tax, Σ deduction, each line rounded first. */
export function draftFigures(draft: CheckDraft): CheckFigures {
  let quantity = 0n;
  let amount = 0n;
  let tax = 0n;
  let deduct = 0n;
  for (const line of draft.lines) {
    if (!line.selected) continue;
    const units = typedQuantity(line.quantity) ?? 0n;
    const lineAmount = amountCents(units, line.price);
    quantity += units;
    amount += lineAmount;
    tax += taxCents(lineAmount, line.taxRate);
    deduct += amountCents(units, line.deductPrice);
  }
  return { totalQuantity: unitsToText(quantity), totalAmount: unitsToText(amount, 2), totalTaxAmount: unitsToText(tax, 2), deductAmount: unitsToText(deduct, 2) };
}

/** The ticked lines as 实时计算 sends them. */
export function calculationLines(draft: CheckDraft): { shippingId: number; quantity: string }[] {
  return draft.lines.filter((line) => line.selected).map((line) => ({ shippingId: line.shippingId, quantity: line.quantity.trim() }));
}

/** A key of what 实时计算 depends on: the gateway's answer holds while it is unchanged. */
export function calculationKey(draft: CheckDraft): string {
  return JSON.stringify(calculationLines(draft));
}

/** POST account-checking-head/save's body of a checked draft (id and version on an edit). */
export function toCheckSaveBody(draft: CheckDraft, head?: Pick<AccountCheckHeadRow, 'id' | 'version'>): AccountCheckSaveBody {
  return {
    ...(head ? { id: head.id, version: head.version } : {}),
    orgCode: draft.orgCode,
    categoryCode: draft.categoryCode,
    supplierSn: draft.supplierSn,
    ...(draft.periodStart ? { periodStart: draft.periodStart } : {}),
    ...(draft.periodEnd ? { periodEnd: draft.periodEnd } : {}),
    ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
    lines: draft.lines.filter((line) => line.selected).map((line) => ({ shippingId: line.shippingId, quantity: unitsToText(typedQuantity(line.quantity) ?? 0n) })),
  };
}
