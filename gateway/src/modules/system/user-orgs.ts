/**
 * A user's place in the org tree (spec 01 §7.5) and the requirement check (§6):
 *
 * - POST getListByUserOrg: enabled users sharing any of the given org codes (the caller's own orgs by
 *   default);
 * - GET getOrgTreeByUserId/{id}: the org tree cut to the user's orgs and their ancestors;
 * - GET getBuList/{id}: the online BUs (level 3) above (or among) the user's orgs;
 * - GET getSubordinateDistrictList/{id}: the online areas (level 4) above, among or below the user's
 *   orgs (the route keeps the original API's name; "district" there means these level-4 areas);
 * - POST requirementCheck: which org codes a requirement has to be checked for (requirement-check.ts).
 *
 * "The user's orgs" reach down: an org assigned to a user covers every org below it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { EmployeeOption, Envelope, OrgDetail, OrgTreeNode, RequirementCheckResult } from '../../api/index.js';
import { ListByUserOrgBodySchema } from '../../api/users.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE } from '../../core/envelope.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { buildTree, idsWithAncestors, idsWithDescendants } from '../../core/tree.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg, sysUser, sysUserOrg } from '../../db/schema.js';
import { ORG_LEVEL, orgColumns } from './orgs.js';
import { decideRequirementCheck, placeOrg, REQUIREMENT_CHECK_MESSAGES } from './requirement-check.js';
import { ensureSelfOr, ensureUserExists, hasOrgWhere, listUsers, USER_ADMIN } from './user-query.js';
import { emptyBodyAsObject } from '../../core/request-body.js';
import { Id } from '../../core/schemas.js';

export const USER_ORG_MESSAGES = {
  orgsUnknown: (codes: readonly string[]) => `组织编码 ${codes.join('、')} 不存在`,
  orgsRequired: '请至少选择一个组织',
} as const;

/** getListByUserOrg answers at most this many users. */
export const MAX_USERS_BY_ORG = 1000;

const IdParams = Type.Object({ id: Id });
const OrgCode = Type.String({ maxLength: 64 });
const RequirementCheckBody = Type.Object({
  orgCodes: Type.Union([Type.Array(OrgCode, { maxItems: 1000 }), Type.String({ maxLength: 20_000 })]),
});


const byOrgCode = (a: OrgDetail, b: OrgDetail) => a.orgCode.localeCompare(b.orgCode);

/** Every org (the org table is small: a group's BUs, areas, companies and inventory orgs). */
function loadAllOrgs(db: AppDatabase): Promise<OrgDetail[]> {
  return db
    .select(orgColumns)
    .from(sysOrg)
    .orderBy(asc(sysOrg.level), asc(sysOrg.orgCode));
}

async function assignedOrgIds(db: AppDatabase, userId: number): Promise<number[]> {
  const rows = await db.select({ orgId: sysUserOrg.orgId }).from(sysUserOrg).where(eq(sysUserOrg.userId, userId));
  return rows.map((row) => row.orgId);
}

/** Codes in a list or a comma-joined string: trimmed, non-empty, unique. */
function codesOf(raw: string | readonly string[] | null | undefined): string[] {
  if (raw === undefined || raw === null) return [];
  const items = typeof raw === 'string' ? raw.split(',') : raw;
  return [...new Set(items.map((code) => code.trim()).filter((code) => code !== ''))];
}

/** Whether the caller may name any org (admins and user administrators) or only their own. */
function seesEveryOrg(access: UserAccess): boolean {
  return access.isAdmin || hasPermission(access, USER_ADMIN.read);
}

