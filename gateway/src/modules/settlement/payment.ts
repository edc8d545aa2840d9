/**
 * Payments (issue 25; CONTRACT "The chain"), /purchase/api/v1/payment-settle-head:
 *
 * - page, custom-page (the list engine, scope menu payment:list with org, category and supplier);
 * - GET detail?id=: head, settled invoices, applied prepayments, allowed actions;
 * - POST save (payment:add / payment:edit; new only): invoices of one supplier and org with the amount
 *   each settles (≤ its unpaid rest), submitted prepayments of the supplier with the amount applied
 *   (≤ what is left of each), pay = invoices − prepayments (the table checks it too);
 * - DELETE ?ids= (payment:delete): new payments, all or nothing;
 * - POST submit {id, version} (payment:submit): the payment, then its invoices and prepayments are
 *   locked (`select … for update`, in id order) and checked again: invoices' paid_amount grows
 *   (partPaid / paid), prepayments' applied_amount grows. Two payments applying one prepayment queue on
 *   its lock, and only what fits succeeds: a prepayment is never applied twice.
 * - POST cancel {id, version} (payment:cancel): new, or submitted (its invoices and prepayments get
 *   their amounts back) → cancelled;
 * - GET syncEbsStatus?id= (payment:sync): an EBS outbox message asking the payment's state; when the
 *   ERP answers paid, the payment becomes paid.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MoveBodySchema, PaymentSaveBodySchema, type PaymentDetail, type PaymentSaveBody, type PaymentSaved, type StatusChange, type SyncQueued } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { stlPaymentPrepayApply as applied, stlPaymentSettleHead as payment, stlPaymentSettleInvoice as settled, stlPrepaymentHead as prepayment, stlPurchaseInvoice as invoice, type PaymentStatus } from '../../db/tables/settlement.js';
import { accountOf, orgNameOf, requireInScope, scopedRow, type Tx } from './invoice-common.js';
import { PAYMENT_BASE, PAYMENT_MENUS, paymentResource } from './invoice-list.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { paidStatusOf } from './invoice-rules.js';
import { INVOICE_EBS_BIZ_TYPE } from './invoice-views.js';
import { allowedActions, nextStatus, PAYMENT_MOVES } from './invoice-status-machine.js';
import { idsOfQuery } from './prepayment.js';
import { paymentProblem, type Allocation } from './payment-rules.js';

export const PAYMENT_NO_RULE = 'PAYMENT_NO';
/** The outbox bizType asking EBS for a payment's state (bizKey the payment number, bizId its id). */
export const PAYMENT_EBS_BIZ_TYPE = 'PAYMENT_SETTLE_EBS_STATUS';
export type PaymentRow = typeof payment.$inferSelect;
const EDITABLE: readonly PaymentStatus[] = ['new'];

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/** Reads (and with `lock`, locks in id order) the invoices and prepayments of a payment and checks them. */
async function checkedFigures(tx: Tx, party: { orgCode: string; supplierSn: string }, invoices: readonly Allocation[], prepayments: readonly Allocation[], lock: boolean) {
  const invoiceIds = [...new Set(invoices.map((item) => item.id))].sort((a, b) => a - b);
  const prepayIds = [...new Set(prepayments.map((item) => item.id))].sort((a, b) => a - b);
  const invoiceQuery = tx.select().from(invoice).where(inArray(invoice.id, invoiceIds.length > 0 ? invoiceIds : [0])).orderBy(asc(invoice.id));
  const invoiceRows = byId(lock ? await invoiceQuery.for('update') : await invoiceQuery);
  const prepayQuery = tx.select().from(prepayment).where(inArray(prepayment.id, prepayIds.length > 0 ? prepayIds : [0])).orderBy(asc(prepayment.id));
  const prepayRows = byId(lock ? await prepayQuery.for('update') : await prepayQuery);
  const result = paymentProblem(
    party,
    invoices.map((item) => ({ ...item, row: invoiceRows.get(item.id) })),
    prepayments.map((item) => ({ ...item, row: prepayRows.get(item.id) })),
  );
  if (!result.ok) throw new ApiError(result.status, result.problem);
  return { figures: result.figures, invoiceRows, prepayRows };
}

