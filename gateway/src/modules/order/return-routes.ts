/**
 * Material return invoices' routes (issue 26) under /material/api/v1/order/return-invoice, menu
 * order:purchase (the lists are in return-list.ts):
 *
 * - GET details?id= — the return invoice, its lines, its charges and allowedActions.
 * - GET returnable-orders, GET returnable?orderId= — purchase orders with shipped quantity, and a
 *   purchase order's lines with what is left to return (shipped − what other return invoices took).
 * - POST save (order:purchase:return) — a new return invoice (status new, WT… number) or an edit of a new
 *   one: the purchase order locked first (so returns of one order never race), each line ≤ shipped −
 *   returned before; amount = Σ amountOfTexts(q, price), tax = taxOfTexts(amount, rate) (settlement's
 *   rule); the charges given (freight/handling) wait as pending charges.
 * - POST commit, POST confirm {id, version} — new → committed (order:purchase:return), committed →
 *   confirmed (order:purchase:return-confirm); POST updateTaxRate (order:purchase:return) — new only.
 * - GET reSendEBS?id= (order:purchase:return) — committed or confirmed: an EBS message through the outbox;
 *   ebsSyncStatus synched on its success.
 * - POST pending-charge/confirm (order:purchase:return-confirm) — pending charges of committed invoices
 *   (locked: invoices then charges, in id order) → confirmed; a committed invoice with no pending charge
 *   left becomes confirmed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { amountOfTexts, quantityUnits, storedUnits, sumQuantityTexts, taxOfTexts, unitsToText } from '@srm/rules';
import { Type } from 'typebox';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  MatReturnChargeConfirmBodySchema,
  MatReturnInvoiceSaveBodySchema,
  MatReturnMoveBodySchema,
  MatReturnTaxRateBodySchema,
  type MatReturnableLine,
  type MatReturnableOrder,
  type MatReturnChargeRow,
  type MatReturnChargesConfirmed,
  type MatReturnInvoiceDetail,
  type MatReturnInvoiceMoved,
  type MatReturnInvoiceRow,
  type MatReturnInvoiceSaved,
  type MatReturnResent,
  type MatReturnTaxRateChanged,
} from '../../api/order-return.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { matPurchaseOrder as orderTable, matPurchaseOrderLine as orderLineTable } from '../../db/tables/order.js';
import { matReturnCharge as chargeTable, matReturnInvoice as returnTable, matReturnInvoiceLine as lineTable, type ReturnInvoiceStatus } from '../../db/tables/order-return.js';
import { ORDER_MENUS } from './order-paths.js';
import { purchaseOrderResource } from './purchase-list.js';
import { accountOf, lockOrder, type Tx } from './purchase-routes.js';
import { RETURN_CHARGE_BASE, RETURN_INVOICE_BASE, RETURN_MENUS, returnChargeResource, returnInvoiceResource } from './return-list.js';
import { RETURN_MESSAGES } from './return-message-texts.js';
import { allowedReturnActions, nextReturnStatus, RETURN_CHARGE_CONFIRMABLE, RETURN_EDITABLE, RETURN_RESENDABLE, returnableUnits, type ReturnEvent } from './return-status-machine.js';

export const RETURN_INVOICE_NO_RULE = 'MAT_RETURN_INVOICE_NO';
export const RETURN_EBS_BIZ_TYPE = 'MAT_RETURN_INVOICE_EBS';
export type ReturnRow = typeof returnTable.$inferSelect;

const QTY = 3;
const units = (text: string): bigint => storedUnits(text, QTY);
const cents = (text: string): bigint => quantityUnits(text, 2, { zerosPastScale: true, signed: true }) ?? 0n;
const qtyText = (value: bigint): string => unitsToText(value, QTY);
const iso = (value: Date | string | null): string | null => (value === null ? null : value instanceof Date ? value.toISOString() : value);

const rowOf = (row: ReturnRow): MatReturnInvoiceRow => ({ ...row, createdTime: iso(row.createdTime)!, updatedTime: iso(row.updatedTime)! });
const chargeOf = (row: typeof chargeTable.$inferSelect): MatReturnChargeRow => ({
  id: row.id,
  returnId: row.returnId,
  returnNo: row.returnNo,
  orgCode: row.orgCode,
  categoryCode: row.categoryCode,
  supplierSn: row.supplierSn,
  supplierName: row.supplierName,
  chargeType: row.chargeType,
  amount: row.amount,
  status: row.status,
  confirmedBy: row.confirmedBy,
  confirmedTime: iso(row.confirmedTime),
  remark: row.remark,
  createdTime: iso(row.createdTime)!,
  version: row.version,
});

/** Σ quantity per purchase line taken by return invoices other than `exceptReturnId`. */
async function returnedByLine(tx: Pick<AppDatabase, 'select'>, lineIds: readonly number[], exceptReturnId?: number): Promise<Map<number, bigint>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({ lineId: lineTable.orderLineId, quantity: sql<string>`sum(${lineTable.quantity})` })
    .from(lineTable)
    .where(and(inArray(lineTable.orderLineId, [...lineIds]), exceptReturnId === undefined ? undefined : ne(lineTable.returnId, exceptReturnId)))
    .groupBy(lineTable.orderLineId);
  return new Map(rows.map((row) => [Number(row.lineId), units(String(row.quantity))]));
}

