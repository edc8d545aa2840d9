/**
 * 年度需求计划 (issue 23; spec 02 §4 demand status, §7 dem/year-demand; year-demand-rules.ts is the
 * status machine), under /demand/api/v1/dem/year-demand, scoped by org and category on demand:year:
 *
 * - GET detail?id=: the head and its items.
 * - POST save {YearDemandSaveBody}: without id a new plan (demand:year:add; numbered YEAR_DEMAND_NO,
 *   ND…), with id and version an edit (demand:year:edit) while new or rejected; the items are replaced
 *   whole. One plan per org, category and year (422); nothing is half-written.
 * - DELETE deleteByIds (demand:year:delete): new or rejected plans only, all or nothing.
 * - POST check {id, version} (demand:year:check): to OA, inProcess; the OA round (submit_count) counts up.
 * - POST callback {bizKey: demandNo, status: APPROVED | REJECT} with the OA secret
 *   (CONTRACT_CALLBACK_SECRET) in X-Callback-Secret, on the stored-first path (core/callback-inbox.ts)
 *   keyed `YEAR_DEMAND:<no>:<round>:<status>`: inProcess → approved / rejected; a repeat, late or
 *   conflicting report changes nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import {
  YearDemandCallbackBodySchema,
  YearDemandCheckBodySchema,
  YearDemandSaveBodySchema,
  type YearDemandCallbackResult,
  type YearDemandDetail,
  type YearDemandSaved,
} from '../../api/demand-year.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { CALLBACK_SECRET_HEADER, callbackSecretMatches, settleCallback, storeCallbackFirst } from '../../core/callback-inbox.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission, PUBLIC } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { demYearDemand as plan, demYearDemandItem as planItem, type DemandStatus } from '../../db/tables/demand.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { YEAR_DEMAND_BASE as BASE, YEAR_DEMAND_MENUS as MENUS, yearDemandResource as resource } from './year-demand-list.js';
import { classifyYearDemandCallback, EDITABLE_YEAR_DEMAND, itemsProblem, normaliseItem, YEAR_DEMAND_DECISIONS, YEAR_DEMAND_MOVES, type KnownMaterial } from './year-demand-rules.js';

export const YEAR_DEMAND_NO_RULE = 'YEAR_DEMAND_NO';
export const YEAR_DEMAND_CALLBACK_TYPE = 'YEAR_DEMAND';
const ACTOR = `callback:${YEAR_DEMAND_CALLBACK_TYPE}`;

export const YEAR_DEMAND_MESSAGES = {
  orgUnknown: (code: string) => `组织 ${code} 不存在`,
  categoryUnknown: (code: string) => `品类 ${code} 不存在`,
  duplicate: (orgName: string, year: number | string, categoryName: string) => `${orgName} ${year}年 ${categoryName} 的年度需求计划已存在`,
  notEditable: '年度需求计划已提交审批或已审批通过，不能修改',
  notDeletable: '只能删除新建或已驳回的年度需求计划',
  notSubmittable: '年度需求计划当前状态不能提交审批',
  submitted: '已提交OA审批',
  callbackNotConfigured: '审批回调未配置，请联系管理员',
  callbackUnauthorised: '回调鉴权失败',
} as const;

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The org and category of a plan, checked against the caller's scope on demand:year (403). */
export function assertInScope(access: UserAccess, orgCode: string, categoryCode: string): void {
  const scope = dataScopeFor(access, MENUS.page);
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}

/** The org's and category's names (400 when either is unknown). */
export async function orgAndCategory(db: Pick<AppDatabase, 'select'>, orgCode: string, categoryCode: string): Promise<{ orgName: string; categoryName: string }> {
  const [[org], [category]] = await Promise.all([
    db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1),
    db.select({ name: sysCategory.categoryName }).from(sysCategory).where(eq(sysCategory.categoryCode, categoryCode)).limit(1),
  ]);
  if (!org) throw new ApiError(400, YEAR_DEMAND_MESSAGES.orgUnknown(orgCode));
  if (!category) throw new ApiError(400, YEAR_DEMAND_MESSAGES.categoryUnknown(categoryCode));
  return { orgName: org.name, categoryName: category.name };
}

/** The active materials among `codes`, by code. */
export async function activeMaterials(db: Pick<AppDatabase, 'select'>, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, KnownMaterial & { matName: string; unitCode: string | null }>();
  const rows = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, categoryCode: sysMaterial.categoryCode })
    .from(sysMaterial)
    .where(and(inArray(sysMaterial.matCode, [...new Set(codes)]), eq(sysMaterial.status, 'Active')));
  return new Map(rows.map((row) => [row.matCode, row]));
}

