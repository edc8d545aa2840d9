/**
 * A user's roles, orgs, categories and per-menu authority (spec 01 §7.5):
 *
 * - POST saveUserRole / saveUserOrg / saveUserCategory replace the whole set in one transaction
 *   (unknown ids: 400, nothing written), then forget the user's cached access so their next request
 *   sees the change without signing in again. Saving an empty role set also ends the user's live
 *   sessions (a user without roles can do nothing; the app signs them out on body code 403). An
 *   administrator cannot take the admin role away from themself.
 * - GET getUserRole / getUserOrg / getUserCategory / getUserButtonList by user id.
 * - GET userOrgMsg/listByUserId and PUT userOrgMsg/putList: the per-menu org and category scopes
 *   (sys_user_menu_scope), replaced as a whole.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Category, Envelope, Org, Role, UserOrgMsg } from '../../api/index.js';
import { PutUserOrgMsgBodySchema, SaveUserCategoryBodySchema, SaveUserOrgBodySchema, SaveUserRoleBodySchema } from '../../api/users.js';
import { ADMIN_ROLE_TYPE, invalidateAccess, loadAccess } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import { revokeUserSessions } from '../../core/sessions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysMenu, sysOrg, sysRole, sysUser, sysUserCategory, sysUserMenuScope, sysUserOrg, sysUserRole } from '../../db/schema.js';
import { auditName } from './ownership.js';
import { validateMenuScopes, type MenuScopeInput } from './user-menu-scope.js';
import { ensureSelfOr, ensureUserExists, USER_ADMIN, USER_MESSAGES } from './user-query.js';
import { listUserCategories, listUserOrgs, listUserRoles } from './user-access.js';
import { Id } from '../../core/schemas.js';

export const ASSIGNMENT_MESSAGES = {
  saved: '保存成功',
  unknownIds: (label: string, ids: readonly number[]) => `${label}ID ${ids.join('、')} 不存在`,
  keepOwnAdmin: '不能移除自己的管理员角色',
  userIdRequired: '请求参数错误：userId 不能为空',
  userIdsDiffer: '请求参数错误：列表中的 userId 须为同一用户',
} as const;

/** Button menus (spec 01 §3: menu type 2). */
const BUTTON_TYPE = 2;

const UserIdParams = Type.Object({ userId: Id });

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'delete'>;

/** Ids not found in a table, in the order given. */
async function missingIds(db: AppDatabase, table: typeof sysRole | typeof sysOrg | typeof sysCategory, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]));
  const present = new Set(found.map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}

/** Locks the user's row for the transaction (two saves for one user run one after the other); 404 when gone. */
async function lockUser(tx: Executor, userId: number): Promise<void> {
  const [user] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, userId)).for('update');
  if (!user) throw new ApiError(404, USER_MESSAGES.notFound);
}

/** The user's per-menu authority rows, by menu order. */
export async function listUserOrgMsgs(db: AppDatabase, userId: number): Promise<UserOrgMsg[]> {
  const rows = await db
    .select({
      id: sysUserMenuScope.id,
      userId: sysUserMenuScope.userId,
      menuId: sysUserMenuScope.menuId,
      menuCode: sysMenu.menuCode,
      menuName: sysMenu.menuName,
      orgScope: sysUserMenuScope.orgScope,
      categoryScope: sysUserMenuScope.categoryScope,
      orgCodes: sysUserMenuScope.orgCodes,
      categoryCodes: sysUserMenuScope.categoryCodes,
      version: sysUserMenuScope.version,
    })
    .from(sysUserMenuScope)
    .innerJoin(sysMenu, eq(sysMenu.id, sysUserMenuScope.menuId))
    .where(eq(sysUserMenuScope.userId, userId))
    .orderBy(asc(sysMenu.sortNumber), asc(sysMenu.menuCode));
  const orgCodes = [...new Set(rows.flatMap((row) => row.orgCodes))];
  const categoryCodes = [...new Set(rows.flatMap((row) => row.categoryCodes))];
  const [orgs, categories] = await Promise.all([
    orgCodes.length === 0 ? [] : db.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, orgCodes)),
    categoryCodes.length === 0
      ? []
      : db.select({ code: sysCategory.categoryCode, name: sysCategory.categoryName }).from(sysCategory).where(inArray(sysCategory.categoryCode, categoryCodes)),
  ]);
  const orgNames = new Map(orgs.map((row) => [row.code, row.name]));
  const categoryNames = new Map(categories.map((row) => [row.code, row.name]));
  return rows.map((row) => ({
    ...row,
    // A code whose org or category was deleted since is still listed, with its code as the name.
    orgs: row.orgCodes.map((orgCode) => ({ orgCode, orgName: orgNames.get(orgCode) ?? orgCode })),
    categories: row.categoryCodes.map((categoryCode) => ({ categoryCode, categoryName: categoryNames.get(categoryCode) ?? categoryCode })),
  }));
}

