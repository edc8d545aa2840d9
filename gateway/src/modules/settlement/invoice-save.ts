/**
 * Registering invoices against account-check lines (issue 25; CONTRACT "The chain"):
 *
 * - GET purchase-invoice/checkable-lines?supplierSn=&orgCode= (invoice:list): the valid lines of the
 *   confirmed, busConfirmed or settled checks in the caller's scope with what is left to invoice.
 * - POST purchase-invoice/save (invoice:add / invoice:edit): the invoice and its lines in one
 *   transaction. The check lines are locked (`select … for update`, in id order), so two invoices on one
 *   line queue and Σ invoiced quantity never passes the line's quantity. A line's amount defaults to its
 *   share of the check line's amount; the invoice is matched when |amount − Σ lines| ≤ the configured
 *   tolerance, else blocked (saved, with the difference in the answer's message).
 * - DELETE purchase-invoice?ids= (invoice:delete): new, matched or blocked invoices, all or nothing; the
 *   check lines get their invoiced figures back.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { InvoiceSaveBodySchema, type CheckableLine, type InvoiceSaveBody, type InvoiceSaved } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsQuery } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { stlAccountCheckHead as checkHead, stlAccountCheckLine as checkLine, stlPurchaseInvoice as invoice, stlPurchaseInvoiceLine as invoiceLine, type AccountCheckStatus } from '../../db/tables/settlement.js';
import { accountOf, matchTolerance, scopedRow, type Tx } from './invoice-common.js';
import { INVOICE_BASE, INVOICE_MENUS, invoiceCheckScope, invoiceResource } from './invoice-list.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { cents, lineAmountOf, matchOf, money, qty, qtyText, taxOf } from './invoice-rules.js';
import { INVOICE_EDITABLE } from './invoice-status-machine.js';

/** Checks whose lines may be invoiced. */
export const CHECK_INVOICEABLE: readonly AccountCheckStatus[] = ['confirmed', 'busConfirmed', 'settled'];

export type InvoiceRow = typeof invoice.$inferSelect;

const PartyQuery = Type.Object({ supplierSn: Type.Optional(Type.String({ maxLength: 40 })), orgCode: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });

const lineColumns = {
  id: checkLine.id,
  headId: checkLine.headId,
  lineNo: checkLine.lineNo,
  checkNo: checkHead.checkNo,
  checkStatus: checkHead.status,
  orgCode: checkHead.orgCode,
  categoryCode: checkHead.categoryCode,
  supplierSn: checkHead.supplierSn,
  supplierName: checkHead.supplierName,
  shippingNo: checkLine.shippingNo,
  pickNo: checkLine.pickNo,
  pickMaterialId: checkLine.pickMaterialId,
  contractNo: checkLine.contractNo,
  matCode: checkLine.matCode,
  matName: checkLine.matName,
  quantity: checkLine.quantity,
  price: checkLine.price,
  amount: checkLine.amount,
  taxRate: checkLine.taxRate,
  invoicedQuantity: checkLine.invoicedQuantity,
  invoicedAmount: checkLine.invoicedAmount,
  lineStatus: checkLine.lineStatus,
};

/** Gives an invoice's lines back to their check lines (invoiced figures down) and deletes them; answers the check ids touched. */
async function releaseLines(tx: Tx, invoiceId: number): Promise<number[]> {
  const lines = await tx.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, invoiceId)).orderBy(asc(invoiceLine.checkLineId));
  if (lines.length > 0) await tx.select({ id: checkLine.id }).from(checkLine).where(inArray(checkLine.id, lines.map((line) => line.checkLineId))).orderBy(asc(checkLine.id)).for('update');
  for (const line of lines) {
    await tx
      .update(checkLine)
      .set({ invoicedQuantity: sql`${checkLine.invoicedQuantity} - ${line.quantity}`, invoicedAmount: sql`${checkLine.invoicedAmount} - ${line.amountWithTax}`, version: sql`${checkLine.version} + 1` })
      .where(eq(checkLine.id, line.checkLineId));
  }
  await tx.delete(invoiceLine).where(eq(invoiceLine.invoiceId, invoiceId));
  return [...new Set(lines.map((line) => line.checkId))];
}

/** Each check head's invoiced amount as Σ of its valid lines'. */
export async function refreshCheckInvoiced(tx: Tx, checkIds: readonly number[]): Promise<void> {
  if (checkIds.length === 0) return;
  await tx
    .update(checkHead)
    .set({ invoicedAmount: sql`coalesce((select sum(l.invoiced_amount) from stl_account_check_line l where l.head_id = "stl_account_check_head"."id" and l.line_status = 'valid'), 0)` })
    .where(inArray(checkHead.id, [...checkIds]));
}

