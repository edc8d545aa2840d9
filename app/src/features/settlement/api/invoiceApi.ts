/**
 * 发票管理 and 退货发票 (issue 25) under /purchase/api/v1: the invoices' list of the list engine
 * (purchase-invoice/custom-page), the check lines left to invoice, save, detail, delete, 推送EBS, the
 * invoices left to pay (settle-list), and the return invoices (list, save, 提交, 修改税率, 确认, 重推EBS).
 * The suppliers of the dialogs' supplier select come from supplier/info/getListByName. A save's refusal
 * (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import type { CheckableLine, InvoiceDetail, InvoiceRow, InvoiceSaveBody, InvoiceSaved, ReturnInvoiceRow, ReturnInvoiceSaveBody, SettleableInvoice } from './invoiceTypes';

export const INVOICE_API = '/purchase/api/v1/purchase-invoice';
export const RETURN_INVOICE_API = '/purchase/api/v1/return-invoice';

export const INVOICE_URLS = {
  page: `${INVOICE_API}/custom-page`,
  returnPage: `${RETURN_INVOICE_API}/page`,
} as const;

/** A write's answer with the gateway's message (保存成功 …). */
export interface SettlementCallResult<T> {
  data: T;
  message: string;
}

export async function withMessage<T>(method: 'POST' | 'DELETE' | 'GET', url: string, payload: { data?: unknown; params?: unknown }, allowedCodes: readonly number[] = []): Promise<SettlementCallResult<T>> {
  const envelope = await requestEnvelope<T>({ method, url, ...payload }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** A supplier of the dialogs' remote select. */
export interface SupplierOption {
  sn: string;
  name: string;
}

/**
 * Suppliers by name for a remote select (POST /supplier/info/getListByName, any signed-in user, at most
 * 50, names starting with the term first): the first page holds them all, later pages none.
 */
export async function fetchSupplierOptions(keyword: string, page: number, _pageSize: number, signal?: AbortSignal): Promise<{ options: SupplierOption[]; total: number }> {
  if (page > 1) return { options: [], total: 0 };
  const term = keyword.trim();
  const rows = await request<SupplierOption[]>({ method: 'POST', url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
  return { options: rows, total: rows.length };
}

/** GET …/purchase-invoice/custom-page with the list's filters. */
export function fetchInvoicePage(params: TableRequestParams): Promise<TableRequestResult<InvoiceRow>> {
  return requestTable<InvoiceRow>({ method: 'GET', url: INVOICE_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET …/purchase-invoice/detail?id=: the invoice and its matched lines. */
export function fetchInvoiceDetail(id: number): Promise<InvoiceDetail> {
  return request<InvoiceDetail>({ method: 'GET', url: `${INVOICE_API}/detail`, data: { id } });
}

/** GET …/purchase-invoice/checkable-lines: the check lines of the supplier and org with what is left to invoice. */
export function fetchCheckableLines(supplierSn: string, orgCode: string): Promise<CheckableLine[]> {
  return request<CheckableLine[]>({ method: 'GET', url: `${INVOICE_API}/checkable-lines`, data: { supplierSn, orgCode } });
}

/** POST …/purchase-invoice/save (invoice:add / invoice:edit): matched, or blocked by the difference. */
export function saveInvoice(body: InvoiceSaveBody): Promise<SettlementCallResult<InvoiceSaved>> {
  return withMessage<InvoiceSaved>('POST', `${INVOICE_API}/save`, { data: body }, [400, 409, 422]);
}

/** DELETE …/purchase-invoice?ids= (invoice:delete). */
export function deleteInvoices(ids: readonly number[]): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('DELETE', INVOICE_API, { params: { ids: [...ids] } });
}

/** GET …/purchase-invoice/sendEBS?id= (invoice:send): a matched invoice goes to EBS. */
export function sendInvoiceToEbs(id: number): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('GET', `${INVOICE_API}/sendEBS`, { params: { id } });
}

/** GET …/purchase-invoice/settle-list: the supplier's invoices in the org with an unpaid rest. */
export function fetchSettleableInvoices(supplierSn: string, orgCode: string): Promise<SettleableInvoice[]> {
  return request<SettleableInvoice[]>({ method: 'GET', url: `${INVOICE_API}/settle-list`, data: { supplierSn, orgCode } });
}

/** GET …/return-invoice/page with the list's filters. */
export function fetchReturnInvoicePage(params: TableRequestParams): Promise<TableRequestResult<ReturnInvoiceRow>> {
  return requestTable<ReturnInvoiceRow>({ method: 'GET', url: INVOICE_URLS.returnPage, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** POST …/return-invoice/save (invoice:return:add). */
export function saveReturnInvoice(body: ReturnInvoiceSaveBody): Promise<SettlementCallResult<{ id: number; version: number }>> {
  return withMessage<{ id: number; version: number }>('POST', `${RETURN_INVOICE_API}/save`, { data: body }, [400, 409, 422]);
}

export type ReturnInvoiceMove = 'commit' | 'confirm';

/** POST …/return-invoice/commit or /confirm { id, version }. */
export function moveReturnInvoice(move: ReturnInvoiceMove, row: Pick<ReturnInvoiceRow, 'id' | 'version'>): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('POST', `${RETURN_INVOICE_API}/${move}`, { data: { id: row.id, version: row.version } });
}

/** POST …/return-invoice/updateTaxRate { id, version, taxRate } (new only; the tax is recomputed). */
export function updateReturnTaxRate(row: Pick<ReturnInvoiceRow, 'id' | 'version'>, taxRate: string): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('POST', `${RETURN_INVOICE_API}/updateTaxRate`, { data: { id: row.id, version: row.version, taxRate } }, [400, 409, 422]);
}

/** GET …/return-invoice/reSendEBS?id= (committed or confirmed). */
export function resendReturnInvoice(id: number): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('GET', `${RETURN_INVOICE_API}/reSendEBS`, { params: { id } });
}

/** The invoices numbered `invoiceNo` (…/purchase-invoice/custom-page?invoiceNo.equals=), for the return invoice's original. */
export async function fetchInvoicesByNo(invoiceNo: string): Promise<InvoiceRow[]> {
  const page = await requestTable<InvoiceRow>({ method: 'GET', url: INVOICE_URLS.page, data: { page: 1, pageSize: 20, 'invoiceNo.equals': invoiceNo } });
  return [...page.data];
}
