/**
 * The calls of the contract screens (spec 02 §7, /purchase/api/v1/contract/head). Failures show the
 * gateway's message through the call layer (a 409 stale version, a 422 forbidden move …).
 */
import type { ContractStatusBody, ContractStatusChange } from '@srm/gateway/contract';
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import { exportTask, requestEnvelope, requestPage } from '../../../api/http';
import { contractListBody, type ContractListItem } from '../list/contractList';

export const CONTRACT_HEAD_URL = '/purchase/api/v1/contract/head';
const LIST_URL = `${CONTRACT_HEAD_URL}/custom-page`;

/** One page of contracts (POST custom-page). */
export async function fetchContractPage(params: TableRequestParams): Promise<TableRequestResult<ContractListItem>> {
  const page = await requestPage<ContractListItem>({ url: LIST_URL, data: contractListBody(params) });
  return { data: page.list, total: page.total };
}

/** A buyer's move (PUT head/status): the contract's new status and version, and the gateway's message. */
export async function changeContractStatus(body: ContractStatusBody): Promise<{ data: ContractStatusChange; message: string }> {
  const envelope = await requestEnvelope<ContractStatusChange>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/status`, data: body });
  return { data: envelope.data, message: envelope.message };
}

/** PUT head/batch-close: all or nothing; answers 已关闭N个合同. */
export async function batchCloseContracts(ids: number[]): Promise<{ data: { closed: number }; message: string }> {
  const envelope = await requestEnvelope<{ closed: number }>({ method: 'PUT', url: `${CONTRACT_HEAD_URL}/batch-close`, data: { ids } });
  return { data: envelope.data, message: envelope.message };
}

/** The list's export as a download task (the list call's url and filters, page 1). */
export function exportContracts(params: TableRequestParams, fileName: string): Promise<{ id: number; fileName: string }> {
  return exportTask({ url: LIST_URL, data: contractListBody(params) }, { fileName });
}
