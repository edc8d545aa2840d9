/**
 * 月度需求计划 (issue 23; spec 02 §4 demand status, §7 /demand/api/v1/month-demand; month-demand-rules.ts
 * is the status machine and the exact quantities), behind demand:month and its buttons:
 *
 * - GET/POST custom-page, GET page: the plans on the list engine, scoped by org and category;
 * - GET detail?id=: the plan with its items;
 * - POST save {MonthDemandSaveBody}: without id a new plan (demand:month:add; numbered MONTH_DEMAND_NO,
 *   YD…), with id and version an edit while new or rejected (demand:month:edit); one plan per org,
 *   category and month; every item's material must exist; the suggested purchase is computed here;
 * - DELETE delete?ids= (demand:month:delete): new or rejected plans, all or nothing;
 * - POST copy {id, yearMonth} (demand:month:copy): the items as a new plan in status new;
 * - POST check {id, version} (demand:month:check): to OA, inProcess; the submit round counts up;
 * - POST callback {bizKey: demandNo, status APPROVED | REJECT}: OA's decision, with the OA secret in
 *   X-Callback-Secret, stored first (core/callback-inbox.ts) under `MONTH_DEMAND:<no>:<round>:<status>`:
 *   applied once on a plan in process; a repeat, late or conflicting report changes nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  MonthDemandCallbackBodySchema,
  MonthDemandCheckBodySchema,
  MonthDemandCopyBodySchema,
  MonthDemandDeleteBodySchema,
  MonthDemandSaveBodySchema,
  type MonthDemandCallbackResult,
  type MonthDemandDetail,
  type MonthDemandItem,
  type MonthDemandSaved,
} from '../../api/demand-month.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { CALLBACK_SECRET_HEADER, callbackSecretMatches, settleCallback, storeCallbackFirst, type CallbackTransaction } from '../../core/callback-inbox.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import { accessOf, hasPermission, PUBLIC } from '../../core/permissions.js';
import { IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { demMonthDemand as plan, demMonthDemandItem as item, type DemandStatus } from '../../db/tables/demand.js';
import { classifyMonthDemandCallback, MONTH_DEMAND_DECISIONS, MONTH_DEMAND_MOVES, normalQuantity, repeatedMaterial, suggestedPurchase } from './month-demand-rules.js';

export const DEMAND_API = '/demand/api/v1';
export const MONTH_DEMAND_BASE = `${DEMAND_API}/month-demand`;
export const MONTH_DEMAND_NO_RULE = 'MONTH_DEMAND_NO';
export const MONTH_DEMAND_CALLBACK_TYPE = 'MONTH_DEMAND';
const ACTOR = `callback:${MONTH_DEMAND_CALLBACK_TYPE}`;

export const MONTH_MENUS = {
  month: 'demand:month',
  add: 'demand:month:add',
  edit: 'demand:month:edit',
  remove: 'demand:month:delete',
  importItems: 'demand:month:import',
  exportItems: 'demand:month:export',
  copy: 'demand:month:copy',
  check: 'demand:month:check',
  summary: 'demand:summary',
} as const;

export const MONTH_DEMAND_MESSAGES = {
  orgUnknown: (code: string) => `组织 ${code} 不存在`,
  categoryUnknown: (code: string) => `品类 ${code} 不存在`,
  materialUnknown: (code: string) => `物料 ${code} 不存在`,
  materialRepeated: (code: string) => `物料 ${code} 重复`,
  planExists: (yearMonth: string) => `该组织、品类 ${yearMonth} 的月度需求计划已存在`,
  notEditable: '月度需求计划已提交审批，不能修改',
  notDeletable: '只能删除新建或驳回的月度需求计划',
  notSubmittable: '月度需求计划当前状态不能提交审批',
  itemsRequired: '请至少添加一条需求明细',
  submitted: '已提交OA审批',
  copied: '复制成功',
} as const;

const sortable = { sortable: true } as const;
const STATUSES: readonly DemandStatus[] = ['new', 'inProcess', 'approved', 'rejected'];

export const monthDemandResource: ListResource = {
  label: '月度需求计划',
  table: plan,
  id: plan.id,
  version: plan.version,
  fields: {
    id: { column: plan.id, type: 'integer', notNull: true, exported: false, ...sortable },
    demandNo: { column: plan.demandNo, type: 'text', notNull: true, selective: true, title: '需求单号', ...sortable },
    yearMonth: { column: plan.yearMonth, type: 'text', notNull: true, title: '需求月份', ...sortable },
    orgCode: { column: plan.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: plan.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: plan.categoryCode, type: 'text', notNull: true, title: '品类编码', ...sortable },
    categoryName: { column: plan.categoryName, type: 'text', title: '品类名称' },
    status: { column: plan.status, type: 'text', notNull: true, values: [...STATUSES], title: '状态', dictCode: 'demandStatus', ...sortable },
    submitCount: { column: plan.submitCount, type: 'integer', notNull: true, exported: false },
    yearDemandId: { column: plan.yearDemandId, type: 'integer', filterable: false, exported: false },
    remark: { column: plan.remark, type: 'text', title: '备注' },
    createdTime: { column: plan.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    updatedTime: { column: plan.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: plan.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: MONTH_MENUS.month, org: plan.orgCode, category: plan.categoryCode },
};

const itemColumns = {
  id: item.id,
  lineNo: item.lineNo,
  matCode: item.matCode,
  matName: item.matName,
  unitCode: item.unitCode,
  demandQuantity: item.demandQuantity,
  stockOnHand: item.stockOnHand,
  inTransit: item.inTransit,
  contractResidualQuantity: item.contractResidualQuantity,
  suggestedPurchase: item.suggestedPurchase,
  requiredDate: item.requiredDate,
};

/** The items of plan `demandId`, in line order. */
export async function itemsOf(db: Pick<AppDatabase, 'select'>, demandId: number): Promise<MonthDemandItem[]> {
  return db.select(itemColumns).from(item).where(eq(item.demandId, demandId)).orderBy(asc(item.lineNo));
}

