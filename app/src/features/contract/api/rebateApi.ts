/**
 * The calls of 返利协议 (spec 02 §7 head/rebate_company, /purchase/api/v1/contract/head/rebate_company).
 * Failures show the gateway's message through the call layer, except a save's 409 (stale version),
 * which the page shows with a reload offered.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { DocumentMoveResult, RebateCompanySaveBody } from '@srm/gateway/api';
import { request, requestEnvelope, requestPage, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { CONTRACT_HEAD_URL } from './contractApi';
import type { RebateAgreement } from './rows';

export const REBATE_COMPANY_URL = `${CONTRACT_HEAD_URL}/rebate_company`;

/** One page of agreements (POST rebate_company/custom-page). */
export async function fetchRebatePage(params: TableRequestParams): Promise<TableRequestResult<RebateAgreement>> {
  return requestTable<RebateAgreement>({ url: `${REBATE_COMPANY_URL}/custom-page`, data: toListBody(params) });
}

/** One agreement with its linked contracts (GET rebate_company/detail?id=). */
export function fetchRebateDetail(id: number): Promise<RebateAgreement> {
  return request<RebateAgreement>({ method: 'GET', url: `${REBATE_COMPANY_URL}/detail`, params: { id } });
}

/** POST rebate_company/save (保存成功); a 409 is left to the caller (not shown here). */
export async function saveRebate(body: RebateCompanySaveBody): Promise<{ data: { id: number; version: number }; message: string }> {
  const envelope = await requestEnvelope<{ id: number; version: number }>({ url: `${REBATE_COMPANY_URL}/save`, data: body }, { allowedCodes: [409] });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE rebate_company/deleteByIds: new agreements only, all or nothing (删除成功). */
export async function deleteRebates(ids: readonly number[]): Promise<{ message: string }> {
  const envelope = await requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: `${REBATE_COMPANY_URL}/deleteByIds`, data: { ids: [...ids] } });
  return { message: envelope.message };
}

/** The moves of an agreement: submit (提交成功), withdraw (撤回成功), invalid (作废成功); PUT {id, version}. */
export type RebateMove = 'submit' | 'withdraw' | 'invalid';

export async function moveRebate(move: RebateMove, body: { id: number; version: number }): Promise<{ data: DocumentMoveResult; message: string }> {
  const envelope = await requestEnvelope<DocumentMoveResult>({ method: 'PUT', url: `${REBATE_COMPANY_URL}/${move}`, data: body });
  return { data: envelope.data, message: envelope.message };
}

/** A contract an agreement may be linked to. */
export interface LinkableContract {
  id: number;
  contractNo: string;
  contractName: string;
}

/** The supplier's contracts in the org (contract/head custom-page, newest first, at most 100). */
export async function fetchSupplierContracts(supplierSn: string, orgCode: string): Promise<LinkableContract[]> {
  const page = await requestPage<LinkableContract>(
    { url: `${CONTRACT_HEAD_URL}/custom-page`, data: { page: 1, pageSize: 100, 'supplierSn.equals': supplierSn, 'orgCode.equals': orgCode, sort: 'id,desc' } },
    { silent: true },
  );
  return page.list;
}
