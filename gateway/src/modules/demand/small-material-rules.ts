/**
 * Small materials and the rules of their masters (spec 02 §3, spec 01 §9: "A material counts as
 * small/packaging when isLittle is 1 or the category description starts with the packaging or premix
 * prefix"), pure: the routes load the material and its category.
 */
import { compareDecimalText, normalDecimal } from '../../core/import/cells.js';

/** The category description prefixes of packaging (包装物 …) and premix (预混料 …): data, not messages. */
export const SMALL_CATEGORY_PREFIXES = { packaging: '包装', premix: '预混' } as const;

/** Lead times run from 0 to this many days. */
export const LEAD_TIME_MAX_DAYS = 365;

export const SMALL_MATERIAL_RULE_MESSAGES = {
  notSmall: (matCode: string) => `物料 ${matCode} 不是小宗物料（包装物或预混料）`,
  badSafetyStock: '安全库存须为不小于0、最多3位小数的数字',
  badReorderPoint: '再订货点须为不小于0、最多3位小数的数字',
  reorderBelowSafety: '再订货点不能小于安全库存',
  badLeadTime: `采购提前期须为0到${LEAD_TIME_MAX_DAYS}之间的整数天`,
  badPrice: '单价须大于0，最多4位小数',
  periodOrder: '价格有效期止不能早于有效期起',
} as const;

const M = SMALL_MATERIAL_RULE_MESSAGES;

/** Is the material small (packaging or premix)? isLittle 1, or its category description starts with a prefix. */
export function isSmallMaterial(material: { isLittle: number | null | undefined }, categoryDescription: string | null | undefined): boolean {
  if (material.isLittle === 1) return true;
  const description = (categoryDescription ?? '').trim();
  return description.startsWith(SMALL_CATEGORY_PREFIXES.packaging) || description.startsWith(SMALL_CATEGORY_PREFIXES.premix);
}

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;
const PRICE = /^\d{1,14}(\.\d{1,4})?$/;

export interface RuleFigures {
  safetyStock: string;
  reorderPoint: string;
  leadTimeDays: number | string;
}

/** The problems of a rule's figures (none: []). */
export function ruleProblems(rule: RuleFigures): string[] {
  const problems: string[] = [];
  const safety = String(rule.safetyStock).trim();
  const reorder = String(rule.reorderPoint).trim();
  const safetyOk = QUANTITY.test(safety);
  const reorderOk = QUANTITY.test(reorder);
  if (!safetyOk) problems.push(M.badSafetyStock);
  if (!reorderOk) problems.push(M.badReorderPoint);
  if (safetyOk && reorderOk && compareDecimalText(normalDecimal(reorder) ?? reorder, normalDecimal(safety) ?? safety) < 0) problems.push(M.reorderBelowSafety);
  const lead = String(rule.leadTimeDays).trim();
  if (!/^\d{1,3}$/.test(lead) || Number(lead) > LEAD_TIME_MAX_DAYS) problems.push(M.badLeadTime);
  return problems;
}

/** The problems of a price's figures (none: []); dates are YYYY-MM-DD. */
export function priceProblems(price: { price: string; validFrom: string; validTo: string }): string[] {
  const problems: string[] = [];
  const text = String(price.price).trim();
  if (!PRICE.test(text) || /^0+(\.0+)?$/.test(text)) problems.push(M.badPrice);
  if (price.validTo < price.validFrom) problems.push(M.periodOrder);
  return problems;
}
