/**
 * Estimated and actual consumption (issue 23, part 3; spec 02 §7) under /demand/api/v1, read behind the
 * month plans' menu demand:month and written behind demand:month:edit, scoped to the caller's orgs:
 *
 * - dem/estimate-consume: custom-page, page, detail, save (org and material known, quantities ≥ 0 with at
 *   most 3 decimals, one row per org, material and month), deleteByIds, statis (count and totals of the
 *   filtered rows), import (masters-imports.ts);
 * - dem/year-consume: page (the months summed per org, material and year: the view dem_year_consume_v)
 *   and statis.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Envelope } from '../../api/index.js';
import { sql } from 'drizzle-orm';
import { EstimateConsumeSaveBodySchema, type ConsumeStatis, type DemandMasterSaved } from '../../api/demand-masters.js';
import { dataScopeFor } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { normalDecimal } from '../../core/import/cells.js';
import { parseFilters } from '../../core/list/filters.js';
import { whereOf, type ListResource } from '../../core/list/query.js';
import { registerListReads, registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { blankToNull } from '../../core/request-body.js';
import type { AppDatabase } from '../../db/connection.js';
import { demEstimateConsume as consume } from '../../db/tables/demand.js';
import { demYearConsumeView as yearConsume } from '../../db/tables/demand-masters.js';
import { DEMAND_MASTER_MESSAGES as M } from './masters-message-texts.js';
import { DEMAND_API, DEMAND_MASTER_MENUS as MENUS, estimateConsumeResource, yearConsumeResource } from './masters-lists.js';
import { assertOrgInScope, bad, materialOf, orgNameOf, saveVersioned } from './masters-save.js';

export const ESTIMATE_CONSUME_BASE = `${DEMAND_API}/dem/estimate-consume`;
export const YEAR_CONSUME_BASE = `${DEMAND_API}/dem/year-consume`;

/** A quantity: ≥ 0, at most 3 decimals. */
export const isQuantityText = (text: string): boolean => /^\d{1,15}(\.\d{1,3})?$/.test(text.trim());

export const estimateConsumeRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, ESTIMATE_CONSUME_BASE, { db, resource: estimateConsumeResource, permissions: { read: MENUS.month, remove: MENUS.monthEdit } });
  registerListReads(app, YEAR_CONSUME_BASE, db, yearConsumeResource, MENUS.month);

  const statis = (resource: ListResource, table: typeof consume | typeof yearConsume) =>
    app.get(`${resource === yearConsumeResource ? YEAR_CONSUME_BASE : ESTIMATE_CONSUME_BASE}/statis`, { config: { permission: MENUS.month } }, async (request): Promise<Envelope<ConsumeStatis>> => {
      const conditions = parseFilters(request.query as Record<string, unknown>, resource.fields);
      const where = whereOf(resource, conditions, dataScopeFor(accessOf(request), MENUS.month));
      const [row] = await db
        .select({
          count: sql<number>`count(*)::integer`,
          estimatedQuantity: sql<string>`coalesce(sum(${table.estimatedQuantity}), 0)::text`,
          actualQuantity: sql<string>`coalesce(sum(${table.actualQuantity}), 0)::text`,
        })
        .from(table)
        .where(where);
      return ok({ count: Number(row?.count ?? 0), estimatedQuantity: normalDecimal(row?.estimatedQuantity ?? '0') ?? '0', actualQuantity: normalDecimal(row?.actualQuantity ?? '0') ?? '0' });
    });
  statis(estimateConsumeResource, consume);
  statis(yearConsumeResource, yearConsume);

  app.post(`${ESTIMATE_CONSUME_BASE}/save`, { schema: { body: EstimateConsumeSaveBodySchema }, config: { permission: MENUS.month } }, async (request): Promise<Envelope<DemandMasterSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    const actual = blankToNull(body.actualQuantity);
    if (!isQuantityText(body.estimatedQuantity) || (actual !== null && !isQuantityText(actual))) throw bad(M.badQuantity);
    assertOrgInScope(access, MENUS.month, body.orgCode);
    const [orgName, material] = await Promise.all([orgNameOf(db, body.orgCode), materialOf(db, body.matCode)]);
    const saved = await saveVersioned({
      db,
      resource: estimateConsumeResource,
      access,
      body,
      permissions: { create: MENUS.monthEdit, update: MENUS.monthEdit },
      values: {
        orgCode: body.orgCode,
        orgName,
        matCode: material.matCode,
        matName: material.matName,
        unitCode: material.unitCode,
        yearMonth: body.yearMonth,
        estimatedQuantity: normalDecimal(body.estimatedQuantity.trim()),
        actualQuantity: actual === null ? null : normalDecimal(actual),
        remark: blankToNull(body.remark),
      },
      duplicate: M.duplicateConsume(body.yearMonth),
    });
    return ok({ id: saved.id, version: saved.version }, saved.created ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });
};