/** Refuses an org or category outside the caller's scope on demand:month. */
export function checkPlanScope(scope: DataScopeFilter, orgCode: string, categoryCode: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}

/** The names of org and category, refused when either does not exist. */
export async function planNames(db: Pick<AppDatabase, 'select'>, orgCode: string, categoryCode: string): Promise<{ orgName: string; categoryName: string }> {
  const [[org], [category]] = await Promise.all([
    db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1),
    db.select({ name: sysCategory.categoryName }).from(sysCategory).where(eq(sysCategory.categoryCode, categoryCode)).limit(1),
  ]);
  if (!org) throw new ApiError(400, MONTH_DEMAND_MESSAGES.orgUnknown(orgCode));
  if (!category) throw new ApiError(400, MONTH_DEMAND_MESSAGES.categoryUnknown(categoryCode));
  return { orgName: org.name, categoryName: category.name };
}

/** Name and unit of each material, refused when one does not exist. */
export async function materialsOf(db: Pick<AppDatabase, 'select'>, matCodes: readonly string[]): Promise<Map<string, { matName: string; unitCode: string | null }>> {
  if (matCodes.length === 0) return new Map();
  const rows = await db.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode }).from(sysMaterial).where(inArray(sysMaterial.matCode, [...new Set(matCodes)]));
  const found = new Map(rows.map((row) => [row.matCode, { matName: row.matName, unitCode: row.unitCode }]));
  const missing = matCodes.find((code) => !found.has(code));
  if (missing) throw new ApiError(400, MONTH_DEMAND_MESSAGES.materialUnknown(missing));
  return found;
}

/** Whether a write failed on the one-plan-per-org-category-month index. */
const isPlanTaken = (error: unknown): boolean => {
  const text = String((error as { cause?: unknown })?.cause ?? error) + String((error as { message?: unknown })?.message ?? '');
  return text.includes('dem_month_demand_org_category_month_unique');
};

type Tx = CallbackTransaction;

