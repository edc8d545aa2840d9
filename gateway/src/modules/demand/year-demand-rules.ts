/**
 * 年度需求计划, pure (issue 23; spec 02 §4 demand status): the status machine as a table, the exact
 * decimal arithmetic of the items (scaled integers of @srm/rules' quantities, never
 * floats) and the checks of a plan's items.
 *
 *   new → (check: to OA) inProcess → (OA APPROVED) approved | (OA REJECT) rejected → (edit, check) inProcess
 *
 * A plan is edited and deleted only while new or rejected. OA's report is forward only: on a plan in
 * inProcess it applies; on one already decided it is late; on one never submitted (new) a conflict.
 */
import { clampAtZero, divideUnits, QUANTITY_SCALE, quantityUnits, sumQuantityTexts, unitsToText, type QuantityRules } from '@srm/rules';
import type { DemandStatus } from '../../db/tables/demand.js';

export type YearDemandEvent = 'check' | 'approve' | 'reject';

interface Move {
  from: readonly DemandStatus[];
  to: DemandStatus;
}

export const YEAR_DEMAND_MOVES: Readonly<Record<YearDemandEvent, Move>> = {
  check: { from: ['new', 'rejected'], to: 'inProcess' },
  approve: { from: ['inProcess'], to: 'approved' },
  reject: { from: ['inProcess'], to: 'rejected' },
};

/** The statuses a plan may be edited, deleted or have items imported in. */
export const EDITABLE_YEAR_DEMAND: readonly DemandStatus[] = ['new', 'rejected'];

export function yearDemandMove(event: YearDemandEvent, from: DemandStatus): DemandStatus | undefined {
  const move = YEAR_DEMAND_MOVES[event];
  return move.from.includes(from) ? move.to : undefined;
}

export type YearDemandDecision = 'APPROVED' | 'REJECT';
export const YEAR_DEMAND_DECISIONS: Readonly<Record<YearDemandDecision, YearDemandEvent>> = { APPROVED: 'approve', REJECT: 'reject' };

export function classifyYearDemandCallback(current: DemandStatus): 'apply' | 'late' | 'conflict' {
  if (current === 'inProcess') return 'apply';
  return current === 'new' ? 'conflict' : 'late';
}

// ---- exact decimals ------------------------------------------------------------------------------

/** Quantities carry 3 decimals, rates (percent) 4; both up to 15 integer digits, only a rate may be negative. */
const RATE_SCALE = 4;
const PLAN_QUANTITY: QuantityRules = { maxIntegerDigits: 15 };
const PLAN_RATE: QuantityRules = { signed: true, maxIntegerDigits: 15 };

/** A plan's quantity in thousandths, or null when it is not one. */
export const quantityOf = (text: string): bigint | null => quantityUnits(text, QUANTITY_SCALE, PLAN_QUANTITY);
/** A plan's rate (percent) in units of 10^-4, or null when it is not one. */
export const rateOf = (text: string): bigint | null => quantityUnits(text, RATE_SCALE, PLAN_RATE);

/** (total − last) / last × 100, in percent with 4 decimals; null when there is no last-year quantity above 0. */
export function increaseRateOf(total: string, lastYear: string | null): string | null {
  const last = lastYear === null ? null : quantityOf(lastYear);
  const now = quantityOf(total);
  if (last === null || last === 0n || now === null) return null;
  // Both in 10^-3 units: percent in 10^-4 units is (now − last) × 100 × 10^4 / last.
  return unitsToText(divideUnits((now - last) * 1_000_000n, last), RATE_SCALE);
}

/** quantity × (1 + rate / 100), rounded to 3 decimals; rate in percent (up to 4 decimals, may be negative). */
export function applyRate(quantity: string, rate: string): string {
  // rate in 10^-4 percent: factor = (1_000_000 + rate) / 1_000_000.
  return unitsToText(clampAtZero(divideUnits((quantityOf(quantity) ?? 0n) * (1_000_000n + (rateOf(rate) ?? 0n)), 1_000_000n)));
}

// ---- a plan's items ------------------------------------------------------------------------------

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type MonthKey = `month${(typeof MONTHS)[number]}`;
export const MONTH_KEYS: readonly MonthKey[] = MONTHS.map((month) => `month${month}` as MonthKey);

export const YEAR_DEMAND_ITEM_MESSAGES = {
  itemsRequired: '请至少添加一条物料明细',
  quantityInvalid: '需求数量须为不小于0且最多3位小数的数字',
  lastYearInvalid: '上年用量须为不小于0且最多3位小数的数字',
  rateInvalid: '增长率须为最多4位小数的数字',
  duplicateMaterial: (matCode: string) => `物料编码 ${matCode} 重复`,
  materialUnknown: (matCode: string) => `物料编码 ${matCode} 不存在或已停用`,
  materialCategory: (matCode: string, categoryCode: string) => `物料编码 ${matCode} 不属于品类 ${categoryCode}`,
  line: (line: number, problem: string) => `第${line}行：${problem}`,
} as const;

