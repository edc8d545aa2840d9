/**
 * The 销售信息 dialog's draft (issue 28): from a row, its own checks before anything is sent (the
 * gateway checks again) and the save's body. Quantities (tonnes, ≤ 3 decimals, < 1e12) and prices
 * (元/吨, ≤ 2 decimals, < 1e10) are exact decimal texts, never floats; 收购价格 checks its price the same
 * way (`priceProblem`). Pure.
 */
import { quantityUnits, validate, type ValidationLocale } from '@srm/design-system/validation';
import type { SaleInfoRow, SaleInfoSaveBody, SaleInfoStatus } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export interface SaleInfoDraft {
  variety: string;
  quantity: string;
  price: string;
  province: string;
  city: string;
  district: string;
  address: string;
  contactName: string;
  contactPhone: string;
  orgCode: string;
  status: SaleInfoStatus;
  validUntil: string | null;
  remark: string;
}

/** The draft of `row` (an edit; its phone unmasked: the dialog opens on the detail), or an empty one. */
export function saleInfoDraftOf(row?: SaleInfoRow): SaleInfoDraft {
  return {
    variety: row?.variety ?? '',
    quantity: row?.quantity ?? '',
    price: row?.price ?? '',
    province: row?.province ?? '',
    city: row?.city ?? '',
    district: row?.district ?? '',
    address: row?.address ?? '',
    contactName: row?.contactName ?? '',
    contactPhone: row?.contactPhone ?? '',
    orgCode: row?.orgCode ?? '',
    status: row?.status ?? 'onSale',
    validUntil: row?.validUntil ?? null,
    remark: row?.remark ?? '',
  };
}

/** A decimal figure's rule: its decimals and its bound (the value must stay below 10^maxDigits). */
interface FigureRule {
  scale: number;
  maxDigits: number;
  keys: { required: 'mobile.sale.quantityRequired' | 'mobile.sale.priceRequired'; positive: 'mobile.sale.quantityPositive' | 'mobile.sale.pricePositive'; scale: 'mobile.sale.quantityScale' | 'mobile.sale.priceScale'; max: 'mobile.sale.quantityMax' | 'mobile.sale.priceMax' };
}

const QUANTITY: FigureRule = {
  scale: 3,
  maxDigits: 12,
  keys: { required: 'mobile.sale.quantityRequired', positive: 'mobile.sale.quantityPositive', scale: 'mobile.sale.quantityScale', max: 'mobile.sale.quantityMax' },
};
const PRICE: FigureRule = {
  scale: 2,
  maxDigits: 10,
  keys: { required: 'mobile.sale.priceRequired', positive: 'mobile.sale.pricePositive', scale: 'mobile.sale.priceScale', max: 'mobile.sale.priceMax' },
};

/** Enough decimals to read any typed figure, to tell "too many decimals" from "not a number". */
const ANY_SCALE = 40;

function figureProblem(text: string, rule: FigureRule, t: AppT): string | null {
  if (text.trim() === '') return t(rule.keys.required);
  const anyUnits = quantityUnits(text, ANY_SCALE, { signed: true });
  if (anyUnits === null || anyUnits <= 0n) return t(rule.keys.positive);
  const units = quantityUnits(text, rule.scale);
  if (units === null) return t(rule.keys.scale);
  if (units >= 10n ** BigInt(rule.maxDigits + rule.scale)) return t(rule.keys.max);
  return null;
}

/** 数量须大于0 / 数量最多3位小数 / 数量不能超过999999999999.999, or null. */
export function quantityProblem(text: string, t: AppT): string | null {
  return figureProblem(text, QUANTITY, t);
}

/** 单价须大于0 / 单价最多2位小数 / 单价不能超过9999999999.99, or null. */
export function priceProblem(text: string, t: AppT): string | null {
  return figureProblem(text, PRICE, t);
}

/** The first problem of the draft in the form's order, or null when it may be sent; `today` YYYY-MM-DD (validUntil on create). */
export function saleInfoDraftProblem(draft: SaleInfoDraft, t: AppT, locale: ValidationLocale, options: { isNew: boolean; today: string }): string | null {
  if (!draft.variety) return t('mobile.sale.varietyRequired');
  const figure = quantityProblem(draft.quantity, t) ?? priceProblem(draft.price, t);
  if (figure) return figure;
  if (draft.contactName.trim() === '') return t('mobile.sale.contactRequired');
  const phone = validate('mobile', draft.contactPhone.trim(), locale);
  if (phone) return phone;
  if (!draft.orgCode) return t('mobile.sale.orgRequired');
  if (draft.validUntil) {
    const date = validate('date', draft.validUntil, locale);
    if (date) return date;
    if (options.isNew && draft.validUntil < options.today) return t('mobile.sale.validUntilPast');
  }
  return null;
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of POST .../sale-info/save: with the row's id and version for an edit. */
export function toSaleInfoSaveBody(draft: SaleInfoDraft, row?: Pick<SaleInfoRow, 'id' | 'version'>): SaleInfoSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    variety: draft.variety,
    quantity: draft.quantity.trim(),
    price: draft.price.trim(),
    province: text(draft.province),
    city: text(draft.city),
    district: text(draft.district),
    address: text(draft.address),
    contactName: draft.contactName.trim(),
    contactPhone: draft.contactPhone.trim(),
    orgCode: draft.orgCode,
    status: draft.status,
    validUntil: draft.validUntil,
    remark: text(draft.remark),
  };
}
