/**
 * An account check's moves (issue 25; check-status-machine.ts), each applied to the check locked in the
 * caller's scope on reconciliation:list, with its version checked:
 *
 * - POST …/submit, …/revoke, …/sendSupplier, …/invalid {id, version} (reconciliation:submit, :revoke,
 *   :send, :invalid); …/partInvalid {id, version, lineIds} (:invalid): the lines void, totals recomputed;
 * - POST …/supplierConfirm {id, version, accept, opinion?} and …/rejectSupplierAccountCheck {id, version,
 *   opinion} (reconciliation:confirm): only a supplier's own account, on its own check (another
 *   supplier's check is outside its scope: 404); a rejection needs its reason;
 * - POST …/transformBusConfirm {id, version} (:bus-confirm): confirmed → busConfirmed, with a new
 *   business confirmation (business-process-head) of the check's totals;
 * - POST …/settlement {id, version} and …/batchSettlement {ids} (:settle; the batch all or nothing);
 * - POST …/calculate {id} (:edit): the prices of a new or rejected check read again from its contract
 *   lines, pricing confirmations and shipments, and its totals; …/realTimeCalculate {lines}
 *   (reconciliation:list): the same figures for an unsaved draft, nothing written.
 *
 * Every move that changes what counts as confirmed (confirm, settle, invalid, part invalid) recomputes
 * the reconciliation of the check's shipments.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import {
  AccountCheckBatchBodySchema,
  AccountCheckConfirmBodySchema,
  AccountCheckIdBodySchema,
  AccountCheckMoveBodySchema,
  AccountCheckPartInvalidBodySchema,
  AccountCheckRejectBodySchema,
  RealTimeCalculateBodySchema,
  type AccountCheckFigures,
  type AccountCheckStatusChange,
} from '../../api/settlement-check.js';
import { dataScopeFor, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { stlAccountCheckHead, stlAccountCheckLine } from '../../db/tables/settlement.js';
import { lineFigures, QUANTITY_SCALE, quantityText, totalsOf, unitsAt } from './check-figures.js';
import { accountOf, checkedByOthers, checkShippingScope, lockCheck, refreshCheckTotals, refreshReconciliation, shipmentRows, type CheckHead, type Tx } from './check-common.js';
import { CHECK_BASE, CHECK_MENUS, checkHeadResource } from './check-list.js';
import { CHECK_MESSAGES } from './check-message-texts.js';
import { isCheckEditable, nextCheckStatus, type CheckEvent } from './check-status-machine.js';
import { createProcessForCheck } from './business-process.js';
import { checkableOf } from './check-save.js';

/** Moves `check` by `event` (422 when its status forbids it) with `extra` columns; answers the new status and version. */
export async function moveCheck(tx: Tx, check: CheckHead, event: CheckEvent, actor: string, extra: Partial<typeof stlAccountCheckHead.$inferInsert> = {}): Promise<AccountCheckStatusChange> {
  const to = nextCheckStatus(check.status, event);
  if (to === null) throw new ApiError(422, CHECK_MESSAGES.forbiddenMove(check.checkNo, check.status, event));
  const [updated] = await tx
    .update(stlAccountCheckHead)
    .set({ ...extra, status: to, version: sql`${stlAccountCheckHead.version} + 1`, updatedBy: actor, updatedTime: new Date() })
    .where(eq(stlAccountCheckHead.id, check.id))
    .returning({ version: stlAccountCheckHead.version });
  return { id: check.id, status: to, version: updated!.version };
}

/** The supplier's confirmation or rejection of its own check. */
export async function supplierAnswer(tx: Tx, access: UserAccess, body: { id: number; version: number; accept: boolean; opinion?: string | null | undefined }, actor: string): Promise<AccountCheckStatusChange> {
  if (access.supplierSn === undefined) throw new ApiError(403, CHECK_MESSAGES.supplierOnly);
  const opinion = body.opinion?.trim() ?? '';
  if (!body.accept && opinion === '') throw new ApiError(400, CHECK_MESSAGES.opinionRequired);
  const check = await lockCheck(tx, body.id, dataScopeFor(access, CHECK_MENUS.list), body.version);
  const change = await moveCheck(tx, check, body.accept ? 'confirm' : 'reject', actor, { supplierOpinion: opinion === '' ? null : opinion, confirmedBy: actor, confirmedTime: new Date() });
  if (body.accept) await refreshReconciliation(tx, check.id);
  return change;
}

/** Settles the checks `ids` in the caller's scope (all or nothing). */
export async function settleChecks(tx: Tx, ids: readonly number[], scope: DataScopeFilter, actor: string): Promise<number> {
  const checks = await tx.select().from(stlAccountCheckHead).where(scopedById(checkHeadResource, [...ids], scope)).orderBy(asc(stlAccountCheckHead.id)).for('update');
  if (checks.length !== new Set(ids).size) throw new ApiError(404, CHECK_MESSAGES.notFound);
  for (const check of checks) {
    await moveCheck(tx, check, 'settle', actor, { settledBy: actor, settledTime: new Date() });
    await refreshReconciliation(tx, check.id);
  }
  return checks.length;
}