/** The check lines `ids` of checks in the caller's invoice scope, locked in id order. */
async function lockCheckLines(tx: Tx, ids: readonly number[], scope: DataScopeFilter) {
  const visible = await tx.select({ id: checkLine.id }).from(checkLine).innerJoin(checkHead, eq(checkHead.id, checkLine.headId)).where(and(inArray(checkLine.id, [...ids]), whereOf(invoiceCheckScope, [], scope)));
  const visibleIds = visible.map((row) => row.id);
  if (visibleIds.length > 0) await tx.select({ id: checkLine.id }).from(checkLine).where(inArray(checkLine.id, visibleIds)).orderBy(asc(checkLine.id)).for('update');
  const rows = visibleIds.length === 0 ? [] : await tx.select(lineColumns).from(checkLine).innerJoin(checkHead, eq(checkHead.id, checkLine.headId)).where(inArray(checkLine.id, visibleIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Writes the invoice of `body` (new, or an edit of one not sent or paid) and answers its status and difference. */
export async function saveInvoice(db: AppDatabase, access: UserAccess, body: InvoiceSaveBody): Promise<{ saved: InvoiceSaved; tolerance: string }> {
  const isCreate = body.id === undefined || body.id === null;
  if (!hasPermission(access, isCreate ? INVOICE_MENUS.add : INVOICE_MENUS.edit)) throw permissionDenied();
  if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
  const seen = new Set<number>();
  for (const line of body.lines) {
    if (seen.has(line.checkLineId)) throw new ApiError(400, INVOICE_MESSAGES.checkLineRepeated(line.checkLineId));
    seen.add(line.checkLineId);
    if (qty(line.quantity) <= 0n) throw new ApiError(400, INVOICE_MESSAGES.quantityPositive);
  }
  if (cents(body.amountWithTax) <= 0n) throw new ApiError(400, INVOICE_MESSAGES.amountPositive);
  const scope = dataScopeFor(access, INVOICE_MENUS.list);
  const actor = await accountOf(db, access.userId);
  const tolerance = await matchTolerance(db);
  const saved = await db.transaction(async (tx) => {
    const existing = isCreate ? undefined : await scopedRow<InvoiceRow>(tx, invoiceResource, body.id as number, scope, INVOICE_MESSAGES.invoiceNotFound, { lock: true, version: body.version });
    if (existing && !INVOICE_EDITABLE.includes(existing.status)) throw new ApiError(422, INVOICE_MESSAGES.invoiceNotEditable(existing.invoiceNo, existing.status));
    const [duplicate] = await tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(and(eq(invoice.invoiceCode, body.invoiceCode.trim()), eq(invoice.invoiceNo, body.invoiceNo.trim()), existing ? ne(invoice.id, existing.id) : undefined))
      .limit(1);
    if (duplicate) throw new ApiError(409, INVOICE_MESSAGES.duplicateInvoice(body.invoiceCode.trim(), body.invoiceNo.trim()));
    const released = existing ? await releaseLines(tx, existing.id) : [];
    const lines = await lockCheckLines(tx, [...seen].sort((a, b) => a - b), scope);
    const planned = body.lines.map((input) => {
      const line = lines.get(input.checkLineId);
      if (!line || line.lineStatus !== 'valid') throw new ApiError(404, INVOICE_MESSAGES.checkLineNotFound(input.checkLineId));
      if (!CHECK_INVOICEABLE.includes(line.checkStatus)) throw new ApiError(422, INVOICE_MESSAGES.checkNotConfirmed(line.checkNo));
      const left = qty(line.quantity) - qty(line.invoicedQuantity);
      if (qty(input.quantity) > left) throw new ApiError(400, INVOICE_MESSAGES.overInvoiced(line.checkNo, line.lineNo, qtyText(left > 0n ? left : 0n)));
      const amountWithTax = input.amountWithTax ? money(cents(input.amountWithTax)) : lineAmountOf(line, input.quantity);
      return { line, quantity: qtyText(qty(input.quantity)), amountWithTax, taxAmount: taxOf(amountWithTax, body.taxRate) };
    });
    const first = planned[0]!.line;
    if (planned.some(({ line }) => line.orgCode !== first.orgCode || line.supplierSn !== first.supplierSn || line.categoryCode !== first.categoryCode)) throw new ApiError(400, INVOICE_MESSAGES.otherParty);
    const match = matchOf(body.amountWithTax, planned.map((line) => line.amountWithTax), tolerance);
    const taxAmount = taxOf(body.amountWithTax, body.taxRate);
    const [org] = await tx.select({ orgName: checkHead.orgName }).from(checkHead).where(eq(checkHead.id, first.headId));
    const values = {
      invoiceNo: body.invoiceNo.trim(),
      invoiceCode: body.invoiceCode.trim(),
      invoiceType: body.invoiceType,
      orgCode: first.orgCode,
      orgName: org?.orgName ?? null,
      categoryCode: first.categoryCode,
      supplierSn: first.supplierSn,
      supplierName: first.supplierName,
      invoiceDate: body.invoiceDate,
      taxRate: body.taxRate,
      amountWithTax: money(cents(body.amountWithTax)),
      taxAmount,
      amountWithoutTax: money(cents(body.amountWithTax) - cents(taxAmount)),
      matchedAmount: match.matchedAmount,
      matchDifference: match.matchDifference,
      status: match.status,
      remark: body.remark?.trim() || null,
      updatedBy: actor,
      updatedTime: new Date(),
    };
    const [row] = existing
      ? await tx.update(invoice).set({ ...values, version: sql`${invoice.version} + 1` }).where(eq(invoice.id, existing.id)).returning({ id: invoice.id, version: invoice.version })
      : await tx.insert(invoice).values({ ...values, createdBy: actor }).returning({ id: invoice.id, version: invoice.version });
    const { id, version } = row!;
    await tx.insert(invoiceLine).values(
      planned.map(({ line, quantity, amountWithTax, taxAmount: lineTax }) => ({
        invoiceId: id,
        checkLineId: line.id,
        checkId: line.headId,
        checkNo: line.checkNo,
        pickMaterialId: line.pickMaterialId,
        matCode: line.matCode,
        matName: line.matName,
        quantity,
        amountWithTax,
        taxAmount: lineTax,
        createdBy: actor,
        updatedBy: actor,
      })),
    );
    for (const { line, quantity, amountWithTax } of planned) {
      await tx
        .update(checkLine)
        .set({ invoicedQuantity: sql`${checkLine.invoicedQuantity} + ${quantity}`, invoicedAmount: sql`${checkLine.invoicedAmount} + ${amountWithTax}`, version: sql`${checkLine.version} + 1` })
        .where(eq(checkLine.id, line.id));
    }
    await refreshCheckInvoiced(tx, [...new Set([...released, ...planned.map(({ line }) => line.headId)])]);
    return { id, status: match.status, matchDifference: match.matchDifference, version };
  });
  return { saved, tolerance };
}

export const invoiceSaveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), INVOICE_MENUS.list);

  app.get(`${INVOICE_BASE}/checkable-lines`, { schema: { querystring: PartyQuery }, config: { permission: INVOICE_MENUS.list } }, async (request): Promise<Envelope<CheckableLine[]>> => {
    const { supplierSn, orgCode } = request.query;
    const rows = await db
      .select(lineColumns)
      .from(checkLine)
      .innerJoin(checkHead, eq(checkHead.id, checkLine.headId))
      .where(
        and(
          whereOf(invoiceCheckScope, [], scopeOf(request)),
          inArray(checkHead.status, [...CHECK_INVOICEABLE]),
          eq(checkLine.lineStatus, 'valid'),
          sql`${checkLine.invoicedQuantity} < ${checkLine.quantity}`,
          supplierSn ? eq(checkHead.supplierSn, supplierSn) : undefined,
          orgCode ? eq(checkHead.orgCode, orgCode) : undefined,
        ),
      )
      .orderBy(asc(checkHead.id), asc(checkLine.lineNo))
      .limit(500);
    return ok(
      rows.map(({ id, headId, checkStatus: _status, lineStatus: _line, ...row }) => ({
        ...row,
        checkLineId: id,
        checkId: headId,
        leftQuantity: qtyText(qty(row.quantity) - qty(row.invoicedQuantity)),
        leftAmount: money(cents(row.amount) - cents(row.invoicedAmount)),
      })),
    );
  });

  app.post(`${INVOICE_BASE}/save`, { schema: { body: InvoiceSaveBodySchema }, config: { permission: INVOICE_MENUS.list } }, async (request): Promise<Envelope<InvoiceSaved>> => {
    const isCreate = request.body.id === undefined || request.body.id === null;
    const { saved, tolerance } = await saveInvoice(db, accessOf(request), request.body);
    const message = saved.status === 'blocked' ? INVOICE_MESSAGES.blocked(saved.matchDifference, tolerance) : isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated;
    return ok(saved, message);
  });

  app.delete(INVOICE_BASE, { schema: { querystring: IdsQuery }, config: { permission: INVOICE_MENUS.remove } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const raw = request.query.ids;
    const ids = [...new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((item) => String(item).split(',')).filter((item) => item !== '').map(Number))];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(invoice).where(scopedById(invoiceResource, ids, scopeOf(request))).orderBy(asc(invoice.id)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('发票'));
      const checks: number[] = [];
      for (const row of rows) {
        if (!INVOICE_EDITABLE.includes(row.status)) throw new ApiError(422, INVOICE_MESSAGES.invoiceNotDeletable(row.invoiceNo, row.status));
        checks.push(...(await releaseLines(tx, row.id)));
      }
      await tx.delete(invoice).where(inArray(invoice.id, ids));
      await refreshCheckInvoiced(tx, [...new Set(checks)]);
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });
};
