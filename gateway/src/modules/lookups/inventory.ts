/**
 * Sub-inventories (spec 01 §3 "Sub-inventory", §5 transfer-store search, §7.4), read by any signed-in
 * user within their org scope: their online companies (level 6) and the inventory orgs (level 7)
 * under them; an admin sees all. The scope is part of the SQL WHERE.
 *
 * - GET /system/sub-inventory/page: the list engine (orgCode, subName, secondaryInventoryName,
 *   statusCode, isTransit filters; page, pageSize up to 9999).
 * - GET /system/sub-inventory/listSubInventory?orgCode=&keyword=: the stores a transfer can go to:
 *   Active and not in transit, of one org (when given), matching the keyword in name or code.
 *
 * The transfer-store search (spec 01 §5 "Transfer-store search", the TransferStoreSearch picker):
 * - GET /system/sub-inventory/transferOrgs: the companies it offers, trading companies only (online,
 *   level 6, isTradingCompany 1, within the caller's orgs), each with its online inventory orgs.
 * - GET /system/sub-inventory/transferStores?companyCode=&orgCode=&keyword=: company (请选择公司) and
 *   inventory org (请选择库存组织) are required (400). The company must be a trading company (422) of the
 *   caller's (403, body code 40301), the org one of its inventory orgs (422). Answers the valid stores
 *   only: Active and not the in-transit store.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { Envelope, LookupPage, SubInventory, TransferInventoryOrg, TransferOrg } from '../../api/index.js';
import { TransferStoresQuerySchema } from '../../api/lookups.js';
import { SCOPED_ORG_LEVEL, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE } from '../../core/envelope.js';
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

export const TRANSFER_STORE_MESSAGES = {
  companyRequired: '请选择公司',
  inventoryOrgRequired: '请选择库存组织',
  notTradingCompany: '该公司不是贸易公司',
  orgNotOfCompany: '该库存组织不属于所选公司',
  noOrgPermission: '您暂无该组织的权限',
} as const;

/** The online trading companies (level 6) the caller may use: theirs, or every one for an admin. */
function tradingCompanyWhere(access: UserAccess, companyCode?: string): SQL | undefined {
  const conditions: SQL[] = [eq(sysOrg.level, SCOPED_ORG_LEVEL), eq(sysOrg.isOnline, 1), eq(sysOrg.isTradingCompany, 1)];
  if (companyCode !== undefined) conditions.push(eq(sysOrg.orgCode, companyCode));
  if (!access.isAdmin) conditions.push(inArray(sysOrg.orgCode, [...access.orgCodes]));
  return and(...conditions);
}

/** The trading companies of the transfer-store search, each with its online inventory orgs, by code. */
export async function listTransferOrgs(db: AppDatabase, access: UserAccess): Promise<TransferOrg[]> {
  if (!access.isAdmin && access.orgCodes.length === 0) return [];
  const companies = await db
    .select({ id: sysOrg.id, orgCode: sysOrg.orgCode, orgName: sysOrg.orgName })
    .from(sysOrg)
    .where(tradingCompanyWhere(access))
    .orderBy(asc(sysOrg.orgCode));
  if (companies.length === 0) return [];
  const children = await db
    .select({ parentId: sysOrg.parentId, orgCode: sysOrg.orgCode, orgName: sysOrg.orgName })
    .from(sysOrg)
    .where(
      and(
        eq(sysOrg.level, INVENTORY_ORG_LEVEL),
        eq(sysOrg.isOnline, 1),
        inArray(
          sysOrg.parentId,
          companies.map((company) => company.id),
        ),
      ),
    )
    .orderBy(asc(sysOrg.orgCode));
  const byParent = new Map<number, TransferInventoryOrg[]>();
  for (const child of children) {
    const list = byParent.get(child.parentId) ?? [];
    list.push({ orgCode: child.orgCode, orgName: child.orgName });
    byParent.set(child.parentId, list);
  }
  return companies.map((company) => ({ orgCode: company.orgCode, orgName: company.orgName, inventoryOrgs: byParent.get(company.id) ?? [] }));
}

/**
 * The stores a transfer can go to: Active and not in transit, meeting `conditions` (scope, org), whose
 * name or code contains the keyword (when given); by org, code and id, at most LOOKUP_MAX_PAGE_SIZE.
 */
async function validStores(db: AppDatabase, conditions: SQL[], keyword: string | undefined): Promise<SubInventory[]> {
  const where: SQL[] = [eq(sub.statusCode, 'Active'), eq(sub.isTransit, 0), ...conditions];
  const trimmed = keyword?.trim();
  if (trimmed) {
    const pattern = containsPattern(trimmed);
    where.push(or(ilike(sub.subName, pattern), ilike(sub.secondaryInventoryName, pattern)) as SQL);
  }
  return db
    .select(subInventoryColumns)
    .from(sub)
    .where(and(...where))
    .orderBy(asc(sub.orgCode), asc(sub.secondaryInventoryName), asc(sub.id))
    .limit(LOOKUP_MAX_PAGE_SIZE);
}

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
      const conditions: SQL[] = [];
      if (scope !== 'all') conditions.push(inArray(sub.orgCode, scope));
      const orgCode = request.query.orgCode?.trim();
      if (orgCode) conditions.push(eq(sub.orgCode, orgCode));
      return ok(await validStores(db, conditions, request.query.keyword));
    },
  );

  app.get('/system/sub-inventory/transferOrgs', { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<TransferOrg[]>> =>
    ok(await listTransferOrgs(db, accessOf(request))),
  );

  app.get(
    '/system/sub-inventory/transferStores',
    { schema: { querystring: TransferStoresQuerySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<SubInventory[]>> => {
      const access = accessOf(request);
      const companyCode = request.query.companyCode?.trim();
      const orgCode = request.query.orgCode?.trim();
      if (!companyCode) throw new ApiError(400, TRANSFER_STORE_MESSAGES.companyRequired);
      if (!orgCode) throw new ApiError(400, TRANSFER_STORE_MESSAGES.inventoryOrgRequired);
      const [company] = await db
        .select({ id: sysOrg.id })
        .from(sysOrg)
        .where(tradingCompanyWhere({ ...access, isAdmin: true }, companyCode));
      if (!company) throw new ApiError(422, TRANSFER_STORE_MESSAGES.notTradingCompany);
      if (!access.isAdmin && !access.orgCodes.includes(companyCode)) throw new ApiError(403, TRANSFER_STORE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
      const [inventoryOrg] = await db
        .select({ id: sysOrg.id })
        .from(sysOrg)
        .where(and(eq(sysOrg.orgCode, orgCode), eq(sysOrg.level, INVENTORY_ORG_LEVEL), eq(sysOrg.isOnline, 1), eq(sysOrg.parentId, company.id)));
      if (!inventoryOrg) throw new ApiError(422, TRANSFER_STORE_MESSAGES.orgNotOfCompany);
      return ok(await validStores(db, [eq(sub.orgCode, orgCode)], request.query.keyword));
    },
  );
};

