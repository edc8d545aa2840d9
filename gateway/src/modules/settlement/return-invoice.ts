/**
 * Return invoices (退货发票, issue 25; spec 02 §4), /purchase/api/v1/return-invoice:
 *
 * - page, custom-page (the list engine, scope menu invoice:return with org, category and supplier);
 * - GET detail?id=; POST save (invoice:return:add; new only for an edit): org, category and supplier
 *   from the original invoice when one is named (in the caller's invoice scope), else from the body;
 *   tax = round2(amount × r / (100 + r));
 * - POST commit {id, version} (invoice:return:commit): new → committed;
 * - POST updateTaxRate {id, version, taxRate} (invoice:return:add): new only, the tax recomputed;
 * - POST confirm {id, version} (invoice:return:confirm): committed → confirmed;
 * - GET reSendEBS?id= (invoice:return:resend): committed or confirmed, an EBS outbox message.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { MoveBodySchema, ReturnInvoiceSaveBodySchema, TaxRateBodySchema, type ReturnInvoiceSaved, type StatusChange, type SyncQueued } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { stlReturnInvoice as returnInvoice, type ReturnInvoiceStatus } from '../../db/tables/settlement.js';
import { accountOf, orgNameOf, requireInScope, scopedRow, supplierNameOf } from './invoice-common.js';
import { INVOICE_MENUS, invoiceResource, RETURN_INVOICE_BASE, returnInvoiceResource } from './invoice-list.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { cents, money, qty, qtyText, taxOf } from './invoice-rules.js';
import type { InvoiceRow } from './invoice-save.js';
import { allowedActions, nextStatus, RETURN_INVOICE_MOVES, RETURN_RESENDABLE, type ReturnInvoiceEvent } from './invoice-status-machine.js';

export const RETURN_INVOICE_NO_RULE = 'RETURN_INVOICE_NO';
export const RETURN_INVOICE_EBS_BIZ_TYPE = 'RETURN_INVOICE_EBS';
export type ReturnInvoiceRow = typeof returnInvoice.$inferSelect;
const EDITABLE: readonly ReturnInvoiceStatus[] = ['new'];

export const returnInvoiceRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), INVOICE_MENUS.returnList);
  const lockReturn = (tx: Pick<AppDatabase, 'select'>, request: Parameters<typeof accessOf>[0], id: number, version?: number) =>
    scopedRow<ReturnInvoiceRow>(tx, returnInvoiceResource, id, scopeOf(request), INVOICE_MESSAGES.returnNotFound, { lock: true, version });

  outbox.onSuccess(RETURN_INVOICE_EBS_BIZ_TYPE, async (tx, message) => {
    if (message.bizId !== null) await tx.update(returnInvoice).set({ ebsSyncStatus: 'synched' }).where(eq(returnInvoice.id, message.bizId));
  });

  app.get(`${RETURN_INVOICE_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: INVOICE_MENUS.returnList } }, async (request) => {
    const row = await scopedRow<ReturnInvoiceRow>(db, returnInvoiceResource, Number(request.query.id), scopeOf(request), INVOICE_MESSAGES.returnNotFound);
    return ok({ ...row, actions: allowedActions(RETURN_INVOICE_MOVES, row.status, EDITABLE) });
  });

  app.post(`${RETURN_INVOICE_BASE}/save`, { schema: { body: ReturnInvoiceSaveBodySchema }, config: { permission: INVOICE_MENUS.returnAdd } }, async (request): Promise<Envelope<ReturnInvoiceSaved>> => {
    const body = request.body;
    const isCreate = body.id === undefined || body.id === null;
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    if (cents(body.amountWithTax) <= 0n) throw new ApiError(400, INVOICE_MESSAGES.amountPositive);
    const access = accessOf(request);
    const actor = await accountOf(db, access.userId);
    const saved = await db.transaction(async (tx) => {
      const existing = isCreate ? undefined : await lockReturn(tx, request, body.id as number, body.version);
      if (existing && !EDITABLE.includes(existing.status)) throw new ApiError(422, INVOICE_MESSAGES.returnNotEditable(existing.returnNo, existing.status));
      let party: { orgCode: string; orgName: string | null; categoryCode: string; supplierSn: string; supplierName: string; invoiceId: number | null; invoiceNo: string | null };
      if (body.invoiceId) {
        const original = await scopedRow<InvoiceRow>(tx, invoiceResource, body.invoiceId, dataScopeFor(access, INVOICE_MENUS.list), INVOICE_MESSAGES.invoiceNotFound);
        party = { orgCode: original.orgCode, orgName: original.orgName, categoryCode: original.categoryCode, supplierSn: original.supplierSn, supplierName: original.supplierName, invoiceId: original.id, invoiceNo: original.invoiceNo };
      } else {
        if (!body.orgCode || !body.categoryCode || !body.supplierSn) throw new ApiError(400, INVOICE_MESSAGES.returnPartyRequired);
        party = { orgCode: body.orgCode, orgName: await orgNameOf(tx, body.orgCode), categoryCode: body.categoryCode, supplierSn: body.supplierSn, supplierName: await supplierNameOf(tx, body.supplierSn), invoiceId: null, invoiceNo: null };
      }
      requireInScope(scopeOf(request), party);
      const amountWithTax = money(cents(body.amountWithTax));
      const values = {
        ...party,
        returnDate: body.returnDate,
        quantity: qtyText(qty(body.quantity ?? '0')),
        taxRate: body.taxRate,
        amountWithTax,
        taxAmount: taxOf(amountWithTax, body.taxRate),
        reason: body.reason?.trim() || null,
        remark: body.remark?.trim() || null,
        updatedBy: actor,
        updatedTime: new Date(),
      };
      if (existing) {
        const [row] = await tx.update(returnInvoice).set({ ...values, version: sql`${returnInvoice.version} + 1` }).where(eq(returnInvoice.id, existing.id)).returning({ version: returnInvoice.version });
        return { id: existing.id, returnNo: existing.returnNo, version: row!.version };
      }
      const returnNo = await nextSerial(tx, RETURN_INVOICE_NO_RULE);
      const [row] = await tx.insert(returnInvoice).values({ ...values, returnNo, createdBy: actor }).returning({ id: returnInvoice.id, version: returnInvoice.version });
      return { id: row!.id, returnNo, version: row!.version };
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  for (const [event, permission, message] of [
    ['commit', INVOICE_MENUS.returnCommit, INVOICE_MESSAGES.submitted],
    ['confirm', INVOICE_MENUS.returnConfirm, INVOICE_MESSAGES.confirmed],
  ] as const satisfies readonly (readonly [ReturnInvoiceEvent, string, string])[]) {
    app.post(`${RETURN_INVOICE_BASE}/${event}`, { schema: { body: MoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<StatusChange<ReturnInvoiceStatus>>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const change = await db.transaction(async (tx) => {
        const row = await lockReturn(tx, request, request.body.id, request.body.version);
        const to = nextStatus(RETURN_INVOICE_MOVES, row.status, event);
        if (to === null) throw new ApiError(422, INVOICE_MESSAGES.returnMove(row.returnNo, row.status, event));
        const [updated] = await tx.update(returnInvoice).set({ status: to, version: sql`${returnInvoice.version} + 1`, updatedBy: actor, updatedTime: new Date() }).where(eq(returnInvoice.id, row.id)).returning({ version: returnInvoice.version });
        return { id: row.id, status: to, version: updated!.version };
      });
      return ok(change, message);
    });
  }

  app.post(`${RETURN_INVOICE_BASE}/updateTaxRate`, { schema: { body: TaxRateBodySchema }, config: { permission: INVOICE_MENUS.returnAdd } }, async (request) => {
    const actor = await accountOf(db, accessOf(request).userId);
    const change = await db.transaction(async (tx) => {
      const row = await lockReturn(tx, request, request.body.id, request.body.version);
      if (!EDITABLE.includes(row.status)) throw new ApiError(422, INVOICE_MESSAGES.returnNotEditable(row.returnNo, row.status));
      const taxAmount = taxOf(row.amountWithTax, request.body.taxRate);
      const [updated] = await tx
        .update(returnInvoice)
        .set({ taxRate: request.body.taxRate, taxAmount, version: sql`${returnInvoice.version} + 1`, updatedBy: actor, updatedTime: new Date() })
        .where(eq(returnInvoice.id, row.id))
        .returning({ version: returnInvoice.version, taxRate: returnInvoice.taxRate });
      return { id: row.id, taxRate: updated!.taxRate, taxAmount, version: updated!.version };
    });
    return ok(change, SAVE_MESSAGES.updated);
  });

  app.get(`${RETURN_INVOICE_BASE}/reSendEBS`, { schema: { querystring: IdTextParams }, config: { permission: INVOICE_MENUS.returnResend } }, async (request): Promise<Envelope<SyncQueued>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const logId = await db.transaction(async (tx) => {
      const row = await lockReturn(tx, request, Number(request.query.id));
      if (!RETURN_RESENDABLE.includes(row.status)) throw new ApiError(422, INVOICE_MESSAGES.returnMove(row.returnNo, row.status, 'send'));
      return outbox.enqueue(tx, { system: 'EBS', bizType: RETURN_INVOICE_EBS_BIZ_TYPE, bizKey: row.returnNo, bizId: row.id, payload: { returnInvoiceId: row.id, head: row }, createdBy: actor });
    });
    await outbox.dispatch([logId]);
    return ok({ queued: true as const, logId }, INVOICE_MESSAGES.syncSubmitted);
  });
};
