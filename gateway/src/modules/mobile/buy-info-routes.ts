/**
 * 收购价格 beside its list (issue 28), under MOBILE_API/buy-info:
 * - GET detail?id= (menu mobile:buy-info): the row and its whole price history, newest first;
 * - GET history?id= (menu mobile:buy-info): the history alone, newest first;
 * - POST save (menu mobile:buy-info, then :add without id, :edit with id and version): one row per
 *   company, site and variety (该收购点已有{品种名}的收购价格); a create, and an edit that changes the
 *   price, add a history entry (the old and new price, the effective date, who and when); an edit that
 *   keeps the price adds none; a stale version 409;
 * - DELETE deleteByIds (:delete): all or nothing within the caller's scope (the history goes with it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BuyInfoDetail, BuyInfoHistoryEntry, BuyInfoRow, BuyInfoSaveBody, BuyInfoSaved } from '../../api/mobile.js';
import { BuyInfoSaveBodySchema } from '../../api/mobile.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { idsOf, SAVE_MESSAGES } from '../../core/list/routes.js';
import { scopedById, selectionOf, type ListResource } from '../../core/list/query.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { sysUser } from '../../db/schema.js';
import { mobBuyInfo, mobBuyInfoHistory } from '../../db/tables/mobile.js';
import { BUY_INFO_BASE, buyInfoResource } from './buy-info-list.js';
import { MOBILE_MENUS } from './lists.js';
import { MOBILE_MARKET_MESSAGES as M } from './market-message-texts.js';
import { orgChecked, varietyName } from './sale-info-routes.js';
import { buyInfoValues } from './sale-info-rules.js';

type Executor = Pick<AppDatabase, 'select'>;

const scopeOf = (request: FastifyRequest) => dataScopeFor(accessOf(request), MOBILE_MENUS.buyInfo);

/** The list resource over the table itself (for scoped reads, updates and deletes by id). */
const buyInfoTable: ListResource = { ...buyInfoResource, table: mobBuyInfo, id: mobBuyInfo.id, version: mobBuyInfo.version, scope: { menu: MOBILE_MENUS.buyInfo, org: mobBuyInfo.orgCode } };

/** The price history of a row, newest first, with the changer's name when the changer is a user. */
export async function buyInfoHistory(db: Executor, buyInfoId: number): Promise<BuyInfoHistoryEntry[]> {
  const rows = await db
    .select({
      id: mobBuyInfoHistory.id,
      oldPrice: mobBuyInfoHistory.oldPrice,
      newPrice: mobBuyInfoHistory.newPrice,
      effectiveDate: mobBuyInfoHistory.effectiveDate,
      changedBy: mobBuyInfoHistory.changedBy,
      changedByName: sysUser.userName,
      changedTime: mobBuyInfoHistory.changedTime,
      remark: mobBuyInfoHistory.remark,
    })
    .from(mobBuyInfoHistory)
    .leftJoin(sysUser, sql`${sysUser.id}::text = ${mobBuyInfoHistory.changedBy}`)
    .where(eq(mobBuyInfoHistory.buyInfoId, buyInfoId))
    .orderBy(desc(mobBuyInfoHistory.changedTime), desc(mobBuyInfoHistory.id));
  return rows.map((row) => ({ ...row, changedTime: row.changedTime.toISOString() }));
}

async function scopedRow(db: Executor, request: FastifyRequest, id: number): Promise<BuyInfoRow> {
  const [row] = await db.select(selectionOf(buyInfoResource)).from(buyInfoResource.table).where(scopedById(buyInfoResource, [id], scopeOf(request))).limit(1);
  if (!row) throw new ApiError(404, M.buyInfoNotFound);
  return row as unknown as BuyInfoRow;
}

