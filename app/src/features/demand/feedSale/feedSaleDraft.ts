/** What the 饲料销量 dialog edits (a target or an estimate), its own check and its save body: tonnes stay a decimal string. Pure. */
import type { FeedKindCode, FeedSaleRow, FeedSaleSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { isQuantity, textOrNull, YEAR_MONTH_TEXT } from '../masters/masterForm';

/** 销量目标 (dem/feed-target-sale) or 预估销量 (dem/feed-estimate-sale). */
export type FeedSaleKind = 'target' | 'estimate';

export interface FeedSaleDraft {
  kind: FeedSaleKind;
  orgCode: string;
  yearMonth: string | null;
  feedKind: FeedKindCode | '';
  tonnes: string;
  remark: string;
}

export function feedSaleDraftOf(row?: FeedSaleRow): FeedSaleDraft {
  return { kind: 'target', orgCode: row?.orgCode ?? '', yearMonth: row?.yearMonth ?? null, feedKind: row?.feedKind ?? '', tonnes: row?.tonnes ?? '', remark: row?.remark ?? '' };
}

export function feedSaleDraftProblem(draft: FeedSaleDraft, t: AppT): string | null {
  if (!draft.orgCode || !draft.yearMonth || !draft.feedKind || draft.tonnes.trim() === '') return t('demand.masters.form.feedRequired');
  if (!YEAR_MONTH_TEXT.test(draft.yearMonth)) return t('demand.masters.form.badYearMonth');
  if (!isQuantity(draft.tonnes)) return t('demand.masters.form.badTonnes');
  return null;
}

export function toFeedSaleSaveBody(draft: FeedSaleDraft, row?: FeedSaleRow): FeedSaleSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    orgCode: draft.orgCode,
    yearMonth: draft.yearMonth ?? '',
    feedKind: draft.feedKind as FeedKindCode,
    tonnes: draft.tonnes.trim(),
    remark: textOrNull(draft.remark),
  };
}
