/**
 * 资质证照's writes and to-dos (issue 22) under /supplier/api/v1/qualification: save (新增/编辑), delete,
 * the expiring and expired certificates, the supplier lookup of the dialog, and the file calls of the
 * certificate's attachment (sys_file bizType `qualification`, bizKey the certificate's id; a new
 * certificate's upload is unbound and bound by its save). A save's 400 (有效期止不能早于有效期起 …) and 409
 * are not shown by the call layer: the dialog shows them in place.
 */
import { createFileClient } from '@srm/design-system';
import type { QualificationExpiring, QualificationSaveBody, QualificationSaved, Supplier } from '@srm/gateway/api';
import { request, requestEnvelope } from '../../../api/http';
import { tokenAtom } from '../../../state/session';
import { appStore } from '../../../state/store';

const API = '/supplier/api/v1/qualification';

/** The sys_file bizType of a certificate's file (the gateway's rule: readable by who sees the certificate). */
export const QUALIFICATION_FILE_BIZ_TYPE = 'qualification';

/** The refusals the dialog shows itself. */
export const QUALIFICATION_DIALOG_CODES = [400, 409] as const;

/** The gateway's file calls for the certificate's attachment, with the signed-in user's bearer token. */
export const qualificationFileClient = createFileClient({
  headers: (): Record<string, string> => {
    const token = appStore.get(tokenAtom);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});

/** An answer and the gateway's own message for it (新增成功, 修改成功, 删除成功). */
export interface QualificationCallResult<T> {
  data: T;
  message: string;
}

/** POST .../save: without id a new certificate (supplier:qualification:add), with id and version an edit (:edit). */
export async function saveQualification(body: QualificationSaveBody): Promise<QualificationCallResult<QualificationSaved>> {
  const envelope = await requestEnvelope<QualificationSaved>({ url: `${API}/save`, data: body }, { allowedCodes: QUALIFICATION_DIALOG_CODES });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE .../deleteByIds?ids= (supplier:qualification:delete): all or nothing. */
export async function deleteQualifications(ids: readonly number[]): Promise<QualificationCallResult<{ deleted: number }>> {
  const envelope = await requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: `${API}/deleteByIds`, params: { ids: ids.join(',') } });
  return { data: envelope.data, message: envelope.message };
}

/** GET .../expiring: the certificates within 30 days of expiry or expired (by validTo, at most 200), and a supplier user's own supplier. */
export function fetchExpiringQualifications(): Promise<QualificationExpiring> {
  return request<QualificationExpiring>({ method: 'GET', url: `${API}/expiring` });
}

/** POST /supplier/info/getListByName {name}: the suppliers whose name contains the term (at most 50). */
export function fetchQualificationSuppliers(name: string, signal?: AbortSignal): Promise<Supplier[]> {
  const term = name.trim();
  return request<Supplier[]>({ url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
}
