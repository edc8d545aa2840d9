/**
 * The app users' routes beside their list (issue 28), under /purm-app/pc/api/v1/purm_pc/user:
 * - GET detail?id= and GET by-phone?phone= (mobile:user:detail): the user unmasked, with its bindings
 *   and bank cards (by-phone: 手机号有误 on a malformed number, 404 when no user in scope has it);
 * - POST save (mobile:user:edit): name, national ID, type, company, remark; a stale version 409;
 * - POST status (mobile:user:status): enable or disable users, all or nothing;
 * - POST binding (mobile:user:bind): binds the user to a 合格 supplier (see api/mobile.ts).
 * Every user is reached within the caller's org scope on mobile:user (else 404 …不存在或无权查看).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { validate } from '@srm/rules';
import type { Envelope } from '../../api/index.js';
import {
  AppUserSaveBodySchema,
  AppUserStatusBodySchema,
  UserBindingBodySchema,
  type AppUserDetail,
  type AppUserSaveBody,
  type AppUserStatusBody,
  type UserBindingBody,
  type UserBindingSaved,
} from '../../api/mobile.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopeConditions } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { blankToNull } from '../../core/request-body.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { mobAppUser, mobAppUserView, mobUserSupplierBind } from '../../db/tables/mobile.js';
import { dictItemName } from '../system/dictionary-data.js';
import { MOBILE_MENUS } from './lists.js';
import { APP_USER_BASE, appUserResource } from './user-list.js';
import { APP_USER_MESSAGES as M } from './user-message-texts.js';
import { appUserDetail, appUserInScope, callerName, checkOrg } from './user-store.js';

const PhoneQuery = Type.Object({ phone: Type.String({ maxLength: 20 }) });
const QUALIFIED = 3;

const bad = (message: string) => new ApiError(400, message);
const userScope = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), MOBILE_MENUS.user);

export function appUserRoutes(app: FastifyInstance, db: AppDatabase): void {
  const detailConfig = { config: { permission: MOBILE_MENUS.userDetail } };

  app.get(`${APP_USER_BASE}/detail`, { ...detailConfig, schema: { querystring: IdTextParams } }, async (request): Promise<Envelope<AppUserDetail>> =>
    ok(await appUserDetail(db, Number((request.query as { id: string }).id), userScope(request))),
  );

  app.get(`${APP_USER_BASE}/by-phone`, { ...detailConfig, schema: { querystring: PhoneQuery } }, async (request): Promise<Envelope<AppUserDetail>> => {
    const phone = (request.query as { phone: string }).phone.trim();
    const problem = validate('mobile', phone);
    if (problem) throw bad(problem);
    const scope = userScope(request);
    const [found] = await db
      .select({ id: mobAppUserView.id })
      .from(mobAppUserView)
      .where(and(eq(mobAppUserView.phone, phone), ...scopeConditions({ org: mobAppUserView.orgCode }, scope)))
      .limit(1);
    if (!found) throw new ApiError(404, M.phoneUnknown);
    return ok(await appUserDetail(db, found.id, scope));
  });

  app.post(`${APP_USER_BASE}/save`, { schema: { body: AppUserSaveBodySchema }, config: { permission: MOBILE_MENUS.userEdit } }, async (request): Promise<Envelope<{ id: number; version: number }>> => {
    const access = accessOf(request);
    const body = request.body as AppUserSaveBody;
    const userName = body.userName.trim();
    if (userName === '') throw bad(M.nameRequired);
    const idCard = blankToNull(body.idCard)?.toUpperCase() ?? null;
    const idProblem = idCard === null ? undefined : validate('idCard', idCard);
    if (idProblem) throw bad(idProblem);
    const orgCode = body.orgCode.trim();
    const scope = dataScopeFor(access, MOBILE_MENUS.user);
    await checkOrg(db, scope, orgCode);
    const inScope = and(eq(mobAppUser.id, body.id), ...scopeConditions({ org: mobAppUser.orgCode }, scope));
    const [updated] = await db
      .update(mobAppUser)
      .set({ userName, idCard, userType: body.userType, orgCode, remark: blankToNull(body.remark), updatedBy: String(access.userId), updatedTime: new Date(), version: sql`${mobAppUser.version} + 1` })
      .where(and(inScope, eq(mobAppUser.version, body.version)))
      .returning({ id: mobAppUser.id, version: mobAppUser.version });
    if (updated) return ok(updated, SAVE_MESSAGES.updated);
    await appUserInScope(db, body.id, scope);
    throw versionConflict();
  });

  app.post(`${APP_USER_BASE}/status`, { schema: { body: AppUserStatusBodySchema }, config: { permission: MOBILE_MENUS.userStatus } }, async (request): Promise<Envelope<{ updated: number }>> => {
    const access = accessOf(request);
    const { ids: asked, status } = request.body as AppUserStatusBody;
    const ids = [...new Set(asked)];
    if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
    const scope = dataScopeFor(access, MOBILE_MENUS.user);
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(mobAppUser)
        .set({ status, updatedBy: String(access.userId), updatedTime: new Date(), version: sql`${mobAppUser.version} + 1` })
        .where(and(inArray(mobAppUser.id, ids), ...scopeConditions({ org: mobAppUser.orgCode }, scope)))
        .returning({ id: mobAppUser.id });
      // All or nothing: one id missing or outside the scope rolls the whole change back.
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.notFound(appUserResource.label));
      return rows.length;
    });
    return ok({ updated }, status === 1 ? M.enabled : M.disabled);
  });

  app.post(`${APP_USER_BASE}/binding`, { schema: { body: UserBindingBodySchema }, config: { permission: MOBILE_MENUS.userBind } }, async (request): Promise<Envelope<UserBindingSaved>> => {
    const access = accessOf(request);
    const body = request.body as UserBindingBody;
    const supplierSn = body.supplierSn.trim();
    const scope = dataScopeFor(access, MOBILE_MENUS.user);
    const actor = await callerName(db, access.userId);
    const saved = await db.transaction(async (tx) => {
      // The user's row, locked: two bindings of one user at once are taken one after the other.
      const [user] = await tx
        .select({ id: mobAppUser.id, status: mobAppUser.status })
        .from(mobAppUser)
        .where(and(eq(mobAppUser.id, body.appUserId), ...scopeConditions({ org: mobAppUser.orgCode }, scope)))
        .for('update');
      if (!user) throw new ApiError(404, SAVE_MESSAGES.notFound(appUserResource.label));
      const [supplier] = await tx.select({ name: supSupplier.name, status: supSupplier.financialStatus }).from(supSupplier).where(eq(supSupplier.sn, supplierSn)).limit(1);
      if (!supplier) throw new ApiError(404, M.supplierNotFound);
      if (supplier.status !== QUALIFIED) throw bad(M.supplierNotQualified(supplier.name, dictItemName('supplierFinancialStatus', String(supplier.status))));
      if (user.status === 0) throw bad(M.userDisabled);
      // An app user acts for one supplier at a time: a live binding (to any supplier) is ended first.
      const [live] = await tx
        .select({ name: supSupplier.name })
        .from(mobUserSupplierBind)
        .innerJoin(supSupplier, eq(supSupplier.sn, mobUserSupplierBind.supplierSn))
        .where(and(eq(mobUserSupplierBind.appUserId, user.id), eq(mobUserSupplierBind.status, 1)))
        .limit(1);
      if (live) throw bad(M.alreadyBound(live.name));
      const [created] = await tx
        .insert(mobUserSupplierBind)
        .values({ appUserId: user.id, supplierSn, status: 1, boundBy: actor, boundTime: new Date(), remark: blankToNull(body.remark), createdBy: String(access.userId), updatedBy: String(access.userId) })
        .returning({ id: mobUserSupplierBind.id, version: mobUserSupplierBind.version });
      if (!created) throw new Error('the binding was not written');
      return created;
    });
    return ok(saved, M.bound);
  });
}

