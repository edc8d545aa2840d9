/**
 * The figures of an account check (issue 25; domain.md "The chain" step 4), pure and exact on bigint
 * units (quantities 0.001, prices 0.000001, money 0.01, tax rates 0.01 %), never floats; rounding half
 * up at the last step only:
 *
 * - line price = contract price with tax − the shipment's price deduction (never below 0), or the price
 *   of a confirmed pricing confirmation of the contract line (price source `pricing`);
 * - line amount = round2(quantity × price); tax = round2(amount × r / (100 + r)), r in percent;
 * - line deduction = round2(quantity × deduct price);
 * - head totals = Σ of the valid lines (quantity, amount, tax, deduction);
 * - what is left of a shipment to check = accepted − Σ checked by the other checks (≥ 0);
 * - a shipment's reconciliation: notCheck / partCheck / allCheck by Σ confirmed vs accepted.
 */
import { divideUnits, quantityUnits, unitsToText } from '@srm/rules';
import type { PriceSource } from '../../db/tables/settlement.js';
import type { Reconciliation } from '../../db/tables/pick.js';

export const QUANTITY_SCALE = 3;
export const PRICE_SCALE = 6;
export const MONEY_SCALE = 2;

/** A stored or given decimal text in units of 10^-scale (stored numerics may print more zeros); 0 when null or not a number. */
export function unitsAt(text: string | null | undefined, scale: number): bigint {
  if (text === null || text === undefined) return 0n;
  return quantityUnits(text, scale, { zerosPastScale: true, signed: true }) ?? 0n;
}

export const quantityText = (units: bigint): string => unitsToText(units, QUANTITY_SCALE);
export const priceText = (units: bigint): string => unitsToText(units, PRICE_SCALE);
export const moneyText = (units: bigint): string => unitsToText(units, MONEY_SCALE);

/** n / d rounded half up (away from zero): the design system's exact division (a RangeError on 0). */
export const divideHalfUp = divideUnits;

/** round2(quantity × price) in cents (quantity 0.001, price 0.000001: the product is in 10^-9). */
export function amountUnits(quantity: bigint, price: bigint): bigint {
  return divideHalfUp(quantity * price, 10n ** BigInt(QUANTITY_SCALE + PRICE_SCALE - MONEY_SCALE));
}

/** round2(amount × r / (100 + r)) in cents; amount in cents, r in 0.01 %. */
export function taxUnits(amount: bigint, rate: bigint): bigint {
  if (rate <= 0n) return 0n;
  return divideHalfUp(amount * rate, 10_000n + rate);
}

export interface PriceInput {
  contractPrice: string;
  deductPrice: string;
  /** The confirmed pricing confirmation's price of the contract line, when there is one. */
  pricingPrice?: string | null | undefined;
}

/** The line price and its source. */
export function linePrice(input: PriceInput): { price: bigint; source: PriceSource } {
  if (input.pricingPrice !== null && input.pricingPrice !== undefined) return { price: unitsAt(input.pricingPrice, PRICE_SCALE), source: 'pricing' };
  const price = unitsAt(input.contractPrice, PRICE_SCALE) - unitsAt(input.deductPrice, PRICE_SCALE);
  return { price: price > 0n ? price : 0n, source: 'contract' };
}

export interface LineInput extends PriceInput {
  quantity: string;
  taxRate: string;
}

export interface LineFigures {
  quantity: string;
  contractPrice: string;
  deductPrice: string;
  price: string;
  priceSource: PriceSource;
  taxRate: string;
  amount: string;
  taxAmount: string;
  deductAmount: string;
}

/** A line's price, amount, tax and deduction. */
export function lineFigures(input: LineInput): LineFigures {
  const quantity = unitsAt(input.quantity, QUANTITY_SCALE);
  const { price, source } = linePrice(input);
  const amount = amountUnits(quantity, price);
  const deduct = unitsAt(input.deductPrice, PRICE_SCALE);
  return {
    quantity: quantityText(quantity),
    contractPrice: priceText(unitsAt(input.contractPrice, PRICE_SCALE)),
    deductPrice: priceText(deduct),
    price: priceText(price),
    priceSource: source,
    taxRate: unitsToText(unitsAt(input.taxRate, 2), 2),
    amount: moneyText(amount),
    taxAmount: moneyText(taxUnits(amount, unitsAt(input.taxRate, 2))),
    deductAmount: moneyText(amountUnits(quantity, deduct)),
  };
}

export interface Totals {
  totalQuantity: string;
  totalAmount: string;
  totalTaxAmount: string;
  deductAmount: string;
}

/** Σ of the lines' figures (the caller passes the valid lines only). */
export function totalsOf(lines: readonly Pick<LineFigures, 'quantity' | 'amount' | 'taxAmount' | 'deductAmount'>[]): Totals {
  let quantity = 0n;
  let amount = 0n;
  let tax = 0n;
  let deduct = 0n;
  for (const line of lines) {
    quantity += unitsAt(line.quantity, QUANTITY_SCALE);
    amount += unitsAt(line.amount, MONEY_SCALE);
    tax += unitsAt(line.taxAmount, MONEY_SCALE);
    deduct += unitsAt(line.deductAmount, MONEY_SCALE);
  }
  return { totalQuantity: quantityText(quantity), totalAmount: moneyText(amount), totalTaxAmount: moneyText(tax), deductAmount: moneyText(deduct) };
}

/** What is left of a shipment's accepted quantity after the other checks' lines (never below 0). */
export function leftToCheck(accepted: bigint, checkedByOthers: bigint): bigint {
  const left = accepted - checkedByOthers;
  return left > 0n ? left : 0n;
}

/** A shipment's reconciliation by the quantity on confirmed (or later) checks against its accepted quantity. */
export function reconciliationOf(accepted: bigint, confirmed: bigint): Reconciliation {
  if (confirmed <= 0n) return 'notCheck';
  return confirmed >= accepted ? 'allCheck' : 'partCheck';
}

export const CHECK_RULE_MESSAGES = {
  shippingRepeated: (shippingNo: string) => `发运单${shippingNo}重复`,
  quantityPositive: (shippingNo: string) => `发运单${shippingNo}的对账数量须大于0`,
  overAccepted: (shippingNo: string, left: string) => `发运单${shippingNo}可对账数量不足，剩余${left}`,
} as const;

export interface PlannedCheckLine {
  shippingId: number;
  shippingNo: string;
  /** The quantity asked for (units), or null for all that is left. */
  quantity: bigint | null;
  accepted: bigint;
  checkedByOthers: bigint;
}

/** The quantity each line takes (all that is left when none is given), or the first problem. */
export function plannedCheckQuantities(lines: readonly PlannedCheckLine[]): { ok: true; quantities: bigint[] } | { ok: false; problem: string } {
  const seen = new Set<number>();
  const quantities: bigint[] = [];
  for (const line of lines) {
    if (seen.has(line.shippingId)) return { ok: false, problem: CHECK_RULE_MESSAGES.shippingRepeated(line.shippingNo) };
    seen.add(line.shippingId);
    const left = leftToCheck(line.accepted, line.checkedByOthers);
    const quantity = line.quantity ?? left;
    if (quantity <= 0n) return { ok: false, problem: line.quantity === null && left <= 0n ? CHECK_RULE_MESSAGES.overAccepted(line.shippingNo, quantityText(left)) : CHECK_RULE_MESSAGES.quantityPositive(line.shippingNo) };
    if (quantity > left) return { ok: false, problem: CHECK_RULE_MESSAGES.overAccepted(line.shippingNo, quantityText(left)) };
    quantities.push(quantity);
  }
  return { ok: true, quantities };
}
