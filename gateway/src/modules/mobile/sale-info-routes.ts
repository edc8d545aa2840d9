/**
 * 销售信息 beside its list (issue 28), under MOBILE_API/sale-info:
 * - GET detail?id= (mobile:sale-info:detail): the offer unmasked; 404 outside the caller's scope;
 * - POST save (menu mobile:sale-info, then :add without id, :edit with id and version): the checks of
 *   sale-info-rules.ts, the variety a grainVariety item (品种不存在), the company one of the caller's
 *   (您暂无该组织的权限); a new offer numbered by SALE_INFO_NO (XS+YYYYMM+5); a stale version 409;
 * - DELETE deleteByIds (:delete): all or nothing within the caller's scope.
 *
 * Also the checks the buying prices share (orgChecked, varietyName).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { SaleInfoDetail, SaleInfoSaveBody, SaleInfoSaved } from '../../api/mobile.js';
import { SaleInfoSaveBodySchema } from '../../api/mobile.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { idsOf, SAVE_MESSAGES } from '../../core/list/routes.js';
import { scopedById, selectionOf, type ListResource } from '../../core/list/query.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial, shanghaiDateText } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { mobSaleInfo } from '../../db/tables/mobile.js';
import { sysDictItem } from '../../db/tables/system-data.js';
import { MOBILE_MENUS } from './lists.js';
import { MOBILE_MARKET_MESSAGES as M } from './market-message-texts.js';
import { SALE_INFO_BASE, saleInfoResource } from './sale-info-list.js';
import { saleInfoValues } from './sale-info-rules.js';
import { checkOrg } from './user-store.js';

/** The name of a grainVariety item; 400 品种不存在 when there is none. */
export async function varietyName(db: Pick<AppDatabase, 'select'>, variety: string): Promise<string> {
  const [item] = await db
    .select({ name: sysDictItem.itemName })
    .from(sysDictItem)
    .where(and(eq(sysDictItem.dictCode, 'grainVariety'), eq(sysDictItem.itemCode, variety)))
    .limit(1);
  if (!item) throw new ApiError(400, M.varietyUnknown);
  return item.name;
}

/** The company must be in the caller's scope on `menu` (403) and exist as a company (400 组织不存在：{code}). */
export async function orgChecked(db: Pick<AppDatabase, 'select'>, access: UserAccess, menu: string, orgCode: string): Promise<void> {
  await checkOrg(db, dataScopeFor(access, menu), orgCode, () => M.orgUnknown(orgCode));
}

const scopeOf = (request: FastifyRequest, menu: string) => dataScopeFor(accessOf(request), menu);

/** The list resource over the table itself (for scoped updates and deletes by id). */
const saleInfoTable: ListResource = { ...saleInfoResource, table: mobSaleInfo, id: mobSaleInfo.id, version: mobSaleInfo.version, scope: { menu: MOBILE_MENUS.saleInfo, org: mobSaleInfo.orgCode } };

async function saleInfoDetail(db: AppDatabase, request: FastifyRequest, id: number): Promise<SaleInfoDetail> {
  const [row] = await db.select(selectionOf(saleInfoResource)).from(saleInfoResource.table).where(scopedById(saleInfoResource, [id], scopeOf(request, MOBILE_MENUS.saleInfo))).limit(1);
  if (!row) throw new ApiError(404, M.saleInfoNotFound);
  return row as unknown as SaleInfoDetail;
}

export function saleInfoRoutes(app: FastifyInstance, db: AppDatabase): void {
  app.get(`${SALE_INFO_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: MOBILE_MENUS.saleInfoDetail } }, async (request): Promise<Envelope<SaleInfoDetail>> =>
    ok(await saleInfoDetail(db, request, Number((request.query as { id: string }).id))),
  );

  app.post(`${SALE_INFO_BASE}/save`, { schema: { body: SaleInfoSaveBodySchema }, config: { permission: MOBILE_MENUS.saleInfo } }, async (request): Promise<Envelope<SaleInfoSaved>> => {
    const access = accessOf(request);
    const body = request.body as SaleInfoSaveBody;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? MOBILE_MENUS.saleInfoAdd : MOBILE_MENUS.saleInfoEdit)) throw permissionDenied();
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const checked = saleInfoValues(body, isCreate, shanghaiDateText());
    if ('message' in checked) throw new ApiError(400, checked.message);
    const { values } = checked;
    await varietyName(db, values.variety);
    await orgChecked(db, access, MOBILE_MENUS.saleInfo, values.orgCode);
    const actor = String(access.userId);
    const status = body.status ?? 'onSale';
    if (isCreate) {
      const created = await db.transaction(async (tx) => {
        const infoNo = await nextSerial(tx, 'SALE_INFO_NO');
        const [row] = await tx
          .insert(mobSaleInfo)
          .values({ ...values, infoNo, status, createdBy: actor, updatedBy: actor })
          .returning({ id: mobSaleInfo.id, infoNo: mobSaleInfo.infoNo, version: mobSaleInfo.version });
        if (!row) throw new Error('the sale offer was not written');
        return row;
      });
      return ok(created, SAVE_MESSAGES.created);
    }
    const id = body.id as number;
    const scope = scopedById(saleInfoTable, [id], scopeOf(request, MOBILE_MENUS.saleInfo));
    const [updated] = await db
      .update(mobSaleInfo)
      .set({ ...values, ...(body.status === undefined ? {} : { status }), updatedBy: actor, updatedTime: new Date(), version: sql`${mobSaleInfo.version} + 1` })
      .where(and(scope, eq(mobSaleInfo.version, body.version as number)))
      .returning({ id: mobSaleInfo.id, infoNo: mobSaleInfo.infoNo, version: mobSaleInfo.version });
    if (updated) return ok(updated, SAVE_MESSAGES.updated);
    const [exists] = await db.select({ id: mobSaleInfo.id }).from(mobSaleInfo).where(scope).limit(1);
    if (!exists) throw new ApiError(404, M.saleInfoNotFound);
    throw versionConflict();
  });

  app.delete(
    `${SALE_INFO_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: MOBILE_MENUS.saleInfoDelete } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query as { ids?: string | string[] }, request.body);
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      const scope = scopeOf(request, MOBILE_MENUS.saleInfo);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(mobSaleInfo).where(scopedById(saleInfoTable, ids, scope)).returning({ id: mobSaleInfo.id });
        // All or nothing: one id missing or out of scope rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, M.saleInfoSomeMissing);
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );
}
