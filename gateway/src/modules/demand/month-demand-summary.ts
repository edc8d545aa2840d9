/**
 * 需求汇总 of the month plans (issue 23; spec 02 §7 dem/month-demand-summary), behind demand:summary,
 * scoped by org and category, on the view dem_month_demand_item_v (migration 0029: one row per org,
 * category, material and month, since a plan is unique per org, category and month and an item per plan
 * and material):
 *
 * - GET/POST custom-page, GET page: the rows with their demand, contract residual and suggested
 *   purchase; the download centre replays it as the export task (demand:summary:export);
 * - GET/POST statis: the filtered rows' count and exact totals over the same filters and scope (no
 *   paging, no sort): from the plans' kept totals (migration 0031) when every filter is on a plan field
 *   (org, category, month, status), else one aggregate over the items;
 * - GET query-detail?orgCode&categoryCode&matCode&yearMonth: the source plans' items of one row.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { MonthDemandSummaryDetail, MonthDemandSummaryStatis } from '../../api/demand-month.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { whereOf, type ListResource } from '../../core/list/query.js';
import { registerListReads } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { demMonthDemand as plan } from '../../db/tables/demand.js';
import { demMonthDemandItemView as view } from '../../db/tables/demand-month-view.js';
import { DEMAND_API, MONTH_MENUS } from './month-demand.js';
import { itemViewFields } from './month-demand-items.js';

export const MONTH_SUMMARY_BASE = `${DEMAND_API}/dem/month-demand-summary`;

const { id, orgCode, orgName, categoryCode, categoryName, matCode, matName, unitCode, yearMonth, status, demandQuantity, contractResidualQuantity, suggestedPurchase } = itemViewFields;

export const monthSummaryResource: ListResource = {
  label: '需求汇总',
  table: view,
  id: view.id,
  fields: { id: id!, orgCode: orgCode!, orgName: orgName!, categoryCode: categoryCode!, categoryName: categoryName!, matCode: matCode!, matName: matName!, unitCode: unitCode!, yearMonth: yearMonth!, status: status!, demandQuantity: demandQuantity!, contractResidualQuantity: contractResidualQuantity!, suggestedPurchase: suggestedPurchase! },
  defaultSort: [
    { field: 'yearMonth', order: 'desc' },
    { field: 'orgCode', order: 'asc' },
    { field: 'matCode', order: 'asc' },
  ],
  scope: { menu: MONTH_MENUS.summary, org: view.orgCode, category: view.categoryCode },
};

/**
 * The summary's plan fields over the plans themselves, for statis: their kept totals (migration 0031)
 * sum the items of the plans a filter on these fields selects, scoped like the summary.
 */
const planTotalsResource: ListResource = {
  label: '需求汇总',
  table: plan,
  id: plan.id,
  fields: {
    orgCode: { ...orgCode!, column: plan.orgCode },
    orgName: { ...orgName!, column: plan.orgName },
    categoryCode: { ...categoryCode!, column: plan.categoryCode },
    categoryName: { ...categoryName!, column: plan.categoryName },
    yearMonth: { ...yearMonth!, column: plan.yearMonth },
    status: { ...status!, column: plan.status },
  },
  defaultSort: [{ field: 'yearMonth', order: 'desc' }],
  scope: { menu: MONTH_MENUS.summary, org: plan.orgCode, category: plan.categoryCode },
};
const PLAN_TOTAL_FIELDS: ReadonlySet<string> = new Set(Object.keys(planTotalsResource.fields));

const DetailQuery = Type.Object({
  orgCode: Type.String({ minLength: 1, maxLength: 40 }),
  categoryCode: Type.String({ minLength: 1, maxLength: 40 }),
  matCode: Type.String({ minLength: 1, maxLength: 40 }),
  yearMonth: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
});

export const monthSummaryRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, MONTH_SUMMARY_BASE, db, monthSummaryResource, MONTH_MENUS.summary);
  const read = { config: { permission: MONTH_MENUS.summary } };
  const scopeOf = (request: FastifyRequest) => dataScopeFor(accessOf(request), MONTH_MENUS.summary);

  const statis = async (request: FastifyRequest, input: Record<string, unknown>): Promise<Envelope<MonthDemandSummaryStatis>> => {
    const conditions = parseFilters(input, monthSummaryResource.fields);
    const scope = scopeOf(request);
    // Filters on plan fields only: the plans' kept totals (one row per org, category and month).
    if (conditions.every((condition) => PLAN_TOTAL_FIELDS.has(condition.field))) {
      const [totals] = await db
        .select({
          count: sql<string>`coalesce(sum(${plan.itemCount}), 0)::text`,
          demandQuantity: sql<string>`coalesce(sum(${plan.demandTotal}), 0)::numeric(18, 3)::text`,
          contractResidualQuantity: sql<string>`coalesce(sum(${plan.residualTotal}), 0)::numeric(18, 3)::text`,
          suggestedPurchase: sql<string>`coalesce(sum(${plan.suggestedTotal}), 0)::numeric(18, 3)::text`,
        })
        .from(plan)
        .where(whereOf(planTotalsResource, conditions, scope));
      return ok({ ...totals!, count: Number(totals!.count) });
    }
    const [row] = await db
      .select({
        count: count(),
        demandQuantity: sql<string>`coalesce(sum(${view.demandQuantity}), 0)::numeric(18, 3)::text`,
        contractResidualQuantity: sql<string>`coalesce(sum(${view.contractResidualQuantity}), 0)::numeric(18, 3)::text`,
        suggestedPurchase: sql<string>`coalesce(sum(${view.suggestedPurchase}), 0)::numeric(18, 3)::text`,
      })
      .from(view)
      .where(whereOf(monthSummaryResource, conditions, scope));
    return ok({ ...row!, count: Number(row!.count) });
  };
  app.get(`${MONTH_SUMMARY_BASE}/statis`, read, (request) => statis(request, request.query as Record<string, unknown>));
  app.post(`${MONTH_SUMMARY_BASE}/statis`, { ...read, schema: { body: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]) } }, (request) =>
    statis(request, (request.body as Record<string, unknown> | null) ?? {}),
  );

  app.get(`${MONTH_SUMMARY_BASE}/query-detail`, { ...read, schema: { querystring: DetailQuery } }, async (request): Promise<Envelope<MonthDemandSummaryDetail[]>> => {
    const { orgCode: org, categoryCode: category, matCode: mat, yearMonth: month } = request.query;
    const scope = whereOf(monthSummaryResource, [], scopeOf(request));
    const rows = await db
      .select({
        id: view.id,
        demandId: view.demandId,
        demandNo: view.demandNo,
        status: view.status,
        lineNo: view.lineNo,
        matCode: view.matCode,
        matName: view.matName,
        unitCode: view.unitCode,
        demandQuantity: view.demandQuantity,
        stockOnHand: view.stockOnHand,
        inTransit: view.inTransit,
        contractResidualQuantity: view.contractResidualQuantity,
        suggestedPurchase: view.suggestedPurchase,
        requiredDate: view.requiredDate,
      })
      .from(view)
      .where(and(eq(view.orgCode, org), eq(view.categoryCode, category), eq(view.matCode, mat), eq(view.yearMonth, month), scope))
      .orderBy(asc(view.demandId), asc(view.lineNo));
    return ok(rows);
  });
};
