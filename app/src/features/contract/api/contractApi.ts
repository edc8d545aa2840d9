/**
 * The calls of the contract screens (spec 02 §7, /purchase/api/v1/contract/head). Failures show the
 * gateway's message through the call layer (a 409 stale version, a 422 forbidden move …).
 */
import type { ContractBatchBody, ContractMergePreview, ContractMergeResult, ContractStatusBody, ContractStatusChange } from '@srm/gateway/api';
import type { ContractSaveBody, ContractSaveResult, Currency, FileInfo, Material, Supplier } from '@srm/gateway/api';
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import { exportTask, requestEnvelope, requestPage, requestTable } from '../../../api/http';
import { contractListBody, strategicListBody } from './listBodies';
import type { ContractListItem } from './rows';
import type {
  ContractDetail,
  ContractExeStatus,
  ContractExeStatusResult,
  ContractSealSubmitBody,
  ContractSealSubmitResult,
  ContractSupplierSealResult,
  ContractStatusTimeline,
  ContractSyncSubmitted,
  ContractSyncTimeline,
  PageData,
  PrintTemplate,
  StrategicContract,
} from '@srm/gateway/api';
import { request, requestBlob, type CallOptions } from '../../../api/http';

export const CONTRACT_HEAD_URL = '/purchase/api/v1/contract/head';
const LIST_URL = `${CONTRACT_HEAD_URL}/custom-page`;

/** One page of contracts (POST custom-page). */
export async function fetchContractPage(params: TableRequestParams, options?: CallOptions): Promise<TableRequestResult<ContractListItem>> {
  return requestTable<ContractListItem>({ url: LIST_URL, data: contractListBody(params) }, options);
}

/** A buyer's move (PUT head/status): the contract's new status and version, and the gateway's message. */
export async function changeContractStatus(body: ContractStatusBody): Promise<{ data: ContractStatusChange; message: string }> {
  const envelope = await requestEnvelope<ContractStatusChange>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/status`, data: body });
  return { data: envelope.data, message: envelope.message };
}

/**
 * What a batch action sends: the ticked ids, or, for the whole result selected, the list body of the
 * search (contractListBody) with the rows unticked afterwards; the gateway resolves the query itself.
 */
export type ContractBatchSelection = number[] | Extract<ContractBatchBody, { query: unknown }>;

const batchBody = (selection: ContractBatchSelection): ContractBatchBody => (Array.isArray(selection) ? { ids: selection } : selection);

/** PUT head/batch-close (ids or a query): all or nothing; answers 已关闭N个合同. */
export async function batchCloseContracts(selection: ContractBatchSelection): Promise<{ data: { closed: number }; message: string }> {
  const envelope = await requestEnvelope<{ closed: number }>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/batch-close`, data: batchBody(selection) });
  return { data: envelope.data, message: envelope.message };
}

/** The list's export as a download task (the list call's url and filters, page 1). */
export function exportContracts(params: TableRequestParams, fileName: string): Promise<{ id: number; fileName: string }> {
  return exportTask({ url: LIST_URL, data: contractListBody(params) }, { fileName });
}

// ---- contract detail, batch copy, seal, execution, ERP sync and strategic contracts (detail view) ----

/** The document with what the caller may do with it (GET head/detail?id=). */
export function fetchContractDetail(id: number, options?: CallOptions): Promise<ContractDetail> {
  return request<ContractDetail>({ method: 'GET', url: `${CONTRACT_HEAD_URL}/detail`, params: { id } }, options);
}

/** Every status change and callback of a contract, oldest first (GET head/status-log?id=). */
export function fetchContractStatusLog(id: number, options?: CallOptions): Promise<ContractStatusTimeline> {
  return request<ContractStatusTimeline>({ method: 'GET', url: `${CONTRACT_HEAD_URL}/status-log`, params: { id } }, options);
}

/** The contract's ERP messages, newest first, each with its attempts (GET head/sync-log?id=). */
export function fetchContractSyncLog(id: number, options?: CallOptions): Promise<ContractSyncTimeline> {
  return request<ContractSyncTimeline>({ method: 'GET', url: `${CONTRACT_HEAD_URL}/sync-log`, params: { id } }, options);
}