/** The items of a plan, in line order. */
export async function itemsOf(db: Pick<AppDatabase, 'select'>, demandId: number) {
  return db
    .select({
      lineNo: planItem.lineNo,
      matCode: planItem.matCode,
      matName: planItem.matName,
      unitCode: planItem.unitCode,
      lastYearQuantity: planItem.lastYearQuantity,
      increaseRate: planItem.increaseRate,
      month1: planItem.month1,
      month2: planItem.month2,
      month3: planItem.month3,
      month4: planItem.month4,
      month5: planItem.month5,
      month6: planItem.month6,
      month7: planItem.month7,
      month8: planItem.month8,
      month9: planItem.month9,
      month10: planItem.month10,
      month11: planItem.month11,
      month12: planItem.month12,
    })
    .from(planItem)
    .where(eq(planItem.demandId, demandId))
    .orderBy(asc(planItem.lineNo));
}

const savedColumns = { id: plan.id, demandNo: plan.demandNo, status: plan.status, version: plan.version };

/** 404 when the plan is not there (or outside the scope), 409 on a stale version, else 422 `refusal`. */
async function explainMiss(tx: Tx, id: number, version: number, access: UserAccess, refusal: string): Promise<never> {
  const [current] = await tx.select({ version: plan.version }).from(plan).where(scopedById(resource, [id], dataScopeFor(access, MENUS.page))).limit(1);
  if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
  if (current.version !== version) throw versionConflict();
  throw new ApiError(422, refusal);
}

export interface YearDemandRoutesOptions {
  db: AppDatabase;
  /** OA's shared secret; undefined or empty: every callback is refused (503). */
  secret?: string | undefined;
}

