/**
 * Prepayments (issue 25; the spec lists prepayment-head under the demand service), /demand/api/v1/prepayment-head:
 *
 * - page, custom-page (the list engine, scope menu payment:list with org, category and supplier);
 * - GET detail?id=, POST save (payment:prepay:add; new only for an edit), DELETE ?ids= (new only);
 * - POST submit {id, version} (payment:prepay:submit): new → submitted, from then on a payment may apply it;
 * - POST cancel {id, version} (payment:prepay:cancel): new, or submitted with nothing applied → cancelled.
 *
 * applied_amount grows only when a payment applying it is submitted (payment.ts), under this row's lock.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { MoveBodySchema, PrepaymentSaveBodySchema, type PrepaymentSaved, type StatusChange } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead } from '../../db/tables/contract.js';
import { stlPrepaymentHead as prepayment, type PrepaymentStatus } from '../../db/tables/settlement.js';
import { accountOf, orgNameOf, requireInScope, scopedRow, supplierNameOf } from './invoice-common.js';
import { PAYMENT_MENUS, PREPAYMENT_BASE, prepaymentResource } from './invoice-list.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { cents, money } from './invoice-rules.js';
import { allowedActions, nextStatus, PREPAYMENT_MOVES, type PrepaymentEvent } from './invoice-status-machine.js';

export const PREPAYMENT_NO_RULE = 'PREPAYMENT_NO';
export type PrepaymentRow = typeof prepayment.$inferSelect;
const EDITABLE: readonly PrepaymentStatus[] = ['new'];

/** Ids of a `?ids=1,2&ids=3` query, distinct. */
export function idsOfQuery(raw: string | string[] | undefined): number[] {
  const ids = [...new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((item) => item.split(',')).filter((item) => item !== '').map(Number))];
  if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
  return ids;
}

export const prepaymentRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), PAYMENT_MENUS.list);

  app.get(`${PREPAYMENT_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: PAYMENT_MENUS.list } }, async (request) => {
    const row = await scopedRow<PrepaymentRow>(db, prepaymentResource, Number(request.query.id), scopeOf(request), INVOICE_MESSAGES.prepaymentNotFound);
    return ok({ ...row, leftAmount: money(cents(row.amount) - cents(row.appliedAmount)), actions: allowedActions(PREPAYMENT_MOVES, row.status, EDITABLE) });
  });

  app.post(`${PREPAYMENT_BASE}/save`, { schema: { body: PrepaymentSaveBodySchema }, config: { permission: PAYMENT_MENUS.prepayAdd } }, async (request): Promise<Envelope<PrepaymentSaved>> => {
    const body = request.body;
    const isCreate = body.id === undefined || body.id === null;
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    if (cents(body.amount) <= 0n) throw new ApiError(400, INVOICE_MESSAGES.amountPositive);
    const scope = scopeOf(request);
    requireInScope(scope, body);
    const actor = await accountOf(db, accessOf(request).userId);
    const saved = await db.transaction(async (tx) => {
      const existing = isCreate ? undefined : await scopedRow<PrepaymentRow>(tx, prepaymentResource, body.id as number, scope, INVOICE_MESSAGES.prepaymentNotFound, { lock: true, version: body.version });
      if (existing && !EDITABLE.includes(existing.status)) throw new ApiError(422, INVOICE_MESSAGES.prepaymentNotEditable(existing.prepayNo, existing.status));
      let contractNo: string | null = null;
      if (body.contractId) {
        const [contract] = await tx.select({ contractNo: conContractHead.contractNo, supplierSn: conContractHead.supplierSn }).from(conContractHead).where(eq(conContractHead.id, body.contractId));
        if (!contract || contract.supplierSn !== body.supplierSn) throw new ApiError(404, INVOICE_MESSAGES.contractNotFound);
        contractNo = contract.contractNo;
      }
      const values = {
        contractId: body.contractId ?? null,
        contractNo,
        orgCode: body.orgCode,
        orgName: await orgNameOf(tx, body.orgCode),
        categoryCode: body.categoryCode,
        supplierSn: body.supplierSn,
        supplierName: await supplierNameOf(tx, body.supplierSn),
        applyDate: body.applyDate,
        amount: money(cents(body.amount)),
        remark: body.remark?.trim() || null,
        updatedBy: actor,
        updatedTime: new Date(),
      };
      if (existing) {
        const [row] = await tx.update(prepayment).set({ ...values, version: sql`${prepayment.version} + 1` }).where(eq(prepayment.id, existing.id)).returning({ id: prepayment.id, version: prepayment.version });
        return { id: row!.id, prepayNo: existing.prepayNo, version: row!.version };
      }
      const prepayNo = await nextSerial(tx, PREPAYMENT_NO_RULE);
      const [row] = await tx.insert(prepayment).values({ ...values, prepayNo, createdBy: actor }).returning({ id: prepayment.id, version: prepayment.version });
      return { id: row!.id, prepayNo, version: row!.version };
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(PREPAYMENT_BASE, { schema: { querystring: IdsQuery }, config: { permission: PAYMENT_MENUS.prepayAdd } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const ids = idsOfQuery(request.query.ids);
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(prepayment).where(scopedById(prepaymentResource, ids, scopeOf(request))).orderBy(asc(prepayment.id)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('预付款'));
      const fixed = rows.find((row) => !EDITABLE.includes(row.status));
      if (fixed) throw new ApiError(422, INVOICE_MESSAGES.prepaymentNotEditable(fixed.prepayNo, fixed.status));
      await tx.delete(prepayment).where(inArray(prepayment.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });

  for (const [event, permission, message] of [
    ['submit', PAYMENT_MENUS.prepaySubmit, INVOICE_MESSAGES.submitted],
    ['cancel', PAYMENT_MENUS.prepayCancel, INVOICE_MESSAGES.cancelled],
  ] as const satisfies readonly (readonly [PrepaymentEvent, string, string])[]) {
    app.post(`${PREPAYMENT_BASE}/${event}`, { schema: { body: MoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<StatusChange<PrepaymentStatus>>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const change = await db.transaction(async (tx) => {
        const row = await scopedRow<PrepaymentRow>(tx, prepaymentResource, request.body.id, scopeOf(request), INVOICE_MESSAGES.prepaymentNotFound, { lock: true, version: request.body.version });
        const to = nextStatus(PREPAYMENT_MOVES, row.status, event);
        if (to === null) throw new ApiError(422, INVOICE_MESSAGES.prepaymentMove(row.prepayNo, row.status, event));
        if (event === 'cancel' && cents(row.appliedAmount) > 0n) throw new ApiError(422, INVOICE_MESSAGES.prepaymentApplied(row.prepayNo));
        const [updated] = await tx.update(prepayment).set({ status: to, version: sql`${prepayment.version} + 1`, updatedBy: actor, updatedTime: new Date() }).where(eq(prepayment.id, row.id)).returning({ version: prepayment.version });
        return { id: row.id, status: to, version: updated!.version };
      });
      return ok(change, message);
    });
  }
};
