/**
 * The app users' bank cards (issue 28), under /purm-app/pc/api/v1/purm_pc/user-bank:
 * - GET orgList?appUserId= (mobile:user): per company in the caller's scope, the user's cards there;
 *   account numbers masked (`**** 1234`) without mobile:user:detail;
 * - POST save (mobile:user:bank): adds (no id) or edits (id and version; stale 409) a card: 开户行, 户名
 *   required, the account digits only (6-32), the company within the caller's scope; isDefault 1 makes it
 *   the user's only default card at that company;
 * - DELETE deleteByIds?ids= (mobile:user:bank): all or nothing.
 * The scope is the caller's org scope on mobile:user, over the card's company and the user's.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { validate } from '@srm/rules';
import type { Envelope } from '../../api/index.js';
import { UserBankSaveBodySchema, type AppUserBankOrg, type UserBankSaveBody } from '../../api/mobile.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopeConditions } from '../../core/list/query.js';
import { idsOf, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdText } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { mobAppUser, mobUserBank } from '../../db/tables/mobile.js';
import { MOBILE_MENUS } from './lists.js';
import { appUserResource, USER_BANK_BASE } from './user-list.js';
import { APP_USER_MESSAGES as M } from './user-message-texts.js';
import { appUserInScope, bankOrgsOf, checkOrg } from './user-store.js';

/** What the delete messages call a card (部分银行卡不存在或无权删除…). */
const LABEL = '银行卡';
const ACCOUNT_LENGTH = /^\d{6,32}$/;
const AppUserQuery = Type.Object({ appUserId: IdText });

const bad = (message: string) => new ApiError(400, message);

export function userBankRoutes(app: FastifyInstance, db: AppDatabase): void {
  app.get(`${USER_BANK_BASE}/orgList`, { schema: { querystring: AppUserQuery }, config: { permission: MOBILE_MENUS.user } }, async (request): Promise<Envelope<AppUserBankOrg[]>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, MOBILE_MENUS.user);
    const user = await appUserInScope(db, Number((request.query as { appUserId: string }).appUserId), scope);
    return ok(await bankOrgsOf(db, user, scope, hasPermission(access, MOBILE_MENUS.userDetail)));
  });

  app.post(`${USER_BANK_BASE}/save`, { schema: { body: UserBankSaveBodySchema }, config: { permission: MOBILE_MENUS.userBank } }, async (request): Promise<Envelope<{ id: number; version: number }>> => {
    const access = accessOf(request);
    const body = request.body as UserBankSaveBody;
    const bankName = body.bankName.trim();
    const accountName = body.accountName.trim();
    const accountNo = body.accountNo.trim();
    const orgCode = body.orgCode.trim();
    if (bankName === '') throw bad(M.bankNameRequired);
    if (accountName === '') throw bad(M.accountNameRequired);
    const accountProblem = validate('bankAccount', accountNo);
    if (accountProblem) throw bad(accountProblem);
    if (!ACCOUNT_LENGTH.test(accountNo)) throw bad(M.accountLength);
    const scope = dataScopeFor(access, MOBILE_MENUS.user);
    await checkOrg(db, scope, orgCode);
    const isDefault = body.isDefault ?? 0;
    const isCreate = body.id === undefined;
    if (!isCreate && body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
    const actor = String(access.userId);
    const saved = await db.transaction(async (tx) => {
      // The user's row, locked: the default card and the duplicate check see every save of this user in turn.
      const [user] = await tx
        .select({ id: mobAppUser.id })
        .from(mobAppUser)
        .where(and(eq(mobAppUser.id, body.appUserId), ...scopeConditions({ org: mobAppUser.orgCode }, scope)))
        .for('update');
      if (!user) throw new ApiError(404, SAVE_MESSAGES.notFound(appUserResource.label));
      const [taken] = await tx
        .select({ id: mobUserBank.id })
        .from(mobUserBank)
        .where(and(eq(mobUserBank.appUserId, user.id), eq(mobUserBank.orgCode, orgCode), eq(mobUserBank.accountNo, accountNo), isCreate ? undefined : ne(mobUserBank.id, body.id ?? 0)))
        .limit(1);
      if (taken) throw bad(M.accountTaken);
      if (isDefault === 1) {
        await tx
          .update(mobUserBank)
          .set({ isDefault: 0, updatedBy: actor, updatedTime: new Date(), version: sql`${mobUserBank.version} + 1` })
          .where(and(eq(mobUserBank.appUserId, user.id), eq(mobUserBank.orgCode, orgCode), eq(mobUserBank.isDefault, 1), isCreate ? undefined : ne(mobUserBank.id, body.id ?? 0)));
      }
      const values = { orgCode, bankName, accountName, accountNo, isDefault, updatedBy: actor, updatedTime: new Date() };
      if (isCreate) {
        const [created] = await tx
          .insert(mobUserBank)
          .values({ ...values, appUserId: user.id, createdBy: actor })
          .returning({ id: mobUserBank.id, version: mobUserBank.version });
        if (!created) throw new Error('the bank card was not written');
        return created;
      }
      const [current] = await tx
        .select({ version: mobUserBank.version })
        .from(mobUserBank)
        .where(and(eq(mobUserBank.id, body.id ?? 0), eq(mobUserBank.appUserId, user.id), ...scopeConditions({ org: mobUserBank.orgCode }, scope)))
        .for('update');
      if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(LABEL));
      if (current.version !== body.version) throw versionConflict();
      const [updated] = await tx
        .update(mobUserBank)
        .set({ ...values, version: sql`${mobUserBank.version} + 1` })
        .where(eq(mobUserBank.id, body.id ?? 0))
        .returning({ id: mobUserBank.id, version: mobUserBank.version });
      if (!updated) throw versionConflict();
      return updated;
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(
    `${USER_BANK_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: MOBILE_MENUS.userBank } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query as { ids?: string | string[] }, request.body);
      if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
      const scope = dataScopeFor(accessOf(request), MOBILE_MENUS.user);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(mobUserBank)
          .where(and(inArray(mobUserBank.id, ids), ...scopeConditions({ org: mobUserBank.orgCode }, scope)))
          .returning({ id: mobUserBank.id });
        // All or nothing: one id missing or outside the scope rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(LABEL));
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );
}
