/**
 * The quantity rules of shipping, acceptance and allocation (issue 24; CONTRACT "Quantities"; domain.md
 * "The chain" steps 2 and 3), pure and exact on bigint units of 0.001 (numeric(18, 3)):
 *
 * - net = gross − tare, gross > tare ≥ 0; a shipment with weights is SHIPPING, without NEW;
 * - Σ shipped of a line's live shipments ≤ its planned quantity;
 * - accepted = round3(net × (1 − deduct_weight_rate / 100)), rounded half away from zero;
 * - acceptance may take a line past its open plan only by what the contract line still has free:
 *   quantity − executed − Σ open plans of its open pick lines (so that Σ open plan + executed ≤ quantity);
 * - Σ allocations of a line ≤ its accepted quantity.
 */
import { quantityUnits, unitsToText } from '@srm/rules';
import { RATE_SCALE, unitsOf } from './quality-deduction.js';
import { SHIPPING_MESSAGES } from './shipping-message-texts.js';

const RULES = { maxIntegerDigits: 15 } as const;

/** A quantity text (at most 3 decimals, 15 integer digits, no sign) in units, or null. */
export function quantityOf(text: string | null | undefined): bigint | null {
  return text === null || text === undefined ? null : quantityUnits(text, 3, RULES);
}

/** A stored numeric (which may print more zeros) in units; 0 when null. */
export function storedUnits(text: string | null | undefined): bigint {
  return text === null || text === undefined ? 0n : (unitsOf(text, 3) ?? 0n);
}

export const toText = (units: bigint): string => unitsToText(units, 3);

export type Weights = { ok: true; gross: string | null; tare: string | null; net: string | null } | { ok: false; problem: string };

/** The weights of a shipment: both or neither; gross > tare ≥ 0; net = gross − tare, exact. */
export function weightsOf(grossText: string | null | undefined, tareText: string | null | undefined): Weights {
  const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';
  if (blank(grossText) && blank(tareText)) return { ok: true, gross: null, tare: null, net: null };
  if (blank(grossText) || blank(tareText)) return { ok: false, problem: SHIPPING_MESSAGES.weightsPaired };
  const gross = quantityOf(grossText);
  const tare = quantityOf(tareText);
  if (gross === null || tare === null) return { ok: false, problem: SHIPPING_MESSAGES.weightInvalid };
  if (gross <= tare) return { ok: false, problem: SHIPPING_MESSAGES.netNotPositive };
  return { ok: true, gross: toText(gross), tare: toText(tare), net: toText(gross - tare) };
}

/** The shipped quantity: a number > 0 with at most 3 decimals, or null. */
export function shippedQuantityOf(text: string): bigint | null {
  const units = quantityOf(text);
  return units !== null && units > 0n ? units : null;
}

/** What a line may still ship: planned − Σ shipped of its other live shipments (never below 0). */
export function shippableLeft(planned: bigint, shippedByOthers: bigint): bigint {
  const left = planned - shippedByOthers;
  return left > 0n ? left : 0n;
}

/** accepted = round3(net × (1 − rate / 100)), half away from zero (net ≥ 0, 0 ≤ rate ≤ 100, rate with 4 decimals). */
export function acceptedQuantityOf(netText: string, rateText: string): string {
  const net = storedUnits(netText);
  const rate = unitsOf(rateText, RATE_SCALE) ?? 0n;
  const keep = 100n * 10n ** BigInt(RATE_SCALE) - rate; // (100 − rate) in 0.0001
  const scaled = net * keep; // in 0.001 × 0.0001 of a percent
  const divisor = 100n * 10n ** BigInt(RATE_SCALE);
  const rounded = (scaled * 2n + divisor) / (divisor * 2n);
  return toText(rounded);
}

/** A contract line and the open plans on it, in units. */
export interface ContractLineFigures {
  quantity: bigint;
  executed: bigint;
  /** Σ open plan (planned − accepted − released, ≥ 0) of every open pick line on it, this one included. */
  openPlans: bigint;
}

/**
 * Whether accepting `accepted` on a pick line whose open plan is `lineOpenPlan` keeps the contract line
 * within its quantity: the part beyond the line's open plan must fit in what is free. Answers the free
 * quantity when it does not fit, else null.
 */
export function contractShortfall(line: ContractLineFigures, lineOpenPlan: bigint, accepted: bigint): bigint | null {
  const free = line.quantity - line.executed - line.openPlans;
  const beyond = accepted - lineOpenPlan;
  if (beyond <= 0n) return null;
  return beyond > free ? (free > 0n ? free : 0n) : null;
}

/** What a line may still allocate: accepted − Σ its allocations (never below 0). */
export function allocatableLeft(accepted: bigint, allocated: bigint): bigint {
  return accepted > allocated ? accepted - allocated : 0n;
}
