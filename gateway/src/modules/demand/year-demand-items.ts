/**
 * 年度需求计划's item helpers (issue 23), exact decimals (year-demand-rules.ts):
 *
 * - GET /demand/api/v1/dem/year-demand/year-increase-rate?id= (or ?orgCode=&categoryCode=&year=): per
 *   material of the plan, this year's total against last year's quantity (the item's own, else the
 *   total of last year's approved plan of the same org and category) and the increase rate in percent.
 * - POST /demand/api/v1/dem/year-demand-item/generate/item {orgCode, categoryCode, year, increaseRate?}:
 *   the items a new plan starts from, not saved: last year's approved plan of the org and category
 *   (lastYearQuantity its total, the months copied, × (1 + rate / 100) with a rate), else the active
 *   materials of the category with zero months.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { YearDemandGenerateBodySchema, YearIncreaseRateQuerySchema, type YearDemandGenerated, type YearDemandItem, type YearIncreaseRate } from '../../api/demand-year.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { demYearDemand as plan } from '../../db/tables/demand.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { assertInScope, itemsOf, orgAndCategory } from './year-demand.js';
import { YEAR_DEMAND_BASE, YEAR_DEMAND_ITEM_BASE, YEAR_DEMAND_MENUS as MENUS, yearDemandResource as resource } from './year-demand-list.js';
import { increaseRateOf, itemsFromLastYear, itemTotal, MONTH_KEYS, rateOf, YEAR_DEMAND_ITEM_MESSAGES } from './year-demand-rules.js';

export const YEAR_DEMAND_ITEMS_MESSAGES = {
  planRequired: '请指定年度需求计划，或组织、品类和年度',
} as const;

/** At most this many materials go into a generated plan (the save's limit). */
const MAX_GENERATED = 500;

/** Last year's approved plan of the org and category, if any. */
async function lastYearPlan(db: AppDatabase, orgCode: string, categoryCode: string, year: number) {
  const [found] = await db
    .select({ id: plan.id, demandNo: plan.demandNo })
    .from(plan)
    .where(and(eq(plan.orgCode, orgCode), eq(plan.categoryCode, categoryCode), eq(plan.year, year - 1), eq(plan.status, 'approved')))
    .limit(1);
  return found;
}

export const yearDemandItemRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(`${YEAR_DEMAND_BASE}/year-increase-rate`, { schema: { querystring: YearIncreaseRateQuerySchema }, config: { permission: MENUS.page } }, async (request): Promise<Envelope<YearIncreaseRate[]>> => {
    const { id, orgCode, categoryCode, year } = request.query;
    const scope = dataScopeFor(accessOf(request), MENUS.page);
    let where;
    if (id !== undefined) where = scopedById(resource, [Number(id)], scope);
    else if (orgCode !== undefined && categoryCode !== undefined && year !== undefined) where = and(whereOf(resource, [], scope), eq(plan.orgCode, orgCode), eq(plan.categoryCode, categoryCode), eq(plan.year, Number(year)));
    else throw new ApiError(400, YEAR_DEMAND_ITEMS_MESSAGES.planRequired);
    const [head] = await db.select({ id: plan.id, orgCode: plan.orgCode, categoryCode: plan.categoryCode, year: plan.year }).from(plan).where(where).limit(1);
    if (!head) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
    const previous = await lastYearPlan(db, head.orgCode, head.categoryCode, head.year);
    const lastTotals = new Map(previous ? (await itemsOf(db, previous.id)).map((item) => [item.matCode, itemTotal(item)]) : []);
    const rates = (await itemsOf(db, head.id)).map((item): YearIncreaseRate => {
      const total = itemTotal(item);
      const lastYearQuantity = item.lastYearQuantity ?? lastTotals.get(item.matCode) ?? null;
      return { matCode: item.matCode, matName: item.matName, total, lastYearQuantity, increaseRate: increaseRateOf(total, lastYearQuantity) };
    });
    return ok(rates);
  });

  app.post(`${YEAR_DEMAND_ITEM_BASE}/generate/item`, { schema: { body: YearDemandGenerateBodySchema }, config: { permission: MENUS.page } }, async (request): Promise<Envelope<YearDemandGenerated>> => {
    const { orgCode, categoryCode, year, increaseRate } = request.body;
    const rate = increaseRate === undefined || increaseRate === null || increaseRate.trim() === '' ? null : increaseRate.trim();
    if (rate !== null && rateOf(rate) === null) throw new ApiError(400, YEAR_DEMAND_ITEM_MESSAGES.rateInvalid);
    await orgAndCategory(db, orgCode, categoryCode);
    assertInScope(accessOf(request), orgCode, categoryCode);
    const previous = await lastYearPlan(db, orgCode, categoryCode, year);
    if (previous) {
      const items = itemsFromLastYear(await itemsOf(db, previous.id), rate);
      return ok({ source: 'lastYear', lastYearDemandNo: previous.demandNo, items });
    }
    const materials = await db
      .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode })
      .from(sysMaterial)
      .where(and(like(sysMaterial.categoryCode, `${categoryCode}%`), eq(sysMaterial.status, 'Active')))
      .orderBy(asc(sysMaterial.matCode))
      .limit(MAX_GENERATED);
    const zero = Object.fromEntries(MONTH_KEYS.map((key) => [key, '0.000']));
    const items = materials.map((material, index) => ({ ...material, ...zero, lineNo: index + 1, lastYearQuantity: null, increaseRate: null }) as YearDemandItem);
    return ok({ source: 'material', lastYearDemandNo: null, items });
  });
};