export const userOrgRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  /** The codes of the orgs a user reaches: their orgs and every org below them. */
  async function reachOf(userId: number, orgs: readonly OrgDetail[]): Promise<Set<string>> {
    const reached = idsWithDescendants(orgs, await assignedOrgIds(db, userId));
    return new Set(orgs.filter((org) => reached.has(org.id)).map((org) => org.orgCode));
  }

  app.post(
    '/system/user/getListByUserOrg',
    {
      schema: { body: ListByUserOrgBodySchema },
      preValidation: emptyBodyAsObject,
      config: { permission: SIGNED_IN },
    },
    async (request): Promise<Envelope<EmployeeOption[]>> => {
      const access = accessOf(request);
      const given = codesOf(request.body.orgCodes);
      let codes: string[];
      if (given.length === 0) {
        const mine = await db
          .select({ code: sysOrg.orgCode })
          .from(sysUserOrg)
          .innerJoin(sysOrg, eq(sysOrg.id, sysUserOrg.orgId))
          .where(eq(sysUserOrg.userId, access.userId));
        codes = mine.map((row) => row.code);
      } else {
        if (!seesEveryOrg(access)) {
          const reach = await reachOf(access.userId, await loadAllOrgs(db));
          if (given.some((code) => !reach.has(code))) throw new ApiError(403, REQUIREMENT_CHECK_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
        }
        codes = given;
      }
      if (codes.length === 0) return ok([]);
      const found = await listUsers(db, { page: 1, pageSize: MAX_USERS_BY_ORG, 'userName.contains': request.body.userName, sort: 'employeeCode,asc' }, [
        eq(sysUser.enabled, 1),
        hasOrgWhere(db, inArray(sysOrg.orgCode, codes)),
      ]);
      return ok(found.result.map(({ id, userName, employeeCode, companyDesc, positionDesc, jobDesc, deptDesc, orgName }) => ({ id, userName, employeeCode, companyDesc, positionDesc, jobDesc, deptDesc, orgName })));
    },
  );

  /** Every org and the ids assigned to the user of `:id` (the caller's own, or any with system:user). */
  async function userOrgsOf(access: UserAccess, id: number) {
    ensureSelfOr(access, id);
    await ensureUserExists(db, id);
    const [orgs, assigned] = await Promise.all([loadAllOrgs(db), assignedOrgIds(db, id)]);
    return { orgs, assigned };
  }

  app.get(
    '/system/user/getOrgTreeByUserId/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgTreeNode[]>> => {
      const { orgs, assigned } = await userOrgsOf(accessOf(request), request.params.id);
      const keep = idsWithAncestors(orgs, assigned);
      return ok(
        buildTree(
          orgs.filter((org) => keep.has(org.id)),
          byOrgCode,
        ),
      );
    },
  );

  app.get(
    '/system/user/getBuList/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgDetail[]>> => {
      const { orgs, assigned } = await userOrgsOf(accessOf(request), request.params.id);
      const above = idsWithAncestors(orgs, assigned);
      return ok(orgs.filter((org) => above.has(org.id) && org.level === ORG_LEVEL.bu && org.isOnline === 1));
    },
  );

  app.get(
    '/system/user/getSubordinateDistrictList/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<OrgDetail[]>> => {
      const { orgs, assigned } = await userOrgsOf(accessOf(request), request.params.id);
      const related = new Set([...idsWithAncestors(orgs, assigned), ...idsWithDescendants(orgs, assigned)]);
      return ok(orgs.filter((org) => related.has(org.id) && org.level === ORG_LEVEL.area && org.isOnline === 1));
    },
  );

  app.post(
    '/system/user/requirementCheck',
    { schema: { body: RequirementCheckBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<RequirementCheckResult>> => {
      const access = accessOf(request);
      const given = codesOf(request.body.orgCodes);
      if (given.length === 0) throw new ApiError(400, USER_ORG_MESSAGES.orgsRequired);
      const orgs = await loadAllOrgs(db);
      const byCode = new Map(orgs.map((org) => [org.orgCode, org]));
      const unknown = given.filter((code) => !byCode.has(code));
      if (unknown.length > 0) throw new ApiError(400, USER_ORG_MESSAGES.orgsUnknown(unknown));
      const byId = new Map(orgs.map((org) => [org.id, org]));
      const reach = access.isAdmin ? null : await reachOf(access.userId, orgs);
      return ok(
        decideRequirementCheck({
          roleCodes: access.roleCodes,
          orgs: given.map((code) => placeOrg(byCode.get(code) as OrgDetail, byId)),
          mayUse: (code) => reach === null || reach.has(code),
        }),
      );
    },
  );
};

