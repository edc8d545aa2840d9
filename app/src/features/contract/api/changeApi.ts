/**
 * The calls of 合同变更 (spec 02 §7 change-head; issue 8): the change requests under
 * /purchase/api/v1/contract/change-head (list, detail with its diff, save, submit, delete, the file
 * download) and the contracts in force a change may be raised on. Failures show the gateway's message
 * through the call layer (a 422 `第N行：…`, a change already open …); a 409 on save is left to the editor.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { ContractChangeDetail, ContractChangeRow, ContractChangeSaveBody, ContractChangeSaveResult, DocumentMoveResult } from '@srm/gateway/api';
import { request, requestBlob, requestEnvelope, requestPage, requestTable, type CallOptions, type DownloadedFile } from '../../../api/http';
import { CONTRACT_HEAD_URL } from './contractApi';
import { changeableContractsBody, changeListBody } from './listBodies';
import type { ChangeableContract } from './rows';

export const CHANGE_HEAD_URL = '/purchase/api/v1/contract/change-head';

/** One page of change requests (POST change-head/custom-page). */
export async function fetchChangePage(params: TableRequestParams): Promise<TableRequestResult<ContractChangeRow>> {
  return requestTable<ContractChangeRow>({ url: `${CHANGE_HEAD_URL}/custom-page`, data: changeListBody(params) });
}

/** The proposal, the contract it changes and the diff against the contract as it stands (GET change-head/detail?id=). */
export function fetchChangeDetail(id: number, options?: CallOptions): Promise<ContractChangeDetail> {
  return request<ContractChangeDetail>({ method: 'GET', url: `${CHANGE_HEAD_URL}/detail`, params: { id } }, options);
}

/**
 * POST change-head/save: a new draft change (no id) or an update (id and version); answers 保存成功.
 * A 409 (saved by someone else first) is not shown here: the editor shows it and offers to reload.
 */
export async function saveChange(body: ContractChangeSaveBody): Promise<{ data: ContractChangeSaveResult; message: string }> {
  const envelope = await requestEnvelope<ContractChangeSaveResult>({ url: `${CHANGE_HEAD_URL}/save`, data: body }, { allowedCodes: [409] });
  return { data: envelope.data, message: envelope.message };
}

/** PUT change-head/submit {id, version}: draft, rejected or conflicting → 审批中 (提交成功). */
export async function submitChange(id: number, version: number): Promise<{ data: DocumentMoveResult; message: string }> {
  const envelope = await requestEnvelope<DocumentMoveResult>({ method: 'PUT', url: `${CHANGE_HEAD_URL}/submit`, data: { id, version } });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE change-head/deleteByIds: all or nothing (删除成功). */
export async function deleteChanges(ids: readonly number[]): Promise<{ message: string }> {
  const envelope = await requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: `${CHANGE_HEAD_URL}/deleteByIds`, data: [...ids] });
  return { message: envelope.message };
}

/** The newest file bound to a change (GET change-head/doDownLoadFile?id=); 附件不存在 when it has none. */
export function downloadChangeFile(id: number): Promise<DownloadedFile> {
  return requestBlob({ method: 'GET', url: `${CHANGE_HEAD_URL}/doDownLoadFile`, params: { id } });
}

/** One page of the contracts a change may be raised on (contract list in SIGN, PIGEONHOLE_E, PIGEONHOLE), for a remote select. */
export async function fetchChangeableContracts(keyword: string, page: number, pageSize: number, signal?: AbortSignal): Promise<{ options: ChangeableContract[]; total: number }> {
  const result = await requestPage<ChangeableContract>({ url: `${CONTRACT_HEAD_URL}/custom-page`, data: changeableContractsBody(keyword, page, pageSize), signal }, { silent: true });
  return { options: result.list, total: result.total };
}
