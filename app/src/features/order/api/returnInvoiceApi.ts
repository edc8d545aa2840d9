/**
 * 退货发票 of material orders (issue 26) under /material/api/v1/order/return-invoice: the list (POST page),
 * the pending charges (POST pending-charge/page), details, the purchase orders with shipped quantity and
 * their returnable lines, save, 提交, 修改税率, 重推EBS and 确认 of pending charges. A save's refusal
 * (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  MatReturnableLine,
  MatReturnableOrder,
  MatReturnChargeRow,
  MatReturnChargesConfirmed,
  MatReturnInvoiceDetail,
  MatReturnInvoiceMoved,
  MatReturnInvoiceRow,
  MatReturnInvoiceSaveBody,
  MatReturnInvoiceSaved,
  MatReturnResent,
  MatReturnTaxRateChanged,
} from '@srm/gateway/api';
import { request } from '../../../api/http';
import { fetchOrderTable, orderCall, type OrderCallResult } from './purchaseApi';

export const RETURN_INVOICE_API = '/material/api/v1/order/return-invoice';
export const RETURN_INVOICE_URLS = { page: `${RETURN_INVOICE_API}/page`, chargePage: `${RETURN_INVOICE_API}/pending-charge/page` } as const;

const REFUSALS = [400, 404, 409, 422] as const;

export const fetchReturnInvoicePage = (params: TableRequestParams): Promise<TableRequestResult<MatReturnInvoiceRow>> => fetchOrderTable<MatReturnInvoiceRow>(RETURN_INVOICE_URLS.page, params);
export const fetchReturnChargePage = (params: TableRequestParams): Promise<TableRequestResult<MatReturnChargeRow>> => fetchOrderTable<MatReturnChargeRow>(RETURN_INVOICE_URLS.chargePage, params);

export function fetchReturnInvoiceDetails(id: number): Promise<MatReturnInvoiceDetail> {
  return request<MatReturnInvoiceDetail>({ method: 'GET', url: `${RETURN_INVOICE_API}/details`, data: { id } });
}

export function fetchReturnableOrders(): Promise<MatReturnableOrder[]> {
  return request<MatReturnableOrder[]>({ method: 'GET', url: `${RETURN_INVOICE_API}/returnable-orders` });
}

export function fetchReturnableLines(orderId: number): Promise<MatReturnableLine[]> {
  return request<MatReturnableLine[]>({ method: 'GET', url: `${RETURN_INVOICE_API}/returnable`, data: { orderId } });
}

export function saveReturnInvoice(body: MatReturnInvoiceSaveBody): Promise<OrderCallResult<MatReturnInvoiceSaved>> {
  return orderCall<MatReturnInvoiceSaved>('POST', `${RETURN_INVOICE_API}/save`, { data: body }, REFUSALS);
}

export function commitReturnInvoice(row: Pick<MatReturnInvoiceRow, 'id' | 'version'>): Promise<OrderCallResult<MatReturnInvoiceMoved>> {
  return orderCall<MatReturnInvoiceMoved>('POST', `${RETURN_INVOICE_API}/commit`, { data: { id: row.id, version: row.version } });
}

export function updateReturnTaxRate(row: Pick<MatReturnInvoiceRow, 'id' | 'version'>, taxRate: string): Promise<OrderCallResult<MatReturnTaxRateChanged>> {
  return orderCall<MatReturnTaxRateChanged>('POST', `${RETURN_INVOICE_API}/updateTaxRate`, { data: { id: row.id, version: row.version, taxRate } }, REFUSALS);
}

export function reSendReturnInvoice(row: Pick<MatReturnInvoiceRow, 'id'>): Promise<OrderCallResult<MatReturnResent>> {
  return orderCall<MatReturnResent>('GET', `${RETURN_INVOICE_API}/reSendEBS`, { params: { id: String(row.id) } });
}

export function confirmReturnCharges(rows: readonly Pick<MatReturnChargeRow, 'id' | 'version'>[]): Promise<OrderCallResult<MatReturnChargesConfirmed>> {
  return orderCall<MatReturnChargesConfirmed>('POST', `${RETURN_INVOICE_API}/pending-charge/confirm`, { data: { charges: rows.map((row) => ({ id: row.id, version: row.version })) } });
}