async function allocationsOf(tx: Pick<AppDatabase, 'select'>, paymentId: number) {
  const [invoices, prepayments] = await Promise.all([
    tx.select().from(settled).where(eq(settled.paymentId, paymentId)).orderBy(asc(settled.id)),
    tx.select().from(applied).where(eq(applied.paymentId, paymentId)).orderBy(asc(applied.id)),
  ]);
  return { invoices, prepayments };
}

/** Writes the payment of `body` (new, or an edit of a new one). */
export async function savePayment(db: AppDatabase, access: UserAccess, body: PaymentSaveBody): Promise<PaymentSaved> {
  const isCreate = body.id === undefined || body.id === null;
  if (!hasPermission(access, isCreate ? PAYMENT_MENUS.add : PAYMENT_MENUS.edit)) throw permissionDenied();
  if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
  const scope = dataScopeFor(access, PAYMENT_MENUS.list);
  const actor = await accountOf(db, access.userId);
  return db.transaction(async (tx) => {
    const existing = isCreate ? undefined : await scopedRow<PaymentRow>(tx, paymentResource, body.id as number, scope, INVOICE_MESSAGES.paymentNotFound, { lock: true, version: body.version });
    if (existing && !EDITABLE.includes(existing.status)) throw new ApiError(422, INVOICE_MESSAGES.paymentNotEditable(existing.paymentNo, existing.status));
    const invoices = body.invoices.map((item) => ({ id: item.invoiceId, amount: item.amount }));
    const prepayments = body.prepayments.map((item) => ({ id: item.prepaymentId, amount: item.amount }));
    const { figures, invoiceRows, prepayRows } = await checkedFigures(tx, body, invoices, prepayments, false);
    const first = invoiceRows.get(invoices[0]!.id)!;
    requireInScope(scope, { orgCode: body.orgCode, categoryCode: first.categoryCode, supplierSn: body.supplierSn });
    const values = {
      orgCode: body.orgCode,
      orgName: await orgNameOf(tx, body.orgCode),
      categoryCode: first.categoryCode,
      supplierSn: body.supplierSn,
      supplierName: first.supplierName,
      applyDate: body.applyDate,
      payMethod: body.payMethod?.trim() || null,
      ...figures,
      remark: body.remark?.trim() || null,
      updatedBy: actor,
      updatedTime: new Date(),
    };
    let saved: PaymentSaved;
    if (existing) {
      const [row] = await tx.update(payment).set({ ...values, version: sql`${payment.version} + 1` }).where(eq(payment.id, existing.id)).returning({ version: payment.version });
      await tx.delete(settled).where(eq(settled.paymentId, existing.id));
      await tx.delete(applied).where(eq(applied.paymentId, existing.id));
      saved = { id: existing.id, paymentNo: existing.paymentNo, version: row!.version };
    } else {
      const paymentNo = await nextSerial(tx, PAYMENT_NO_RULE);
      const [row] = await tx.insert(payment).values({ ...values, paymentNo, createdBy: actor }).returning({ id: payment.id, version: payment.version });
      saved = { id: row!.id, paymentNo, version: row!.version };
    }
    await tx.insert(settled).values(invoices.map((item) => ({ paymentId: saved.id, invoiceId: item.id, invoiceNo: invoiceRows.get(item.id)!.invoiceNo, amount: item.amount, createdBy: actor })));
    if (prepayments.length > 0) await tx.insert(applied).values(prepayments.map((item) => ({ paymentId: saved.id, prepaymentId: item.id, prepayNo: prepayRows.get(item.id)!.prepayNo, amount: item.amount, createdBy: actor })));
    return saved;
  });
}

