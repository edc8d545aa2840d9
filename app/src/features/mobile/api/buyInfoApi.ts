/**
 * 收购价格 (issue 28) under /purm-app/pc/api/v1/purm_pc/buy-info: the list of the list engine
 * (`orgCode`, `siteName.contains`, `variety`, `status`; api/listQuery.ts), the detail with its price
 * history, the history alone (newest first), the save (mobile:buy-info:add / :edit; a changed price adds
 * a history entry) and the delete (:delete, all or nothing). A save's 400 (该收购点已有玉米的收购价格 …)
 * and 409 are not shown by the call layer: the dialog shows them in place.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { BuyInfoDetail, BuyInfoHistoryEntry, BuyInfoRow, BuyInfoSaveBody, BuyInfoSaved } from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { MOBILE_API, type MobileCallResult } from './saleInfoApi';

export const BUY_INFO_URLS = {
  page: `${MOBILE_API}/buy-info/page`,
  detail: `${MOBILE_API}/buy-info/detail`,
  history: `${MOBILE_API}/buy-info/history`,
  save: `${MOBILE_API}/buy-info/save`,
  deleteByIds: `${MOBILE_API}/buy-info/deleteByIds`,
} as const;

/** GET .../buy-info/page with the list engine's body. */
export function fetchBuyInfoPage(params: TableRequestParams): Promise<TableRequestResult<BuyInfoRow>> {
  return requestTable<BuyInfoRow>({ method: 'GET', url: BUY_INFO_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET .../buy-info/detail?id=: the price with its whole history. */
export function fetchBuyInfoDetail(id: number): Promise<BuyInfoDetail> {
  return request<BuyInfoDetail>({ method: 'GET', url: BUY_INFO_URLS.detail, params: { id } });
}

/** GET .../buy-info/history?id=: the price's changes, newest first. */
export function fetchBuyInfoHistory(id: number): Promise<BuyInfoHistoryEntry[]> {
  return request<BuyInfoHistoryEntry[]>({ method: 'GET', url: BUY_INFO_URLS.history, params: { id } });
}

/** POST .../buy-info/save: without id a new price (:add), with id and version an edit (:edit). */
export async function saveBuyInfo(body: BuyInfoSaveBody): Promise<MobileCallResult<BuyInfoSaved>> {
  const envelope = await requestEnvelope<BuyInfoSaved>({ url: BUY_INFO_URLS.save, data: body }, { allowedCodes: [400, 409] });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE .../buy-info/deleteByIds?ids= (mobile:buy-info:delete): all or nothing. */
export async function deleteBuyInfos(ids: readonly number[]): Promise<MobileCallResult<{ deleted: number }>> {
  const envelope = await requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: BUY_INFO_URLS.deleteByIds, params: { ids: ids.join(',') } });
  return { data: envelope.data, message: envelope.message };
}
