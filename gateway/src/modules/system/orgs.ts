/**
 * Organisations (spec 01 §7.4): the BU → area → company → inventory-org tree, lists by level (BU, area
 * and company lists keep only online orgs, spec 01 §5 "Org retention"), lookups, the BU update, and
 * 组织管理's 编辑 (issue 21: name, online flag, trading-company flag of any org; sys_org has no sort
 * column, and code, level and parent come from the ERP and are kept).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, OrgDetail, OrgTreeNode } from '../../api/index.js';
import { UpdateBuBodySchema } from '../../api/system.js';
import { OrgUpdateBodySchema } from '../../api/menu-org-admin.js';
import { invalidateAccess } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { auditName } from './ownership.js';
import { containsPattern } from '../../core/list/filters.js';
import { buildTree, idsWithAncestors, idsWithDescendants } from '../../core/tree.js';
import { Id, MAX_ID } from '../../core/schemas.js';

/** The admin menu whose holders may change org data. */
export const ORG_ADMIN_PERMISSION = 'system:user';

/** 组织管理's 编辑 button (seeded): POST /system/org/update. */
export const ORG_EDIT_PERMISSION = 'system:org:edit';

export const ORG_LEVEL = { bu: 3, area: 4, company: 6, inventory: 7 } as const;

/** Levels whose lists answer online orgs only. */
const ONLINE_ONLY_LEVELS: ReadonlySet<number> = new Set([ORG_LEVEL.bu, ORG_LEVEL.area, ORG_LEVEL.company]);

export const ORG_MESSAGES = {
  notFound: '组织不存在',
  notBu: '只能修改BU（集团）组织',
  notCompany: '该组织不是公司',
  updated: '修改成功',
} as const;

/** Every column of an org as the API shows it (OrgDetail). */
export const orgColumns = {
  id: sysOrg.id,
  orgCode: sysOrg.orgCode,
  orgName: sysOrg.orgName,
  level: sysOrg.level,
  isOnline: sysOrg.isOnline,
  isTradingCompany: sysOrg.isTradingCompany,
  parentId: sysOrg.parentId,
  regionCode: sysOrg.regionCode,
  areaCode: sysOrg.areaCode,
  buCode: sysOrg.buCode,
  version: sysOrg.version,
};

const orgOrder = [asc(sysOrg.level), asc(sysOrg.orgCode)];
const byOrgCode = (a: OrgDetail, b: OrgDetail) => a.orgCode.localeCompare(b.orgCode);

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

const TreeQuery = Type.Object({ isOnline: Type.Optional(Flag) });
const ListQuery = Type.Object({
  level: Type.Union([Type.Literal(3), Type.Literal(4), Type.Literal(6)]),
});
const ByLevelQuery = Type.Object({
  level: Type.Union([Type.Literal(3), Type.Literal(4), Type.Literal(6), Type.Literal(7)]),
  parentId: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID })),
});
const ByNameQuery = Type.Object({ orgName: Type.String({ minLength: 1, maxLength: 100 }) });
const OrgIdQuery = Type.Object({ orgId: Id });

function loadOrgs(db: AppDatabase, where?: SQL): Promise<OrgDetail[]> {
  return db
    .select(orgColumns)
    .from(sysOrg)
    .where(where)
    .orderBy(...orgOrder);
}

async function findOrg(db: AppDatabase, id: number): Promise<OrgDetail | null> {
  const [row] = await loadOrgs(db, eq(sysOrg.id, id));
  return row ?? null;
}

/** Orgs of one level (online only for BU, area and company), optionally under one parent. */
export function listOrgsByLevel(db: AppDatabase, level: number, parentId?: number): Promise<OrgDetail[]> {
  const conditions: SQL[] = [eq(sysOrg.level, level)];
  if (ONLINE_ONLY_LEVELS.has(level)) conditions.push(eq(sysOrg.isOnline, 1));
  if (parentId !== undefined) conditions.push(eq(sysOrg.parentId, parentId));
  return loadOrgs(db, and(...conditions));
}

