/**
 * 客户余额 (issue 25) under /purchase/api/v1/execution/cust-bal: the list engine's POST page (filters in
 * the body), save, delete and the export task.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import { requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { withMessage, type SettlementCallResult } from './invoiceApi';
import type { CustBalRow, CustBalSaveBody } from './invoiceTypes';

export const CUST_BAL_API = '/purchase/api/v1/execution/cust-bal';
export const CUST_BAL_URLS = { page: `${CUST_BAL_API}/page` } as const;

/** POST …/cust-bal/page with the list's filters in the body. */
export function fetchCustBalPage(params: TableRequestParams): Promise<TableRequestResult<CustBalRow>> {
  return requestTable<CustBalRow>({ method: 'POST', url: CUST_BAL_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** POST …/cust-bal/save (settlement:cust-bal:add / :edit). */
export function saveCustBal(body: CustBalSaveBody): Promise<SettlementCallResult<{ id: number; version: number }>> {
  return withMessage<{ id: number; version: number }>('POST', `${CUST_BAL_API}/save`, { data: body }, [400, 409, 422]);
}

/** DELETE …/cust-bal?ids= (settlement:cust-bal:delete). */
export function deleteCustBals(ids: readonly number[]): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('DELETE', CUST_BAL_API, { params: { ids: [...ids] } });
}
