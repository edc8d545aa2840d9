/**
 * 付款申请 and 预付款 (issue 25): the payments of /purchase/api/v1/payment-settle-head (list, detail,
 * save, delete, 提交, 取消, 同步EBS状态) and the prepayments of /demand/api/v1/prepayment-head (list,
 * save, delete, 提交, 取消; the spec lists them under demand). A save's refusal is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import { request, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { withMessage, type SettlementCallResult } from './invoiceApi';
import type { PaymentDetail, PaymentRow, PaymentSaveBody, PrepaymentRow, PrepaymentSaveBody } from './invoiceTypes';

export const PAYMENT_API = '/purchase/api/v1/payment-settle-head';
export const PREPAYMENT_API = '/demand/api/v1/prepayment-head';

export const PAYMENT_URLS = {
  page: `${PAYMENT_API}/page`,
  prepaymentPage: `${PREPAYMENT_API}/page`,
} as const;

const table = <T>(url: string, params: TableRequestParams) => requestTable<T>({ method: 'GET', url, data: toListBody(params) as { page?: number; pageSize?: number } });

/** GET …/payment-settle-head/page with the list's filters. */
export function fetchPaymentPage(params: TableRequestParams): Promise<TableRequestResult<PaymentRow>> {
  return table<PaymentRow>(PAYMENT_URLS.page, params);
}

/** GET …/payment-settle-head/detail?id=: the payment, its invoices and its prepayments. */
export function fetchPaymentDetail(id: number): Promise<PaymentDetail> {
  return request<PaymentDetail>({ method: 'GET', url: `${PAYMENT_API}/detail`, data: { id } });
}

/** POST …/payment-settle-head/save (payment:add / payment:edit). */
export function savePayment(body: PaymentSaveBody): Promise<SettlementCallResult<{ id: number; paymentNo: string; version: number }>> {
  return withMessage<{ id: number; paymentNo: string; version: number }>('POST', `${PAYMENT_API}/save`, { data: body }, [400, 409, 422]);
}

/** DELETE …/payment-settle-head?ids= (new only). */
export function deletePayments(ids: readonly number[]): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('DELETE', PAYMENT_API, { params: { ids: [...ids] } });
}

export type DocumentMove = 'submit' | 'cancel';

/** POST …/payment-settle-head/submit or /cancel { id, version }. */
export function movePayment(move: DocumentMove, row: Pick<PaymentRow, 'id' | 'version'>): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('POST', `${PAYMENT_API}/${move}`, { data: { id: row.id, version: row.version } });
}

/** GET …/payment-settle-head/syncEbsStatus?id= (payment:sync). */
export function syncPaymentEbsStatus(id: number): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('GET', `${PAYMENT_API}/syncEbsStatus`, { params: { id } });
}

/** GET …/prepayment-head/page with the list's filters. */
export function fetchPrepaymentPage(params: TableRequestParams): Promise<TableRequestResult<PrepaymentRow>> {
  return table<PrepaymentRow>(PAYMENT_URLS.prepaymentPage, params);
}

/** The supplier's submitted prepayments (…/prepayment-head/page, status submitted; a payment applies them in any org), for the payment dialog. */
export async function fetchApplicablePrepayments(supplierSn: string): Promise<PrepaymentRow[]> {
  const page = await requestTable<PrepaymentRow>({
    method: 'GET',
    url: PAYMENT_URLS.prepaymentPage,
    data: { page: 1, pageSize: 100, 'supplierSn.equals': supplierSn, 'status.equals': 'submitted' },
  });
  return [...page.data];
}

/** POST …/prepayment-head/save (payment:prepay:add). */
export function savePrepayment(body: PrepaymentSaveBody): Promise<SettlementCallResult<{ id: number; prepayNo: string; version: number }>> {
  return withMessage<{ id: number; prepayNo: string; version: number }>('POST', `${PREPAYMENT_API}/save`, { data: body }, [400, 409, 422]);
}

/** DELETE …/prepayment-head?ids= (new only). */
export function deletePrepayments(ids: readonly number[]): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('DELETE', PREPAYMENT_API, { params: { ids: [...ids] } });
}

/** POST …/prepayment-head/submit or /cancel { id, version }. */
export function movePrepayment(move: DocumentMove, row: Pick<PrepaymentRow, 'id' | 'version'>): Promise<SettlementCallResult<unknown>> {
  return withMessage<unknown>('POST', `${PREPAYMENT_API}/${move}`, { data: { id: row.id, version: row.version } });
}
