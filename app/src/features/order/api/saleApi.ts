/**
 * 销售订单 (issue 26) under /material/api/v1/order/sale: the lists (orders, allocation record, the
 * shipments to confirm, the finished record; all POST …/page), a detail by number, save, allocate and
 * its cancel, shipping, confirm, 完结, 关闭, 删除, 重推EBS and the import's base. A dialog's refusal
 * (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  AllocatablePurchaseLine,
  SaleAllocateBody,
  SaleAllocationRow,
  SaleConfirmBody,
  SaleOrderDetail,
  SaleOrderRow,
  SaleOrderSaveBody,
  SaleOrderSaved,
  SaleShippingRow,
  SaleShippingSaveBody,
} from '@srm/gateway/api';
import { request } from '../../../api/http';
import { fetchOrderTable, orderCall, type OrderCallResult } from './purchaseApi';

export const SALE_ORDER_API = '/material/api/v1/order/sale';
export const SALE_URLS = {
  page: `${SALE_ORDER_API}/page`,
  allocationRecordPage: `${SALE_ORDER_API}/allocation/record/page`,
  confirmPage: `${SALE_ORDER_API}/confirm/page`,
  finishedPage: `${SALE_ORDER_API}/finished/record/page`,
  import: `${SALE_ORDER_API}/import`,
} as const;

const REFUSALS = [400, 409, 422] as const;

export const fetchSaleOrderPage = (params: TableRequestParams): Promise<TableRequestResult<SaleOrderRow>> => fetchOrderTable<SaleOrderRow>(SALE_URLS.page, params);
export const fetchSaleAllocationPage = (params: TableRequestParams): Promise<TableRequestResult<SaleAllocationRow>> => fetchOrderTable<SaleAllocationRow>(SALE_URLS.allocationRecordPage, params);
export const fetchSaleConfirmPage = (params: TableRequestParams): Promise<TableRequestResult<SaleShippingRow>> => fetchOrderTable<SaleShippingRow>(SALE_URLS.confirmPage, params);
export const fetchSaleFinishedPage = (params: TableRequestParams): Promise<TableRequestResult<SaleOrderRow>> => fetchOrderTable<SaleOrderRow>(SALE_URLS.finishedPage, params);

/** GET …/detail/{orderNo}: the order, its lines, active allocations and shipments. */
export function fetchSaleOrderDetail(orderNo: string): Promise<SaleOrderDetail> {
  return request<SaleOrderDetail>({ method: 'GET', url: `${SALE_ORDER_API}/detail/${encodeURIComponent(orderNo)}` });
}

/** GET …/allocatable?saleLineId=: the purchase lines that may feed the sale line. */
export function fetchAllocatable(saleLineId: number): Promise<AllocatablePurchaseLine[]> {
  return request<AllocatablePurchaseLine[]>({ method: 'GET', url: `${SALE_ORDER_API}/allocatable`, data: { saleLineId } });
}

/** POST …/save (order:sale:add). */
export function saveSaleOrder(body: SaleOrderSaveBody): Promise<OrderCallResult<SaleOrderSaved>> {
  return orderCall<SaleOrderSaved>('POST', `${SALE_ORDER_API}/save`, { data: body }, REFUSALS);
}

/** POST …/allocate (order:sale:allocate): one sale line from some purchase lines. */
export function allocateSaleLine(body: SaleAllocateBody): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${SALE_ORDER_API}/allocate`, { data: body }, REFUSALS);
}

/** POST …/allocate/cancel {ids} (order:sale:allocate): allocations with nothing shipped. */
export function cancelSaleAllocations(ids: readonly number[]): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${SALE_ORDER_API}/allocate/cancel`, { data: { ids: [...ids] } });
}

/** POST …/shipping/save (order:sale:ship). */
export function saveSaleShipping(body: SaleShippingSaveBody): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${SALE_ORDER_API}/shipping/save`, { data: body }, REFUSALS);
}

/** POST …/confirm (order:sale:confirm). */
export function confirmSaleShipping(body: SaleConfirmBody): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${SALE_ORDER_API}/confirm`, { data: body }, REFUSALS);
}

export type SaleOrderMove = 'finished' | 'close' | 'retryEbs';

/** POST …/finished, …/close (with a reason) or …/retryEbs with the order's id and version. */
export function moveSaleOrder(move: SaleOrderMove, row: Pick<SaleOrderRow, 'id' | 'version'>, reason?: string): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${SALE_ORDER_API}/${move}`, { data: { id: row.id, version: row.version, ...(reason ? { reason } : {}) } }, move === 'close' ? REFUSALS : []);
}

/** DELETE …/delete {ids} (order:sale:delete): new orders without allocations (ids in the body and the query). */
export function deleteSaleOrders(ids: readonly number[]): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('DELETE', `${SALE_ORDER_API}/delete`, { data: { ids: [...ids] }, params: { ids: [...ids] } });
}
