/**
 * 销售信息 (issue 28) under /purm-app/pc/api/v1/purm_pc/sale-info: the list of the list engine
 * (`variety`, `status`, `contactName.contains`, `orgCode`, `publishTime` range …; api/listQuery.ts; the
 * contact phone masked without mobile:sale-info:detail), the unmasked detail (:detail), the save
 * (:add / :edit) and the delete (:delete, all or nothing). A save's 400 (数量最多3位小数 …) and 409 are not
 * shown by the call layer: the dialog shows them in place.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { SaleInfoDetail, SaleInfoRow, SaleInfoSaveBody, SaleInfoSaved } from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

/** The gateway's base of the mobile-app backend (gateway modules/mobile/lists.ts MOBILE_API). */
export const MOBILE_API = '/purm-app/pc/api/v1/purm_pc';

export const SALE_INFO_URLS = {
  page: `${MOBILE_API}/sale-info/page`,
  detail: `${MOBILE_API}/sale-info/detail`,
  save: `${MOBILE_API}/sale-info/save`,
  deleteByIds: `${MOBILE_API}/sale-info/deleteByIds`,
} as const;

/** A call's answer and the gateway's own message for it (新增成功, 修改成功, 删除成功). */
export interface MobileCallResult<T> {
  data: T;
  message: string;
}

/** GET .../sale-info/page with the list engine's body. */
export function fetchSaleInfoPage(params: TableRequestParams): Promise<TableRequestResult<SaleInfoRow>> {
  return requestTable<SaleInfoRow>({ method: 'GET', url: SALE_INFO_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET .../sale-info/detail?id= (mobile:sale-info:detail): the offer with its phone unmasked. */
export function fetchSaleInfoDetail(id: number): Promise<SaleInfoDetail> {
  return request<SaleInfoDetail>({ method: 'GET', url: SALE_INFO_URLS.detail, params: { id } });
}

/** POST .../sale-info/save: without id a new offer (:add), with id and version an edit (:edit). */
export async function saveSaleInfo(body: SaleInfoSaveBody): Promise<MobileCallResult<SaleInfoSaved>> {
  const envelope = await requestEnvelope<SaleInfoSaved>({ url: SALE_INFO_URLS.save, data: body }, { allowedCodes: [400, 409] });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE .../sale-info/deleteByIds?ids= (mobile:sale-info:delete): all or nothing. */
export async function deleteSaleInfos(ids: readonly number[]): Promise<MobileCallResult<{ deleted: number }>> {
  const envelope = await requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: SALE_INFO_URLS.deleteByIds, params: { ids: ids.join(',') } });
  return { data: envelope.data, message: envelope.message };
}
