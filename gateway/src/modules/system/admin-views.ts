/**
 * Read views of the system administration pages (spec 01 §3 Menu, Dictionary item; §6 roles), which
 * the per-user reads do not cover:
 *
 * - GET /system/role/list: every role (for 分配角色 on 用户管理), guarded like the user reads
 *   (`system:user`).
 * - GET /system/menu/tree: the whole menu tree, hidden menus and buttons included, each with its
 *   version (菜单管理, `system:menu`; its edits are menu-admin.ts). The sign-in's menuList is only the
 *   caller's own menus.
 * - GET /system/dict/list: every dictionary with every item, disabled ones included, in display order
 *   (数据字典, `system:dict`). The app's dictAll answers enabled items only and no names.
 *
 * Org and category trees already have their reads (GET /system/org/getTree, POST /system/category/tree).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import type { AdminMenu, Envelope, Role, SysDictView } from '../../api/index.js';
import { ok } from '../../core/envelope.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMenu, sysRole } from '../../db/schema.js';
import { sysDict, sysDictItem } from '../../db/tables/system-data.js';
import { buildMenuTree } from './menu-tree.js';
import { USER_ADMIN } from './user-query.js';
import { adminMenuColumns, menuAdminRoutes } from './menu-admin.js';

/** Menu codes of the administration pages these reads belong to (seeded). */
export const ADMIN_VIEW_PERMISSIONS = {
  roles: USER_ADMIN.read,
  menus: 'system:menu',
  dictionaries: 'system:dict',
} as const;

const roleColumns = {
  id: sysRole.id,
  roleCode: sysRole.roleCode,
  roleName: sysRole.roleName,
  roleType: sysRole.roleType,
};


/** Every dictionary (by code) with all its items (by sort number, then id). */
export async function listDictionaries(db: AppDatabase): Promise<SysDictView[]> {
  const [dicts, items] = await Promise.all([
    db.select({ id: sysDict.id, dictCode: sysDict.dictCode, dictName: sysDict.dictName }).from(sysDict).orderBy(asc(sysDict.dictCode)),
    db
      .select({
        id: sysDictItem.id,
        dictCode: sysDictItem.dictCode,
        dictItemCode: sysDictItem.itemCode,
        dictItemName: sysDictItem.itemName,
        sortNumber: sysDictItem.sortNumber,
        enabled: sysDictItem.enabled,
      })
      .from(sysDictItem)
      .orderBy(asc(sysDictItem.dictCode), asc(sysDictItem.sortNumber), asc(sysDictItem.id)),
  ]);
  const byCode = new Map<string, SysDictView['items']>();
  for (const { dictCode, ...item } of items) {
    const list = byCode.get(dictCode) ?? [];
    list.push(item);
    byCode.set(dictCode, list);
  }
  return dicts.map((dict) => ({ ...dict, items: byCode.get(dict.dictCode) ?? [] }));
}

export const adminViewRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get('/system/role/list', { config: { permission: ADMIN_VIEW_PERMISSIONS.roles } }, async (): Promise<Envelope<Role[]>> =>
    ok(await db.select(roleColumns).from(sysRole).orderBy(asc(sysRole.roleType), asc(sysRole.id))),
  );

  app.get('/system/menu/tree', { config: { permission: ADMIN_VIEW_PERMISSIONS.menus } }, async (): Promise<Envelope<AdminMenu[]>> =>
    ok(buildMenuTree(await db.select(adminMenuColumns).from(sysMenu)) as AdminMenu[]),
  );

  // 菜单管理's 新增 / 编辑 / 删除 (issue 21).
  await app.register(menuAdminRoutes, { db });

  app.get('/system/dict/list', { config: { permission: ADMIN_VIEW_PERMISSIONS.dictionaries } }, async (): Promise<Envelope<SysDictView[]>> =>
    ok(await listDictionaries(db)),
  );
};