async function returnableLinesOf(tx: Pick<AppDatabase, 'select'>, orderId: number, exceptReturnId?: number): Promise<MatReturnableLine[]> {
  const lines = await tx.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId)).orderBy(asc(orderLineTable.lineNo));
  const returned = await returnedByLine(tx, lines.map((line) => line.id), exceptReturnId);
  return lines.map((line) => {
    const taken = returned.get(line.id) ?? 0n;
    return {
      orderLineId: line.id,
      lineNo: line.lineNo,
      matCode: line.matCode,
      matName: line.matName,
      unitCode: line.unitCode,
      priceWithTax: line.priceWithTax,
      shippedQuantity: line.shippedQuantity,
      returnedQuantity: qtyText(taken),
      returnableQuantity: qtyText(returnableUnits(units(line.shippedQuantity), taken)),
    };
  });
}

export const returnInvoiceRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  const base = RETURN_INVOICE_BASE;
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), RETURN_MENUS.list);
  const lockReturn = async (tx: Pick<AppDatabase, 'select'>, id: number, scope: DataScopeFilter, version?: number): Promise<ReturnRow> => {
    const [row] = await tx.select().from(returnTable).where(scopedById(returnInvoiceResource, [id], scope)).for('update');
    if (!row) throw new ApiError(404, RETURN_MESSAGES.notFound);
    if (version !== undefined && row.version !== version) throw versionConflict();
    return row;
  };
  const bumped = (actor: string) => ({ version: sql`${returnTable.version} + 1`, updatedBy: actor, updatedTime: new Date() });

  outbox.onSuccess(RETURN_EBS_BIZ_TYPE, async (tx, message) => {
    if (message.bizId !== null) await tx.update(returnTable).set({ ebsSyncStatus: 'synched' }).where(eq(returnTable.id, message.bizId));
  });

  app.get(`${base}/details`, { schema: { querystring: IdTextParams }, config: { permission: RETURN_MENUS.list } }, async (request): Promise<Envelope<MatReturnInvoiceDetail>> => {
    const [row] = await db.select().from(returnTable).where(scopedById(returnInvoiceResource, [Number(request.query.id)], scopeOf(request)));
    if (!row) throw new ApiError(404, RETURN_MESSAGES.notFound);
    const lines = await db.select().from(lineTable).where(eq(lineTable.returnId, row.id)).orderBy(asc(lineTable.lineNo));
    const charges = await db.select().from(chargeTable).where(eq(chargeTable.returnId, row.id)).orderBy(asc(chargeTable.id));
    return ok({
      ...rowOf(row),
      lines: lines.map((line) => ({ id: line.id, orderLineId: line.orderLineId, lineNo: line.lineNo, matCode: line.matCode, matName: line.matName, unitCode: line.unitCode, quantity: line.quantity, priceWithTax: line.priceWithTax, amount: line.amount })),
      charges: charges.map(chargeOf),
      allowedActions: allowedReturnActions(row.status),
    });
  });

  app.get(`${base}/returnable-orders`, { config: { permission: RETURN_MENUS.list } }, async (request): Promise<Envelope<MatReturnableOrder[]>> => {
    const rows = await db
      .select({ id: orderTable.id, orderNo: orderTable.orderNo, orgCode: orderTable.orgCode, orgName: orderTable.orgName, categoryCode: orderTable.categoryCode, supplierSn: orderTable.supplierSn, supplierName: orderTable.supplierName, shippedQuantity: orderTable.shippedQuantity })
      .from(orderTable)
      .where(and(gt(orderTable.shippedQuantity, '0'), whereOf(purchaseOrderResource, [], dataScopeFor(accessOf(request), ORDER_MENUS.purchase))))
      .orderBy(desc(orderTable.id))
      .limit(200);
    return ok(rows);
  });

  app.get(`${base}/returnable`, { schema: { querystring: Type.Object({ orderId: Type.String({ pattern: '^[1-9]\\d{0,15}$' }) }) }, config: { permission: RETURN_MENUS.list } }, async (request): Promise<Envelope<MatReturnableLine[]>> => {
    const [order] = await db.select({ id: orderTable.id }).from(orderTable).where(scopedById(purchaseOrderResource, [Number(request.query.orderId)], dataScopeFor(accessOf(request), ORDER_MENUS.purchase)));
    if (!order) throw new ApiError(404, RETURN_MESSAGES.orderNotFound);
    return ok(await returnableLinesOf(db, order.id));
  });

  app.post(`${base}/save`, { schema: { body: MatReturnInvoiceSaveBodySchema }, config: { permission: RETURN_MENUS.write } }, async (request): Promise<Envelope<MatReturnInvoiceSaved>> => {
    const body = request.body;
    const isCreate = body.id === undefined;
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const actor = await accountOf(db, accessOf(request).userId);
    const scope = scopeOf(request);
    const saved = await db.transaction(async (tx: Tx) => {
      const existing = isCreate ? undefined : await lockReturn(tx, body.id as number, scope, body.version);
      if (existing && !RETURN_EDITABLE.includes(existing.status)) throw new ApiError(422, RETURN_MESSAGES.notAllowed(existing.returnNo, existing.status, 'edit'));
      if (existing && existing.orderId !== body.orderId) throw new ApiError(400, RETURN_MESSAGES.otherOrder);
      // The purchase order first: two returns of one order wait for each other, then re-read what is left.
      const order = await lockOrder(tx, body.orderId, dataScopeFor(accessOf(request), ORDER_MENUS.purchase));
      if (units(order.shippedQuantity) <= 0n) throw new ApiError(422, RETURN_MESSAGES.nothingShipped(order.orderNo));
      const available = new Map((await returnableLinesOf(tx, order.id, existing?.id)).map((line) => [line.orderLineId, line]));
      const seen = new Set<number>();
      const lines = body.lines.map((input) => {
        const line = available.get(input.orderLineId);
        if (!line) throw new ApiError(422, RETURN_MESSAGES.lineNotInOrder(input.orderLineId));
        if (seen.has(line.orderLineId)) throw new ApiError(400, RETURN_MESSAGES.lineRepeated(line.lineNo));
        seen.add(line.orderLineId);
        const quantity = units(input.quantity);
        if (quantity <= 0n) throw new ApiError(400, RETURN_MESSAGES.quantityPositive(line.lineNo));
        if (quantity > units(line.returnableQuantity)) throw new ApiError(422, RETURN_MESSAGES.overReturn(line.lineNo, line.returnableQuantity));
        const text = qtyText(quantity);
        return { ...line, quantity: text, amount: amountOfTexts(text, line.priceWithTax) };
      });
      const amountWithTax = sumQuantityTexts(lines.map((line) => line.amount), 2, { zerosPastScale: true });
      if (cents(amountWithTax) <= 0n) throw new ApiError(422, RETURN_MESSAGES.amountPositive);
      const values = {
        orderId: order.id,
        orderNo: order.orderNo,
        orgCode: order.orgCode,
        orgName: order.orgName,
        categoryCode: order.categoryCode,
        categoryName: order.categoryName,
        supplierSn: order.supplierSn,
        supplierName: order.supplierName,
        returnDate: body.returnDate,
        quantity: sumQuantityTexts(lines.map((line) => line.quantity), QTY, { zerosPastScale: true }),
        taxRate: body.taxRate,
        amountWithTax,
        taxAmount: taxOfTexts(amountWithTax, body.taxRate),
        reason: body.reason?.trim() || null,
        remark: body.remark?.trim() || null,
      };
      let head: { id: number; returnNo: string; version: number };
      if (existing) {
        const [row] = await tx.update(returnTable).set({ ...values, ...bumped(actor) }).where(eq(returnTable.id, existing.id)).returning({ version: returnTable.version });
        await tx.delete(lineTable).where(eq(lineTable.returnId, existing.id));
        if (body.charges) await tx.delete(chargeTable).where(and(eq(chargeTable.returnId, existing.id), eq(chargeTable.status, 'pending')));
        head = { id: existing.id, returnNo: existing.returnNo, version: row!.version };
      } else {
        const returnNo = await nextSerial(tx, RETURN_INVOICE_NO_RULE);
        const [row] = await tx.insert(returnTable).values({ ...values, returnNo, createdBy: actor, updatedBy: actor }).returning({ id: returnTable.id, version: returnTable.version });
        head = { id: row!.id, returnNo, version: row!.version };
      }
      await tx.insert(lineTable).values(
        lines.map((line) => ({ returnId: head.id, orderLineId: line.orderLineId, lineNo: line.lineNo, matCode: line.matCode, matName: line.matName, unitCode: line.unitCode, quantity: line.quantity, priceWithTax: line.priceWithTax, amount: line.amount, createdBy: actor, updatedBy: actor })),
      );
      const charges = (body.charges ?? []).filter((input) => cents(input.amount) > 0n);
      if (charges.length > 0) {
        await tx.insert(chargeTable).values(
          charges.map((input) => ({ returnId: head.id, returnNo: head.returnNo, orgCode: order.orgCode, categoryCode: order.categoryCode, supplierSn: order.supplierSn, supplierName: order.supplierName, chargeType: input.chargeType, amount: input.amount, remark: input.remark?.trim() || null, createdBy: actor, updatedBy: actor })),
        );
      }
      return head;
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  for (const [event, permission, message] of [
    ['commit', RETURN_MENUS.write, RETURN_MESSAGES.committed],
    ['confirm', RETURN_MENUS.confirm, RETURN_MESSAGES.confirmed],
  ] as const satisfies readonly (readonly [ReturnEvent, string, string])[]) {
    app.post(`${base}/${event}`, { schema: { body: MatReturnMoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<MatReturnInvoiceMoved>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const moved = await db.transaction(async (tx) => {
        const row = await lockReturn(tx, request.body.id, scopeOf(request), request.body.version);
        const to = nextReturnStatus(row.status, event);
        if (to === null) throw new ApiError(422, RETURN_MESSAGES.notAllowed(row.returnNo, row.status, event));
        const [updated] = await tx.update(returnTable).set({ status: to, ...bumped(actor) }).where(eq(returnTable.id, row.id)).returning({ version: returnTable.version });
        return { id: row.id, status: to, version: updated!.version };
      });
      return ok(moved, message);
    });
  }

  app.post(`${base}/updateTaxRate`, { schema: { body: MatReturnTaxRateBodySchema }, config: { permission: RETURN_MENUS.write } }, async (request): Promise<Envelope<MatReturnTaxRateChanged>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const changed = await db.transaction(async (tx) => {
      const row = await lockReturn(tx, request.body.id, scopeOf(request), request.body.version);
      if (!RETURN_EDITABLE.includes(row.status)) throw new ApiError(422, RETURN_MESSAGES.notAllowed(row.returnNo, row.status, 'updateTaxRate'));
      const taxAmount = taxOfTexts(row.amountWithTax, request.body.taxRate);
      const [updated] = await tx
        .update(returnTable)
        .set({ taxRate: request.body.taxRate, taxAmount, ...bumped(actor) })
        .where(eq(returnTable.id, row.id))
        .returning({ version: returnTable.version, taxRate: returnTable.taxRate });
      return { id: row.id, taxRate: updated!.taxRate, taxAmount, version: updated!.version };
    });
    return ok(changed, SAVE_MESSAGES.updated);
  });

  app.get(`${base}/reSendEBS`, { schema: { querystring: IdTextParams }, config: { permission: RETURN_MENUS.write } }, async (request): Promise<Envelope<MatReturnResent>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const logId = await db.transaction(async (tx) => {
      const row = await lockReturn(tx, Number(request.query.id), scopeOf(request));
      if (!RETURN_RESENDABLE.includes(row.status)) throw new ApiError(422, RETURN_MESSAGES.notAllowed(row.returnNo, row.status, 'reSendEBS'));
      const lines = await tx.select().from(lineTable).where(eq(lineTable.returnId, row.id)).orderBy(asc(lineTable.lineNo));
      return outbox.enqueue(tx, {
        system: 'EBS',
        bizType: RETURN_EBS_BIZ_TYPE,
        bizKey: row.returnNo,
        bizId: row.id,
        payload: { returnInvoiceId: row.id, head: rowOf(row), lines: lines.map((line) => ({ lineNo: line.lineNo, matCode: line.matCode, quantity: line.quantity, priceWithTax: line.priceWithTax, amount: line.amount })) },
        createdBy: actor,
      });
    });
    await outbox.dispatch([logId]);
    return ok({ queued: true as const, logId }, RETURN_MESSAGES.resent);
  });

  app.post(`${RETURN_CHARGE_BASE}/confirm`, { schema: { body: MatReturnChargeConfirmBodySchema }, config: { permission: RETURN_MENUS.confirm } }, async (request): Promise<Envelope<MatReturnChargesConfirmed>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const scope = scopeOf(request);
    const wanted = new Map(request.body.charges.map((item) => [item.id, item.version]));
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const result = await db.transaction(async (tx) => {
      const seen = await tx.select({ id: chargeTable.id, returnId: chargeTable.returnId }).from(chargeTable).where(scopedById(returnChargeResource, ids, scope));
      if (seen.length !== ids.length) throw new ApiError(404, RETURN_MESSAGES.chargeNotFound);
      // Invoices first, then their charges, each in id order (the same order as every other writer).
      const returnIds = [...new Set(seen.map((row) => row.returnId))].sort((a, b) => a - b);
      const invoices = await tx.select().from(returnTable).where(inArray(returnTable.id, returnIds)).orderBy(asc(returnTable.id)).for('update');
      const charges = await tx.select().from(chargeTable).where(inArray(chargeTable.id, ids)).orderBy(asc(chargeTable.id)).for('update');
      const invoiceById = new Map(invoices.map((row) => [row.id, row]));
      for (const row of charges) {
        const invoice = invoiceById.get(row.returnId)!;
        if (row.version !== wanted.get(row.id)) throw versionConflict();
        if (row.status !== 'pending') throw new ApiError(422, RETURN_MESSAGES.chargeNotPending(row.returnNo));
        if (!RETURN_CHARGE_CONFIRMABLE.includes(invoice.status)) throw new ApiError(422, RETURN_MESSAGES.chargeInvoiceNotCommitted(invoice.returnNo));
      }
      const now = new Date();
      await tx.update(chargeTable).set({ status: 'confirmed', confirmedBy: actor, confirmedTime: now, updatedBy: actor, updatedTime: now, version: sql`${chargeTable.version} + 1` }).where(inArray(chargeTable.id, ids));
      const stillPending = await tx.select({ returnId: chargeTable.returnId }).from(chargeTable).where(and(inArray(chargeTable.returnId, returnIds), eq(chargeTable.status, 'pending')));
      const waiting = new Set(stillPending.map((row) => row.returnId));
      const done = invoices.filter((invoice) => !waiting.has(invoice.id) && nextReturnStatus(invoice.status, 'confirm') !== null);
      if (done.length > 0) await tx.update(returnTable).set({ status: 'confirmed' satisfies ReturnInvoiceStatus, ...bumped(actor) }).where(inArray(returnTable.id, done.map((invoice) => invoice.id)));
      return { confirmed: charges.length, invoicesConfirmed: done.map((invoice) => invoice.returnNo) };
    });
    return ok(result, RETURN_MESSAGES.confirmed);
  });
};