export const orgRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    '/system/org/getTree',
    { schema: { querystring: TreeQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgTreeNode[]>> => {
      const { isOnline } = request.query;
      const rows = await loadOrgs(db, isOnline === undefined ? undefined : eq(sysOrg.isOnline, isOnline));
      return ok(buildTree(rows, byOrgCode));
    },
  );

  app.get(
    '/system/org/list',
    { schema: { querystring: ListQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgDetail[]>> => ok(await listOrgsByLevel(db, request.query.level)),
  );

  app.get(
    '/system/org/getOrgByLevel',
    { schema: { querystring: ByLevelQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgDetail[]>> => ok(await listOrgsByLevel(db, request.query.level, request.query.parentId)),
  );

  app.get(
    '/system/org/getByName',
    { schema: { querystring: ByNameQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgDetail[]>> =>
      ok(await loadOrgs(db, ilike(sysOrg.orgName, containsPattern(request.query.orgName.trim())))),
  );

  app.get(
    '/system/org/getLevel4ByLevel6OrgId',
    { schema: { querystring: OrgIdQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgDetail>> => {
      const company = await findOrg(db, request.query.orgId);
      if (!company) throw new ApiError(404, ORG_MESSAGES.notFound);
      if (company.level !== ORG_LEVEL.company) throw new ApiError(422, ORG_MESSAGES.notCompany);
      const area = await findOrg(db, company.parentId);
      if (!area || area.level !== ORG_LEVEL.area) throw new ApiError(404, ORG_MESSAGES.notFound);
      return ok(area);
    },
  );

  app.get(
    '/system/org/getTreeForSmallMaterial',
    { config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgTreeNode[]>> => {
      const access = accessOf(request);
      const rows = await loadOrgs(db);
      // The caller's online companies (every online company for an admin), their ancestors and the
      // inventory orgs below them.
      const companies = rows.filter(
        (row) => row.level === ORG_LEVEL.company && row.isOnline === 1 && (access.isAdmin || access.orgCodes.includes(row.orgCode)),
      );
      const companyIds = companies.map((row) => row.id);
      const below = idsWithDescendants(
        rows.filter((row) => row.level >= ORG_LEVEL.company),
        companyIds,
      );
      const keep = new Set([...idsWithAncestors(rows, companyIds), ...below]);
      return ok(
        buildTree(
          rows.filter((row) => keep.has(row.id)),
          byOrgCode,
        ),
      );
    },
  );

  app.post(
    '/system/org/update/bu',
    { schema: { body: UpdateBuBodySchema }, config: { permission: ORG_ADMIN_PERMISSION } },
    async (request): Promise<Envelope<OrgDetail>> => {
      const { id, version, buCode, orgName, isOnline } = request.body;
      const current = await findOrg(db, id);
      if (!current) throw new ApiError(404, ORG_MESSAGES.notFound);
      if (current.level !== ORG_LEVEL.bu) throw new ApiError(422, ORG_MESSAGES.notBu);
      const [updated] = await db
        .update(sysOrg)
        .set({
          ...(buCode === undefined ? {} : { buCode }),
          ...(orgName === undefined ? {} : { orgName: orgName.trim() }),
          ...(isOnline === undefined ? {} : { isOnline }),
          updatedTime: sql`now()`,
          updatedBy: auditName(accessOf(request)),
          version: sql`${sysOrg.version} + 1`,
        })
        .where(and(eq(sysOrg.id, id), eq(sysOrg.version, version), eq(sysOrg.level, ORG_LEVEL.bu)))
        .returning(orgColumns);
      if (!updated) throw versionConflict();
      return ok(updated, ORG_MESSAGES.updated);
    },
  );

  app.post(
    '/system/org/update',
    { schema: { body: OrgUpdateBodySchema }, config: { permission: ORG_EDIT_PERMISSION } },
    async (request): Promise<Envelope<OrgDetail>> => {
      const { id, version, orgName, isOnline, isTradingCompany } = request.body;
      const current = await findOrg(db, id);
      if (!current) throw new ApiError(404, ORG_MESSAGES.notFound);
      const [updated] = await db
        .update(sysOrg)
        .set({
          orgName: orgName.trim(),
          isOnline,
          isTradingCompany,
          updatedTime: sql`now()`,
          updatedBy: auditName(accessOf(request)),
          version: sql`${sysOrg.version} + 1`,
        })
        .where(and(eq(sysOrg.id, id), eq(sysOrg.version, version)))
        .returning(orgColumns);
      if (!updated) throw versionConflict();
      // Users keep only online orgs for their data scope: an org going on or off line changes it.
      if (updated.isOnline !== current.isOnline) invalidateAccess();
      return ok(updated, ORG_MESSAGES.updated);
    },
  );
};
