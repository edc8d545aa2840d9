/**
 * The calls of the administration lists (issue 21): 角色管理, 单号规则, 接口日志 (list engine pages of
 * modules/system), 地址管理 (POST /system/address/listAddress) and 打印模板 (list engine of
 * modules/print). Pages go through requestTable; the gateway checks the menus and buttons.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  Address,
  InterfaceLogDetail,
  InterfaceLogRow,
  PrintTemplate,
  RoleRow,
  SerialNumberPreview,
  SerialNumberResetResult,
  SerialNumberRuleRow,
  SerialNumberSaveBody,
  SerialNumberSaved,
} from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

export function fetchRolePage(params: TableRequestParams): Promise<TableRequestResult<RoleRow>> {
  return requestTable<RoleRow>({ method: 'POST', url: '/system/role/custom-page', data: toListBody(params) });
}

export function fetchSerialRulePage(params: TableRequestParams): Promise<TableRequestResult<SerialNumberRuleRow>> {
  return requestTable<SerialNumberRuleRow>({ method: 'POST', url: '/system/serial-number/custom-page', data: toListBody(params) });
}

export function fetchSerialPreview(ruleCode: string): Promise<SerialNumberPreview> {
  return request<SerialNumberPreview>({ method: 'GET', url: '/system/serial-number/preview', params: { ruleCode } });
}

/** 新增 (no id) or 编辑 (id and version) of a 单号规则: the gateway's message (新增成功 / 修改成功) and the row's new version. */
export async function saveSerialRule(body: SerialNumberSaveBody): Promise<SerialNumberSaved & { message: string }> {
  const envelope = await requestEnvelope<SerialNumberSaved>({ method: 'POST', url: '/system/serial-number/save', data: body });
  return { ...envelope.data, message: envelope.message };
}

/** 重置: the counter of the rule's current period starts again; the gateway's message (重置成功) and the next number. */
export async function resetSerialRule(id: number): Promise<SerialNumberResetResult & { message: string }> {
  const envelope = await requestEnvelope<SerialNumberResetResult>({ method: 'POST', url: '/system/serial-number/reset', data: { id } });
  return { ...envelope.data, message: envelope.message };
}

export function fetchInterfaceLogPage(params: TableRequestParams): Promise<TableRequestResult<InterfaceLogRow>> {
  return requestTable<InterfaceLogRow>({ method: 'POST', url: '/system/interface-log/custom-page', data: toListBody(params) });
}

export function fetchInterfaceLogDetail(id: number): Promise<InterfaceLogDetail> {
  return request<InterfaceLogDetail>({ method: 'GET', url: '/system/interface-log/detail', params: { id } });
}

/** 重新推送: the gateway's message (已重新推送). */
export async function retryInterfaceLog(logId: number): Promise<{ message: string }> {
  const envelope = await requestEnvelope<{ logId: number }>({ method: 'POST', url: '/system/interface-log/retry', data: { logId } });
  return { message: envelope.message };
}

/** 地址管理 reads plain keys (queryContent, addressCode), not the list engine's filters. */
export function fetchAddressPage(params: TableRequestParams): Promise<TableRequestResult<Address>> {
  const { page, pageSize, queryContent, addressCode } = toListBody(params);
  return requestTable<Address>({
    method: 'POST',
    url: '/system/address/listAddress',
    data: { page: page as number, pageSize: pageSize as number, queryContent: (queryContent as string | undefined) ?? null, addressCode: addressCode === undefined ? null : Number(addressCode) },
  });
}

export function fetchPrintTemplatePage(params: TableRequestParams): Promise<TableRequestResult<PrintTemplate>> {
  return requestTable<PrintTemplate>({ method: 'POST', url: '/system/print/template/custom-page', data: toListBody(params) });
}
