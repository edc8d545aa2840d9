/**
 * Common functions / short menus (spec 01 §2.4, §3, §5, §7.6): a user's shortcuts to menus they hold,
 * at most 15. GET list, POST saveShortMenu (adds), DELETE removeShortMenu, POST composite (replaces
 * the whole set in one transaction). Only the user themself or an admin may read or change them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, ShortMenu } from '../../api/index.js';
import { CompositeShortMenuBodySchema, RemoveShortMenuBodySchema, SaveShortMenuBodySchema } from '../../api/system.js';
import { loadAccess, type UserAccess } from '../../core/access.js';
import { ApiError, MESSAGES, ok, permissionDenied } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMenu, sysUser } from '../../db/schema.js';
import { sysShortMenu } from '../../db/tables/system-data.js';
import { auditName, ensureSelfOrAdmin } from './ownership.js';
import { emptyBodyAsObject } from '../../core/request-body.js';
import {
  appendShortMenus,
  exceedsShortMenuLimit,
  normalizeShortMenus,
  SHORT_MENU_MESSAGES,
  type ShortMenuChoice,
} from './short-menu-set.js';
import { Id } from '../../core/schemas.js';

export const USER_NOT_FOUND = '用户不存在';

/** Only page menus can be common functions; buttons cannot be opened. */
const PAGE_MENU_TYPE = 1;

const UserIdQuery = Type.Object({ userId: Id });

const shortMenuColumns = {
  id: sysShortMenu.id,
  userId: sysShortMenu.userId,
  menuId: sysShortMenu.menuId,
  sortNumber: sysShortMenu.sortNumber,
  menuName: sysMenu.menuName,
  menuNameEn: sysMenu.menuNameEn,
  menuCode: sysMenu.menuCode,
  pathUrl: sysMenu.pathUrl,
  pageUrl: sysMenu.pageUrl,
  icon: sysMenu.icon,
  menuType: sysMenu.menuType,
};

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'delete'>;

function holds(access: UserAccess, menu: { menuCode: string; menuType: number }): boolean {
  return menu.menuType === PAGE_MENU_TYPE && (access.isAdmin || access.codes.has(menu.menuCode));
}

/** Refuses (40301) unless the user holds every one of the menus. */
async function ensureHeld(db: AppDatabase, access: UserAccess, menuIds: readonly number[]): Promise<void> {
  if (menuIds.length === 0) return;
  const menus = await db
    .select({ id: sysMenu.id, menuCode: sysMenu.menuCode, menuType: sysMenu.menuType })
    .from(sysMenu)
    .where(inArray(sysMenu.id, [...new Set(menuIds)]));
  const held = new Set(menus.filter((menu) => holds(access, menu)).map((menu) => menu.id));
  if (menuIds.some((menuId) => !held.has(menuId))) throw permissionDenied();
}

/** The user's entries for menus they still hold, by sortNumber. */
async function listShortMenus(db: Executor, access: UserAccess): Promise<ShortMenu[]> {
  const rows = await db
    .select(shortMenuColumns)
    .from(sysShortMenu)
    .innerJoin(sysMenu, eq(sysMenu.id, sysShortMenu.menuId))
    .where(eq(sysShortMenu.userId, access.userId))
    .orderBy(asc(sysShortMenu.sortNumber), asc(sysShortMenu.id));
  return rows.filter((row) => holds(access, row)).map(({ menuType: _menuType, ...entry }) => entry);
}

/**
 * Locks the user's row for the rest of the transaction (so two saves cannot both pass the limit),
 * drops entries of menus the user no longer holds, and answers the entries left.
 */
async function lockAndPrune(tx: Executor, access: UserAccess): Promise<ShortMenuChoice[]> {
  const [user] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, access.userId)).for('update');
  if (!user) throw new ApiError(404, USER_NOT_FOUND);
  const current = await listShortMenus(tx, access);
  const keep = current.map((entry) => entry.menuId);
  await tx
    .delete(sysShortMenu)
    .where(and(eq(sysShortMenu.userId, access.userId), keep.length > 0 ? notInArray(sysShortMenu.menuId, keep) : undefined));
  return current.map(({ menuId, sortNumber }) => ({ menuId, sortNumber }));
}

export const shortMenuRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  /** The access of the user whose short menus are asked for (the caller's own, or any for an admin). */
  async function targetAccess(caller: UserAccess, userId: number): Promise<UserAccess> {
    ensureSelfOrAdmin(caller, userId);
    return caller.userId === userId ? caller : loadAccess(db, userId);
  }

  app.get(
    '/system/short-menu/list',
    { schema: { querystring: UserIdQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<ShortMenu[]>> => {
      const target = await targetAccess(accessOf(request), request.query.userId);
      return ok(await listShortMenus(db, target));
    },
  );

  app.post(
    '/system/short-menu/saveShortMenu',
    { schema: { body: SaveShortMenuBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<ShortMenu[]>> => {
      const caller = accessOf(request);
      const { userId, menuIds } = request.body;
      const target = await targetAccess(caller, userId);
      await ensureHeld(db, target, menuIds);
      const list = await db.transaction(async (tx) => {
        const existing = await lockAndPrune(tx, target);
        const added = appendShortMenus(existing, menuIds);
        if (exceedsShortMenuLimit(existing.length + added.length)) throw new ApiError(422, SHORT_MENU_MESSAGES.tooMany);
        const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
        if (added.length > 0) await tx.insert(sysShortMenu).values(added.map((entry) => ({ ...entry, userId, ...audit })));
        return listShortMenus(tx, target);
      });
      return ok(list, SHORT_MENU_MESSAGES.added);
    },
  );

  app.delete(
    '/system/short-menu/removeShortMenu',
    {
      schema: { querystring: RemoveShortMenuBodySchema, body: RemoveShortMenuBodySchema },
      preValidation: emptyBodyAsObject,
      config: { permission: SIGNED_IN },
    },
    async (request): Promise<Envelope<null>> => {
      const userId = request.body.userId ?? request.query.userId;
      const menuId = request.body.menuId ?? request.query.menuId;
      if (userId === undefined) throw new ApiError(400, `${MESSAGES.badRequest}：userId 不能为空`);
      if (menuId === undefined) throw new ApiError(400, `${MESSAGES.badRequest}：menuId 不能为空`);
      ensureSelfOrAdmin(accessOf(request), userId);
      await db.delete(sysShortMenu).where(and(eq(sysShortMenu.userId, userId), eq(sysShortMenu.menuId, menuId)));
      return ok(null, SHORT_MENU_MESSAGES.removed);
    },
  );

  app.post(
    '/system/short-menu/composite',
    { schema: { body: CompositeShortMenuBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<ShortMenu[]>> => {
      const caller = accessOf(request);
      const { userId, sysShortMenus } = request.body;
      const target = await targetAccess(caller, userId);
      const wanted = normalizeShortMenus(sysShortMenus);
      if (exceedsShortMenuLimit(wanted.length)) throw new ApiError(422, SHORT_MENU_MESSAGES.tooMany);
      await ensureHeld(
        db,
        target,
        wanted.map((entry) => entry.menuId),
      );
      const list = await db.transaction(async (tx) => {
        await lockAndPrune(tx, target);
        await tx.delete(sysShortMenu).where(eq(sysShortMenu.userId, userId));
        const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
        if (wanted.length > 0) await tx.insert(sysShortMenu).values(wanted.map((entry) => ({ ...entry, userId, ...audit })));
        return listShortMenus(tx, target);
      });
      return ok(list, SHORT_MENU_MESSAGES.configured);
    },
  );
};
