/**
 * The buyer's actions of 供应商准入 and 供应商档案 (issue 22): save and submit an admission, put a
 * supplier on the blacklist, and the supplier lookup of the admission dialog. A save's or a
 * blacklisting's refusal (400, 409 stale, 422 供应商 X 已有未完成的准入申请 …) is not shown by the call
 * layer: the dialog shows it in place. A submit's refusal is shown by the call layer.
 */
import type { AdmissionSaveBody, AdmissionSaved, AdmissionSubmitBody, BlacklistBody, Supplier, SupplierSaved, SupplierStatus } from '@srm/gateway/api';
import type { CallFailure } from '../../../api/callFailure';
import { request, requestEnvelope } from '../../../api/http';

const API = '/supplier/api/v1';

/** The refusals a dialog shows itself. */
export const DIALOG_FAILURE_CODES = [400, 409, 422] as const;

/** Whether the gateway refused with `code` (the HTTP status or the envelope's code). */
export function answered(failure: CallFailure, code: number): boolean {
  return failure.status === code || failure.code === code;
}

/** The supplier statuses an admission can be applied for: 1 待准入, 4 审批驳回, 7 失效. */
export const ADMITTABLE_STATUSES: readonly SupplierStatus[] = [1, 4, 7];

/** An answer and the gateway's own message for it (新增成功, 已提交OA审批, 已加入黑名单 …). */
export interface AdmissionCallResult<T> {
  data: T;
  message: string;
}

async function withMessage<T>(url: string, data: unknown, allowedCodes: readonly number[] = []): Promise<AdmissionCallResult<T>> {
  const envelope = await requestEnvelope<T>({ url, data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/**
 * POST /supplier/info/getListByName {name}: the suppliers whose name contains the term (at most 50),
 * keeping only those an admission can be applied for (status 1, 4 or 7).
 */
export async function fetchAdmittableSuppliers(name: string, signal?: AbortSignal): Promise<Supplier[]> {
  const term = name.trim();
  const rows = await request<Supplier[]>({ url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
  return rows.filter((row) => ADMITTABLE_STATUSES.includes(row.financialStatus));
}

/** POST .../admission/save: without id a new admission (supplier:admission:add), with id and version an edit (supplier:admission:edit). */
export function saveAdmission(body: AdmissionSaveBody): Promise<AdmissionCallResult<AdmissionSaved>> {
  return withMessage<AdmissionSaved>(`${API}/admission/save`, body, DIALOG_FAILURE_CODES);
}

/** POST .../admission/submit {id, version} (supplier:admission:submit): to OA (已提交OA审批). */
export function submitAdmission(body: AdmissionSubmitBody): Promise<AdmissionCallResult<AdmissionSaved>> {
  return withMessage<AdmissionSaved>(`${API}/admission/submit`, body);
}

/** POST .../supplier/blacklist {id, version, reason, untilDate} (supplier:info:blacklist): 已加入黑名单. */
export function blacklistSupplier(body: BlacklistBody): Promise<AdmissionCallResult<SupplierSaved>> {
  return withMessage<SupplierSaved>(`${API}/supplier/blacklist`, body, DIALOG_FAILURE_CODES);
}
