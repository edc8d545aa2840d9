/** What the 小宗物料 price and rule dialogs edit, their own checks and their save bodies: figures stay decimal strings as typed. Pure. */
import type { SmallMaterialPriceRow, SmallMaterialPriceSaveBody, SmallMaterialRuleInput, SmallMaterialRuleRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { compareDecimal, isPrice, isQuantity, textOrNull } from '../masters/masterForm';

/** The longest lead time (the gateway's rule). */
export const LEAD_TIME_MAX_DAYS = 365;

export interface PriceDraft {
  orgCode: string;
  supplierSn: string;
  supplierName: string;
  matCode: string;
  matName: string;
  price: string;
  validFrom: string | null;
  validTo: string | null;
  remark: string;
}

export function priceDraftOf(row?: SmallMaterialPriceRow): PriceDraft {
  return {
    orgCode: row?.orgCode ?? '',
    supplierSn: row?.supplierSn ?? '',
    supplierName: row?.supplierName ?? '',
    matCode: row?.matCode ?? '',
    matName: row?.matName ?? '',
    price: row?.price ?? '',
    validFrom: row?.validFrom ?? null,
    validTo: row?.validTo ?? null,
    remark: row?.remark ?? '',
  };
}

/** The price draft's own problem before anything is sent (the gateway checks again), or null. */
export function priceDraftProblem(draft: PriceDraft, t: AppT): string | null {
  if (!draft.orgCode || !draft.supplierSn || !draft.matCode || draft.price.trim() === '' || !draft.validFrom || !draft.validTo) return t('demand.masters.form.priceRequired');
  if (!isPrice(draft.price)) return t('demand.masters.form.badPrice');
  if (draft.validTo < draft.validFrom) return t('demand.masters.form.periodOrder');
  return null;
}

export function toPriceSaveBody(draft: PriceDraft, row?: SmallMaterialPriceRow): SmallMaterialPriceSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    orgCode: draft.orgCode,
    supplierSn: draft.supplierSn,
    matCode: draft.matCode,
    price: draft.price.trim(),
    validFrom: draft.validFrom ?? '',
    validTo: draft.validTo ?? '',
    remark: textOrNull(draft.remark),
  };
}

export interface RuleDraft {
  orgCode: string;
  matCode: string;
  matName: string;
  safetyStock: string;
  reorderPoint: string;
  /** Whole days as typed. */
  leadTimeDays: string;
  remark: string;
}

export function ruleDraftOf(row?: SmallMaterialRuleRow): RuleDraft {
  return {
    orgCode: row?.orgCode ?? '',
    matCode: row?.matCode ?? '',
    matName: row?.matName ?? '',
    safetyStock: row?.safetyStock ?? '',
    reorderPoint: row?.reorderPoint ?? '',
    leadTimeDays: row ? String(row.leadTimeDays) : '',
    remark: row?.remark ?? '',
  };
}

/** The rule draft's own problem, or null: required fields, the quantities' shape, 再订货点 ≥ 安全库存, lead time 0–365 days. */
export function ruleDraftProblem(draft: RuleDraft, t: AppT): string | null {
  if (!draft.orgCode || !draft.matCode || draft.safetyStock.trim() === '' || draft.reorderPoint.trim() === '' || draft.leadTimeDays.trim() === '') return t('demand.masters.form.ruleRequired');
  if (!isQuantity(draft.safetyStock)) return t('demand.masters.form.badSafetyStock');
  if (!isQuantity(draft.reorderPoint)) return t('demand.masters.form.badReorderPoint');
  if (compareDecimal(draft.reorderPoint, draft.safetyStock) < 0) return t('demand.masters.form.reorderBelowSafety');
  const lead = draft.leadTimeDays.trim();
  if (!/^\d{1,3}$/.test(lead) || Number(lead) > LEAD_TIME_MAX_DAYS) return t('demand.masters.form.badLeadTime', { max: LEAD_TIME_MAX_DAYS });
  return null;
}

/** One row of save-batch: the rule is added or replaced by (org, material). */
export function toRuleInput(draft: RuleDraft): SmallMaterialRuleInput {
  return {
    orgCode: draft.orgCode,
    matCode: draft.matCode,
    safetyStock: draft.safetyStock.trim(),
    reorderPoint: draft.reorderPoint.trim(),
    leadTimeDays: Number(draft.leadTimeDays.trim()),
    remark: textOrNull(draft.remark),
  };
}