/** POST head/batch-copy (ids or a query): new drafts copied from the contracts; answers their ids and 复制成功. */
export async function batchCopyContracts(selection: ContractBatchSelection): Promise<{ data: { ids: number[] }; message: string }> {
  const envelope = await requestEnvelope<{ ids: number[] }>({ method: 'POST', url: `${CONTRACT_HEAD_URL}/batch-copy`, data: batchBody(selection) });
  return { data: envelope.data, message: envelope.message };
}

/** PUT head/signet/submit {id, version}: sends the contract to the seal system. */
export async function submitContractSignet(body: ContractSealSubmitBody): Promise<{ data: ContractSealSubmitResult; message: string }> {
  const envelope = await requestEnvelope<ContractSealSubmitResult>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/signet/submit`, data: body });
  return { data: envelope.data, message: envelope.message };
}

/** PUT head/signet/supplier-seal {id, version}: a supplier's user seals its contract (SENT → 待采购方盖章, or completes it). */
export async function sealContractAsSupplier(body: ContractSealSubmitBody): Promise<{ data: ContractSupplierSealResult; message: string }> {
  const envelope = await requestEnvelope<ContractSupplierSealResult>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/signet/supplier-seal`, data: body });
  return { data: envelope.data, message: envelope.message };
}

/** PUT head/exe-status {ids, exeStatus}: signed contracts only, forward only, all or nothing. */
export async function changeContractExeStatus(ids: number[], exeStatus: ContractExeStatus): Promise<{ data: ContractExeStatusResult; message: string }> {
  const envelope = await requestEnvelope<ContractExeStatusResult>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/exe-status`, data: { ids, exeStatus } });
  return { data: envelope.data, message: envelope.message };
}

const SYNC_URL = '/purchase/api/v1/contract/handleSync';

/** GET handleSync/sendHandleSync?id=: a new message of the contract to the ERP (同步任务已提交). */
export async function sendContractSync(id: number): Promise<{ data: ContractSyncSubmitted; message: string }> {
  const envelope = await requestEnvelope<ContractSyncSubmitted>({ method: 'GET', url: `${SYNC_URL}/sendHandleSync`, params: { id } });
  return { data: envelope.data, message: envelope.message };
}

/** POST handleSync/resend {logId}: a new round of attempts for a failed message (已重新提交同步). */
export async function resendContractSync(logId: number): Promise<{ data: ContractSyncSubmitted; message: string }> {
  const envelope = await requestEnvelope<ContractSyncSubmitted>({ method: 'POST', url: `${SYNC_URL}/resend`, data: { logId } });
  return { data: envelope.data, message: envelope.message };
}

/** One page of strategic contracts with their called-off and residual quantities (POST head/page-strategic). */
export async function fetchStrategicPage(params: TableRequestParams): Promise<TableRequestResult<StrategicContract>> {
  return requestTable<StrategicContract>({ url: `${CONTRACT_HEAD_URL}/page-strategic`, data: { ...strategicListBody(params) } });
}

/** The enabled contract print templates (GET /system/print/templates, bizType contract). */
export async function fetchContractPrintTemplates(): Promise<PrintTemplate[]> {
  const page = await request<PageData<PrintTemplate>>({ method: 'GET', url: '/system/print/templates', params: { bizType: 'contract', pageSize: 50 } });
  return page.result;
}

/** The PDF of a contract filled into a print template (POST /system/print/pdf). */
export async function fetchContractPdf(id: number, templateId: number): Promise<Blob> {
  const file = await requestBlob({ method: 'POST', url: '/system/print/pdf', data: { bizId: id, templateId, templateType: 'print', previewOrDownLoad: 'preview' } });
  return file.blob;
}

/**
 * 生成并上传 of the print preview: the contract filled into a print template, printed to PDF and stored
 * as one of its attachments (POST /system/print/createAndUpload; bizType `bizType`, bizKey the contract id).
 */
export async function uploadContractPrint(id: number, templateId: number, bizType: string): Promise<FileInfo> {
  return request<FileInfo>({
    url: '/system/print/createAndUpload',
    data: { bizId: id, templateId, templateType: 'print', printType: 'pdf', bizType, bizKey: String(id), module: 'contract' },
  });
}

// --- the contract editor (features/contract/editor) -------------------------------------------

/**
 * POST head/save: the whole document (新增成功 / 修改成功). A 409 (someone else saved first) is not
 * shown here: the editor shows the gateway's message and offers to reload.
 */
export async function saveContract(body: ContractSaveBody): Promise<{ data: ContractSaveResult; message: string }> {
  const envelope = await requestEnvelope<ContractSaveResult>({ url: `${CONTRACT_HEAD_URL}/save`, data: body }, { allowedCodes: [409] });
  return { data: envelope.data, message: envelope.message };
}

/** One page of suppliers for the remote select (list engine supplier/confirm/base/page, name contains). */
export async function fetchSupplierOptions(keyword: string, page: number, pageSize: number, signal?: AbortSignal): Promise<{ options: Supplier[]; total: number }> {
  const term = keyword.trim();
  const result = await requestPage<Supplier>(
    { url: '/supplier/confirm/base/page', data: { page, pageSize, ...(term ? { 'name.contains': term } : {}) }, signal },
    { silent: true },
  );
  return { options: result.list, total: result.total };
}

/** One page of materials for a line's remote select (GET /system/material/page, name contains, Active). */
export async function fetchMaterialOptions(keyword: string, page: number, pageSize: number, signal?: AbortSignal): Promise<{ options: Material[]; total: number }> {
  const term = keyword.trim();
  const result = await requestPage<Material>(
    { method: 'GET', url: '/system/material/page', data: { page, pageSize, ...(term ? { 'matName.contains': term } : {}) }, signal },
    { silent: true },
  );
  return { options: result.list, total: result.total };
}

/** The currencies and payment terms for the head's selects (finance lookups, one page of 100). */
export async function fetchCurrencies(): Promise<Currency[]> {
  return (await requestPage<Currency>({ method: 'GET', url: '/system/currency/page', data: { page: 1, pageSize: 100 } }, { silent: true })).list;
}

export async function fetchPayTerms(): Promise<{ payTermsCode: string; payTermsName: string }[]> {
  return (await requestPage<{ payTermsCode: string; payTermsName: string }>({ method: 'GET', url: '/system/pay-terms/page', data: { page: 1, pageSize: 100 } }, { silent: true })).list;
}

/**
 * 生成合同: the contract filled into its contract template and stored as one of its attachments
 * (POST /system/print/createAndUpload, templateType contract; the template follows the contract category).
 */
export async function generateContractFile(id: number, bizType: string, templateId?: number | null): Promise<FileInfo> {
  return request<FileInfo>({
    url: '/system/print/createAndUpload',
    data: { bizId: id, templateType: 'contract', printType: 'pdf', actionType: 'upload', bizType, bizKey: String(id), ...(templateId ? { templateId } : {}) },
  });
}

// --- 合并合同 (features/contract/merge) ----------------------------------------------------------

/**
 * POST head/merge-preview {ids}: the would-be merged draft (head, lines, totals); writes nothing. A
 * refusal (422: not drafts, a differing supplier, org, category …) is not shown here: the dialog shows
 * the gateway's message.
 */
export function previewContractMerge(ids: readonly number[]): Promise<ContractMergePreview> {
  return request<ContractMergePreview>({ url: `${CONTRACT_HEAD_URL}/merge-preview`, data: { ids: [...ids] } }, { allowedCodes: [422] });
}

/** POST head/merge {ids}: the new draft; the sources become 作废 (已将N个合同合并为合同…). */
export async function mergeContracts(ids: readonly number[]): Promise<{ data: ContractMergeResult; message: string }> {
  const envelope = await requestEnvelope<ContractMergeResult>({ url: `${CONTRACT_HEAD_URL}/merge`, data: { ids: [...ids] } });
  return { data: envelope.data, message: envelope.message };
}
