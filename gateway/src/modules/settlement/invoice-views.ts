/**
 * An invoice's reads and its message to EBS (issue 25, part S2):
 *
 * - GET purchase-invoice/detail?id= (invoice:list): head, lines, Σ line quantity and allowed actions.
 * - GET purchase-invoice/listByPickMaterialId?pickMaterialId= : the invoice lines of a pick line.
 * - GET purchase-invoice/business-process?id= : the business confirmations of the invoice's checks.
 * - GET purchase-invoice/non-approvals : the blocked invoices (outside the tolerance), newest first.
 * - GET purchase-invoice/settle-list?supplierSn=&orgCode= : the invoices a payment may settle (matched,
 *   sent or partPaid) with their unpaid rest.
 * - GET purchase-invoice/sendEBS?id= (invoice:send): a matched invoice → sent, with an EBS outbox
 *   message in the same transaction; the invoice is synched once the ERP accepts it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { InvoiceDetail, SettleableInvoice, SyncQueued } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { whereOf } from '../../core/list/query.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { stlBusinessProcessHead, stlPurchaseInvoice as invoice, stlPurchaseInvoiceLine as invoiceLine } from '../../db/tables/settlement.js';
import { accountOf, scopedRow } from './invoice-common.js';
import { INVOICE_BASE, INVOICE_MENUS, invoiceResource } from './invoice-list.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { cents, money, qty, qtyText } from './invoice-rules.js';
import type { InvoiceRow } from './invoice-save.js';
import { allowedActions, INVOICE_EDITABLE, INVOICE_MOVES, INVOICE_PAYABLE, nextStatus } from './invoice-status-machine.js';

/** The outbox bizType of an invoice's message to EBS (bizKey the invoice number, bizId its id). */
export const INVOICE_EBS_BIZ_TYPE = 'PURCHASE_INVOICE_EBS';

const PartyQuery = Type.Object({ supplierSn: Type.Optional(Type.String({ maxLength: 40 })), orgCode: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });
const PickMaterialQuery = Type.Object({ pickMaterialId: Type.String({ pattern: '^[0-9]{1,15}$' }) }, { additionalProperties: false });

function headOf(row: InvoiceRow): InvoiceDetail['invoice'] {
  const { createdBy: _c, createdTime: _t, updatedBy: _u, updatedTime: _v, ...head } = row;
  return head;
}

