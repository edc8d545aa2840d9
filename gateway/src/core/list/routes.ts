/**
 * The generic list module of spec 02 §7 ("GET custom-page, GET page, GET detail, POST save, DELETE
 * deleteByIds") for a declared resource, under `base`:
 *
 * - GET and POST `base/custom-page`, GET `base/page`: filters (core/list/filters.ts), paging, sort,
 *   cursor; answer `{result, total, page, pageSize, totalIsEstimate, nextCursor?}`;
 * - GET `base/detail?id=` and GET `base/:id`: one row, 404 when missing or outside the caller's scope;
 * - POST `base/save`: insert (no id) or update (id and version; a stale version is 409);
 * - DELETE `base/deleteByIds?ids=1&ids=2` (or a body of ids): all or nothing.
 *
 * Reads need `permissions.read`; a save also `permissions.create` or `permissions.update`, a delete
 * `permissions.remove` (menu or button codes). Every query applies the caller's data scope on `resource.scope.menu` in SQL; a save
 * whose org or category is outside the scope is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import type { AppDatabase } from '../../db/connection.js';
import type { DataScopeFilter, UserAccess } from '../access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../envelope.js';
import { accessOf, hasPermission } from '../permissions.js';
import { parseFilters } from './filters.js';
import { refuseMaskedFilters, rowMasker } from './masking.js';
import { fetchPage, idFieldOf, parsePageRequest, resourceScopeFor, scopedById, selectionOf, type ListResource } from './query.js';
import './registry.js';
import { IdsBody, IdsQuery, IdTextParams } from '../schemas.js';
import { registerMessages } from '../message-catalogue.js';

export const SAVE_MESSAGES = {
  created: '新增成功',
  updated: '修改成功',
  deleted: '删除成功',
  notFound: (label: string) => `${label}不存在或无权查看`,
  versionRequired: '修改时须带上版本号 version',
  noOrgPermission: '您暂无该组织的权限',
  noCategoryPermission: '您暂无该品类的权限',
  idsRequired: '请至少选择一条数据',
  someMissing: (label: string) => `部分${label}不存在或无权删除，未删除任何数据`,
} as const;

registerMessages([
  { key: 'list.created', zh: SAVE_MESSAGES.created, en: 'Added' },
  { key: 'list.updated', zh: SAVE_MESSAGES.updated, en: 'Saved' },
  { key: 'list.deleted', zh: SAVE_MESSAGES.deleted, en: 'Deleted' },
  { key: 'list.versionRequired', zh: SAVE_MESSAGES.versionRequired, en: 'An update must carry the version it read' },
  { key: 'list.noOrgPermission', zh: SAVE_MESSAGES.noOrgPermission, en: 'You have no permission for this organisation' },
  { key: 'list.noCategoryPermission', zh: SAVE_MESSAGES.noCategoryPermission, en: 'You have no permission for this category' },
  { key: 'list.idsRequired', zh: SAVE_MESSAGES.idsRequired, en: 'Select at least one row' },
  { key: 'list.notFound', zh: /^(\S+)不存在或无权查看$/, en: '{1} does not exist or you may not see it' },
  { key: 'list.someMissing', zh: /^部分(\S+)不存在或无权删除，未删除任何数据$/, en: 'Some {1} do not exist or you may not delete them; nothing was deleted' },
]);

export interface SaveDefinition<Body> {
  /** The TypeBox schema of the body (validated before `toValues`). */
  body: TSchema;
  /** Column values to write from the body (without id and version). */
  toValues(body: Body, access: UserAccess): Record<string, unknown>;
  /** The org and category codes of the row being saved, checked against the caller's scope. */
  scopeOf?(values: Record<string, unknown>): { orgCode?: string | null; categoryCode?: string | null };
}

export interface ListRoutesOptions<Body> {
  db: AppDatabase;
  resource: ListResource;
  /**
   * Menu or button codes: `read` for the lists and the detail (and to reach save at all), `create`
   * and `update` for saves without and with an id, `remove` for deleteByIds.
   */
  permissions: { read: string; create?: string; update?: string; remove?: string };
  save?: SaveDefinition<Body>;
  /** false: the resource serves its own `detail` and `:id` routes (default true). */
  detail?: boolean;
}

function scopeOf(resource: ListResource, request: FastifyRequest): DataScopeFilter | undefined {
  return resourceScopeFor(resource, accessOf(request));
}

const IdParam = IdTextParams;
const IdQuery = IdTextParams;

export function idsOf(query: { ids?: string | string[] | undefined }, body: unknown): number[] {
  const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body ? (body as { ids: number[] }).ids : [];
  const fromQuery = query.ids === undefined ? [] : (Array.isArray(query.ids) ? query.ids : [query.ids]).flatMap((item) => item.split(','));
  const ids = [...fromQuery.filter((item) => item !== '').map(Number), ...fromBody.map(Number)];
  return [...new Set(ids)];
}

const listBody = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export interface ListReadOptions {
  /** Also POST `base/page` with the query in the body (the materials order module's lists, spec 02 §7). */
  postPage?: boolean;
}

/**
 * The read half of the list module, alone: GET and POST `base/custom-page` and GET `base/page`,
 * filtered, paged, sorted and scoped by the list engine, and known to the export tasks. For documents
 * whose detail, save and delete are their own (change-head, head/rebate_company).
 */