export function buyInfoRoutes(app: FastifyInstance, db: AppDatabase): void {
  const read = { config: { permission: MOBILE_MENUS.buyInfo }, schema: { querystring: IdTextParams } };
  app.get(`${BUY_INFO_BASE}/detail`, read, async (request): Promise<Envelope<BuyInfoDetail>> => {
    const row = await scopedRow(db, request, Number((request.query as { id: string }).id));
    return ok({ ...row, history: await buyInfoHistory(db, row.id) });
  });
  app.get(`${BUY_INFO_BASE}/history`, read, async (request): Promise<Envelope<BuyInfoHistoryEntry[]>> => {
    const row = await scopedRow(db, request, Number((request.query as { id: string }).id));
    return ok(await buyInfoHistory(db, row.id));
  });

  app.post(`${BUY_INFO_BASE}/save`, { schema: { body: BuyInfoSaveBodySchema }, config: { permission: MOBILE_MENUS.buyInfo } }, async (request): Promise<Envelope<BuyInfoSaved>> => {
    const access = accessOf(request);
    const body = request.body as BuyInfoSaveBody;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? MOBILE_MENUS.buyInfoAdd : MOBILE_MENUS.buyInfoEdit)) throw permissionDenied();
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const checked = buyInfoValues(body);
    if ('message' in checked) throw new ApiError(400, checked.message);
    const { values } = checked;
    const variety = await varietyName(db, values.variety);
    await orgChecked(db, access, MOBILE_MENUS.buyInfo, values.orgCode);
    const actor = String(access.userId);
    const duplicate = () => new ApiError(400, M.duplicateBuyInfo(variety));
    try {
      return await db.transaction(async (tx) => {
        const sameSite = and(eq(mobBuyInfo.orgCode, values.orgCode), eq(mobBuyInfo.siteName, values.siteName), eq(mobBuyInfo.variety, values.variety));
        const [taken] = await tx
          .select({ id: mobBuyInfo.id })
          .from(mobBuyInfo)
          .where(isCreate ? sameSite : and(sameSite, ne(mobBuyInfo.id, body.id as number)))
          .limit(1);
        if (taken) throw duplicate();
        const history = (oldPrice: string | null, buyInfoId: number) =>
          tx.insert(mobBuyInfoHistory).values({ buyInfoId, oldPrice, newPrice: values.price, effectiveDate: values.effectiveDate, changedBy: actor, remark: values.remark });
        if (isCreate) {
          const [created] = await tx
            .insert(mobBuyInfo)
            .values({ ...values, status: body.status ?? 1, createdBy: actor, updatedBy: actor })
            .returning({ id: mobBuyInfo.id, version: mobBuyInfo.version });
          if (!created) throw new Error('the buying price was not written');
          await history(null, created.id);
          return ok(created, SAVE_MESSAGES.created);
        }
        const where = scopedById(buyInfoTable, [body.id as number], scopeOf(request));
        const [current] = await tx.select({ id: mobBuyInfo.id, price: mobBuyInfo.price, version: mobBuyInfo.version }).from(mobBuyInfo).where(where).for('update');
        if (!current) throw new ApiError(404, M.buyInfoNotFound);
        if (current.version !== body.version) throw versionConflict();
        const [updated] = await tx
          .update(mobBuyInfo)
          .set({ ...values, ...(body.status === undefined ? {} : { status: body.status }), updatedBy: actor, updatedTime: new Date(), version: sql`${mobBuyInfo.version} + 1` })
          .where(eq(mobBuyInfo.id, current.id))
          .returning({ id: mobBuyInfo.id, version: mobBuyInfo.version });
        if (!updated) throw versionConflict();
        // Numeric texts of the same scale: equal texts are equal prices.
        if (current.price !== values.price) await history(current.price, current.id);
        return ok(updated, SAVE_MESSAGES.updated);
      });
    } catch (error) {
      // Two saves of the same site and variety at once: the unique key refuses the second.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  });

  app.delete(
    `${BUY_INFO_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: MOBILE_MENUS.buyInfoDelete } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query as { ids?: string | string[] }, request.body);
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      const scope = scopeOf(request);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(mobBuyInfo).where(scopedById(buyInfoTable, ids, scope)).returning({ id: mobBuyInfo.id });
        // All or nothing: one id missing or out of scope rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, M.buyInfoSomeMissing);
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );
}
