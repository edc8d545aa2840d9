/**
 * Sub-inventories (spec 01 §3 "Sub-inventory", §5 transfer-store search, §7.4), read by any signed-in
 * user within their org scope: their online companies (level 6) and the inventory orgs (level 7)
 * under them; an admin sees all. The scope is part of the SQL WHERE.
 *
 * - GET /system/sub-inventory/page: the list engine (orgCode, subName, secondaryInventoryName,
 *   statusCode, isTransit filters; page, pageSize up to 9999).
 * - GET /system/sub-inventory/listSubInventory?orgCode=&keyword=: the stores a transfer can go to:
 *   Active and not in transit, of one org (when given), matching the keyword in name or code.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { Envelope, LookupPage, SubInventory } from '../../contract.js';
import type { DataScopeFilter, UserAccess } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { containsPattern } from '../../core/list/filters.js';
import type { ListResource } from '../../core/list/query.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { sysSubInventory as sub } from '../../db/tables/lookups.js';
import { listPage, LOOKUP_MAX_PAGE_SIZE } from './shared.js';

/** Inventory orgs are level 7 (domain.md); the user's own orgs are level-6 companies. */
export const INVENTORY_ORG_LEVEL = 7;

export const subInventoryResource: ListResource = {
  label: '子库存',
  table: sub,
  id: sub.id,
  fields: {
    id: { column: sub.id, type: 'integer', sortable: true, notNull: true },
    orgCode: { column: sub.orgCode, type: 'text', sortable: true, selective: true, notNull: true },
    subName: { column: sub.subName, type: 'text', sortable: true, notNull: true },
    secondaryInventoryName: { column: sub.secondaryInventoryName, type: 'text', sortable: true, notNull: true },
    statusCode: { column: sub.statusCode, type: 'text', values: ['Active', 'Inactive'], notNull: true },
    isTransit: { column: sub.isTransit, type: 'integer', notNull: true },
  },
  defaultSort: [
    { field: 'orgCode', order: 'asc' },
    { field: 'secondaryInventoryName', order: 'asc' },
  ],
  // Not a menu: these routes compute the org scope themselves (see subInventoryScope).
  scope: { menu: 'lookup:sub-inventory', org: sub.orgCode },
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

const subInventoryColumns = {
  id: sub.id,
  orgCode: sub.orgCode,
  subName: sub.subName,
  secondaryInventoryName: sub.secondaryInventoryName,
  statusCode: sub.statusCode,
  isTransit: sub.isTransit,
};

/**
 * The org codes whose sub-inventories the caller sees: their companies and the inventory orgs whose
 * parent is one of them ('all' for an admin).
 */
export async function subInventoryOrgCodes(db: AppDatabase, access: UserAccess): Promise<'all' | string[]> {
  if (access.isAdmin) return 'all';
  if (access.orgCodes.length === 0) return [];
  const company = alias(sysOrg, 'company');
  const inventoryOrgs = await db
    .select({ orgCode: sysOrg.orgCode })
    .from(sysOrg)
    .innerJoin(company, eq(company.id, sysOrg.parentId))
    .where(and(eq(sysOrg.level, INVENTORY_ORG_LEVEL), inArray(company.orgCode, [...access.orgCodes])));
  return [...access.orgCodes, ...inventoryOrgs.map((row) => row.orgCode)];
}

async function subInventoryScope(db: AppDatabase, access: UserAccess): Promise<DataScopeFilter> {
  return { orgCodes: await subInventoryOrgCodes(db, access), categoryCodes: 'all' };
}

const ListQuery = Type.Object({
  orgCode: Type.Optional(Type.String({ maxLength: 40 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const inventoryRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get('/system/sub-inventory/page', { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<LookupPage<SubInventory>>> => {
    const scope = await subInventoryScope(db, accessOf(request));
    const page = await listPage(db, subInventoryResource, request.query as Record<string, unknown>, scope);
    return ok(page as unknown as LookupPage<SubInventory>);
  });

  app.get(
    '/system/sub-inventory/listSubInventory',
    { schema: { querystring: ListQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<SubInventory[]>> => {
      const scope = await subInventoryOrgCodes(db, accessOf(request));
      if (scope !== 'all' && scope.length === 0) return ok([]);
      const conditions: SQL[] = [eq(sub.statusCode, 'Active'), eq(sub.isTransit, 0)];
      if (scope !== 'all') conditions.push(inArray(sub.orgCode, scope));
      const orgCode = request.query.orgCode?.trim();
      if (orgCode) conditions.push(eq(sub.orgCode, orgCode));
      const keyword = request.query.keyword?.trim();
      if (keyword) {
        const pattern = containsPattern(keyword);
        conditions.push(or(ilike(sub.subName, pattern), ilike(sub.secondaryInventoryName, pattern)) as SQL);
      }
      const rows = await db
        .select(subInventoryColumns)
        .from(sub)
        .where(and(...conditions))
        .orderBy(asc(sub.orgCode), asc(sub.secondaryInventoryName), asc(sub.id))
        .limit(LOOKUP_MAX_PAGE_SIZE);
      return ok(rows);
    },
  );
};

