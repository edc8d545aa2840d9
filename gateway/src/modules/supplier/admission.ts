/**
 * 供应商准入 and the blacklist (issue 22; admission-rules.ts is the status machine):
 *
 * - POST /supplier/api/v1/admission/save {AdmissionSaveBody}: without id a new admission for a supplier
 *   that is 待准入, 审批驳回 or 失效 and has no other open one (supplier:admission:add; numbered
 *   ADMISSION_NO, ZR…); with id and version an edit while 待准入 or 审批驳回 (supplier:admission:edit).
 * - POST /supplier/api/v1/admission/submit {id, version} (supplier:admission:submit): to OA, 准入中; the
 *   OA round counts up and the supplier is 准入中 too.
 * - POST /supplier/api/v1/admission/callback {bizKey: admissionNo, bizType: 'ADMISSION', status, opinion?}:
 *   OA's decision, with the OA secret (CONTRACT_CALLBACK_SECRET) in X-Callback-Secret, on the shared
 *   stored-first path (core/callback-inbox.ts) keyed `ADMISSION:<no>:<round>:<status>`: APPROVED makes the
 *   admission and the supplier 合格, REJECT 审批驳回; a repeat, late or conflicting report changes nothing.
 * - POST /supplier/api/v1/supplier/blacklist {id, version, reason, untilDate} (supplier:info:blacklist):
 *   a 合格 or 淘汰 supplier becomes 黑名单 until the date; a job (`releaseExpiredBlacklists`, hourly)
 *   returns it to 合格 the day after.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import {
  AdmissionCallbackBodySchema,
  AdmissionSaveBodySchema,
  AdmissionSubmitBodySchema,
  BlacklistBodySchema,
  type AdmissionCallbackResult,
  type AdmissionSaved,
  type SupplierSaved,
} from '../../api/supplier.js';
import { dataScopeFor } from '../../core/access.js';
import { CALLBACK_SECRET_HEADER, callbackSecretMatches, settleCallback, storeCallbackFirst } from '../../core/callback-inbox.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission, PUBLIC } from '../../core/permissions.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { supSupplier as supplier } from '../../db/tables/lookups.js';
import { supAdmission as admission, supBlacklist, type AdmissionStatus } from '../../db/tables/supplier.js';
import { ADMISSION_DECISIONS, ADMISSION_MOVES, classifyAdmissionCallback, EDITABLE_ADMISSION } from './admission-rules.js';
import { admissionResource, SUPPLIER_API, SUPPLIER_MENUS, supplierArchiveResource } from './lists.js';

export const ADMISSION_NO_RULE = 'ADMISSION_NO';
export const ADMISSION_CALLBACK_TYPE = 'ADMISSION';
const BASE = `${SUPPLIER_API}/admission`;
const ACTOR = `callback:${ADMISSION_CALLBACK_TYPE}`;

export const ADMISSION_MESSAGES = {
  supplierNotFound: '供应商不存在，请重新选择',
  notAdmittable: (name: string) => `供应商 ${name} 当前状态不能申请准入`,
  openAdmission: (name: string) => `供应商 ${name} 已有未完成的准入申请`,
  notEditable: '准入申请已提交审批，不能修改',
  notSubmittable: '准入申请当前状态不能提交审批',
  submitted: '已提交OA审批',
  orgUnknown: (code: string) => `组织 ${code} 不存在`,
  categoryUnknown: (code: string) => `品类 ${code} 不存在`,
  callbackNotConfigured: '审批回调未配置，请联系管理员',
  callbackUnauthorised: '回调鉴权失败',
  notBlacklistable: (name: string) => `供应商 ${name} 当前状态不能加入黑名单`,
  untilInPast: '黑名单截止日期不能早于今天',
  blacklisted: '已加入黑名单',
} as const;

const today = (now: Date): string => now.toISOString().slice(0, 10);

/** Returns every blacklisted supplier whose until-date has passed to 合格; the number released. */
export async function releaseExpiredBlacklists(db: AppDatabase, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(supplier)
      .set({ financialStatus: ADMISSION_MOVES.release.to, blacklistUntil: null, version: sql`${supplier.version} + 1`, updatedBy: 'job:blacklist', updatedTime: sql`now()` })
      .where(and(inArray(supplier.financialStatus, [...ADMISSION_MOVES.release.from]), lt(supplier.blacklistUntil, today(now))))
      .returning({ sn: supplier.sn });
    if (released.length > 0) {
      await tx
        .update(supBlacklist)
        .set({ releasedTime: sql`now()`, updatedBy: 'job:blacklist', updatedTime: sql`now()` })
        .where(and(inArray(supBlacklist.supplierSn, released.map((row) => row.sn)), sql`${supBlacklist.releasedTime} is null`));
    }
    return released.length;
  });
}