export interface ItemInput {
  matCode: string;
  lastYearQuantity?: string | null | undefined;
  increaseRate?: string | null | undefined;
  month1: string;
  month2: string;
  month3: string;
  month4: string;
  month5: string;
  month6: string;
  month7: string;
  month8: string;
  month9: string;
  month10: string;
  month11: string;
  month12: string;
}

/** A known material: its category, to check it belongs to the plan's. */
export interface KnownMaterial {
  matCode: string;
  categoryCode: string;
}

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/** The cell problems of one item (without the 第N行： prefix). */
export function itemProblems(item: ItemInput): string[] {
  const problems: string[] = [];
  if (MONTH_KEYS.some((key) => quantityOf(item[key]) === null)) problems.push(YEAR_DEMAND_ITEM_MESSAGES.quantityInvalid);
  if (!blank(item.lastYearQuantity) && quantityOf(item.lastYearQuantity as string) === null) problems.push(YEAR_DEMAND_ITEM_MESSAGES.lastYearInvalid);
  if (!blank(item.increaseRate) && rateOf(item.increaseRate as string) === null) problems.push(YEAR_DEMAND_ITEM_MESSAGES.rateInvalid);
  return problems;
}

/** Whether the material's category is the plan's category or below it. */
export const inCategory = (materialCategory: string, planCategory: string): boolean => materialCategory.startsWith(planCategory);

/** The first problem of a plan's items (with its 第N行： prefix), or null. */
export function itemsProblem(items: readonly ItemInput[], materials: ReadonlyMap<string, KnownMaterial>, categoryCode: string): string | null {
  if (items.length === 0) return YEAR_DEMAND_ITEM_MESSAGES.itemsRequired;
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const line = index + 1;
    const matCode = item.matCode.trim();
    if (seen.has(matCode)) return YEAR_DEMAND_ITEM_MESSAGES.line(line, YEAR_DEMAND_ITEM_MESSAGES.duplicateMaterial(matCode));
    seen.add(matCode);
    const material = materials.get(matCode);
    if (!material) return YEAR_DEMAND_ITEM_MESSAGES.line(line, YEAR_DEMAND_ITEM_MESSAGES.materialUnknown(matCode));
    if (!inCategory(material.categoryCode, categoryCode)) return YEAR_DEMAND_ITEM_MESSAGES.line(line, YEAR_DEMAND_ITEM_MESSAGES.materialCategory(matCode, categoryCode));
    const [problem] = itemProblems(item);
    if (problem) return YEAR_DEMAND_ITEM_MESSAGES.line(line, problem);
  }
  return null;
}

/** An item's decimals as stored: months with 3 decimals, blanks as null. */
export function normaliseItem(item: ItemInput): Omit<ItemInput, 'lastYearQuantity' | 'increaseRate'> & { lastYearQuantity: string | null; increaseRate: string | null } {
  const months = Object.fromEntries(MONTH_KEYS.map((key) => [key, unitsToText(quantityOf(item[key]) ?? 0n)])) as Record<MonthKey, string>;
  return {
    matCode: item.matCode.trim(),
    ...months,
    lastYearQuantity: blank(item.lastYearQuantity) ? null : unitsToText(quantityOf(item.lastYearQuantity as string) ?? 0n),
    increaseRate: blank(item.increaseRate) ? null : unitsToText(rateOf(item.increaseRate as string) ?? 0n, RATE_SCALE),
  };
}

/** The twelve months' total of an item. */
export const itemTotal = (item: Pick<ItemInput, MonthKey>): string => sumQuantityTexts(MONTH_KEYS.map((key) => item[key]), QUANTITY_SCALE, PLAN_QUANTITY);

/**
 * The items of a new plan from last year's: last year's total as lastYearQuantity, the months copied,
 * each × (1 + rate / 100) when a rate is given (the rate is kept on the item).
 */
export function itemsFromLastYear<T extends Pick<ItemInput, MonthKey> & { matCode: string }>(lastYear: readonly T[], rate: string | null): (T & { lastYearQuantity: string; increaseRate: string | null })[] {
  return lastYear.map((item) => {
    const months = Object.fromEntries(MONTH_KEYS.map((key) => [key, rate === null ? unitsToText(quantityOf(item[key]) ?? 0n) : applyRate(item[key], rate)]));
    return { ...item, ...months, lastYearQuantity: itemTotal(item), increaseRate: rate === null ? null : unitsToText(rateOf(rate) ?? 0n, RATE_SCALE) };
  });
}
