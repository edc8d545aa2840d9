/**
 * The calls of 供应商绑定 (issue 28): the bindings of app users to suppliers (user-supplier-bind/page of
 * the list engine; phones masked without mobile:supplier-bind:detail) and 解除绑定 (unbind).
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { UserSupplierBindRow, UserUnbindBody } from '@srm/gateway/api';
import { requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { MOBILE_API } from './saleInfoApi';

export const SUPPLIER_BIND_URLS = {
  page: `${MOBILE_API}/user-supplier-bind/page`,
  unbind: `${MOBILE_API}/user-supplier-bind/unbind`,
} as const;

/** One page of bindings (GET user-supplier-bind/page). */
export function fetchSupplierBindPage(params: TableRequestParams): Promise<TableRequestResult<UserSupplierBindRow>> {
  return requestTable<UserSupplierBindRow>({ method: 'GET', url: SUPPLIER_BIND_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** POST user-supplier-bind/unbind {id, version} (mobile:supplier-bind:unbind); its refusals show through the call layer. */
export async function unbindSupplier(body: UserUnbindBody): Promise<{ message: string }> {
  const envelope = await requestEnvelope<unknown>({ url: SUPPLIER_BIND_URLS.unbind, data: body });
  return { message: envelope.message };
}