/** Applies (`sign` 1) or gives back (−1) a payment's invoices and prepayments, on rows locked in id order. */
export async function applyPayment(tx: Tx, row: PaymentRow, sign: 1 | -1, actor: string): Promise<void> {
  const { invoices, prepayments } = await allocationsOf(tx, row.id);
  const invoiceItems = invoices.map((item) => ({ id: item.invoiceId, amount: item.amount }));
  const prepayItems = prepayments.map((item) => ({ id: item.prepaymentId, amount: item.amount }));
  if (sign === 1) await checkedFigures(tx, row, invoiceItems, prepayItems, true);
  else {
    await tx.select({ id: invoice.id }).from(invoice).where(inArray(invoice.id, invoiceItems.map((item) => item.id))).orderBy(asc(invoice.id)).for('update');
    if (prepayItems.length > 0) await tx.select({ id: prepayment.id }).from(prepayment).where(inArray(prepayment.id, prepayItems.map((item) => item.id))).orderBy(asc(prepayment.id)).for('update');
  }
  for (const item of invoiceItems) {
    const [updated] = await tx
      .update(invoice)
      .set({ paidAmount: sql`${invoice.paidAmount} + ${sign} * ${item.amount}::numeric`, version: sql`${invoice.version} + 1`, updatedBy: actor, updatedTime: new Date() })
      .where(eq(invoice.id, item.id))
      .returning({ amountWithTax: invoice.amountWithTax, paidAmount: invoice.paidAmount });
    const [sent] = await tx.select({ id: sysInterfaceLog.id }).from(sysInterfaceLog).where(and(eq(sysInterfaceLog.bizType, INVOICE_EBS_BIZ_TYPE), eq(sysInterfaceLog.bizId, item.id))).limit(1);
    await tx.update(invoice).set({ status: paidStatusOf(updated!.amountWithTax, updated!.paidAmount, sent ? 'sent' : 'matched') }).where(eq(invoice.id, item.id));
  }
  for (const item of prepayItems) {
    await tx
      .update(prepayment)
      .set({ appliedAmount: sql`${prepayment.appliedAmount} + ${sign} * ${item.amount}::numeric`, version: sql`${prepayment.version} + 1`, updatedBy: actor, updatedTime: new Date() })
      .where(eq(prepayment.id, item.id));
  }
}

