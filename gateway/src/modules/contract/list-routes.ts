/**
 * The read half of the list module (core/list/routes.ts) for documents whose detail, save and delete are
 * their own (change-head, head/rebate_company): GET and POST `base/custom-page` and GET `base/page`,
 * filtered, paged, sorted and scoped by the list engine, and known to the export tasks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { dataScopeFor } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { fetchPage, parsePageRequest, type ListResource } from '../../core/list/query.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';

export function registerListReads(app: FastifyInstance, base: string, db: AppDatabase, resource: ListResource, readPermission: string): void {
  app.listRegistry?.add({ base: `${app.prefix}${base}`, resource, readPermission });
  const list = async (request: FastifyRequest, input: Record<string, unknown>) => {
    const pageRequest = parsePageRequest(input, resource);
    const conditions = parseFilters(input, resource.fields);
    const scope = resource.scope ? dataScopeFor(accessOf(request), resource.scope.menu) : undefined;
    return ok(await fetchPage(db, resource, conditions, pageRequest, scope));
  };
  const config = { config: { permission: readPermission } };
  app.get(`${base}/custom-page`, config, (request) => list(request, request.query as Record<string, unknown>));
  app.post(`${base}/custom-page`, { ...config, schema: { body: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]) } }, (request) =>
    list(request, (request.body as Record<string, unknown> | null) ?? {}),
  );
  app.get(`${base}/page`, config, (request) => list(request, request.query as Record<string, unknown>));
}