/** Reads a saved check's prices again (contract line, pricing, the shipment's deduction) and rewrites its lines and totals. */
export async function recalculate(tx: Tx, check: CheckHead, actor: string): Promise<AccountCheckFigures> {
  const lines = await tx.select().from(stlAccountCheckLine).where(eq(stlAccountCheckLine.headId, check.id)).orderBy(asc(stlAccountCheckLine.lineNo));
  const rows = await shipmentRows(tx, inArray(checkShippingScope.id, [...new Set(lines.map((line) => line.shippingId))]));
  const byId = new Map(rows.map((row) => [row.shipping.id, row]));
  const figures = [];
  for (const line of lines) {
    const row = byId.get(line.shippingId);
    if (!row) continue;
    const next = lineFigures({ quantity: line.quantity, contractPrice: row.contractPrice, deductPrice: row.shipping.deductPrice, pricingPrice: row.pricingPrice, taxRate: row.taxRate });
    if (line.lineStatus === 'valid') figures.push({ shippingId: line.shippingId, ...next });
    await tx
      .update(stlAccountCheckLine)
      .set({ contractPrice: next.contractPrice, deductPrice: next.deductPrice, price: next.price, priceSource: next.priceSource, taxRate: next.taxRate, amount: next.amount, taxAmount: next.taxAmount, updatedBy: actor, updatedTime: new Date(), version: sql`${stlAccountCheckLine.version} + 1` })
      .where(eq(stlAccountCheckLine.id, line.id));
  }
  await refreshCheckTotals(tx, check.id);
  await tx.update(stlAccountCheckHead).set({ version: sql`${stlAccountCheckHead.version} + 1`, updatedBy: actor, updatedTime: new Date() }).where(eq(stlAccountCheckHead.id, check.id));
  return { lines: figures, ...totalsOf(figures) };
}

