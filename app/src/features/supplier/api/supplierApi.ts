/**
 * The supplier area (issue 22) under /supplier/api/v1: the lists of the list engine (`name.contains`,
 * `sn.equals` …, page, pageSize, sort; api/listQuery.ts), a supplier's detail and its save, and the
 * supplier-type lookups the form chooses from.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  SupplierAdmissionRow,
  SupplierArchiveRow,
  SupplierBigType,
  SupplierDetail,
  SupplierInquiryRow,
  SupplierQualificationRow,
  SupplierSaveBody,
  SupplierSaved,
  SupplierSmallType,
} from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

const API = '/supplier/api/v1';

export const SUPPLIER_LIST_URLS = {
  supplier: `${API}/supplier/page`,
  admission: `${API}/admission/page`,
  qualification: `${API}/qualification/page`,
  licence: `${API}/licence/page`,
  inquiry: `${API}/inquiry/page`,
} as const;

function listOf<T>(url: string) {
  return (params: TableRequestParams): Promise<TableRequestResult<T>> => requestTable<T>({ method: 'GET', url, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchSupplierPage = listOf<SupplierArchiveRow>(SUPPLIER_LIST_URLS.supplier);
export const fetchAdmissionPage = listOf<SupplierAdmissionRow>(SUPPLIER_LIST_URLS.admission);
export const fetchQualificationPage = listOf<SupplierQualificationRow>(SUPPLIER_LIST_URLS.qualification);
export const fetchLicencePage = listOf<SupplierQualificationRow>(SUPPLIER_LIST_URLS.licence);
export const fetchInquiryPage = listOf<SupplierInquiryRow>(SUPPLIER_LIST_URLS.inquiry);

/** GET .../supplier/detail?id=: the supplier with its type names, contacts, bank accounts, addresses and blacklist entries. */
export function fetchSupplierDetail(id: number): Promise<SupplierDetail> {
  return request<SupplierDetail>({ method: 'GET', url: `${API}/supplier/detail`, params: { id } });
}

/** GET /supplier/info/bigType: the big supplier types. */
export function fetchSupplierBigTypes(): Promise<SupplierBigType[]> {
  return request<SupplierBigType[]>({ method: 'GET', url: '/supplier/info/bigType' });
}

/** GET /supplier/info/smallType?bigNum=: the small types of a big type. */
export function fetchSupplierSmallTypes(bigNum: string): Promise<SupplierSmallType[]> {
  return request<SupplierSmallType[]>({ method: 'GET', url: '/supplier/info/smallType', params: { bigNum } });
}

/** A saved supplier and the gateway's own message for it (保存成功). */
export interface SupplierSaveResult {
  data: SupplierSaved;
  message: string;
}

/**
 * POST .../supplier/save: without id a new supplier (supplier:info:add), with id and version an edit
 * (supplier:info:edit). A 400 (第1个联系人：手机号有误, 统一社会信用代码有误…) and a 409 (changed since it was
 * read) are not shown by the call layer: the dialog shows them in place.
 */
export async function saveSupplier(body: SupplierSaveBody): Promise<SupplierSaveResult> {
  const envelope = await requestEnvelope<SupplierSaved>({ url: `${API}/supplier/save`, data: body }, { allowedCodes: [400, 409] });
  return { data: envelope.data, message: envelope.message };
}
