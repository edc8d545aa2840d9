/**
 * A shipment's quality results judged by master data (issue 24; domain.md "The chain" step 2): for each
 * result, the material's rule (`mst_material_index`, overriding the index's standard range and step in
 * `mst_quality_index`) gives a deduction — over standard_max or under standard_min by x, ceil(x / step) ×
 * value — as weight % (deduct type weight) or as price per unit (price), by the master area's pure rule
 * (master/quality-deduction.ts). The shipment's deduct_weight_rate is Σ weight %, its deduct_price Σ
 * price. Pure and exact: decimal strings and bigint units, never floats.
 */
import { decimalToUnits, parseDecimal, roundDecimal, unitsToText } from '@srm/rules';
import { deductionFor, type DeductType } from '../master/quality-deduction.js';
import { SHIPPING_MESSAGES } from './shipping-message-texts.js';

/** The decimals of a result value (numeric(12, 4)), a weight rate (numeric(9, 4)) and a price (numeric(18, 6)). */
export const VALUE_SCALE = 4;
export const RATE_SCALE = 4;
export const PRICE_SCALE = 6;

/** A quality index of master data with its default rule. */
export interface IndexRule {
  indexCode: string;
  indexName: string;
  standardMin: string | null;
  standardMax: string | null;
  deductType: DeductType;
  deductStep: string | null;
  deductValue: string | null;
}

/** A material's own rule for an index (mst_material_index). */
export interface MaterialRule {
  indexCode: string;
  standardMin: string | null;
  standardMax: string | null;
  deductStep: string | null;
  deductValue: string | null;
}

export interface QualityInput {
  indexCode: string;
  value: string;
}

/** One result as stored (pur_pick_shipping_quality). */
export interface JudgedQuality {
  indexCode: string;
  indexName: string;
  value: string;
  standardMin: string | null;
  standardMax: string | null;
  deductType: DeductType;
  deductWeightRate: string;
  deductPrice: string;
}

export type QualityJudgement = { ok: true; results: JudgedQuality[]; deductWeightRate: string; deductPrice: string } | { ok: false; problem: string };

/** The rule a material's result is judged by: the material's override when it has one, else the index's. */
export function ruleFor(index: IndexRule, override: MaterialRule | undefined): IndexRule {
  if (!override) return index;
  return { ...index, standardMin: override.standardMin, standardMax: override.standardMax, deductStep: override.deductStep, deductValue: override.deductValue };
}

/** `text` in units of 10^-scale, rounded half away from zero; null when it is not a decimal. */
export function unitsOf(text: string, scale: number): bigint | null {
  const parsed = parseDecimal(text.trim());
  return parsed ? decimalToUnits(roundDecimal(parsed, scale), scale) : null;
}

/** A result value: a decimal of at least 0 with at most 4 decimals, as written. */
function valueOf(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{1,8}(\.\d{1,4})?$/.test(trimmed) ? trimmed : null;
}

/**
 * Judges the results of a shipment of one material: `indices` by code, `overrides` the material's own
 * rules by code. A problem (unknown or repeated index, a value that is not a number ≥ 0 with 4
 * decimals, weight deductions over 100 %) refuses the whole set.
 */
export function judgeQualities(inputs: readonly QualityInput[], indices: ReadonlyMap<string, IndexRule>, overrides: ReadonlyMap<string, MaterialRule>): QualityJudgement {
  const seen = new Set<string>();
  const results: JudgedQuality[] = [];
  let weightUnits = 0n;
  let priceUnits = 0n;
  for (const input of inputs) {
    const code = input.indexCode.trim();
    if (seen.has(code)) return { ok: false, problem: SHIPPING_MESSAGES.qualityRepeated(code) };
    seen.add(code);
    const index = indices.get(code);
    if (!index) return { ok: false, problem: SHIPPING_MESSAGES.qualityUnknown(code) };
    const value = valueOf(input.value);
    if (value === null) return { ok: false, problem: SHIPPING_MESSAGES.qualityValueInvalid(index.indexName) };
    const rule = ruleFor(index, overrides.get(code));
    const deduction = deductionFor(rule, value);
    const weight = unitsOf(deduction.weightPercent, RATE_SCALE) ?? 0n;
    const price = unitsOf(deduction.pricePerTon, PRICE_SCALE) ?? 0n;
    weightUnits += weight;
    priceUnits += price;
    results.push({
      indexCode: code,
      indexName: index.indexName,
      value,
      standardMin: rule.standardMin,
      standardMax: rule.standardMax,
      deductType: rule.deductType,
      deductWeightRate: unitsToText(weight, RATE_SCALE),
      deductPrice: unitsToText(price, PRICE_SCALE),
    });
  }
  if (weightUnits > 100n * 10n ** BigInt(RATE_SCALE)) return { ok: false, problem: SHIPPING_MESSAGES.deductOver };
  return { ok: true, results, deductWeightRate: unitsToText(weightUnits, RATE_SCALE), deductPrice: unitsToText(priceUnits, PRICE_SCALE) };
}
