/**
 * The checks of a sale offer and a buying price before they are written (pure; exact decimals as text,
 * never floats): quantities in tonnes > 0 with at most 3 decimals and below 1e12, prices in 元/吨 > 0
 * with at most 2 decimals and below 1e10, the contact's mobile (手机号有误), dates YYYY-MM-DD and a
 * sale offer's valid-until date not before today (Shanghai) on create.
 */
import { isDateText, validate } from '@srm/rules';
import type { BuyInfoSaveBody, SaleInfoSaveBody } from '../../api/mobile.js';
import { MOBILE_MARKET_MESSAGES as M } from './market-message-texts.js';

export type FigureProblem = 'positive' | 'scale' | 'tooLarge';

interface FigureRule {
  scale: number;
  maxIntegerDigits: number;
}

export const QUANTITY_RULE: FigureRule = { scale: 3, maxIntegerDigits: 12 };
export const PRICE_RULE: FigureRule = { scale: 2, maxIntegerDigits: 10 };

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * The figure as stored (`'120.5'` → `'120.500'` at scale 3), or its problem: not a positive number
 * (also: no number at all), too many decimals (zeros past the scale do not count), or too large.
 */
export function readFigure(text: string, rule: FigureRule): { value: string } | { problem: FigureProblem } {
  const match = DECIMAL.exec(text.trim());
  const whole = (match?.[2] ?? '').replace(/^0+/, '');
  const fraction = (match?.[3] ?? '').replace(/0+$/, '');
  if (!match || (match[2] === '' && (match[3] ?? '') === '') || match[1] === '-' || (whole === '' && fraction === '')) return { problem: 'positive' };
  if (fraction.length > rule.scale) return { problem: 'scale' };
  if (whole.length > rule.maxIntegerDigits) return { problem: 'tooLarge' };
  return { value: `${whole === '' ? '0' : whole}.${fraction.padEnd(rule.scale, '0')}` };
}

const QUANTITY_TEXTS: Readonly<Record<FigureProblem, string>> = { positive: M.quantityPositive, scale: M.quantityScale, tooLarge: M.quantityTooLarge };
const PRICE_TEXTS: Readonly<Record<FigureProblem, string>> = { positive: M.pricePositive, scale: M.priceScale, tooLarge: M.priceTooLarge };

/** The stored quantity text, or the message refusing it. */
export function readQuantity(text: string): { value: string } | { message: string } {
  const read = readFigure(text, QUANTITY_RULE);
  return 'problem' in read ? { message: QUANTITY_TEXTS[read.problem] } : read;
}

/** The stored price text, or the message refusing it. */
export function readPrice(text: string): { value: string } | { message: string } {
  const read = readFigure(text, PRICE_RULE);
  return 'problem' in read ? { message: PRICE_TEXTS[read.problem] } : read;
}

/** Empty text as null, other text trimmed. */
export const cleanOptional = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export interface SaleInfoValues {
  variety: string;
  quantity: string;
  price: string;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  contactName: string;
  contactPhone: string;
  orgCode: string;
  validUntil: string | null;
  remark: string | null;
}

/** The values of a sale offer to write, or the first message refusing the body. */
export function saleInfoValues(body: SaleInfoSaveBody, isCreate: boolean, today: string): { values: SaleInfoValues } | { message: string } {
  const quantity = readQuantity(body.quantity);
  if ('message' in quantity) return quantity;
  const price = readPrice(body.price);
  if ('message' in price) return price;
  const contactName = body.contactName.trim();
  if (contactName === '') return { message: M.contactNameRequired };
  const contactPhone = body.contactPhone.trim();
  if (validate('mobile', contactPhone) !== undefined) return { message: M.mobileInvalid };
  const validUntil = cleanOptional(body.validUntil);
  if (validUntil !== null && !isDateText(validUntil)) return { message: M.dateInvalid };
  if (isCreate && validUntil !== null && validUntil < today) return { message: M.validUntilPast };
  return {
    values: {
      variety: body.variety.trim(),
      quantity: quantity.value,
      price: price.value,
      province: cleanOptional(body.province),
      city: cleanOptional(body.city),
      district: cleanOptional(body.district),
      address: cleanOptional(body.address),
      contactName,
      contactPhone,
      orgCode: body.orgCode.trim(),
      validUntil,
      remark: cleanOptional(body.remark),
    },
  };
}

export interface BuyInfoValues {
  orgCode: string;
  siteName: string;
  variety: string;
  price: string;
  effectiveDate: string;
  remark: string | null;
}

/** The values of a buying price to write, or the first message refusing the body. */
export function buyInfoValues(body: BuyInfoSaveBody): { values: BuyInfoValues } | { message: string } {
  const siteName = body.siteName.trim();
  if (siteName === '') return { message: M.siteNameRequired };
  const price = readPrice(body.price);
  if ('message' in price) return price;
  const effectiveDate = body.effectiveDate.trim();
  if (!isDateText(effectiveDate)) return { message: M.dateInvalid };
  return { values: { orgCode: body.orgCode.trim(), siteName, variety: body.variety.trim(), price: price.value, effectiveDate, remark: cleanOptional(body.remark) } };
}
