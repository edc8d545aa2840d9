/**
 * 年度需求汇总 of the year plans (issue 23; spec 02 §7 dem/year-demand-summary), behind demand:summary,
 * scoped by org and category, on the view dem_year_demand_item_v (migration 0032: one row per org,
 * category, material and year, with the exact year total of the twelve months):
 *
 * - GET/POST custom-page, GET page: the rows; the download centre replays it as the export task
 *   (demand:summary:export);
 * - GET/POST statis: the filtered rows' count and exact totals (year and each month) over the same
 *   filters and scope (no paging, no sort);
 * - GET query-detail?orgCode&categoryCode&matCode&year: the source year plans' items of one row.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { YearDemandSummaryDetailQuerySchema, type YearDemandSummaryDetail, type YearDemandSummaryStatis } from '../../api/demand-summary.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { whereOf, type ListResource } from '../../core/list/query.js';
import { registerListReads } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { demYearDemandItem as item, MONTH_COLUMNS } from '../../db/tables/demand.js';
import { demYearDemandItemView as view } from '../../db/tables/demand-year-view.js';
import { MONTH_MENUS } from './month-demand.js';
import { DEMAND_API } from './year-demand-list.js';

export const YEAR_SUMMARY_BASE = `${DEMAND_API}/dem/year-demand-summary`;

const sortable = { sortable: true } as const;
const monthFields = Object.fromEntries(
  MONTH_COLUMNS.map((column, index) => [column, { column: view[column], type: 'decimal', notNull: true, title: `${index + 1}月`, ...sortable } as const]),
);

export const yearSummaryResource: ListResource = {
  label: '年度需求汇总',
  table: view,
  id: view.id,
  fields: {
    id: { column: view.id, type: 'integer', notNull: true, exported: false, ...sortable },
    year: { column: view.year, type: 'integer', notNull: true, title: '年度', ...sortable },
    orgCode: { column: view.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: view.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: view.categoryCode, type: 'text', notNull: true, title: '品类编码', ...sortable },
    categoryName: { column: view.categoryName, type: 'text', title: '品类名称' },
    matCode: { column: view.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...sortable },
    matName: { column: view.matName, type: 'text', title: '物料名称' },
    unitCode: { column: view.unitCode, type: 'text', title: '单位' },
    status: { column: view.status, type: 'text', notNull: true, values: ['new', 'inProcess', 'approved', 'rejected'], title: '状态', dictCode: 'demandStatus' },
    yearTotal: { column: view.yearTotal, type: 'decimal', notNull: true, title: '年度合计', ...sortable },
    ...monthFields,
  },
  defaultSort: [
    { field: 'year', order: 'desc' },
    { field: 'orgCode', order: 'asc' },
    { field: 'matCode', order: 'asc' },
  ],
  scope: { menu: MONTH_MENUS.summary, org: view.orgCode, category: view.categoryCode },
};

const total = (column: SQL | typeof view.yearTotal) => sql<string>`coalesce(sum(${column}), 0)::numeric(18, 3)::text`;

export const yearSummaryRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, YEAR_SUMMARY_BASE, db, yearSummaryResource, MONTH_MENUS.summary);
  const read = { config: { permission: MONTH_MENUS.summary } };
  const scopeOf = (request: FastifyRequest) => dataScopeFor(accessOf(request), MONTH_MENUS.summary);

  const statis = async (request: FastifyRequest, input: Record<string, unknown>): Promise<Envelope<YearDemandSummaryStatis>> => {
    const conditions = parseFilters(input, yearSummaryResource.fields);
    const months = Object.fromEntries(MONTH_COLUMNS.map((column) => [column, total(sql`${view[column]}`)])) as Record<(typeof MONTH_COLUMNS)[number], SQL<string>>;
    const [row] = await db
      .select({ count: count(), yearTotal: total(view.yearTotal), ...months })
      .from(view)
      .where(whereOf(yearSummaryResource, conditions, scopeOf(request)));
    return ok({ ...row!, count: Number(row!.count) });
  };
  app.get(`${YEAR_SUMMARY_BASE}/statis`, read, (request) => statis(request, request.query as Record<string, unknown>));
  app.post(`${YEAR_SUMMARY_BASE}/statis`, { ...read, schema: { body: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]) } }, (request) =>
    statis(request, (request.body as Record<string, unknown> | null) ?? {}),
  );

  app.get(`${YEAR_SUMMARY_BASE}/query-detail`, { ...read, schema: { querystring: YearDemandSummaryDetailQuerySchema } }, async (request): Promise<Envelope<YearDemandSummaryDetail[]>> => {
    const { orgCode, categoryCode, matCode, year } = request.query;
    const scope = whereOf(yearSummaryResource, [], scopeOf(request));
    const months = Object.fromEntries(MONTH_COLUMNS.map((column) => [column, view[column]])) as Record<(typeof MONTH_COLUMNS)[number], typeof view.month1>;
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
        lastYearQuantity: item.lastYearQuantity,
        increaseRate: item.increaseRate,
        yearTotal: view.yearTotal,
        ...months,
      })
      .from(view)
      .innerJoin(item, eq(item.id, view.id))
      .where(and(eq(view.orgCode, orgCode), eq(view.categoryCode, categoryCode), eq(view.matCode, matCode), eq(view.year, year), scope))
      .orderBy(asc(view.demandId), asc(view.lineNo));
    return ok(rows);
  });
};
