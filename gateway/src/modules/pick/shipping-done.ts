/**
 * Finishing a pick's shipping (issue 24; spec 02 §4 shipping status), button shipping:finish, within
 * the caller's scope on 发运管理 (shipping:list):
 *
 * - GET pick-head/materialShappingDone/valid?id= → {finishable, problems}: a confirmed pick with at least
 *   one shipment, every live shipment weighed;
 * - GET pick-head/materialShappingDone?id=: SHIPPING → SHIPPING_DONE (refused with the first problem);
 *   its open lines are done, and no more shipments are saved on it;
 * - GET pick-head/materialShappingDone/cancel?id=: back to SHIPPING; its done lines not fully accepted
 *   are open again.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Envelope, ShippingDoneResult, ShippingDoneValidation } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { purPickHead, purPickMaterial, purPickShipping } from '../../db/tables/pick.js';
import { refreshPickTotals } from './pick-totals.js';
import { PICK_HEAD_BASE, pickHeadInScope, SHIPPING_MENUS } from './shipping-list.js';
import { SHIPPING_DONE_MESSAGES } from './shipping-message-texts.js';
import type { PickTx } from './shipping-save.js';

type Reader = Pick<AppDatabase, 'select'>;

async function headOf(db: Reader, id: number, scope: DataScopeFilter, lock: boolean) {
  const query = db
    .select({ id: purPickHead.id, pickNo: purPickHead.pickNo, status: purPickHead.status, shippingStatus: purPickHead.shippingStatus })
    .from(purPickHead)
    .where(and(eq(purPickHead.id, id), pickHeadInScope(scope)));
  const [head] = lock ? await query.for('update') : await query;
  if (!head) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单'));
  return head;
}

/** Why the pick's shipping may not be finished (none when it may). */
async function problemsOf(db: Reader, head: { id: number; pickNo: string; status: string; shippingStatus: string }): Promise<string[]> {
  if (head.status !== 'confirmed') return [SHIPPING_DONE_MESSAGES.pickNotConfirmed(head.pickNo)];
  if (head.shippingStatus === 'SHIPPING_DONE') return [SHIPPING_DONE_MESSAGES.alreadyDone(head.pickNo)];
  const shipments = await db
    .select({ shippingNo: purPickShipping.shippingNo, netWeight: purPickShipping.netWeight })
    .from(purPickShipping)
    .where(and(eq(purPickShipping.pickId, head.id), ne(purPickShipping.shippingStatus, 'CLOSE')))
    .orderBy(asc(purPickShipping.id));
  if (shipments.length === 0) return [SHIPPING_DONE_MESSAGES.noShipments];
  const unweighed = shipments.filter((shipment) => shipment.netWeight === null).map((shipment) => shipment.shippingNo);
  return unweighed.length > 0 ? [SHIPPING_DONE_MESSAGES.unweighed(unweighed.join('、'))] : [];
}

export const shippingDoneRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const config = { permission: SHIPPING_MENUS.finish };
  const base = `${PICK_HEAD_BASE}/materialShappingDone`;
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), SHIPPING_MENUS.list);
  const actorOf = (request: Parameters<typeof accessOf>[0]) => String(accessOf(request).userId);

  app.get(`${base}/valid`, { schema: { querystring: IdTextParams }, config }, async (request): Promise<Envelope<ShippingDoneValidation>> => {
    const head = await headOf(db, Number(request.query.id), scopeOf(request), false);
    const problems = await problemsOf(db, head);
    return ok({ finishable: problems.length === 0, problems });
  });

  app.get(base, { schema: { querystring: IdTextParams }, config }, async (request): Promise<Envelope<ShippingDoneResult>> => {
    const actor = actorOf(request);
    const result = await db.transaction(async (tx: PickTx) => {
      const head = await headOf(tx, Number(request.query.id), scopeOf(request), true);
      const [problem] = await problemsOf(tx, head);
      if (problem) throw new ApiError(400, problem);
      const now = new Date();
      await tx.update(purPickHead).set({ shippingStatus: 'SHIPPING_DONE', updatedBy: actor, updatedTime: now, version: sql`${purPickHead.version} + 1` }).where(eq(purPickHead.id, head.id));
      await tx.update(purPickMaterial).set({ lineStatus: 'done', updatedBy: actor, updatedTime: now }).where(and(eq(purPickMaterial.pickId, head.id), eq(purPickMaterial.lineStatus, 'open')));
      await refreshPickTotals(tx, head.id);
      return { id: head.id, shippingStatus: 'SHIPPING_DONE' as const };
    });
    return ok(result, SHIPPING_DONE_MESSAGES.done);
  });

  app.get(`${base}/cancel`, { schema: { querystring: IdTextParams }, config }, async (request): Promise<Envelope<ShippingDoneResult>> => {
    const actor = actorOf(request);
    const result = await db.transaction(async (tx: PickTx) => {
      const head = await headOf(tx, Number(request.query.id), scopeOf(request), true);
      if (head.status !== 'confirmed' || head.shippingStatus !== 'SHIPPING_DONE') throw new ApiError(400, SHIPPING_DONE_MESSAGES.notDone(head.pickNo));
      const now = new Date();
      // NEW here: refreshPickTotals moves it on to SHIPPING as it has live shipments.
      await tx.update(purPickHead).set({ shippingStatus: 'NEW', updatedBy: actor, updatedTime: now, version: sql`${purPickHead.version} + 1` }).where(eq(purPickHead.id, head.id));
      await tx
        .update(purPickMaterial)
        .set({ lineStatus: 'open', updatedBy: actor, updatedTime: now })
        .where(and(eq(purPickMaterial.pickId, head.id), eq(purPickMaterial.lineStatus, 'done'), sql`${purPickMaterial.acceptedQuantity} < ${purPickMaterial.plannedQuantity}`));
      await refreshPickTotals(tx, head.id);
      const [after] = await tx.select({ shippingStatus: purPickHead.shippingStatus }).from(purPickHead).where(eq(purPickHead.id, head.id));
      return { id: head.id, shippingStatus: after?.shippingStatus ?? 'SHIPPING' };
    });
    return ok(result, SHIPPING_DONE_MESSAGES.cancelled);
  });
};
