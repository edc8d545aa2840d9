/**
 * 角色管理 (issue 21; spec 01 §6 roles): GET|POST /system/role/custom-page, GET /system/role/page and the
 * engine's detail routes over sys_role {id, roleCode, roleName, roleType, createdTime, updatedTime, version},
 * read with the `system:role` menu. GET /system/role/list (admin-views.ts) stays the 分配角色 picker;
 * the changes are role-admin.ts'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysRole } from '../../db/schema.js';

export const ROLE_MENU = 'system:role';

export const roleResource: ListResource = {
  label: '角色',
  table: sysRole,
  id: sysRole.id,
  fields: {
    id: { column: sysRole.id, type: 'integer', sortable: true, notNull: true },
    roleCode: { column: sysRole.roleCode, type: 'text', sortable: true, selective: true, notNull: true, title: '角色编码' },
    roleName: { column: sysRole.roleName, type: 'text', sortable: true, notNull: true, title: '角色名称' },
    roleType: { column: sysRole.roleType, type: 'integer', values: ['1', '2'], sortable: true, notNull: true, title: '角色类型' },
    createdTime: { column: sysRole.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
    updatedTime: { column: sysRole.updatedTime, type: 'datetime', sortable: true, notNull: true, title: '更新时间' },
    version: { column: sysRole.version, type: 'integer', filterable: false, notNull: true },
  },
  defaultSort: [
    { field: 'roleType', order: 'asc' },
    { field: 'id', order: 'asc' },
  ],
};

export const roleListRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, '/system/role', { db, resource: roleResource, permissions: { read: ROLE_MENU } });
};
