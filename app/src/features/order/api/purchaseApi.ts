/**
 * 采购订单 (issue 26) under /material/api/v1/order/purchase: the list (POST page), a detail with its
 * lines, the EBS messages, save, line updates, 推送EBS, 重推EBS, 取消或关闭 and 生成合同, plus what the
 * dialogs look up (suppliers by name, the org's companies, materials of the menu). A save's refusal
 * (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  LookupPage,
  Material,
  OrgDetail,
  PurchaseOrderDetail,
  PurchaseOrderEbsDetail,
  PurchaseOrderLineUpdateBody,
  PurchaseOrderRow,
  PurchaseOrderSaveBody,
  PurchaseOrderSaved,
} from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

export const PURCHASE_ORDER_API = '/material/api/v1/order/purchase';
export const PURCHASE_ORDER_URLS = { page: `${PURCHASE_ORDER_API}/page` } as const;

/** A write's answer with the gateway's message (操作成功 …). */
export interface OrderCallResult<T> {
  data: T;
  message: string;
}

/** A write through the envelope: its data and message; `allowedCodes` are left to the caller to show. */
export async function orderCall<T>(method: 'POST' | 'DELETE' | 'GET', url: string, payload: { data?: unknown; params?: unknown }, allowedCodes: readonly number[] = []): Promise<OrderCallResult<T>> {
  const envelope = await requestEnvelope<T>({ method, url, ...payload }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** A POST list of the order area (`<base>/page`) with the table's filters. */
export function fetchOrderTable<T>(url: string, params: TableRequestParams): Promise<TableRequestResult<T>> {
  return requestTable<T>({ method: 'POST', url, data: toListBody(params) as { page?: number; pageSize?: number } });
}

const SAVE_REFUSALS = [400, 409, 422] as const;

/** POST …/order/purchase/page. */
export function fetchPurchaseOrderPage(params: TableRequestParams): Promise<TableRequestResult<PurchaseOrderRow>> {
  return fetchOrderTable<PurchaseOrderRow>(PURCHASE_ORDER_URLS.page, params);
}

/** GET …/detail?id=: the order, its lines (可分配数量) and the moves it allows. */
export function fetchPurchaseOrderDetail(id: number): Promise<PurchaseOrderDetail> {
  return request<PurchaseOrderDetail>({ method: 'GET', url: `${PURCHASE_ORDER_API}/detail`, data: { id } });
}

/** GET …/ebs-detail?id=: the order's EBS state and messages. */
export function fetchPurchaseOrderEbs(id: number): Promise<PurchaseOrderEbsDetail> {
  return request<PurchaseOrderEbsDetail>({ method: 'GET', url: `${PURCHASE_ORDER_API}/ebs-detail`, data: { id } });
}

/** POST …/save (order:purchase:add): a new order. */
export function savePurchaseOrder(body: PurchaseOrderSaveBody): Promise<OrderCallResult<PurchaseOrderSaved>> {
  return orderCall<PurchaseOrderSaved>('POST', `${PURCHASE_ORDER_API}/save`, { data: body }, SAVE_REFUSALS);
}

/** POST …/orderLineUpdate (order:purchase:edit). */
export function updatePurchaseOrderLines(body: PurchaseOrderLineUpdateBody): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${PURCHASE_ORDER_API}/orderLineUpdate`, { data: body }, SAVE_REFUSALS);
}

export type PurchaseOrderMove = 'push' | 'retryPushEbs' | 'createContract';

/** POST …/push, …/retryPushEbs or …/createContract with the order's id and version. */
export function movePurchaseOrder(move: PurchaseOrderMove, row: Pick<PurchaseOrderRow, 'id' | 'version'>): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('POST', `${PURCHASE_ORDER_API}/${move}`, { data: { id: row.id, version: row.version } });
}

/** GET …/cancelOrClose?id=&version=&reason= (order:purchase:close). */
export function cancelOrClosePurchaseOrder(row: Pick<PurchaseOrderRow, 'id' | 'version'>, reason: string): Promise<OrderCallResult<unknown>> {
  return orderCall<unknown>('GET', `${PURCHASE_ORDER_API}/cancelOrClose`, { params: { id: String(row.id), version: String(row.version), reason } }, SAVE_REFUSALS);
}

/** A supplier as the order dialog picks it. */
export interface OrderSupplierOption {
  sn: string;
  name: string;
}

/** The suppliers by name (POST /supplier/info/getListByName, at most 50). */
export async function fetchOrderSuppliers(keyword: string, page: number, signal?: AbortSignal): Promise<{ options: OrderSupplierOption[]; total: number }> {
  if (page > 1) return { options: [], total: 0 };
  const term = keyword.trim();
  const rows = await request<OrderSupplierOption[]>({ method: 'POST', url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
  return { options: rows, total: rows.length };
}

/** The online companies (GET /system/org/list?level=6), each with its trading-company flag. */
export function fetchCompanies(): Promise<OrgDetail[]> {
  return request<OrgDetail[]>({ method: 'GET', url: '/system/org/list', data: { level: 6 } }, { silent: true });
}

/** The materials of a menu by code or name (one page of 20). */
export async function fetchOrderMaterials(menuCode: string, keyword: string, page: number, signal?: AbortSignal): Promise<{ options: Material[]; total: number }> {
  const term = keyword.trim();
  const answer = await request<LookupPage<Material>>(
    { url: '/system/sysUserMenuOrgCategory/getMaterialByMenu', data: { menuCode, page, pageSize: 20, ...(term ? { keyword: term } : {}) }, signal },
    { silent: true },
  );
  return { options: answer.result, total: answer.total };
}