export const checkActionRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), CHECK_MENUS.list);
  const actorOf = (request: Parameters<typeof accessOf>[0]) => accountOf(db, accessOf(request).userId);

  const moves: readonly [string, CheckEvent, string, string][] = [
    ['submit', 'submit', CHECK_MENUS.submit, CHECK_MESSAGES.submitted],
    ['revoke', 'revoke', CHECK_MENUS.revoke, CHECK_MESSAGES.revoked],
    ['sendSupplier', 'sendSupplier', CHECK_MENUS.send, CHECK_MESSAGES.sentSupplier],
    ['invalid', 'invalid', CHECK_MENUS.invalid, CHECK_MESSAGES.invalidated],
  ];
  for (const [path, event, permission, message] of moves) {
    app.post(`${CHECK_BASE}/${path}`, { schema: { body: AccountCheckMoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<AccountCheckStatusChange>> => {
      const actor = await actorOf(request);
      const change = await db.transaction(async (tx) => {
        const check = await lockCheck(tx, request.body.id, scopeOf(request), request.body.version);
        const moved = await moveCheck(tx, check, event, actor, event === 'sendSupplier' ? { supplierOpinion: null } : {});
        if (event === 'invalid') await refreshReconciliation(tx, check.id);
        return moved;
      });
      return ok(change, message);
    });
  }

  app.post(`${CHECK_BASE}/partInvalid`, { schema: { body: AccountCheckPartInvalidBodySchema }, config: { permission: CHECK_MENUS.invalid } }, async (request): Promise<Envelope<AccountCheckStatusChange>> => {
    const actor = await actorOf(request);
    const lineIds = [...new Set(request.body.lineIds)];
    if (lineIds.length === 0) throw new ApiError(400, CHECK_MESSAGES.linesRequired);
    const change = await db.transaction(async (tx) => {
      const check = await lockCheck(tx, request.body.id, scopeOf(request), request.body.version);
      const lines = await tx.select({ id: stlAccountCheckLine.id, lineStatus: stlAccountCheckLine.lineStatus }).from(stlAccountCheckLine).where(eq(stlAccountCheckLine.headId, check.id));
      const own = new Set(lines.map((line) => line.id));
      const stranger = lineIds.find((id) => !own.has(id));
      if (stranger !== undefined) throw new ApiError(400, CHECK_MESSAGES.lineNotOfCheck(stranger));
      const remaining = lines.filter((line) => line.lineStatus === 'valid' && !lineIds.includes(line.id));
      if (remaining.length === 0) throw new ApiError(400, CHECK_MESSAGES.allLinesInvalid);
      const moved = await moveCheck(tx, check, 'partInvalid', actor);
      await tx.update(stlAccountCheckLine).set({ lineStatus: 'invalid', updatedBy: actor, updatedTime: new Date(), version: sql`${stlAccountCheckLine.version} + 1` }).where(and(eq(stlAccountCheckLine.headId, check.id), inArray(stlAccountCheckLine.id, lineIds)));
      await refreshCheckTotals(tx, check.id);
      await refreshReconciliation(tx, check.id);
      return moved;
    });
    return ok(change, CHECK_MESSAGES.partInvalidated);
  });

  app.post(`${CHECK_BASE}/supplierConfirm`, { schema: { body: AccountCheckConfirmBodySchema }, config: { permission: CHECK_MENUS.confirm } }, async (request): Promise<Envelope<AccountCheckStatusChange>> => {
    const actor = await actorOf(request);
    const change = await db.transaction((tx) => supplierAnswer(tx, accessOf(request), request.body, actor));
    return ok(change, request.body.accept ? CHECK_MESSAGES.confirmed : CHECK_MESSAGES.rejected);
  });

  app.post(`${CHECK_BASE}/rejectSupplierAccountCheck`, { schema: { body: AccountCheckRejectBodySchema }, config: { permission: CHECK_MENUS.confirm } }, async (request): Promise<Envelope<AccountCheckStatusChange>> => {
    const actor = await actorOf(request);
    const change = await db.transaction((tx) => supplierAnswer(tx, accessOf(request), { ...request.body, accept: false }, actor));
    return ok(change, CHECK_MESSAGES.rejected);
  });

  app.post(`${CHECK_BASE}/transformBusConfirm`, { schema: { body: AccountCheckMoveBodySchema }, config: { permission: CHECK_MENUS.busConfirm } }, async (request): Promise<Envelope<AccountCheckStatusChange>> => {
    const actor = await actorOf(request);
    const change = await db.transaction(async (tx) => {
      const check = await lockCheck(tx, request.body.id, scopeOf(request), request.body.version);
      const moved = await moveCheck(tx, check, 'busConfirm', actor);
      await createProcessForCheck(tx, check, actor);
      return moved;
    });
    return ok(change, CHECK_MESSAGES.busConfirmed);
  });

  app.post(`${CHECK_BASE}/settlement`, { schema: { body: AccountCheckMoveBodySchema }, config: { permission: CHECK_MENUS.settle } }, async (request): Promise<Envelope<AccountCheckStatusChange>> => {
    const actor = await actorOf(request);
    const change = await db.transaction(async (tx) => {
      const check = await lockCheck(tx, request.body.id, scopeOf(request), request.body.version);
      const moved = await moveCheck(tx, check, 'settle', actor, { settledBy: actor, settledTime: new Date() });
      await refreshReconciliation(tx, check.id);
      return moved;
    });
    return ok(change, CHECK_MESSAGES.settled(1));
  });

  app.post(`${CHECK_BASE}/batchSettlement`, { schema: { body: AccountCheckBatchBodySchema }, config: { permission: CHECK_MENUS.settle } }, async (request): Promise<Envelope<{ settled: number }>> => {
    if (request.body.ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const actor = await actorOf(request);
    const settled = await db.transaction((tx) => settleChecks(tx, request.body.ids, scopeOf(request), actor));
    return ok({ settled }, CHECK_MESSAGES.settled(settled));
  });

  app.post(`${CHECK_BASE}/calculate`, { schema: { body: AccountCheckIdBodySchema }, config: { permission: CHECK_MENUS.edit } }, async (request): Promise<Envelope<AccountCheckFigures>> => {
    const actor = await actorOf(request);
    const figures = await db.transaction(async (tx) => {
      const check = await lockCheck(tx, request.body.id, scopeOf(request));
      if (!isCheckEditable(check.status)) throw new ApiError(422, CHECK_MESSAGES.notEditable(check.checkNo, check.status));
      return recalculate(tx, check, actor);
    });
    return ok(figures, CHECK_MESSAGES.calculated);
  });

  app.post(`${CHECK_BASE}/realTimeCalculate`, { schema: { body: RealTimeCalculateBodySchema }, config: { permission: CHECK_MENUS.list } }, async (request): Promise<Envelope<AccountCheckFigures>> => {
    const ids = [...new Set(request.body.lines.map((line) => line.shippingId))];
    const rows = ids.length === 0 ? [] : await shipmentRows(db, scopedById(checkShippingScope, ids, scopeOf(request)));
    const byId = new Map(rows.map((row) => [row.shipping.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new ApiError(404, CHECK_MESSAGES.shippingNotFound(missing));
    const others = await checkedByOthers(db, ids);
    const lines = request.body.lines.map((line) => {
      const row = byId.get(line.shippingId)!;
      if (row.shipping.receiveStatus !== 1 || row.shipping.acceptedQuantity === null) throw new ApiError(400, CHECK_MESSAGES.shippingNotAccepted(row.shipping.shippingNo));
      const quantity = line.quantity ? quantityText(unitsAt(line.quantity, QUANTITY_SCALE)) : checkableOf(row, others.get(row.shipping.id) ?? 0n).leftQuantity;
      return { shippingId: line.shippingId, ...lineFigures({ quantity, contractPrice: row.contractPrice, deductPrice: row.shipping.deductPrice, pricingPrice: row.pricingPrice, taxRate: row.taxRate }) };
    });
    return ok({ lines, ...totalsOf(lines) });
  });
};

