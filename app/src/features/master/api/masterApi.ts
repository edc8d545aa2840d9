/**
 * The master-data lists (issue 21): GET .../page of the list engine with the search form's filter keys
 * (`matName.contains` …), page, pageSize and sort (api/listQuery.ts). Materials and customers are the
 * lookups' routes; quality indices, unit conversions and tax rates the master area's.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  CategoryTreeNode,
  Customer,
  LookupPage,
  MasterSaved,
  MasterSyncSubmitted,
  Material,
  MaterialDetail,
  MaterialSaveBody,
  MaterialTaxRate,
  MaterialWithVersion,
  QualityIndex,
  QualityIndexSaveBody,
  TaxRate,
  Unit,
  UnitConvert,
  UnitConvertSaveBody,
} from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

export const MASTER_LIST_URLS = {
  material: '/system/material/page',
  qualityIndex: '/system/quality-index/page',
  unitConvert: '/system/unit-convert/page',
  taxRate: '/system/materialsTaxRate/page',
  customer: '/system/customer/page',
} as const;

function listOf<T>(url: string) {
  return (params: TableRequestParams): Promise<TableRequestResult<T>> => requestTable<T>({ method: 'GET', url, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchMaterialPage = listOf<Material>(MASTER_LIST_URLS.material);
export const fetchQualityIndexPage = listOf<QualityIndex>(MASTER_LIST_URLS.qualityIndex);
export const fetchUnitConvertPage = listOf<UnitConvert>(MASTER_LIST_URLS.unitConvert);
export const fetchTaxRatePage = listOf<MaterialTaxRate>(MASTER_LIST_URLS.taxRate);
export const fetchCustomerPage = listOf<Customer>(MASTER_LIST_URLS.customer);

/** GET /system/material/detail/:id: the material with its quality standards, unit conversions and tax rates. */
export function fetchMaterialDetail(id: number): Promise<MaterialDetail> {
  return request<MaterialDetail>({ method: 'GET', url: `/system/material/detail/${id}` });
}

/** A saved master record and the gateway's own message for it (新增成功, 修改成功). */
export interface MasterSaveResult {
  data: MasterSaved;
  message: string;
}

/**
 * POST /system/quality-index/save: without id a new index, with id and version an update. A 409 (the
 * index changed since it was read) is not shown by the call layer: the dialog shows it in place.
 */
export async function saveQualityIndex(body: QualityIndexSaveBody): Promise<MasterSaveResult> {
  const envelope = await requestEnvelope<MasterSaved>({ url: '/system/quality-index/save', data: body }, { allowedCodes: [409] });
  return { data: envelope.data, message: envelope.message };
}

/** POST /system/unit-convert/save: as the quality-index save (a 409 is shown by the dialog). */
export async function saveUnitConvert(body: UnitConvertSaveBody): Promise<MasterSaveResult> {
  const envelope = await requestEnvelope<MasterSaved>({ url: '/system/unit-convert/save', data: body }, { allowedCodes: [409] });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE /system/materialsTaxRate/deleteByIds?ids= (master:tax-rate:delete): the gateway's message. */
export async function deleteTaxRates(ids: readonly number[]): Promise<string> {
  const envelope = await requestEnvelope<unknown>({ method: 'DELETE', url: '/system/materialsTaxRate/deleteByIds', params: { ids: ids.join(',') } });
  return envelope.message;
}

/** The ERP pulls through the outbox (gateway modules/master/erp-sync.ts): each answers at once with its message. */
export const MASTER_SYNC_URLS = {
  material: '/system/material/syncMaterial',
  taxRate: '/system/materialsTaxRate/sync',
} as const;

/** POST one of MASTER_SYNC_URLS: the gateway's message (已提交同步…), or the failure the call layer showed. */
export async function requestMasterSync(kind: keyof typeof MASTER_SYNC_URLS): Promise<string> {
  const envelope = await requestEnvelope<MasterSyncSubmitted>({ url: MASTER_SYNC_URLS[kind] });
  return envelope.message;
}

/** GET /system/material/getByCode?matCode=: the material with its version (for 编辑), within the caller's categories. */
export function fetchMaterialByCode(matCode: string): Promise<MaterialWithVersion> {
  return request<MaterialWithVersion>({ method: 'GET', url: '/system/material/getByCode', params: { matCode } });
}

/** POST /system/material/save: as the quality-index save (a 409 is shown by the dialog). */
export async function saveMaterial(body: MaterialSaveBody): Promise<MasterSaveResult> {
  const envelope = await requestEnvelope<MasterSaved>({ url: '/system/material/save', data: body }, { allowedCodes: [409] });
  return { data: envelope.data, message: envelope.message };
}

/** What the material form chooses from: the caller's category tree, the units and the tax rates. */
export interface MaterialFormLookups {
  categories: CategoryTreeNode[];
  units: Unit[];
  taxRates: TaxRate[];
}

/** POST /system/category/tree {onlyMine}, GET /system/unit/page and /system/tax-rate/page (all rows). */
export async function fetchMaterialFormLookups(): Promise<MaterialFormLookups> {
  const all = { page: 1, pageSize: 9999 };
  const [categories, units, taxRates] = await Promise.all([
    request<CategoryTreeNode[]>({ url: '/system/category/tree', data: { onlyMine: true } }),
    request<LookupPage<Unit>>({ method: 'GET', url: '/system/unit/page', params: all }),
    request<LookupPage<TaxRate>>({ method: 'GET', url: '/system/tax-rate/page', params: all }),
  ]);
  return { categories, units: units.result, taxRates: taxRates.result };
}
