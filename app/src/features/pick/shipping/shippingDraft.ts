/**
 * What the 发运单 dialog edits and its save body: decimal strings as typed, never numbers. 净重 = 毛重 −
 * 皮重 is worked exactly on thousandths (bigint) with the design system's quantity helpers, live as the
 * weights are typed. Pure.
 */
import { QUANTITY_SCALE, quantityUnits, unitsToText, validate, type ValidationLocale } from '@srm/design-system/validation';
import type { LimsQualityIndicator } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import type { ShippingDetail, ShippingQualityRow, ShippingSaveBody } from '@srm/gateway/api';

/** One quality index of the material with the value typed for it ('' = not measured). */
export interface QualityEntry {
  indexCode: string;
  indexName: string;
  unit: string;
  standardMin: string | null;
  standardMax: string | null;
  value: string;
}

export interface ShippingDraft {
  pickNo: string;
  pickMaterialId: number | null;
  vehicleId: number | null;
  plateNo: string;
  driverName: string;
  shippingDate: string | null;
  arrivalDate: string | null;
  shippedQuantity: string;
  grossWeight: string;
  tareWeight: string;
  remark: string;
  qualities: QualityEntry[];
}

/** A quality value: numeric(12, 4), at most 4 decimals. */
const QUALITY_SCALE = 4;
const QUANTITY_RULES = { maxIntegerDigits: 15 } as const;

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const entryOfRow = (row: ShippingQualityRow): QualityEntry => ({
  indexCode: row.indexCode,
  indexName: row.indexName,
  unit: '',
  standardMin: row.standardMin,
  standardMax: row.standardMax,
  value: row.value,
});

/** A new shipment (dated today) or the one being edited, with its quality results. */
export function shippingDraftOf(detail?: ShippingDetail, now: Date = new Date()): ShippingDraft {
  if (!detail) {
    return { pickNo: '', pickMaterialId: null, vehicleId: null, plateNo: '', driverName: '', shippingDate: todayText(now), arrivalDate: null, shippedQuantity: '', grossWeight: '', tareWeight: '', remark: '', qualities: [] };
  }
  const { shipping } = detail;
  return {
    pickNo: shipping.pickNo,
    pickMaterialId: shipping.pickMaterialId,
    vehicleId: shipping.vehicleId,
    plateNo: shipping.plateNo,
    driverName: shipping.driverName ?? '',
    shippingDate: shipping.shippingDate,
    arrivalDate: shipping.arrivalDate,
    shippedQuantity: shipping.shippedQuantity,
    grossWeight: shipping.grossWeight ?? '',
    tareWeight: shipping.tareWeight ?? '',
    remark: shipping.remark ?? '',
    qualities: detail.qualities.map(entryOfRow),
  };
}

/**
 * The material's indices (its own standard where it has one) as the dialog's entries, keeping the
 * values already typed or saved for an index; a saved result of an index no longer listed stays.
 */
export function qualityEntriesOf(indicators: readonly LimsQualityIndicator[], current: readonly QualityEntry[]): QualityEntry[] {
  const typed = new Map(current.map((entry) => [entry.indexCode, entry]));
  const listed = indicators.map((indicator) => ({
    indexCode: indicator.indexCode,
    indexName: indicator.indexName,
    unit: indicator.unit,
    standardMin: indicator.standardMin,
    standardMax: indicator.standardMax,
    value: typed.get(indicator.indexCode)?.value ?? '',
  }));
  const known = new Set(listed.map((entry) => entry.indexCode));
  return [...listed, ...current.filter((entry) => !known.has(entry.indexCode))];
}

/** The standard of an index as text: `≤ 14`, `≥ 680`, `2 ~ 4`, or '-'. */
export function standardText(entry: Pick<QualityEntry, 'standardMin' | 'standardMax'>): string {
  const { standardMin: min, standardMax: max } = entry;
  if (min !== null && max !== null) return `${min} ~ ${max}`;
  if (max !== null) return `≤ ${max}`;
  if (min !== null) return `≥ ${min}`;
  return '-';
}

/** 净重 = 毛重 − 皮重, exact with 3 decimals; '' until both weights are quantities. May be negative (shown so the user sees it). */
export function netWeightOf(grossWeight: string, tareWeight: string): string {
  const gross = quantityUnits(grossWeight, QUANTITY_SCALE, QUANTITY_RULES);
  const tare = quantityUnits(tareWeight, QUANTITY_SCALE, QUANTITY_RULES);
  return gross === null || tare === null ? '' : unitsToText(gross - tare, QUANTITY_SCALE);
}

/** The dialog's own check: the text shown in place, or null when the draft may be sent. */
export function shippingProblem(draft: ShippingDraft, t: AppT, locale: ValidationLocale = 'zh-CN'): string | null {
  if (draft.pickMaterialId === null || draft.plateNo.trim() === '' || !draft.shippingDate || draft.shippedQuantity.trim() === '') return t('shipping.required');
  const plate = validate('plateNo', draft.plateNo.trim(), locale);
  if (plate) return plate;
  const quantity = quantityUnits(draft.shippedQuantity, QUANTITY_SCALE, QUANTITY_RULES);
  if (quantity === null || quantity <= 0n) return t('shipping.quantityInvalid');
  const gross = draft.grossWeight.trim();
  const tare = draft.tareWeight.trim();
  if (gross !== '' || tare !== '') {
    if (gross === '' || tare === '') return t('shipping.weightsBoth');
    const grossUnits = quantityUnits(gross, QUANTITY_SCALE, QUANTITY_RULES);
    const tareUnits = quantityUnits(tare, QUANTITY_SCALE, QUANTITY_RULES);
    if (grossUnits === null || tareUnits === null) return t('shipping.weightInvalid');
    if (grossUnits <= tareUnits) return t('shipping.netNotPositive');
  }
  const badQuality = draft.qualities.find((entry) => entry.value.trim() !== '' && quantityUnits(entry.value, QUALITY_SCALE, { maxIntegerDigits: 8 }) === null);
  return badQuality ? t('shipping.qualityInvalid', { name: badQuality.indexName }) : null;
}

const orNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/** The save body of a checked draft: an edit carries the shipment's id and version; unmeasured indices are left out. */
export function toShippingSaveBody(draft: ShippingDraft, shipping?: { id: number; version: number }): ShippingSaveBody {
  return {
    ...(shipping ? { id: shipping.id, version: shipping.version } : {}),
    pickMaterialId: draft.pickMaterialId ?? 0,
    vehicleId: draft.vehicleId,
    plateNo: draft.plateNo.trim(),
    driverName: orNull(draft.driverName),
    shippingDate: draft.shippingDate ?? '',
    arrivalDate: orNull(draft.arrivalDate),
    shippedQuantity: draft.shippedQuantity.trim(),
    grossWeight: orNull(draft.grossWeight),
    tareWeight: orNull(draft.tareWeight),
    remark: orNull(draft.remark),
    qualities: draft.qualities.filter((entry) => entry.value.trim() !== '').map((entry) => ({ indexCode: entry.indexCode, value: entry.value.trim() })),
  };
}
