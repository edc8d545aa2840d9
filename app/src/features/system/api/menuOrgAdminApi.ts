/**
 * 菜单管理 and 组织管理 editing (issue 21): the gateway's menu tree with versions and the saves. A stale
 * version (409) is left to the caller (`allowedCodes`), which shows it in its dialog with a way to
 * reload; every other refusal is shown by the call layer with the gateway's message.
 */
import type { AdminMenu, MenuAddBody, MenuDeleteBody, MenuUpdateBody, OrgDetail, OrgUpdateBody } from '@srm/gateway/api';
import { request, requestEnvelope } from '../../../api/http';

/** The HTTP status of a stale version. */
export const CONFLICT_STATUS = 409;
const STALE_HANDLED = { allowedCodes: [CONFLICT_STATUS] } as const;

/** A save and the gateway's own message for it (新增成功, 修改成功, 删除成功). */
export interface AdminSaved<T> {
  data: T;
  message: string;
}

async function saved<T>(url: string, data: object, options?: { allowedCodes: readonly number[] }): Promise<AdminSaved<T>> {
  const envelope = await requestEnvelope<T>({ method: 'POST', url, data }, options);
  return { data: envelope.data, message: envelope.message };
}

/** Every menu and button with its version (GET /system/menu/tree). */
export function fetchAdminMenuTree(): Promise<AdminMenu[]> {
  return request<AdminMenu[]>({ method: 'GET', url: '/system/menu/tree' });
}

export function addMenu(body: MenuAddBody): Promise<AdminSaved<AdminMenu>> {
  return saved('/system/menu/add', body);
}

export function updateMenu(body: MenuUpdateBody): Promise<AdminSaved<AdminMenu>> {
  return saved('/system/menu/update', body, STALE_HANDLED);
}

/** A refusal (children, roles holding it) and a stale version are shown by the call layer. */
export function deleteMenu(body: MenuDeleteBody): Promise<AdminSaved<null>> {
  return saved('/system/menu/delete', body);
}

export function updateOrg(body: OrgUpdateBody): Promise<AdminSaved<OrgDetail>> {
  return saved('/system/org/update', body, STALE_HANDLED);
}
