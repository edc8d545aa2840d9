/**
 * The month demand plan's rules, pure (issue 23; spec 02 §4 demand status; domain.md "Demand"):
 *
 * - the status machine: new → (check) inProcess → (OA APPROVED) approved | (OA REJECT) rejected →
 *   (edit, check) inProcess; a plan is edited or deleted while new or rejected only. The routes apply a
 *   move as a conditional update (`WHERE status IN (from)`), so two racing requests cannot both move it;
 * - OA's report is forward only: on a plan in inProcess it applies, on a decided one it is late, on one
 *   never submitted (new) a conflict;
 * - exact quantities: decimal strings with at most 3 decimals (numeric(18, 3)), computed as scaled
 *   integers, never floats: suggested purchase = max(0, demand − stock on hand − in transit − residual);
 * - a month's column of the year plan (2026-11 → month11).
 */
import { clampAtZero, QUANTITY_SCALE, quantityUnits, unitsToText, type QuantityRules } from '@srm/rules';
import type { DemandStatus, MonthColumn } from '../../db/tables/demand.js';

export type MonthDemandEvent = 'edit' | 'delete' | 'check' | 'approve' | 'reject';

interface Move {
  from: readonly DemandStatus[];
  to?: DemandStatus;
}

export const MONTH_DEMAND_MOVES: Readonly<Record<MonthDemandEvent, Move>> = {
  edit: { from: ['new', 'rejected'] },
  delete: { from: ['new', 'rejected'] },
  check: { from: ['new', 'rejected'], to: 'inProcess' },
  approve: { from: ['inProcess'], to: 'approved' },
  reject: { from: ['inProcess'], to: 'rejected' },
};

/** Whether `event` may happen to a plan in status `from`. */
export function monthDemandAllows(event: MonthDemandEvent, from: DemandStatus): boolean {
  return MONTH_DEMAND_MOVES[event].from.includes(from);
}

export type MonthDemandDecision = 'APPROVED' | 'REJECT';
export const MONTH_DEMAND_DECISIONS: Readonly<Record<MonthDemandDecision, 'approve' | 'reject'>> = { APPROVED: 'approve', REJECT: 'reject' };

/** What OA's report does to a plan in status `current`. */
export function classifyMonthDemandCallback(current: DemandStatus): 'apply' | 'late' | 'conflict' {
  if (current === 'inProcess') return 'apply';
  return current === 'new' ? 'conflict' : 'late';
}

// ---- exact quantities ------------------------------------------------------------------------------

/** A quantity a request may carry: not negative, up to 15 integer digits and 3 decimals. */
export const QUANTITY_PATTERN = '^\\d{1,15}(\\.\\d{1,3})?$';
/** A stored quantity as numeric(18, 3) prints it: may be negative; zeros past the 3 decimals are allowed. */
export const STORED_QUANTITY: QuantityRules = { signed: true, zerosPastScale: true };

/** A decimal string as an integer count of thousandths; throws on more than 3 decimals or no number. */
export function toThousandths(text: string): bigint {
  const units = quantityUnits(text, QUANTITY_SCALE, STORED_QUANTITY);
  if (units === null) throw new Error(`not a decimal with at most ${QUANTITY_SCALE} decimals: ${text}`);
  return units;
}

const blank = (text: string | null | undefined): text is null | undefined | '' => text === null || text === undefined || text === '';

/** A quantity in the stored form ("12.5" → "12.500"); "0.000" for an absent one. */
export function normalQuantity(text: string | null | undefined): string {
  return unitsToText(blank(text) ? 0n : toThousandths(text));
}

export interface PurchaseFigures {
  demandQuantity: string;
  stockOnHand?: string | null;
  inTransit?: string | null;
  contractResidualQuantity?: string | null;
}

/** max(0, demand − stock on hand − in transit − contract residual), exact, with 3 decimals. */
export function suggestedPurchase(figures: PurchaseFigures): string {
  const covered = [figures.stockOnHand, figures.inTransit, figures.contractResidualQuantity].reduce<bigint>((sum, value) => sum + (blank(value) ? 0n : toThousandths(value)), 0n);
  return unitsToText(clampAtZero(toThousandths(figures.demandQuantity) - covered));
}

// ---- months ----------------------------------------------------------------------------------------

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const YEAR_MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** The year and the year plan's column of `yearMonth` (YYYY-MM), or null when it is no month. */
export function yearPlanColumnOf(yearMonth: string): { year: number; column: MonthColumn } | null {
  const match = YEAR_MONTH.exec(yearMonth);
  if (!match) return null;
  return { year: Number(match[1]), column: `month${Number(match[2])}` as MonthColumn };
}

/** The first material code that appears twice in `matCodes`, or undefined. */
export function repeatedMaterial(matCodes: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const code of matCodes) {
    if (seen.has(code)) return code;
    seen.add(code);
  }
  return undefined;
}