export interface AdmissionRoutesOptions {
  db: AppDatabase;
  /** OA's shared secret; undefined or empty: every callback is refused (503). */
  secret?: string | undefined;
}

export const admissionRoutes: FastifyPluginAsyncTypebox<AdmissionRoutesOptions> = async (app, { db, secret }) => {
  app.post(`${BASE}/save`, { schema: { body: AdmissionSaveBodySchema }, config: { permission: SUPPLIER_MENUS.admission } }, async (request): Promise<Envelope<AdmissionSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? SUPPLIER_MENUS.admissionAdd : SUPPLIER_MENUS.admissionEdit) || access.supplierSn !== undefined) throw permissionDenied();
    const [target] = await db.select({ sn: supplier.sn, name: supplier.name, status: supplier.financialStatus }).from(supplier).where(eq(supplier.sn, body.supplierSn)).limit(1);
    if (!target) throw new ApiError(400, ADMISSION_MESSAGES.supplierNotFound);
    const [orgs, categories] = await Promise.all([
      db.select({ code: sysOrg.orgCode }).from(sysOrg).where(inArray(sysOrg.orgCode, body.orgCodes)),
      db.select({ code: sysCategory.categoryCode }).from(sysCategory).where(inArray(sysCategory.categoryCode, body.categoryCodes)),
    ]);
    const missingOrg = body.orgCodes.find((code) => !orgs.some((row) => row.code === code));
    if (missingOrg) throw new ApiError(400, ADMISSION_MESSAGES.orgUnknown(missingOrg));
    const missingCategory = body.categoryCodes.find((code) => !categories.some((row) => row.code === code));
    if (missingCategory) throw new ApiError(400, ADMISSION_MESSAGES.categoryUnknown(missingCategory));
    const values = { supplierSn: target.sn, supplierName: target.name, orgCodes: [...new Set(body.orgCodes)], categoryCodes: [...new Set(body.categoryCodes)], reason: body.reason?.trim() || null, updatedBy: String(access.userId), updatedTime: new Date() };

    if (isCreate) {
      if (![1, 4, 7].includes(target.status)) throw new ApiError(422, ADMISSION_MESSAGES.notAdmittable(target.name));
      const saved = await db.transaction(async (tx) => {
        // One open admission per supplier: the supplier row is the lock.
        await tx.select({ id: supplier.id }).from(supplier).where(eq(supplier.sn, target.sn)).for('update');
        const [open] = await tx.select({ id: admission.id }).from(admission).where(and(eq(admission.supplierSn, target.sn), inArray(admission.status, [1, 2]))).limit(1);
        if (open) throw new ApiError(422, ADMISSION_MESSAGES.openAdmission(target.name));
        const admissionNo = await nextSerial(tx, ADMISSION_NO_RULE);
        const [row] = await tx.insert(admission).values({ ...values, admissionNo, status: 1, createdBy: String(access.userId) }).returning({ id: admission.id, admissionNo: admission.admissionNo, status: admission.status, version: admission.version });
        return row as AdmissionSaved;
      });
      return ok(saved, SAVE_MESSAGES.created);
    }
    if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const [updated] = await db
      .update(admission)
      .set({ ...values, version: sql`${admission.version} + 1` })
      .where(and(eq(admission.id, body.id as number), eq(admission.version, body.version), inArray(admission.status, [...EDITABLE_ADMISSION])))
      .returning({ id: admission.id, admissionNo: admission.admissionNo, status: admission.status, version: admission.version });
    if (updated) return ok(updated, SAVE_MESSAGES.updated);
    const [current] = await db.select({ status: admission.status, version: admission.version }).from(admission).where(eq(admission.id, body.id as number)).limit(1);
    if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(admissionResource.label));
    if (current.version !== body.version) throw versionConflict();
    throw new ApiError(422, ADMISSION_MESSAGES.notEditable);
  });

  app.post(`${BASE}/submit`, { schema: { body: AdmissionSubmitBodySchema }, config: { permission: SUPPLIER_MENUS.admissionSubmit } }, async (request): Promise<Envelope<AdmissionSaved>> => {
    const access = accessOf(request);
    const { id, version } = request.body;
    const scope = dataScopeFor(access, SUPPLIER_MENUS.admission);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(admission)
        .set({ status: ADMISSION_MOVES.submit.to, oaRound: sql`${admission.oaRound} + 1`, submittedTime: sql`now()`, opinion: null, version: sql`${admission.version} + 1`, updatedBy: String(access.userId), updatedTime: sql`now()` })
        .where(and(scopedById(admissionResource, [id], scope), eq(admission.version, version), inArray(admission.status, [...ADMISSION_MOVES.submit.from])))
        .returning({ id: admission.id, admissionNo: admission.admissionNo, status: admission.status, version: admission.version, supplierSn: admission.supplierSn });
      if (!row) {
        const [current] = await tx.select({ status: admission.status, version: admission.version }).from(admission).where(scopedById(admissionResource, [id], scope)).limit(1);
        if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(admissionResource.label));
        if (current.version !== version) throw versionConflict();
        throw new ApiError(422, ADMISSION_MESSAGES.notSubmittable);
      }
      await tx.update(supplier).set({ financialStatus: ADMISSION_MOVES.submit.to, version: sql`${supplier.version} + 1`, updatedTime: sql`now()` }).where(eq(supplier.sn, row.supplierSn));
      const { supplierSn: _sn, ...saved } = row;
      return saved;
    });
    return ok(saved, ADMISSION_MESSAGES.submitted);
  });

  app.post(`${BASE}/callback`, { schema: { body: AdmissionCallbackBodySchema }, config: { permission: PUBLIC } }, async (request): Promise<Envelope<AdmissionCallbackResult>> => {
    if (!secret) throw new ApiError(503, ADMISSION_MESSAGES.callbackNotConfigured);
    const given = request.headers[CALLBACK_SECRET_HEADER];
    if (!callbackSecretMatches(typeof given === 'string' ? given : undefined, secret)) throw new ApiError(401, ADMISSION_MESSAGES.callbackUnauthorised);
    const { bizKey, status: reported, opinion } = request.body;
    const result = await db.transaction(async (tx): Promise<AdmissionCallbackResult> => {
      const [current] = await tx.select().from(admission).where(eq(admission.admissionNo, bizKey)).for('update');
      if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(admissionResource.label));
      const stored = await storeCallbackFirst(tx, { callbackKey: `${ADMISSION_CALLBACK_TYPE}:${bizKey}:${current.oaRound}:${reported}`, bizType: ADMISSION_CALLBACK_TYPE, bizKey, status: reported });
      if (stored === undefined) return { outcome: 'repeat', status: current.status };
      const verdict = classifyAdmissionCallback(current.status);
      if (verdict !== 'apply') {
        await settleCallback(tx, stored, verdict, String(current.status));
        return { outcome: verdict, status: current.status };
      }
      const next: AdmissionStatus = ADMISSION_MOVES[ADMISSION_DECISIONS[reported]].to;
      await tx
        .update(admission)
        .set({ status: next, opinion: opinion?.trim() || null, decidedTime: sql`now()`, version: sql`${admission.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` })
        .where(eq(admission.id, current.id));
      await tx.update(supplier).set({ financialStatus: next, version: sql`${supplier.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` }).where(eq(supplier.sn, current.supplierSn));
      await settleCallback(tx, stored, 'applied', String(current.status));
      return { outcome: 'applied', status: next };
    });
    return ok(result);
  });

  app.post(`${SUPPLIER_API}/supplier/blacklist`, { schema: { body: BlacklistBodySchema }, config: { permission: SUPPLIER_MENUS.blacklist } }, async (request): Promise<Envelope<SupplierSaved>> => {
    const access = accessOf(request);
    if (access.supplierSn !== undefined) throw permissionDenied();
    const { id, version, reason, untilDate } = request.body;
    if (untilDate < today(new Date())) throw new ApiError(400, ADMISSION_MESSAGES.untilInPast);
    const scope = dataScopeFor(access, SUPPLIER_MENUS.info);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(supplier)
        .set({ financialStatus: ADMISSION_MOVES.blacklist.to, blacklistUntil: untilDate, version: sql`${supplier.version} + 1`, updatedBy: String(access.userId), updatedTime: sql`now()` })
        .where(and(scopedById(supplierArchiveResource, [id], scope), eq(supplier.version, version), inArray(supplier.financialStatus, [...ADMISSION_MOVES.blacklist.from])))
        .returning({ id: supplier.id, sn: supplier.sn, version: supplier.version });
      if (!row) {
        const [current] = await tx.select({ name: supplier.name, version: supplier.version }).from(supplier).where(and(scopedById(supplierArchiveResource, [id], scope), ne(supplier.id, 0))).limit(1);
        if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(supplierArchiveResource.label));
        if (current.version !== version) throw versionConflict();
        throw new ApiError(422, ADMISSION_MESSAGES.notBlacklistable(current.name));
      }
      await tx.insert(supBlacklist).values({ supplierSn: row.sn, reason: reason.trim(), fromDate: today(new Date()), untilDate, createdBy: String(access.userId), updatedBy: String(access.userId) });
      return row;
    });
    return ok(saved, ADMISSION_MESSAGES.blacklisted);
  });
};
