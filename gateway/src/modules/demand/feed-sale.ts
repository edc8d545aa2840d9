/**
 * 饲料销量目标 (issue 23, part 3; spec 02 §7 feed-target-sale, feed-estimate-sale; domain.md: they drive
 * raw-material demand) under /demand/api/v1, behind demand:feed-sale and scoped to the caller's orgs:
 *
 * - dem/feed-target-sale and dem/feed-estimate-sale: custom-page, page, detail, save (demand:feed-sale:edit;
 *   one row per org, month and feed kind; tonnes ≥ 0 with at most 3 decimals), import (masters-imports.ts);
 * - GET dem/feed-target-sale/raw-demand?orgCode=&yearMonth=: the raw materials the month's targets need,
 *   Σ tonnes × inclusion rate / 100 per material (feed-demand.ts, exact decimals).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Envelope } from '../../api/index.js';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { FeedSaleSaveBodySchema, type DemandMasterSaved, type FeedKindCode, type FeedRawDemand } from '../../api/demand-masters.js';
import { ok } from '../../core/envelope.js';
import { normalDecimal } from '../../core/import/cells.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { blankToNull } from '../../core/request-body.js';
import type { AppDatabase } from '../../db/connection.js';
import { demFeedInclusionRate as inclusion, demFeedTargetSale as targetSale } from '../../db/tables/demand-masters.js';
import { rawMaterialDemand } from './feed-demand.js';
import { DEMAND_MASTER_MESSAGES as M } from './masters-message-texts.js';
import { DEMAND_API, DEMAND_MASTER_MENUS as MENUS, feedEstimateSaleResource, feedTargetSaleResource } from './masters-lists.js';
import { assertOrgInScope, bad, orgNameOf, saveVersioned } from './masters-save.js';
import { isQuantityText } from './estimate-consume.js';

export const FEED_TARGET_SALE_BASE = `${DEMAND_API}/dem/feed-target-sale`;
export const FEED_ESTIMATE_SALE_BASE = `${DEMAND_API}/dem/feed-estimate-sale`;

const RawDemandQuery = Type.Object({ orgCode: Type.String({ minLength: 1, maxLength: 64 }), yearMonth: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }) });

export const feedSaleRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const routes = (base: string, resource: ListResource) => {
    registerListRoutes(app, base, { db, resource, permissions: { read: MENUS.feedSale } });
    app.post(`${base}/save`, { schema: { body: FeedSaleSaveBodySchema }, config: { permission: MENUS.feedSale } }, async (request): Promise<Envelope<DemandMasterSaved>> => {
      const access = accessOf(request);
      const body = request.body;
      if (!isQuantityText(body.tonnes)) throw bad(M.badQuantity);
      assertOrgInScope(access, MENUS.feedSale, body.orgCode);
      const orgName = await orgNameOf(db, body.orgCode);
      const saved = await saveVersioned({
        db,
        resource,
        access,
        body,
        permissions: { create: MENUS.feedSaleEdit, update: MENUS.feedSaleEdit },
        values: { orgCode: body.orgCode, orgName, yearMonth: body.yearMonth, feedKind: body.feedKind, tonnes: normalDecimal(body.tonnes.trim()), remark: blankToNull(body.remark) },
        duplicate: M.duplicateFeedSale(body.yearMonth),
      });
      return ok({ id: saved.id, version: saved.version }, saved.created ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
    });
  };
  routes(FEED_TARGET_SALE_BASE, feedTargetSaleResource);
  routes(FEED_ESTIMATE_SALE_BASE, feedEstimateSaleResource);

  app.get(`${FEED_TARGET_SALE_BASE}/raw-demand`, { schema: { querystring: RawDemandQuery }, config: { permission: MENUS.feedSale } }, async (request): Promise<Envelope<FeedRawDemand>> => {
    const { orgCode, yearMonth } = request.query;
    assertOrgInScope(accessOf(request), MENUS.feedSale, orgCode);
    const [sales, rates] = await Promise.all([
      db.select({ feedKind: targetSale.feedKind, tonnes: targetSale.tonnes }).from(targetSale).where(and(eq(targetSale.orgCode, orgCode), eq(targetSale.yearMonth, yearMonth))).orderBy(asc(targetSale.feedKind)),
      db.select({ feedKind: inclusion.feedKind, matCode: inclusion.matCode, matName: inclusion.matName, inclusionRate: inclusion.inclusionRate }).from(inclusion).orderBy(asc(inclusion.matCode)),
    ]);
    const rows = rawMaterialDemand(sales, rates).map((row) => ({ ...row, parts: row.parts.map((part) => ({ ...part, feedKind: part.feedKind as FeedKindCode })) }));
    return ok({ orgCode, yearMonth, rows });
  });
};
