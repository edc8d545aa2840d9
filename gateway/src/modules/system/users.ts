/**
 * System user administration (spec 01 §7.5), per-menu authority (§7.4) and requirement checks (§6).
 *
 * This plugin holds the user list, detail, update, HR sync and the employee picker, and registers the
 * rest: assignments and per-menu scopes (user-assignments.ts), the xlsx import (user-import.ts), org
 * views of a user and the requirement check (user-orgs.ts), and the caller's authority per menu
 * (menu-authority.ts).
 *
 * Permissions: reads need `system:user`, except a user's own data and the picker (any signed-in user);
 * writes need `system:user:edit`; the import `system:user:import`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { EmployeeOption, Envelope, PageData, SysUserDetail, SysUserListItem } from '../../api/index.js';
import {
  EmployeePageBodySchema,
  SysUserByRoleCodesBodySchema,
  SysUserGetUserPageBodySchema,
  SysUserPageBodySchema,
  UpdateSysUserBodySchema,
} from '../../api/users.js';
import { invalidateAccess } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { containsPattern } from '../../core/list/filters.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import { revokeUserSessions } from '../../core/sessions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg, sysRole, sysUser } from '../../db/schema.js';
import { menuAuthorityRoutes } from './menu-authority.js';
import { auditName } from './ownership.js';
import { userAssignmentRoutes } from './user-assignments.js';
import { textOrNull } from './user-fields.js';
import { userImportRoutes } from './user-import.js';
import { userOrgRoutes } from './user-orgs.js';
import { ensureSelfOr, hasOrgWhere, hasRoleWhere, listUsers, loadUserDetail, USER_ADMIN, USER_MESSAGES, USER_PAGE_SIZE, userResource } from './user-query.js';
import { emptyBodyAsObject } from '../../core/request-body.js';
import { Id } from '../../core/schemas.js';

export interface UserAdminRoutesOptions {
  db: AppDatabase;
}

export const USER_ADMIN_MESSAGES = {
  updated: '修改成功',
  roleCodesRequired: '请至少选择一个角色',
  cannotDisableSelf: '不能停用当前登录的用户',
  employeeCodeTaken: (code: string) => `工号 ${code} 已被其他用户使用`,
  hrSyncNotConfigured: '未配置人力资源系统（PS）接口，无法同步用户',
} as const;

const IdParams = Type.Object({ id: Id });
const SyncQuery = Type.Object({ employeeCode: Type.Optional(Type.String({ maxLength: 32 })) });

function roleCodesOf(raw: string | string[]): string[] {
  const codes = (Array.isArray(raw) ? raw : raw.split(',')).map((code) => code.trim()).filter((code) => code !== '');
  if (codes.length === 0) throw new ApiError(400, USER_ADMIN_MESSAGES.roleCodesRequired);
  return [...new Set(codes)];
}

function toEmployee(user: SysUserListItem): EmployeeOption {
  const { id, userName, employeeCode, companyDesc, positionDesc, jobDesc, deptDesc, orgName } = user;
  return { id, userName, employeeCode, companyDesc, positionDesc, jobDesc, deptDesc, orgName };
}

export const userAdminRoutes: FastifyPluginAsyncTypebox<UserAdminRoutesOptions> = async (app, { db }) => {
  app.post(
    '/system/user/custom-page',
    { schema: { body: SysUserPageBodySchema }, config: { permission: USER_ADMIN.read, listResource: userResource } },
    async (request): Promise<Envelope<PageData<SysUserListItem>>> => ok(await listUsers(db, request.body ?? {})),
  );

  app.post(
    '/system/user/custom-page/byRoleCodes',
    { schema: { body: SysUserByRoleCodesBodySchema }, preValidation: emptyBodyAsObject, config: { permission: USER_ADMIN.read } },
    async (request): Promise<Envelope<PageData<SysUserListItem>>> => {
      const { roleCodes, ...filters } = request.body as Record<string, unknown> & { roleCodes: string | string[] };
      const codes = roleCodesOf(roleCodes);
      return ok(await listUsers(db, filters, [hasRoleWhere(db, inArray(sysRole.roleCode, codes))]));
    },
  );

  app.post(
    '/system/user/getUserPage',
    { schema: { body: SysUserGetUserPageBodySchema }, preValidation: emptyBodyAsObject, config: { permission: USER_ADMIN.read } },
    async (request): Promise<Envelope<PageData<SysUserListItem>>> => {
      const { params, ...paging } = request.body;
      // Paging wins over a page key inside params.
      return ok(await listUsers(db, { ...(params ?? {}), ...paging }));
    },
  );

  app.post(
    '/system/user/employee/page',
    { schema: { body: EmployeePageBodySchema }, preValidation: emptyBodyAsObject, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<PageData<EmployeeOption>>> => {
      const { page = 1, pageSize = USER_PAGE_SIZE, userName, employeeCode, orgName } = request.body;
      const extra: SQL[] = [eq(sysUser.enabled, 1)];
      // A supplier user (issue 22) never finds another supplier's users.
      const { supplierSn } = accessOf(request);
      if (supplierSn !== undefined) extra.push(or(isNull(sysUser.supplierSn), eq(sysUser.supplierSn, supplierSn)) as SQL);
      const name = orgName?.trim();
      // The picker's "company" search: the HR company text or any of the user's orgs.
      if (name) extra.push(or(ilike(sysUser.companyDesc, containsPattern(name)), hasOrgWhere(db, ilike(sysOrg.orgName, containsPattern(name)))) as SQL);
      const filters: Record<string, unknown> = { page, pageSize, 'userName.contains': userName, 'employeeCode.contains': employeeCode };
      const found = await listUsers(db, filters, extra);
      return ok({ ...found, result: found.result.map(toEmployee) });
    },
  );

  app.get(
    '/system/user/syncPsUser',
    { schema: { querystring: SyncQuery }, config: { permission: USER_ADMIN.edit } },
    async (): Promise<Envelope<null>> => {
      // There is no HR (PS) system behind this gateway: users are kept here only.
      throw new ApiError(422, USER_ADMIN_MESSAGES.hrSyncNotConfigured);
    },
  );

  app.get(
    '/system/user/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<SysUserDetail>> => {
      const { id } = request.params;
      ensureSelfOr(accessOf(request), id);
      const detail = await loadUserDetail(db, id);
      if (!detail) throw new ApiError(404, USER_MESSAGES.notFound);
      return ok(detail);
    },
  );

  app.post(
    '/system/user/update',
    { schema: { body: UpdateSysUserBodySchema }, config: { permission: USER_ADMIN.edit } },
    async (request): Promise<Envelope<SysUserDetail>> => {
      const access = accessOf(request);
      const { id, version, userName, gender, enabled } = request.body;
      const employeeCode = textOrNull(request.body.employeeCode);
      const positionDesc = textOrNull(request.body.positionDesc !== undefined ? request.body.positionDesc : request.body.jobDesc);
      const companyDesc = textOrNull(request.body.companyDesc);
      const deptDesc = textOrNull(request.body.deptDesc);
      if (enabled === 0 && id === access.userId) throw new ApiError(422, USER_ADMIN_MESSAGES.cannotDisableSelf);
      if (employeeCode) {
        const [taken] = await db
          .select({ id: sysUser.id })
          .from(sysUser)
          .where(and(eq(sysUser.employeeCode, employeeCode), ne(sysUser.id, id)))
          .limit(1);
        if (taken) throw new ApiError(422, USER_ADMIN_MESSAGES.employeeCodeTaken(employeeCode));
      }
      const name = userName?.trim();
      if (name === '') throw new ApiError(400, '请求参数错误：userName 不能为空');
      const [updated] = await db
        .update(sysUser)
        .set({
          ...(name === undefined ? {} : { userName: name }),
          ...(gender === undefined ? {} : { gender }),
          ...(employeeCode === undefined ? {} : { employeeCode }),
          ...(positionDesc === undefined ? {} : { positionDesc }),
          ...(companyDesc === undefined ? {} : { companyDesc }),
          ...(deptDesc === undefined ? {} : { deptDesc }),
          ...(enabled === undefined ? {} : { enabled }),
          updatedTime: sql`now()`,
          updatedBy: auditName(access),
          version: sql`${sysUser.version} + 1`,
        })
        .where(and(eq(sysUser.id, id), eq(sysUser.version, version)))
        .returning({ id: sysUser.id });
      if (!updated) {
        const [exists] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, id)).limit(1);
        if (!exists) throw new ApiError(404, USER_MESSAGES.notFound);
        throw versionConflict();
      }
      if (enabled === 0) {
        // A disabled user's tokens already fail (the session check reads `enabled`); revoking them as
        // well keeps them dead if the user is enabled again later.
        await revokeUserSessions(db, id);
        invalidateAccess(id);
      }
      const detail = await loadUserDetail(db, id);
      if (!detail) throw new ApiError(404, USER_MESSAGES.notFound);
      return ok(detail, USER_ADMIN_MESSAGES.updated);
    },
  );

  await app.register(userAssignmentRoutes, { db });
  await app.register(userOrgRoutes, { db });
  await app.register(menuAuthorityRoutes, { db });
  await app.register(userImportRoutes);
};