export const monthDemandRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; secret?: string | undefined }> = async (app, { db, secret }) => {
  registerListReads(app, MONTH_DEMAND_BASE, db, monthDemandResource, MONTH_MENUS.month);
  const read = { config: { permission: MONTH_MENUS.month } };
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), MONTH_MENUS.month);

  app.get(`${MONTH_DEMAND_BASE}/detail`, { ...read, schema: { querystring: IdTextParams } }, async (request): Promise<Envelope<MonthDemandDetail>> => {
    const id = Number(request.query.id);
    const [row] = await db.select().from(plan).where(scopedById(monthDemandResource, [id], scopeOf(request))).limit(1);
    if (!row) throw new ApiError(404, SAVE_MESSAGES.notFound(monthDemandResource.label));
    const { createdBy: _c, updatedBy: _u, ...head } = row;
    return ok({ ...head, createdTime: row.createdTime.toISOString(), updatedTime: row.updatedTime.toISOString(), items: await itemsOf(db, id) } as MonthDemandDetail);
  });

  app.post(`${MONTH_DEMAND_BASE}/save`, { ...read, schema: { body: MonthDemandSaveBodySchema } }, async (request): Promise<Envelope<MonthDemandSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? MONTH_MENUS.add : MONTH_MENUS.edit)) throw permissionDenied();
    const scope = scopeOf(request);
    checkPlanScope(scope, body.orgCode, body.categoryCode);
    if (body.items.length === 0) throw new ApiError(400, MONTH_DEMAND_MESSAGES.itemsRequired);
    const repeated = repeatedMaterial(body.items.map((line) => line.matCode));
    if (repeated) throw new ApiError(400, MONTH_DEMAND_MESSAGES.materialRepeated(repeated));
    const names = await planNames(db, body.orgCode, body.categoryCode);
    const materials = await materialsOf(db, body.items.map((line) => line.matCode));
    const user = String(access.userId);
    const items = body.items.map((line, index) => {
      const figures = {
        demandQuantity: normalQuantity(line.demandQuantity),
        stockOnHand: normalQuantity(line.stockOnHand),
        inTransit: normalQuantity(line.inTransit),
        contractResidualQuantity: normalQuantity(line.contractResidualQuantity),
      };
      return { lineNo: index + 1, matCode: line.matCode, ...materials.get(line.matCode), ...figures, suggestedPurchase: suggestedPurchase(figures), requiredDate: line.requiredDate ?? null, createdBy: user, updatedBy: user };
    });
    const head = { yearMonth: body.yearMonth, orgCode: body.orgCode, categoryCode: body.categoryCode, ...names, remark: body.remark?.trim() || null, updatedBy: user, updatedTime: new Date() };
    const returning = { id: plan.id, demandNo: plan.demandNo, status: plan.status, version: plan.version };
    try {
      if (isCreate) {
        const saved = await db.transaction(async (tx) => {
          const demandNo = await nextSerial(tx, MONTH_DEMAND_NO_RULE);
          const [row] = await tx.insert(plan).values({ ...head, demandNo, status: 'new', createdBy: user }).returning(returning);
          await tx.insert(item).values(items.map((line) => ({ ...line, demandId: row!.id })));
          return row!;
        });
        return ok(saved, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const id = body.id as number;
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(plan)
          .set({ ...head, version: sql`${plan.version} + 1` })
          .where(and(scopedById(monthDemandResource, [id], scope), eq(plan.version, body.version as number), inArray(plan.status, [...MONTH_DEMAND_MOVES.edit.from])))
          .returning(returning);
        if (!row) await refuse(tx, id, body.version as number, scope, MONTH_DEMAND_MESSAGES.notEditable);
        await tx.delete(item).where(eq(item.demandId, id));
        await tx.insert(item).values(items.map((line) => ({ ...line, demandId: id })));
        return row!;
      });
      return ok(saved, SAVE_MESSAGES.updated);
    } catch (error) {
      if (isPlanTaken(error)) throw new ApiError(422, MONTH_DEMAND_MESSAGES.planExists(body.yearMonth));
      throw error;
    }
  });

  /** Throws why plan `id` was not moved: missing (404), stale (409) or in the wrong status (422 `message`). */
  async function refuse(tx: Tx, id: number, version: number | undefined, scope: DataScopeFilter, message: string): Promise<never> {
    const [current] = await tx.select({ version: plan.version }).from(plan).where(scopedById(monthDemandResource, [id], scope)).limit(1);
    if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(monthDemandResource.label));
    if (version !== undefined && current.version !== version) throw versionConflict();
    throw new ApiError(422, message);
  }

  app.delete(`${MONTH_DEMAND_BASE}/delete`, { config: { permission: MONTH_MENUS.remove }, schema: { querystring: IdsQuery, body: MonthDemandDeleteBodySchema } }, async (request) => {
    const fromQuery = request.query.ids === undefined ? [] : (Array.isArray(request.query.ids) ? request.query.ids : [request.query.ids]).flatMap((value) => String(value).split(','));
    const body = request.body;
    const fromBody = Array.isArray(body) ? body : body && 'ids' in body ? body.ids : [];
    const ids = [...new Set([...fromQuery.filter((value) => value !== '').map(Number), ...fromBody])];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const scope = scopeOf(request);
    await db.transaction(async (tx) => {
      const found = await tx.select({ id: plan.id, status: plan.status }).from(plan).where(scopedById(monthDemandResource, ids, scope)).for('update');
      if (found.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(monthDemandResource.label));
      if (found.some((row) => !MONTH_DEMAND_MOVES.delete.from.includes(row.status))) throw new ApiError(422, MONTH_DEMAND_MESSAGES.notDeletable);
      await tx.delete(plan).where(inArray(plan.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });

  app.post(`${MONTH_DEMAND_BASE}/copy`, { config: { permission: MONTH_MENUS.copy }, schema: { body: MonthDemandCopyBodySchema } }, async (request): Promise<Envelope<MonthDemandSaved>> => {
    const access = accessOf(request);
    const { id, yearMonth } = request.body;
    const user = String(access.userId);
    const [source] = await db.select().from(plan).where(scopedById(monthDemandResource, [id], scopeOf(request))).limit(1);
    if (!source) throw new ApiError(404, SAVE_MESSAGES.notFound(monthDemandResource.label));
    const lines = await db.select().from(item).where(eq(item.demandId, id)).orderBy(asc(item.lineNo));
    try {
      const saved = await db.transaction(async (tx) => {
        const demandNo = await nextSerial(tx, MONTH_DEMAND_NO_RULE);
        const [row] = await tx
          .insert(plan)
          .values({ demandNo, yearMonth, orgCode: source.orgCode, orgName: source.orgName, categoryCode: source.categoryCode, categoryName: source.categoryName, status: 'new', remark: source.remark, createdBy: user, updatedBy: user })
          .returning({ id: plan.id, demandNo: plan.demandNo, status: plan.status, version: plan.version });
        if (lines.length > 0) {
          await tx.insert(item).values(
            lines.map(({ id: _id, demandId: _d, createdTime: _ct, updatedTime: _ut, version: _v, requiredDate: _r, ...line }) => ({ ...line, demandId: row!.id, requiredDate: null, createdBy: user, updatedBy: user })),
          );
        }
        return row!;
      });
      return ok(saved, MONTH_DEMAND_MESSAGES.copied);
    } catch (error) {
      if (isPlanTaken(error)) throw new ApiError(422, MONTH_DEMAND_MESSAGES.planExists(yearMonth));
      throw error;
    }
  });

  app.post(`${MONTH_DEMAND_BASE}/check`, { config: { permission: MONTH_MENUS.check }, schema: { body: MonthDemandCheckBodySchema } }, async (request): Promise<Envelope<MonthDemandSaved>> => {
    const access = accessOf(request);
    const { id, version } = request.body;
    const scope = scopeOf(request);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(plan)
        .set({ status: MONTH_DEMAND_MOVES.check.to, submitCount: sql`${plan.submitCount} + 1`, version: sql`${plan.version} + 1`, updatedBy: String(access.userId), updatedTime: sql`now()` })
        .where(and(scopedById(monthDemandResource, [id], scope), eq(plan.version, version), inArray(plan.status, [...MONTH_DEMAND_MOVES.check.from])))
        .returning({ id: plan.id, demandNo: plan.demandNo, status: plan.status, version: plan.version });
      if (!row) await refuse(tx, id, version, scope, MONTH_DEMAND_MESSAGES.notSubmittable);
      return row!;
    });
    return ok(saved, MONTH_DEMAND_MESSAGES.submitted);
  });

  app.post(`${MONTH_DEMAND_BASE}/callback`, { schema: { body: MonthDemandCallbackBodySchema }, config: { permission: PUBLIC } }, async (request): Promise<Envelope<MonthDemandCallbackResult>> => {
    if (!secret) throw new ApiError(503, '审批回调未配置，请联系管理员');
    const given = request.headers[CALLBACK_SECRET_HEADER];
    if (!callbackSecretMatches(typeof given === 'string' ? given : undefined, secret)) throw new ApiError(401, '回调鉴权失败');
    const { bizKey, status: reported } = request.body;
    const result = await db.transaction(async (tx): Promise<MonthDemandCallbackResult> => {
      const [current] = await tx.select({ id: plan.id, status: plan.status, submitCount: plan.submitCount }).from(plan).where(eq(plan.demandNo, bizKey)).for('update');
      if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(monthDemandResource.label));
      const key = `${MONTH_DEMAND_CALLBACK_TYPE}:${bizKey}:${current.submitCount}:${reported}`;
      const stored = await storeCallbackFirst(tx, { callbackKey: key, bizType: MONTH_DEMAND_CALLBACK_TYPE, bizKey, status: reported });
      if (stored === undefined) return { outcome: 'repeat', status: current.status };
      const verdict = classifyMonthDemandCallback(current.status);
      if (verdict !== 'apply') {
        await settleCallback(tx, stored, verdict, current.status);
        return { outcome: verdict, status: current.status };
      }
      const next = MONTH_DEMAND_MOVES[MONTH_DEMAND_DECISIONS[reported]].to as DemandStatus;
      await tx.update(plan).set({ status: next, version: sql`${plan.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` }).where(eq(plan.id, current.id));
      await settleCallback(tx, stored, 'applied', current.status);
      return { outcome: 'applied', status: next };
    });
    return ok(result);
  });
};