/** The rows of a putList body and whose they are. */
function putListTarget(body: { userId: number; list: MenuScopeInput[] } | (MenuScopeInput & { userId?: number })[]): { userId: number; list: MenuScopeInput[] } {
  if (!Array.isArray(body)) return body;
  const userIds = new Set(body.map((row) => row.userId));
  const [userId] = userIds;
  if (userId === undefined) throw new ApiError(400, ASSIGNMENT_MESSAGES.userIdRequired);
  if (userIds.size > 1) throw new ApiError(400, ASSIGNMENT_MESSAGES.userIdsDiffer);
  return { userId, list: body };
}

export const userAssignmentRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const writeConfig = { permission: USER_ADMIN.edit };

  app.post('/system/user/saveUserRole', { schema: { body: SaveUserRoleBodySchema }, config: writeConfig }, async (request): Promise<Envelope<Role[]>> => {
    const caller = accessOf(request);
    const { userId } = request.body;
    const roleIds = [...new Set(request.body.roleIds)];
    await ensureUserExists(db, userId);
    const missing = await missingIds(db, sysRole, roleIds);
    if (missing.length > 0) throw new ApiError(400, ASSIGNMENT_MESSAGES.unknownIds('角色', missing));
    if (userId === caller.userId) {
      const adminRoles = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleType, ADMIN_ROLE_TYPE));
      const keepsAdmin = adminRoles.some((role) => roleIds.includes(role.id));
      if (caller.isAdmin && !keepsAdmin) throw new ApiError(422, ASSIGNMENT_MESSAGES.keepOwnAdmin);
    }
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
      const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
      if (roleIds.length > 0) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId, ...audit })));
    });
    invalidateAccess(userId);
    if (roleIds.length === 0) await revokeUserSessions(db, userId);
    return ok(await listUserRoles(db, userId), ASSIGNMENT_MESSAGES.saved);
  });

  app.post('/system/user/saveUserOrg', { schema: { body: SaveUserOrgBodySchema }, config: writeConfig }, async (request): Promise<Envelope<Org[]>> => {
    const caller = accessOf(request);
    const { userId } = request.body;
    const orgIds = [...new Set(request.body.orgIds)];
    await ensureUserExists(db, userId);
    const missing = await missingIds(db, sysOrg, orgIds);
    if (missing.length > 0) throw new ApiError(400, ASSIGNMENT_MESSAGES.unknownIds('组织', missing));
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await tx.delete(sysUserOrg).where(eq(sysUserOrg.userId, userId));
      const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
      if (orgIds.length > 0) await tx.insert(sysUserOrg).values(orgIds.map((orgId) => ({ userId, orgId, ...audit })));
    });
    invalidateAccess(userId);
    return ok(await listUserOrgs(db, userId), ASSIGNMENT_MESSAGES.saved);
  });

  app.post('/system/user/saveUserCategory', { schema: { body: SaveUserCategoryBodySchema }, config: writeConfig }, async (request): Promise<Envelope<Category[]>> => {
    const caller = accessOf(request);
    const { userId } = request.body;
    const categoryIds = [...new Set(request.body.categoryIds)];
    await ensureUserExists(db, userId);
    const missing = await missingIds(db, sysCategory, categoryIds);
    if (missing.length > 0) throw new ApiError(400, ASSIGNMENT_MESSAGES.unknownIds('品类', missing));
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await tx.delete(sysUserCategory).where(eq(sysUserCategory.userId, userId));
      const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
      if (categoryIds.length > 0) await tx.insert(sysUserCategory).values(categoryIds.map((categoryId) => ({ userId, categoryId, ...audit })));
    });
    invalidateAccess(userId);
    return ok(await listUserCategories(db, userId), ASSIGNMENT_MESSAGES.saved);
  });

  app.get('/system/user/getUserRole/:userId', { schema: { params: UserIdParams }, config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<Role[]>> => {
    const { userId } = request.params;
    ensureSelfOr(accessOf(request), userId);
    await ensureUserExists(db, userId);
    return ok(await listUserRoles(db, userId));
  });

  app.get('/system/user/getUserOrg/:userId', { schema: { params: UserIdParams }, config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<Org[]>> => {
    const { userId } = request.params;
    ensureSelfOr(accessOf(request), userId);
    await ensureUserExists(db, userId);
    return ok(await listUserOrgs(db, userId));
  });

  app.get(
    '/system/user/getUserCategory/:userId',
    { schema: { params: UserIdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<Category[]>> => {
      const { userId } = request.params;
      ensureSelfOr(accessOf(request), userId);
      await ensureUserExists(db, userId);
      return ok(await listUserCategories(db, userId));
    },
  );

  app.get(
    '/system/user/getUserButtonList/:userId',
    { schema: { params: UserIdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<string[]>> => {
      const { userId } = request.params;
      ensureSelfOr(accessOf(request), userId);
      await ensureUserExists(db, userId);
      // The same grant the permission guard uses (every code for an admin role), kept to buttons.
      const [access, buttons] = await Promise.all([
        loadAccess(db, userId),
        db.select({ code: sysMenu.menuCode }).from(sysMenu).where(eq(sysMenu.menuType, BUTTON_TYPE)).orderBy(asc(sysMenu.menuCode)),
      ]);
      return ok(buttons.map((row) => row.code).filter((code) => access.codes.has(code)));
    },
  );

  app.get(
    '/system/userOrgMsg/listByUserId/:userId',
    { schema: { params: UserIdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<UserOrgMsg[]>> => {
      const { userId } = request.params;
      ensureSelfOr(accessOf(request), userId);
      await ensureUserExists(db, userId);
      return ok(await listUserOrgMsgs(db, userId));
    },
  );

  app.put('/system/userOrgMsg/putList', { schema: { body: PutUserOrgMsgBodySchema }, config: writeConfig }, async (request): Promise<Envelope<UserOrgMsg[]>> => {
    const caller = accessOf(request);
    const { userId, list } = putListTarget(request.body as Parameters<typeof putListTarget>[0]);
    await ensureUserExists(db, userId);
    const orgCodes = [...new Set(list.flatMap((row) => row.orgCodes ?? []).map((code) => code.trim()))];
    const categoryCodes = [...new Set(list.flatMap((row) => row.categoryCodes ?? []).map((code) => code.trim()))];
    const [menus, orgs, categories] = await Promise.all([
      db.select({ id: sysMenu.id, menuCode: sysMenu.menuCode }).from(sysMenu),
      orgCodes.length === 0 ? [] : db.select({ code: sysOrg.orgCode }).from(sysOrg).where(inArray(sysOrg.orgCode, orgCodes)),
      categoryCodes.length === 0 ? [] : db.select({ code: sysCategory.categoryCode }).from(sysCategory).where(inArray(sysCategory.categoryCode, categoryCodes)),
    ]);
    const { rows, errors } = validateMenuScopes(
      list.map((row) => ({ ...row, orgCodes: row.orgCodes ?? [], categoryCodes: row.categoryCodes ?? [] })),
      {
        menusById: new Map(menus.map((menu) => [menu.id, menu])),
        menusByCode: new Map(menus.map((menu) => [menu.menuCode, menu])),
        orgCodes: new Set(orgs.map((row) => row.code)),
        categoryCodes: new Set(categories.map((row) => row.code)),
      },
    );
    if (errors.length > 0) throw new ApiError(400, errors.join('；'));
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await tx.delete(sysUserMenuScope).where(eq(sysUserMenuScope.userId, userId));
      const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
      if (rows.length > 0) {
        await tx.insert(sysUserMenuScope).values(rows.map((row) => ({ ...row, userId, ...audit })));
      }
    });
    invalidateAccess(userId);
    return ok(await listUserOrgMsgs(db, userId), ASSIGNMENT_MESSAGES.saved);
  });
};
