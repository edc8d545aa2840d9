/**
 * The four report lists of spec 02 §2 (issue 27) on the list engine, under /report/api/v1/report (menu
 * report:list), each GET and POST `<path>/page` with the engine's filters, paging, sort and cursor:
 * `page` (all committed reports, not templates), `favourite/page` (the caller's favourites),
 * `draft/page` (the caller's own drafts) and `template/page` (templates).
 *
 * A list's rows depend on the caller (their drafts, their favourites), which the engine's org/category
 * scope cannot say; so these routes call the engine's parts (parsePageRequest, parseFilters, fetchPage)
 * themselves and add the list's fixed conditions (on fields the caller cannot filter on: status,
 * isTemplate, ownerId; the favourite ids) to the caller's filters, and mark each row's `favourite` for
 * the caller. They are not in the export registry: an export replaying a list by its path alone would
 * lose the caller's conditions (and the report lists have no export).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { REPORT_LISTS, REPORT_STATUSES, REPORT_TYPES, type ReportList } from '../../api/report.js';
import { ok } from '../../core/envelope.js';
import type { Condition } from '../../core/list/filters.js';
import { parseFilters } from '../../core/list/filters.js';
import { fetchPage, parsePageRequest, type ListField, type ListResource, type PageResult } from '../../core/list/query.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { rptReport as report, rptReportFavourite as favourite } from '../../db/tables/report.js';

export const REPORT_BASE = '/report/api/v1/report';
export const REPORT_MENUS = {
  list: 'report:list',
  add: 'report:add',
  edit: 'report:edit',
  remove: 'report:delete',
  template: 'report:template',
} as const;

/** The list's path below REPORT_BASE ('' for all). */
export const REPORT_LIST_PATHS: Readonly<Record<ReportList, string>> = { all: '', favourite: '/favourite', draft: '/draft', template: '/template' };

const s = { sortable: true } as const;
const fixed = { filterable: false, exported: false } as const;

export const reportResource: ListResource = {
  label: '报告',
  table: report,
  id: report.id,
  version: report.version,
  fields: {
    id: { column: report.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    title: { column: report.title, type: 'text', notNull: true, title: '报告标题', ...s },
    subjectType: { column: report.subjectType, type: 'text', dictCode: 'subjectResearchType', title: '主题类型' },
    researchType: { column: report.researchType, type: 'text', dictCode: 'dataResearchType', title: '研究类型' },
    reportType: { column: report.reportType, type: 'text', notNull: true, values: REPORT_TYPES, dictCode: 'reportType', title: '报告类型', ...s },
    author: { column: report.author, type: 'text', title: '作者', ...s },
    reportDate: { column: report.reportDate, type: 'date', title: '报告日期', ...s },
    status: { column: report.status, type: 'text', notNull: true, values: REPORT_STATUSES, dictCode: 'reportStatus', title: '状态', ...fixed },
    isTemplate: { column: report.isTemplate, type: 'boolean', notNull: true, title: '模板', ...fixed },
    ownerId: { column: report.ownerId, type: 'integer', notNull: true, title: '所有人', ...fixed },
    createdBy: { column: report.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: report.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    updatedTime: { column: report.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    committedTime: { column: report.committedTime, type: 'datetime', title: '提交时间', ...s },
    version: { column: report.version, type: 'integer', notNull: true, filterable: false, exported: false },
  } satisfies Record<string, ListField>,
  // Newest first (ids grow with time).
  defaultSort: [{ field: 'id', order: 'desc' }],
};

/** The fixed conditions of a list for the caller (favourite: `favouriteIds`, the caller's favourites). */
export function listConditions(list: ReportList, userId: number, favouriteIds: readonly number[] = []): Condition[] {
  const notTemplate: Condition = { field: 'isTemplate', op: 'equals', value: false };
  switch (list) {
    case 'all':
      return [notTemplate, { field: 'status', op: 'equals', value: 'committed' }];
    case 'favourite':
      return [notTemplate, { field: 'status', op: 'equals', value: 'committed' }, { field: 'id', op: 'in', values: [...favouriteIds] }];
    case 'draft':
      return [notTemplate, { field: 'status', op: 'equals', value: 'draft' }, { field: 'ownerId', op: 'equals', value: userId }];
    case 'template':
      return [{ field: 'isTemplate', op: 'equals', value: true }];
  }
}

/** The ids among `ids` the user holds as favourites. */
export async function favouritesAmong(db: AppDatabase, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: favourite.reportId })
    .from(favourite)
    .where(and(eq(favourite.userId, userId), inArray(favourite.reportId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

async function listPage(db: AppDatabase, list: ReportList, userId: number, input: Record<string, unknown>): Promise<PageResult<Record<string, unknown>>> {
  const pageRequest = parsePageRequest(input, reportResource);
  const conditions = parseFilters(input, reportResource.fields);
  let favouriteIds: number[] = [];
  if (list === 'favourite') {
    favouriteIds = (await db.select({ id: favourite.reportId }).from(favourite).where(eq(favourite.userId, userId)).orderBy(desc(favourite.reportId))).map((row) => row.id);
    if (favouriteIds.length === 0) return { result: [], total: 0, page: pageRequest.page, pageSize: pageRequest.pageSize, totalIsEstimate: false };
  }
  const page = await fetchPage(db, reportResource, [...conditions, ...listConditions(list, userId, favouriteIds)], pageRequest);
  const marked = list === 'favourite' ? new Set(favouriteIds) : await favouritesAmong(db, userId, page.result.map((row) => Number(row['id'])));
  return { ...page, result: page.result.map((row) => ({ ...row, favourite: marked.has(Number(row['id'])) })) };
}

const listBody = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** GET and POST `<REPORT_BASE><path>/page` of the four lists. */
export function registerReportLists(app: FastifyInstance, db: AppDatabase): void {
  const config = { config: { permission: REPORT_MENUS.list } };
  for (const list of REPORT_LISTS) {
    const url = `${REPORT_BASE}${REPORT_LIST_PATHS[list]}/page`;
    const answer = async (request: FastifyRequest, input: Record<string, unknown>) => ok(await listPage(db, list, accessOf(request).userId, input));
    app.get(url, config, (request) => answer(request, request.query as Record<string, unknown>));
    app.post(url, { ...config, schema: { body: listBody } }, (request) => answer(request, (request.body as Record<string, unknown> | null) ?? {}));
  }
}
