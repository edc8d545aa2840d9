import type { CompositeShortMenuBody, RemoveShortMenuBody, SaveShortMenuBody, ShortMenu } from '@srm/gateway/api';
import { request } from '../api/http';

/*
 * Short-menu (常用功能) calls, spec 01 §7.6. Failures show the gateway's message (抱歉，常用功能不能超过15个 …).
 */

/** GET /system/short-menu/list: the user's common functions by sortNumber. */
export function listShortMenus(userId: number): Promise<ShortMenu[]> {
  return request<ShortMenu[]>({ method: 'GET', url: '/system/short-menu/list', data: { userId } });
}

/** POST /system/short-menu/saveShortMenu: adds menus after the user's others (新增成功). */
export function saveShortMenus(body: SaveShortMenuBody): Promise<ShortMenu[]> {
  return request<ShortMenu[]>({ url: '/system/short-menu/saveShortMenu', data: body });
}

/** DELETE /system/short-menu/removeShortMenu (删除成功). */
export function removeShortMenu(body: RemoveShortMenuBody): Promise<null> {
  return request<null>({ method: 'DELETE', url: '/system/short-menu/removeShortMenu', data: body });
}

/** POST /system/short-menu/composite: replaces the whole list, in order (常用功能配置成功). */
export function compositeShortMenus(body: CompositeShortMenuBody): Promise<ShortMenu[]> {
  return request<ShortMenu[]>({ url: '/system/short-menu/composite', data: body });
}