export const invoiceViewRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), INVOICE_MENUS.list);
  const readConfig = { config: { permission: INVOICE_MENUS.list } };

  outbox.onSuccess(INVOICE_EBS_BIZ_TYPE, async (tx, message) => {
    if (message.bizId !== null) await tx.update(invoice).set({ ebsSyncStatus: 'synched' }).where(eq(invoice.id, message.bizId));
  });

  app.get(`${INVOICE_BASE}/detail`, { ...readConfig, schema: { querystring: IdTextParams } }, async (request): Promise<Envelope<InvoiceDetail>> => {
    const row = await scopedRow<InvoiceRow>(db, invoiceResource, Number(request.query.id), scopeOf(request), INVOICE_MESSAGES.invoiceNotFound);
    const lines = await db.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, row.id)).orderBy(asc(invoiceLine.id));
    return ok({
      invoice: headOf(row),
      lines: lines.map(({ invoiceId: _i, createdBy: _c, createdTime: _t, updatedBy: _u, updatedTime: _v, version: _n, ...line }) => line),
      totalQuantity: qtyText(lines.reduce((sum, line) => sum + qty(line.quantity), 0n)),
      actions: allowedActions(INVOICE_MOVES, row.status, INVOICE_EDITABLE),
    });
  });

  app.get(`${INVOICE_BASE}/listByPickMaterialId`, { ...readConfig, schema: { querystring: PickMaterialQuery } }, async (request) => {
    const rows = await db
      .select({ invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, invoiceCode: invoice.invoiceCode, status: invoice.status, checkNo: invoiceLine.checkNo, quantity: invoiceLine.quantity, amountWithTax: invoiceLine.amountWithTax })
      .from(invoiceLine)
      .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
      .where(and(eq(invoiceLine.pickMaterialId, Number(request.query.pickMaterialId)), whereOf(invoiceResource, [], scopeOf(request))))
      .orderBy(asc(invoiceLine.id));
    return ok(rows);
  });

  app.get(`${INVOICE_BASE}/business-process`, { ...readConfig, schema: { querystring: IdTextParams } }, async (request) => {
    const row = await scopedRow<InvoiceRow>(db, invoiceResource, Number(request.query.id), scopeOf(request), INVOICE_MESSAGES.invoiceNotFound);
    const checks = await db.selectDistinct({ checkId: invoiceLine.checkId }).from(invoiceLine).where(eq(invoiceLine.invoiceId, row.id));
    if (checks.length === 0) return ok([]);
    const processes = await db
      .select()
      .from(stlBusinessProcessHead)
      .where(inArray(stlBusinessProcessHead.checkId, checks.map((check) => check.checkId)))
      .orderBy(asc(stlBusinessProcessHead.id));
    return ok(processes);
  });

  app.get(`${INVOICE_BASE}/non-approvals`, readConfig, async (request) => {
    const rows = await db
      .select({ id: invoice.id, invoiceNo: invoice.invoiceNo, invoiceCode: invoice.invoiceCode, supplierName: invoice.supplierName, amountWithTax: invoice.amountWithTax, matchedAmount: invoice.matchedAmount, matchDifference: invoice.matchDifference, version: invoice.version })
      .from(invoice)
      .where(and(eq(invoice.status, 'blocked'), whereOf(invoiceResource, [], scopeOf(request))))
      .orderBy(desc(invoice.id))
      .limit(200);
    return ok(rows);
  });

  app.get(`${INVOICE_BASE}/settle-list`, { ...readConfig, schema: { querystring: PartyQuery } }, async (request): Promise<Envelope<SettleableInvoice[]>> => {
    const { supplierSn, orgCode } = request.query;
    const rows = await db
      .select({ id: invoice.id, invoiceNo: invoice.invoiceNo, invoiceCode: invoice.invoiceCode, invoiceDate: invoice.invoiceDate, status: invoice.status, amountWithTax: invoice.amountWithTax, paidAmount: invoice.paidAmount })
      .from(invoice)
      .where(
        and(
          whereOf(invoiceResource, [], dataScopeFor(accessOf(request), INVOICE_MENUS.list)),
          inArray(invoice.status, [...INVOICE_PAYABLE]),
          sql`${invoice.paidAmount} < ${invoice.amountWithTax}`,
          supplierSn ? eq(invoice.supplierSn, supplierSn) : undefined,
          orgCode ? eq(invoice.orgCode, orgCode) : undefined,
        ),
      )
      .orderBy(asc(invoice.invoiceDate), asc(invoice.id))
      .limit(500);
    return ok(rows.map((row) => ({ ...row, unpaidAmount: money(cents(row.amountWithTax) - cents(row.paidAmount)) })));
  });

  app.get(`${INVOICE_BASE}/sendEBS`, { schema: { querystring: IdTextParams }, config: { permission: INVOICE_MENUS.send } }, async (request): Promise<Envelope<SyncQueued>> => {
    const access = accessOf(request);
    const actor = await accountOf(db, access.userId);
    const logId = await db.transaction(async (tx) => {
      const row = await scopedRow<InvoiceRow>(tx, invoiceResource, Number(request.query.id), dataScopeFor(access, INVOICE_MENUS.list), INVOICE_MESSAGES.invoiceNotFound, { lock: true });
      const to = nextStatus(INVOICE_MOVES, row.status, 'send');
      if (to === null) throw new ApiError(422, INVOICE_MESSAGES.invoiceMove(row.invoiceNo, row.status, 'send'));
      await tx.update(invoice).set({ status: to, version: sql`${invoice.version} + 1`, updatedBy: actor, updatedTime: new Date() }).where(eq(invoice.id, row.id));
      const lines = await tx.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, row.id)).orderBy(asc(invoiceLine.id));
      return outbox.enqueue(tx, { system: 'EBS', bizType: INVOICE_EBS_BIZ_TYPE, bizKey: row.invoiceNo, bizId: row.id, payload: { invoiceId: row.id, head: { ...row, status: to }, lines }, createdBy: actor });
    });
    await outbox.dispatch([logId]);
    return ok({ queued: true as const, logId }, INVOICE_MESSAGES.sent);
  });
};