export const paymentRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), PAYMENT_MENUS.list);

  outbox.onSuccess(PAYMENT_EBS_BIZ_TYPE, async (tx, message, answer) => {
    if (message.bizId === null) return;
    const reply = (answer ?? {}) as { status?: unknown; data?: { status?: unknown } | null };
    const state = typeof reply.data?.status === 'string' ? reply.data.status : typeof reply.status === 'string' ? reply.status : null;
    await tx.update(payment).set({ ebsSyncStatus: 'synched', ...(state ? { ebsStatus: state } : {}) }).where(eq(payment.id, message.bizId));
    if (state === 'paid') await tx.update(payment).set({ status: 'paid', version: sql`${payment.version} + 1` }).where(and(eq(payment.id, message.bizId), eq(payment.status, 'submitted')));
  });

  app.get(`${PAYMENT_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: PAYMENT_MENUS.list } }, async (request): Promise<Envelope<PaymentDetail>> => {
    const row = await scopedRow<PaymentRow>(db, paymentResource, Number(request.query.id), scopeOf(request), INVOICE_MESSAGES.paymentNotFound);
    const { invoices, prepayments } = await allocationsOf(db, row.id);
    const { createdBy: _c, createdTime: _t, updatedBy: _u, updatedTime: _v, ...head } = row;
    return ok({
      payment: head,
      invoices: invoices.map(({ id, invoiceId, invoiceNo, amount }) => ({ id, invoiceId, invoiceNo, amount })),
      prepayments: prepayments.map(({ id, prepaymentId, prepayNo, amount }) => ({ id, prepaymentId, prepayNo, amount })),
      actions: allowedActions(PAYMENT_MOVES, row.status, EDITABLE).filter((action) => action !== 'paid'),
    });
  });

  app.post(`${PAYMENT_BASE}/save`, { schema: { body: PaymentSaveBodySchema }, config: { permission: PAYMENT_MENUS.list } }, async (request): Promise<Envelope<PaymentSaved>> => {
    const isCreate = request.body.id === undefined || request.body.id === null;
    return ok(await savePayment(db, accessOf(request), request.body), isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(PAYMENT_BASE, { schema: { querystring: IdsQuery }, config: { permission: PAYMENT_MENUS.remove } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const ids = idsOfQuery(request.query.ids);
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(payment).where(scopedById(paymentResource, ids, scopeOf(request))).orderBy(asc(payment.id)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('付款申请'));
      const fixed = rows.find((row) => !EDITABLE.includes(row.status));
      if (fixed) throw new ApiError(422, INVOICE_MESSAGES.paymentNotEditable(fixed.paymentNo, fixed.status));
      await tx.delete(payment).where(inArray(payment.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });

  for (const [event, permission, message] of [
    ['submit', PAYMENT_MENUS.submit, INVOICE_MESSAGES.submitted],
    ['cancel', PAYMENT_MENUS.cancel, INVOICE_MESSAGES.cancelled],
  ] as const) {
    app.post(`${PAYMENT_BASE}/${event}`, { schema: { body: MoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<StatusChange<PaymentStatus>>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const change = await db.transaction(async (tx) => {
        const row = await scopedRow<PaymentRow>(tx, paymentResource, request.body.id, scopeOf(request), INVOICE_MESSAGES.paymentNotFound, { lock: true, version: request.body.version });
        const to = nextStatus(PAYMENT_MOVES, row.status, event);
        if (to === null) throw new ApiError(422, INVOICE_MESSAGES.paymentMove(row.paymentNo, row.status, event));
        if (event === 'submit') await applyPayment(tx, row, 1, actor);
        else if (row.status === 'submitted') await applyPayment(tx, row, -1, actor);
        const [updated] = await tx.update(payment).set({ status: to, version: sql`${payment.version} + 1`, updatedBy: actor, updatedTime: new Date() }).where(eq(payment.id, row.id)).returning({ version: payment.version });
        return { id: row.id, status: to, version: updated!.version };
      });
      return ok(change, message);
    });
  }

  app.get(`${PAYMENT_BASE}/syncEbsStatus`, { schema: { querystring: IdTextParams }, config: { permission: PAYMENT_MENUS.sync } }, async (request): Promise<Envelope<SyncQueued>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const logId = await db.transaction(async (tx) => {
      const row = await scopedRow<PaymentRow>(tx, paymentResource, Number(request.query.id), scopeOf(request), INVOICE_MESSAGES.paymentNotFound, { lock: true });
      if (row.status !== 'submitted' && row.status !== 'paid') throw new ApiError(422, INVOICE_MESSAGES.notSent(row.paymentNo));
      const [pending] = await tx
        .select({ id: sysInterfaceLog.id })
        .from(sysInterfaceLog)
        .where(and(eq(sysInterfaceLog.bizType, PAYMENT_EBS_BIZ_TYPE), eq(sysInterfaceLog.bizId, row.id), eq(sysInterfaceLog.state, 'PENDING')))
        .limit(1);
      if (pending) throw new ApiError(409, INVOICE_MESSAGES.syncing(row.paymentNo));
      const { invoices, prepayments } = await allocationsOf(tx, row.id);
      return outbox.enqueue(tx, { system: 'EBS', bizType: PAYMENT_EBS_BIZ_TYPE, bizKey: row.paymentNo, bizId: row.id, payload: { paymentId: row.id, head: row, invoices, prepayments }, createdBy: actor });
    });
    await outbox.dispatch([logId]);
    return ok({ queued: true as const, logId }, INVOICE_MESSAGES.syncSubmitted);
  });
};
