/**
 * The 收购价格 dialog's draft (issue 28): from a row, its own checks before anything is sent (the gateway
 * checks again: one price per company, site and variety) and the save's body. The price is an exact
 * decimal text (元/吨, ≤ 2 decimals, < 1e10) checked as 销售信息 checks its price. Pure.
 */
import { validate, type ValidationLocale } from '@srm/design-system/validation';
import type { BuyInfoRow, BuyInfoSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { priceProblem } from '../saleInfo/saleInfoForm';

export interface BuyInfoDraft {
  orgCode: string;
  siteName: string;
  variety: string;
  price: string;
  effectiveDate: string | null;
  status: 0 | 1;
  remark: string;
}

export function buyInfoDraftOf(row?: BuyInfoRow, today?: string): BuyInfoDraft {
  return {
    orgCode: row?.orgCode ?? '',
    siteName: row?.siteName ?? '',
    variety: row?.variety ?? '',
    price: row?.price ?? '',
    effectiveDate: row?.effectiveDate ?? today ?? null,
    status: row?.status ?? 1,
    remark: row?.remark ?? '',
  };
}

/** The first problem of the draft in the form's order, or null when it may be sent. */
export function buyInfoDraftProblem(draft: BuyInfoDraft, t: AppT, locale: ValidationLocale): string | null {
  if (!draft.orgCode) return t('mobile.sale.orgRequired');
  if (draft.siteName.trim() === '') return t('mobile.buy.siteRequired');
  if (!draft.variety) return t('mobile.sale.varietyRequired');
  const price = priceProblem(draft.price, t);
  if (price) return price;
  if (!draft.effectiveDate) return t('mobile.buy.dateRequired');
  return validate('date', draft.effectiveDate, locale) ?? null;
}

/** The body of POST .../buy-info/save: with the row's id and version for an edit. */
export function toBuyInfoSaveBody(draft: BuyInfoDraft, row?: Pick<BuyInfoRow, 'id' | 'version'>): BuyInfoSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    orgCode: draft.orgCode,
    siteName: draft.siteName.trim(),
    variety: draft.variety,
    price: draft.price.trim(),
    effectiveDate: draft.effectiveDate ?? '',
    status: draft.status,
    remark: draft.remark.trim() === '' ? null : draft.remark.trim(),
  };
}