export function registerListReads(
  app: FastifyInstance,
  base: string,
  db: AppDatabase,
  resource: ListResource,
  readPermission: string,
  options: ListReadOptions = {},
): void {
  // Exports replay this list by its path (download tasks).
  app.listRegistry?.add({ base: `${app.prefix}${base}`, resource, readPermission });
  const list = async (request: FastifyRequest, input: Record<string, unknown>) => {
    const pageRequest = parsePageRequest(input, resource);
    const conditions = parseFilters(input, resource.fields);
    const access = accessOf(request);
    refuseMaskedFilters(resource, access, conditions, pageRequest.sort);
    const page = await fetchPage(db, resource, conditions, pageRequest, scopeOf(resource, request));
    return ok({ ...page, result: rowMasker(resource, access)(page.result) });
  };
  const readConfig = { config: { permission: readPermission } };
  app.get(`${base}/custom-page`, readConfig, (request) => list(request, request.query as Record<string, unknown>));
  app.post(`${base}/custom-page`, { ...readConfig, schema: { body: listBody } }, (request) =>
    list(request, (request.body as Record<string, unknown> | null) ?? {}),
  );
  app.get(`${base}/page`, readConfig, (request) => list(request, request.query as Record<string, unknown>));
  if (options.postPage) {
    app.post(`${base}/page`, { ...readConfig, schema: { body: listBody } }, (request) => list(request, (request.body as Record<string, unknown> | null) ?? {}));
  }
}

/** Registers the list module of `resource` under `base` (a path below the /gateway prefix). */
export function registerListRoutes<Body extends Record<string, unknown>>(app: FastifyInstance, base: string, options: ListRoutesOptions<Body>): void {
  const { db, resource, permissions, save, detail: withDetail = true } = options;
  const idName = idFieldOf(resource);
  registerListReads(app, base, db, resource, permissions.read);
  const readConfig = { config: { permission: permissions.read } };

  const detail = async (request: FastifyRequest, id: number) => {
    const [row] = await db.select(selectionOf(resource)).from(resource.table).where(scopedById(resource, [id], scopeOf(resource, request))).limit(1);
    if (!row) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
    return ok(row);
  };
  if (withDetail) {
    app.get(`${base}/detail`, { ...readConfig, schema: { querystring: IdQuery } }, (request) => detail(request, Number((request.query as { id: string }).id)));
    app.get(`${base}/:id`, { ...readConfig, schema: { params: IdParam } }, (request) => detail(request, Number((request.params as { id: string }).id)));
  }

  if (save && (permissions.create || permissions.update)) {
    app.post(`${base}/save`, { config: { permission: permissions.read }, schema: { body: save.body } }, async (request) => {
      const access = accessOf(request);
      const body = request.body as Body;
      const isCreate = body[idName] === undefined || body[idName] === null || body[idName] === '';
      const needed = isCreate ? permissions.create : permissions.update;
      if (!needed || !hasPermission(access, needed)) throw permissionDenied();
      const values = save.toValues(body, access);
      const scope = scopeOf(resource, request);
      if (scope && save.scopeOf) {
        const { orgCode, categoryCode } = save.scopeOf(values);
        if (scope.orgCodes !== 'all' && (!orgCode || !scope.orgCodes.includes(orgCode))) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
        if (scope.categoryCodes !== 'all' && (!categoryCode || !scope.categoryCodes.includes(categoryCode))) {
          throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
        }
      }
      const audit = { updatedBy: String(access.userId), updatedTime: new Date() };
      if (isCreate) {
        const [created] = await db
          .insert(resource.table)
          .values({ ...values, ...audit, createdBy: String(access.userId) })
          .returning({ id: resource.id });
        return ok({ [idName]: created?.id, version: 0 }, SAVE_MESSAGES.created);
      }
      const id = Number(body[idName]);
      const version = body['version'];
      if (!resource.version) throw new Error(`${resource.label}: updates need a version column`);
      if (typeof version !== 'number') throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const versionColumn = resource.version;
      const [updated] = await db
        .update(resource.table)
        .set({ ...values, ...audit, [versionKey(resource)]: sql`${versionColumn} + 1` })
        .where(and(scopedById(resource, [id], scope), eq(versionColumn, version)) as SQL)
        .returning({ id: resource.id, version: versionColumn });
      if (updated) return ok({ [idName]: updated.id, version: updated.version }, SAVE_MESSAGES.updated);
      const [exists] = await db.select({ id: resource.id }).from(resource.table).where(scopedById(resource, [id], scope)).limit(1);
      if (!exists) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
      throw versionConflict();
    });
  }

  if (permissions.remove) {
    app.delete(`${base}/deleteByIds`, { config: { permission: permissions.remove }, schema: { querystring: IdsQuery, body: IdsBody } }, async (request) => {
      const ids = idsOf(request.query as { ids?: string | string[] }, request.body);
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      const scope = scopeOf(resource, request);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(resource.table).where(scopedById(resource, ids, scope)).returning({ id: resource.id });
        // All or nothing: one id missing or out of scope rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(resource.label));
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    });
  }
}

/** The property name of the version column in the table object (drizzle's `set` takes property names). */
function versionKey(resource: ListResource): string {
  const columns = (resource.table as unknown as Record<string, unknown>);
  const entry = Object.entries(columns).find(([, column]) => column === resource.version);
  if (!entry) throw new Error(`${resource.label}: the version column is not on the table`);
  return entry[0];
}
