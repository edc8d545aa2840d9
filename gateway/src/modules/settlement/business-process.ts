/**
 * Business confirmations (issue 25; spec 02 §7 execution business-process-head) under
 * /purchase/api/v1/execution/business-process-head:
 *
 * - GET/POST custom-page, GET page (and the export): the list engine, scope menu reconciliation:list;
 * - GET get?id= : one confirmation in the caller's scope;
 * - POST save (reconciliation:bus-confirm): a new one (no id) or an edit of a new one (id and version);
 * - POST submit, withdraw, transformBusConfirm, cancel, invalid {id, version} (reconciliation:bus-confirm):
 *   the moves of business-process-status-machine.ts;
 * - DELETE ?ids= (reconciliation:bus-confirm): new ones only, all or nothing.
 *
 * An account check's 转业务确认 creates one (createProcessForCheck) with the check's totals.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { AccountCheckMoveBodySchema, BusinessProcessSaveBodySchema, type BusinessProcessRow, type BusinessProcessSaved, type BusinessProcessStatusChange } from '../../api/settlement-check.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial, shanghaiDateText } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { stlBusinessProcessHead as process } from '../../db/tables/settlement.js';
import { accountOf, type CheckHead, type Tx } from './check-common.js';
import { CHECK_MENUS, PROCESS_BASE, processResource } from './check-list.js';
import { CHECK_MESSAGES, PROCESS_MESSAGES } from './check-message-texts.js';
import { isProcessEditable, nextProcessStatus, type ProcessEvent } from './business-process-status-machine.js';
import { MESSAGES } from '../../core/envelope.js';

/** The serial rule of business confirmation numbers (YW + year-month + 4 digits). */
export const PROCESS_NO_RULE = 'BUSINESS_PROCESS_NO';

type ProcessHead = typeof process.$inferSelect;

/** A new business confirmation of a check's totals (its 转业务确认). */
export async function createProcessForCheck(tx: Tx, check: CheckHead, actor: string): Promise<number> {
  const processNo = await nextSerial(tx, PROCESS_NO_RULE);
  const [created] = await tx
    .insert(process)
    .values({
      processNo,
      checkId: check.id,
      checkNo: check.checkNo,
      orgCode: check.orgCode,
      orgName: check.orgName,
      categoryCode: check.categoryCode,
      supplierSn: check.supplierSn,
      supplierName: check.supplierName,
      businessDate: shanghaiDateText(),
      quantity: check.totalQuantity,
      amount: check.totalAmount,
      createdBy: actor,
      updatedBy: actor,
    })
    .returning({ id: process.id });
  return created!.id;
}

async function lockProcess(tx: Tx, id: number, scope: DataScopeFilter, version?: number): Promise<ProcessHead> {
  const [row] = await tx.select().from(process).where(scopedById(processResource, [id], scope)).for('update');
  if (!row) throw new ApiError(404, PROCESS_MESSAGES.notFound);
  if (version !== undefined && row.version !== version) throw versionConflict();
  return row;
}

function rowOf(row: ProcessHead): BusinessProcessRow {
  return { ...row, createdTime: row.createdTime.toISOString() };
}

export const businessProcessRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, PROCESS_BASE, db, processResource, CHECK_MENUS.list);
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), CHECK_MENUS.list);
  const write = { permission: CHECK_MENUS.busConfirm };

  app.get(`${PROCESS_BASE}/get`, { schema: { querystring: IdTextParams }, config: { permission: CHECK_MENUS.list } }, async (request): Promise<Envelope<BusinessProcessRow>> => {
    const [row] = await db.select().from(process).where(scopedById(processResource, [Number(request.query.id)], scopeOf(request)));
    if (!row) throw new ApiError(404, PROCESS_MESSAGES.notFound);
    return ok(rowOf(row));
  });

  app.post(`${PROCESS_BASE}/save`, { schema: { body: BusinessProcessSaveBodySchema }, config: write }, async (request): Promise<Envelope<BusinessProcessSaved>> => {
    const body = request.body;
    const actor = await accountOf(db, accessOf(request).userId);
    const scope = scopeOf(request);
    const isCreate = body.id === undefined || body.id === null;
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(body.orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission);
    if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(body.categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission);
    const saved = await db.transaction(async (tx) => {
      const [supplier] = await tx.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, body.supplierSn)).limit(1);
      if (!supplier) throw new ApiError(400, CHECK_MESSAGES.supplierUnknown(body.supplierSn));
      const [org] = await tx.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, body.orgCode)).limit(1);
      const values = { orgCode: body.orgCode, orgName: org?.name ?? null, categoryCode: body.categoryCode, supplierSn: body.supplierSn, supplierName: supplier.name, businessDate: body.businessDate, quantity: body.quantity, amount: body.amount, remark: body.remark ?? null, updatedBy: actor, updatedTime: new Date() };
      if (!isCreate) {
        const existing = await lockProcess(tx, body.id as number, scope, body.version);
        if (!isProcessEditable(existing.status)) throw new ApiError(422, PROCESS_MESSAGES.notEditable(existing.processNo, existing.status));
        const [updated] = await tx.update(process).set({ ...values, version: sql`${process.version} + 1` }).where(eq(process.id, existing.id)).returning({ version: process.version });
        return { id: existing.id, processNo: existing.processNo, version: updated!.version };
      }
      const processNo = await nextSerial(tx, PROCESS_NO_RULE);
      const [created] = await tx.insert(process).values({ ...values, processNo, createdBy: actor }).returning({ id: process.id, version: process.version });
      return { id: created!.id, processNo, version: created!.version };
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  const moves: readonly [string, ProcessEvent][] = [
    ['submit', 'submit'],
    ['withdraw', 'withdraw'],
    ['transformBusConfirm', 'confirm'],
    ['cancel', 'cancel'],
    ['invalid', 'invalid'],
  ];
  for (const [path, event] of moves) {
    app.post(`${PROCESS_BASE}/${path}`, { schema: { body: AccountCheckMoveBodySchema }, config: write }, async (request): Promise<Envelope<BusinessProcessStatusChange>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const change = await db.transaction(async (tx) => {
        const row = await lockProcess(tx, request.body.id, scopeOf(request), request.body.version);
        const to = nextProcessStatus(row.status, event);
        if (to === null) throw new ApiError(422, PROCESS_MESSAGES.forbiddenMove(row.processNo, row.status, event));
        const [updated] = await tx.update(process).set({ status: to, version: sql`${process.version} + 1`, updatedBy: actor, updatedTime: new Date() }).where(eq(process.id, row.id)).returning({ version: process.version });
        return { id: row.id, status: to, version: updated!.version };
      });
      return ok(change, MESSAGES.success);
    });
  }

  app.delete(PROCESS_BASE, { schema: { querystring: IdsQuery, body: IdsBody }, config: write }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const body = request.body as number[] | { ids: number[] } | null | undefined;
    const fromQuery = request.query.ids === undefined ? [] : [request.query.ids].flat().flatMap((item) => item.split(',')).filter((item) => item !== '').map(Number);
    const ids = [...new Set([...fromQuery, ...(Array.isArray(body) ? body : (body?.ids ?? []))])];
    if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(process).where(scopedById(processResource, ids, scopeOf(request))).orderBy(asc(process.id)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('业务确认单'));
      const locked = rows.find((row) => !isProcessEditable(row.status));
      if (locked) throw new ApiError(422, PROCESS_MESSAGES.notEditable(locked.processNo, locked.status));
      await tx.delete(process).where(inArray(process.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });
};
