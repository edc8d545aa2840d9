/**
 * What the 采购订单 dialogs edit and send: the new order's head and lines (新增采购订单) and the open
 * lines' new quantity, price or delivery date (修改订单行). Decimal strings as typed, never numbers:
 * a line's amount is amountOfTexts(数量, 含税单价) (half-up to cents) and the totals are exact sums.
 * The checks here are the dialog's own; the gateway checks again. Pure.
 */
import { amountOfTexts, MONEY_SCALE, quantityUnits, sumQuantityTexts, unitsToText } from '@srm/design-system/validation';
import type { PurchaseOrderDetail, PurchaseOrderLineUpdateBody, PurchaseOrderSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

/** 数量: > 0, ≤ 15 integer digits, ≤ 3 decimals. */
export const isOrderQuantity = (text: string): boolean => {
  const units = quantityUnits(text, 3, { maxIntegerDigits: 15 });
  return units !== null && units > 0n;
};
/** 含税单价: ≥ 0, ≤ 12 integer digits, ≤ 6 decimals. */
export const isOrderPrice = (text: string): boolean => quantityUnits(text, 6, { maxIntegerDigits: 12 }) !== null;
/** 税率(%): 0 to 99.99, ≤ 2 decimals. */
export const isOrderTaxRate = (text: string): boolean => quantityUnits(text, 2, { maxIntegerDigits: 2 }) !== null;

/** amountOfTexts of a line, or '' until both are numbers. */
export function lineAmountOf(quantity: string, priceWithTax: string): string {
  if (quantityUnits(quantity, 3, { maxIntegerDigits: 15 }) === null || !isOrderPrice(priceWithTax)) return '';
  return amountOfTexts(quantity.trim(), priceWithTax.trim());
}

/** The exact totals of some lines (what is not a number yet counts as 0). */
export function linesTotals(lines: readonly { quantity: string; priceWithTax: string }[]): { quantity: string; amount: string } {
  return {
    quantity: sumQuantityTexts(lines.map((line) => line.quantity)),
    amount: sumQuantityTexts(
      lines.map((line) => lineAmountOf(line.quantity, line.priceWithTax)),
      MONEY_SCALE,
    ),
  };
}

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const orNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

export interface PurchaseDraftLine {
  key: number;
  matCode: string;
  matName: string;
  quantity: string;
  priceWithTax: string;
  taxRate: string;
  deliveryDate: string | null;
}

export interface PurchaseDraft {
  orgCode: string | null;
  categoryCode: string | null;
  supplierSn: string | null;
  orderDate: string | null;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  remark: string;
  lines: PurchaseDraftLine[];
}

export const emptyPurchaseLine = (key: number): PurchaseDraftLine => ({ key, matCode: '', matName: '', quantity: '', priceWithTax: '', taxRate: '9', deliveryDate: null });

/** A new order dated today with one empty line. */
export function purchaseDraftOf(now: Date = new Date()): PurchaseDraft {
  return { orgCode: null, categoryCode: null, supplierSn: null, orderDate: todayText(now), deliveryStart: null, deliveryEnd: null, remark: '', lines: [emptyPurchaseLine(1)] };
}

/** The first problem of some order lines (material, 数量, 含税单价, 税率), numbered from 1, or null. */
export function orderLinesProblem(lines: readonly Pick<PurchaseDraftLine, 'matCode' | 'quantity' | 'priceWithTax' | 'taxRate'>[], t: AppT, prefix: 'order.purchase' | 'order.sale'): string | null {
  if (lines.length === 0) return t(`${prefix}.lineRequired`);
  for (const [index, line] of lines.entries()) {
    const row = index + 1;
    if (line.matCode === '') return t(`${prefix}.materialRequired`, { row });
    if (!isOrderQuantity(line.quantity)) return t(`${prefix}.quantityInvalid`, { row });
    if (!isOrderPrice(line.priceWithTax)) return t(`${prefix}.priceInvalid`, { row });
    if (!isOrderTaxRate(line.taxRate)) return t(`${prefix}.taxRateInvalid`, { row });
  }
  return null;
}

/** The dialog's own check of a new order: the text shown in place, or null when it may be sent. */
export function purchaseDraftProblem(draft: PurchaseDraft, t: AppT): string | null {
  if (!draft.orgCode || !draft.categoryCode || !draft.supplierSn || !draft.orderDate) return t('order.purchase.required');
  if (draft.deliveryStart && draft.deliveryEnd && draft.deliveryEnd < draft.deliveryStart) return t('order.purchase.deliveryRange');
  return orderLinesProblem(draft.lines, t, 'order.purchase');
}

/** The save body of a checked draft. */
export function toPurchaseSaveBody(draft: PurchaseDraft): PurchaseOrderSaveBody {
  return {
    orgCode: draft.orgCode ?? '',
    categoryCode: draft.categoryCode ?? '',
    supplierSn: draft.supplierSn ?? '',
    orderDate: draft.orderDate ?? '',
    deliveryStart: orNull(draft.deliveryStart),
    deliveryEnd: orNull(draft.deliveryEnd),
    remark: orNull(draft.remark),
    lines: draft.lines.map((line) => ({
      matCode: line.matCode,
      quantity: line.quantity.trim(),
      priceWithTax: line.priceWithTax.trim(),
      taxRate: line.taxRate.trim(),
      deliveryDate: orNull(line.deliveryDate),
    })),
  };
}

/** One open line in 修改订单行: what was read and what is typed. */
export interface LineEdit {
  id: number;
  lineNo: number;
  matName: string;
  allocatedQuantity: string;
  quantity: string;
  priceWithTax: string;
  deliveryDate: string | null;
}

/** The order's open lines as edits (closed and cancelled lines are not edited). */
export function lineEditsOf(detail: Pick<PurchaseOrderDetail, 'lines'>): LineEdit[] {
  return detail.lines
    .filter((line) => line.lineStatus === 'open')
    .map((line) => ({
      id: line.id,
      lineNo: line.lineNo,
      matName: line.matName,
      allocatedQuantity: line.allocatedQuantity,
      quantity: line.quantity,
      priceWithTax: line.priceWithTax,
      deliveryDate: line.deliveryDate,
    }));
}

const sameNumber = (left: string, right: string, scale: number) => quantityUnits(left, scale, { zerosPastScale: true }) === quantityUnits(right, scale, { zerosPastScale: true });

/** The changed lines only, as the update body of the order read. */
export function toLineUpdateBody(detail: Pick<PurchaseOrderDetail, 'id' | 'version' | 'lines'>, edits: readonly LineEdit[]): PurchaseOrderLineUpdateBody {
  const lines: PurchaseOrderLineUpdateBody['lines'] = [];
  for (const edit of edits) {
    const read = detail.lines.find((line) => line.id === edit.id);
    if (!read) continue;
    const change: PurchaseOrderLineUpdateBody['lines'][number] = { id: edit.id };
    if (!sameNumber(edit.quantity, read.quantity, 3)) change.quantity = edit.quantity.trim();
    if (!sameNumber(edit.priceWithTax, read.priceWithTax, 6)) change.priceWithTax = edit.priceWithTax.trim();
    if ((edit.deliveryDate ?? null) !== (read.deliveryDate ?? null)) change.deliveryDate = orNull(edit.deliveryDate);
    if (Object.keys(change).length > 1) lines.push(change);
  }
  return { id: detail.id, version: detail.version, lines };
}

/** 修改订单行's own check: numbers, never below what is allocated, and something changed. */
export function lineEditsProblem(detail: Pick<PurchaseOrderDetail, 'id' | 'version' | 'lines'>, edits: readonly LineEdit[], t: AppT): string | null {
  for (const edit of edits) {
    const row = edit.lineNo;
    if (!isOrderQuantity(edit.quantity)) return t('order.purchase.quantityInvalid', { row });
    if (!isOrderPrice(edit.priceWithTax)) return t('order.purchase.priceInvalid', { row });
    const allocated = quantityUnits(edit.allocatedQuantity, 3, { zerosPastScale: true }) ?? 0n;
    const quantity = quantityUnits(edit.quantity, 3) ?? 0n;
    if (quantity < allocated) return t('order.purchase.belowAllocated', { row, allocated: unitsToText(allocated) });
  }
  return toLineUpdateBody(detail, edits).lines.length === 0 ? t('order.purchase.nothingChanged') : null;
}
