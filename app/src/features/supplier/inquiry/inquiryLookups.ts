/**
 * The remote selects of the inquiry dialog: materials (POST /system/material/getMaterialList {keyword},
 * Active, within the caller's categories) and invitable suppliers (POST /supplier/info/getListByName
 * {name}, at most 50, only 合格 — financialStatus 3 — may be invited). Silent: a failed search only
 * lists nothing.
 */
import type { Material, Supplier } from '@srm/gateway/api';
import { request } from '../../../api/http';

/** financialStatus 3: 合格, the only suppliers an inquiry may invite. */
export const QUALIFIED_SUPPLIER_STATUS = 3;

export async function searchInquiryMaterials(keyword: string, signal?: AbortSignal): Promise<{ options: Material[] }> {
  const term = keyword.trim();
  const rows = await request<Material[]>({ url: '/system/material/getMaterialList', data: term ? { keyword: term } : {}, signal }, { silent: true });
  return { options: rows };
}

export async function searchInvitableSuppliers(name: string, signal?: AbortSignal): Promise<{ options: Supplier[] }> {
  const term = name.trim();
  const rows = await request<Supplier[]>({ url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
  return { options: rows.filter((row) => row.financialStatus === QUALIFIED_SUPPLIER_STATUS) };
}