export const yearDemandRoutes: FastifyPluginAsyncTypebox<YearDemandRoutesOptions> = async (app, { db, secret }) => {
  app.get(`${BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: MENUS.page } }, async (request): Promise<Envelope<YearDemandDetail>> => {
    const id = Number(request.query.id);
    const [head] = await db.select().from(plan).where(scopedById(resource, [id], dataScopeFor(accessOf(request), MENUS.page))).limit(1);
    if (!head) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
    const { createdBy: _c, updatedBy: _u, ...row } = head;
    return ok({ ...row, createdTime: head.createdTime.toISOString(), updatedTime: head.updatedTime.toISOString(), items: await itemsOf(db, id) } as YearDemandDetail);
  });

  app.post(`${BASE}/save`, { schema: { body: YearDemandSaveBodySchema }, config: { permission: MENUS.page } }, async (request): Promise<Envelope<YearDemandSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? MENUS.add : MENUS.edit)) throw permissionDenied();
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const { orgName, categoryName } = await orgAndCategory(db, body.orgCode, body.categoryCode);
    assertInScope(access, body.orgCode, body.categoryCode);
    const materials = await activeMaterials(db, body.items.map((item) => item.matCode.trim()));
    const problem = itemsProblem(body.items, materials, body.categoryCode);
    if (problem) throw new ApiError(400, problem);
    const user = String(access.userId);
    const head = { year: body.year, orgCode: body.orgCode, orgName, categoryCode: body.categoryCode, categoryName, remark: body.remark?.trim() || null, updatedBy: user, updatedTime: new Date() };
    const duplicate = YEAR_DEMAND_MESSAGES.duplicate(orgName, body.year, categoryName);

    const saved = await db.transaction(async (tx) => {
      let row: YearDemandSaved | undefined;
      if (isCreate) {
        const demandNo = await nextSerial(tx, YEAR_DEMAND_NO_RULE);
        [row] = await tx.insert(plan).values({ ...head, demandNo, status: 'new', createdBy: user }).onConflictDoNothing().returning(savedColumns);
        if (!row) throw new ApiError(422, duplicate);
      } else {
        const id = body.id as number;
        const version = body.version as number;
        const [other] = await tx
          .select({ id: plan.id })
          .from(plan)
          .where(and(eq(plan.orgCode, body.orgCode), eq(plan.categoryCode, body.categoryCode), eq(plan.year, body.year), ne(plan.id, id)))
          .limit(1);
        if (other) throw new ApiError(422, duplicate);
        [row] = await tx
          .update(plan)
          .set({ ...head, version: sql`${plan.version} + 1` })
          .where(and(scopedById(resource, [id], dataScopeFor(access, MENUS.page)), eq(plan.version, version), inArray(plan.status, [...EDITABLE_YEAR_DEMAND])))
          .returning(savedColumns);
        if (!row) return explainMiss(tx, id, version, access, YEAR_DEMAND_MESSAGES.notEditable);
        await tx.delete(planItem).where(eq(planItem.demandId, id));
      }
      const demandId = row.id;
      await tx.insert(planItem).values(
        body.items.map((input, index) => {
          const item = normaliseItem(input);
          const material = materials.get(item.matCode);
          return { ...item, demandId, lineNo: index + 1, matName: material?.matName ?? null, unitCode: material?.unitCode ?? null, createdBy: user, updatedBy: user };
        }),
      );
      return row;
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(`${BASE}/deleteByIds`, { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: MENUS.remove } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const body = request.body;
    const fromBody = Array.isArray(body) ? body : (body?.ids ?? []);
    const raw = request.query.ids;
    const fromQuery = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).flatMap((item) => item.split(',')).filter((item) => item !== '');
    const ids = [...new Set([...fromQuery.map(Number), ...fromBody])];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const scope = dataScopeFor(accessOf(request), MENUS.page);
    await db.transaction(async (tx) => {
      const rows = await tx.select({ id: plan.id, status: plan.status }).from(plan).where(scopedById(resource, ids, scope)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(resource.label));
      if (rows.some((row) => !EDITABLE_YEAR_DEMAND.includes(row.status))) throw new ApiError(422, YEAR_DEMAND_MESSAGES.notDeletable);
      await tx.delete(plan).where(inArray(plan.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });

  app.post(`${BASE}/check`, { schema: { body: YearDemandCheckBodySchema }, config: { permission: MENUS.check } }, async (request): Promise<Envelope<YearDemandSaved>> => {
    const access = accessOf(request);
    const { id, version } = request.body;
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(plan)
        .set({ status: YEAR_DEMAND_MOVES.check.to, submitCount: sql`${plan.submitCount} + 1`, version: sql`${plan.version} + 1`, updatedBy: String(access.userId), updatedTime: sql`now()` })
        .where(and(scopedById(resource, [id], dataScopeFor(access, MENUS.page)), eq(plan.version, version), inArray(plan.status, [...YEAR_DEMAND_MOVES.check.from])))
        .returning(savedColumns);
      return row ?? explainMiss(tx, id, version, access, YEAR_DEMAND_MESSAGES.notSubmittable);
    });
    return ok(saved, YEAR_DEMAND_MESSAGES.submitted);
  });

  app.post(`${BASE}/callback`, { schema: { body: YearDemandCallbackBodySchema }, config: { permission: PUBLIC } }, async (request): Promise<Envelope<YearDemandCallbackResult>> => {
    if (!secret) throw new ApiError(503, YEAR_DEMAND_MESSAGES.callbackNotConfigured);
    const given = request.headers[CALLBACK_SECRET_HEADER];
    if (!callbackSecretMatches(typeof given === 'string' ? given : undefined, secret)) throw new ApiError(401, YEAR_DEMAND_MESSAGES.callbackUnauthorised);
    const { bizKey, status: reported } = request.body;
    const result = await db.transaction(async (tx): Promise<YearDemandCallbackResult> => {
      const [current] = await tx.select({ id: plan.id, status: plan.status, submitCount: plan.submitCount }).from(plan).where(eq(plan.demandNo, bizKey)).for('update');
      if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
      const key = `${YEAR_DEMAND_CALLBACK_TYPE}:${bizKey}:${current.submitCount}:${reported}`;
      const stored = await storeCallbackFirst(tx, { callbackKey: key, bizType: YEAR_DEMAND_CALLBACK_TYPE, bizKey, status: reported });
      if (stored === undefined) return { outcome: 'repeat', status: current.status };
      const verdict = classifyYearDemandCallback(current.status);
      if (verdict !== 'apply') {
        await settleCallback(tx, stored, verdict, current.status);
        return { outcome: verdict, status: current.status };
      }
      const next: DemandStatus = YEAR_DEMAND_MOVES[YEAR_DEMAND_DECISIONS[reported]].to;
      await tx.update(plan).set({ status: next, version: sql`${plan.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` }).where(eq(plan.id, current.id));
      await settleCallback(tx, stored, 'applied', current.status);
      return { outcome: 'applied', status: next };
    });
    return ok(result);
  });
};
