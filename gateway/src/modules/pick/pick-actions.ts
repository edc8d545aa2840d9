/**
 * A pick's moves (issue 24, "Statuses"), each applied to the pick locked in the caller's scope on
 * pick:list, with its version checked:
 *
 * - PUT pick-head/updatePickStatus {id, version, status: waitConfirm} (pick:edit): send to the supplier.
 * - POST pick-head/withdrawOrder {id, version} (pick:edit): back to new.
 * - POST pick-head/supplierConfirm {id, version, accept, opinion?} (pick:accept): the supplier's 接单 or
 *   拒单 (with its reason). Only a supplier's own account confirms, on its own pick (a staff member
 *   holding pick:accept is refused: the confirmation is the supplier's word, not the buyer's).
 * - GET pick-head/closePick/valid?id=, closePick?id=&reason=, forceClosePick?id=&reason= (pick:close):
 *   closing releases each line's planned − accepted, closes the lines, turns the unaccepted shipments
 *   to CLOSE and the head's shipping status to CLOSE. closePick refuses while a weighed shipment is
 *   not accepted; forceClosePick closes anyway.
 * - GET pick-material/releaseQuantity?id= (pick:close): releases and closes one line.
 * - GET pick-head/line_status?id= (pick:list): the lines with their status and figures.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { PickCloseQuerySchema, PickConfirmBodySchema, PickMoveBodySchema, PickStatusBodySchema, type PickCloseValidation, type PickLineReleased, type PickLineStatusRow, type PickStatusChange } from '../../api/pick.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { purPickHead, purPickMaterial, purPickShipping } from '../../db/tables/pick.js';
import { accountOf, lockPick, readPick, type PickHead, type Tx } from './pick-common.js';
import { PICK_HEAD_BASE, PICK_MATERIAL_BASE, PICK_MENUS } from './pick-list.js';
import { PICK_MESSAGES } from './pick-message-texts.js';
import { openPlanUnits, text3 } from './pick-quantity-rules.js';
import { nextPickStatus, type PickEvent } from './pick-status-machine.js';
import { refreshPickTotals } from './pick-totals.js';

/** Moves `pick` by `event` (422 when its status forbids it) with `extra` columns; answers the new status and version. */
async function move(tx: Tx, pick: PickHead, event: PickEvent, actor: string, extra: Partial<typeof purPickHead.$inferInsert> = {}): Promise<PickStatusChange> {
  const to = nextPickStatus(pick.status, event);
  if (to === null) throw new ApiError(422, PICK_MESSAGES.forbiddenMove(pick.pickNo, pick.status, event));
  const [updated] = await tx
    .update(purPickHead)
    .set({ ...extra, status: to, version: sql`${purPickHead.version} + 1`, updatedBy: actor, updatedTime: new Date() })
    .where(eq(purPickHead.id, pick.id))
    .returning({ version: purPickHead.version });
  return { id: pick.id, status: to, version: updated!.version };
}

/** The weighed shipments of a pick not accepted yet (they block a plain close). */
async function weighedNotAccepted(tx: Pick<AppDatabase, 'select'>, pickId: number): Promise<string[]> {
  const rows = await tx
    .select({ shippingNo: purPickShipping.shippingNo, plateNo: purPickShipping.plateNo })
    .from(purPickShipping)
    .where(and(eq(purPickShipping.pickId, pickId), isNotNull(purPickShipping.netWeight), eq(purPickShipping.receiveStatus, 0), ne(purPickShipping.shippingStatus, 'CLOSE')))
    .orderBy(asc(purPickShipping.id));
  return rows.map((row) => PICK_MESSAGES.weighedNotAccepted(row.shippingNo, row.plateNo));
}

async function lineFigures(tx: Pick<AppDatabase, 'select'>, pickId: number) {
  return tx.select().from(purPickMaterial).where(eq(purPickMaterial.pickId, pickId)).orderBy(asc(purPickMaterial.lineNo));
}

/** Σ what closing the pick's open lines releases. */
function releaseTotal(lines: readonly (typeof purPickMaterial.$inferSelect)[]): string {
  return text3(lines.filter((line) => line.lineStatus !== 'closed').reduce((sum, line) => sum + openPlanUnits(line), 0n));
}

/** Releases a line's planned − accepted − released and closes it. */
async function releaseLine(tx: Tx, lineId: number, actor: string): Promise<void> {
  await tx
    .update(purPickMaterial)
    .set({
      releasedQuantity: sql`${purPickMaterial.releasedQuantity} + greatest(${purPickMaterial.plannedQuantity} - ${purPickMaterial.acceptedQuantity} - ${purPickMaterial.releasedQuantity}, 0)`,
      lineStatus: 'closed',
      version: sql`${purPickMaterial.version} + 1`,
      updatedBy: actor,
      updatedTime: new Date(),
    })
    .where(eq(purPickMaterial.id, lineId));
}

/** Closes a locked pick: its lines released and closed, unaccepted shipments CLOSE, shipping status CLOSE. */
async function closePick(tx: Tx, pick: PickHead, actor: string, reason: string | undefined, force: boolean): Promise<PickStatusChange> {
  const change = await move(tx, pick, force ? 'forceClose' : 'close', actor, {
    shippingStatus: 'CLOSE',
    closedBy: actor,
    closedTime: new Date(),
    closeReason: reason?.trim() || null,
    forceClosed: force ? 1 : 0,
  });
  const open = (await lineFigures(tx, pick.id)).filter((line) => line.lineStatus !== 'closed');
  for (const line of open) await releaseLine(tx, line.id, actor);
  await tx
    .update(purPickShipping)
    .set({ shippingStatus: 'CLOSE', version: sql`${purPickShipping.version} + 1`, updatedBy: actor, updatedTime: new Date() })
    .where(and(eq(purPickShipping.pickId, pick.id), eq(purPickShipping.receiveStatus, 0), ne(purPickShipping.shippingStatus, 'CLOSE')));
  await refreshPickTotals(tx, pick.id);
  return change;
}

export const pickActionRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), PICK_MENUS.list);

  app.put(`${PICK_HEAD_BASE}/updatePickStatus`, { schema: { body: PickStatusBodySchema }, config: { permission: PICK_MENUS.edit } }, async (request): Promise<Envelope<PickStatusChange>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const change = await db.transaction(async (tx) => move(tx, await lockPick(tx, request.body.id, scopeOf(request), request.body.version), 'send', actor, { confirmOpinion: null }));
    return ok(change, PICK_MESSAGES.sent);
  });

  app.post(`${PICK_HEAD_BASE}/withdrawOrder`, { schema: { body: PickMoveBodySchema }, config: { permission: PICK_MENUS.edit } }, async (request): Promise<Envelope<PickStatusChange>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const change = await db.transaction(async (tx) => move(tx, await lockPick(tx, request.body.id, scopeOf(request), request.body.version), 'withdraw', actor));
    return ok(change, PICK_MESSAGES.withdrawn);
  });

  app.post(`${PICK_HEAD_BASE}/supplierConfirm`, { schema: { body: PickConfirmBodySchema }, config: { permission: PICK_MENUS.accept } }, async (request): Promise<Envelope<PickStatusChange>> => {
    const access = accessOf(request);
    if (access.supplierSn === undefined) throw new ApiError(403, PICK_MESSAGES.supplierOnly);
    const { id, version, accept } = request.body;
    const opinion = request.body.opinion?.trim() ?? '';
    if (!accept && opinion === '') throw new ApiError(400, PICK_MESSAGES.opinionRequired);
    const actor = await accountOf(db, access.userId);
    const change = await db.transaction(async (tx) =>
      move(tx, await lockPick(tx, id, scopeOf(request), version), accept ? 'accept' : 'refuse', actor, { confirmOpinion: opinion === '' ? null : opinion, confirmedBy: actor, confirmedTime: new Date() }),
    );
    return ok(change, accept ? PICK_MESSAGES.accepted : PICK_MESSAGES.refused);
  });

  app.get(`${PICK_HEAD_BASE}/closePick/valid`, { schema: { querystring: IdTextParams }, config: { permission: PICK_MENUS.close } }, async (request): Promise<Envelope<PickCloseValidation>> => {
    const pick = await readPick(db, Number(request.query.id), scopeOf(request));
    const problems = await weighedNotAccepted(db, pick.id);
    if (nextPickStatus(pick.status, 'close') === null) problems.unshift(PICK_MESSAGES.forbiddenMove(pick.pickNo, pick.status, 'close'));
    return ok({ closable: problems.length === 0, problems, releaseQuantity: releaseTotal(await lineFigures(db, pick.id)) });
  });

  for (const [path, force] of [['closePick', false], ['forceClosePick', true]] as const) {
    app.get(`${PICK_HEAD_BASE}/${path}`, { schema: { querystring: PickCloseQuerySchema }, config: { permission: PICK_MENUS.close } }, async (request): Promise<Envelope<PickStatusChange>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const change = await db.transaction(async (tx) => {
        const pick = await lockPick(tx, Number(request.query.id), scopeOf(request));
        if (!force && nextPickStatus(pick.status, 'close') !== null) {
          const blocking = await weighedNotAccepted(tx, pick.id);
          if (blocking.length > 0) throw new ApiError(422, PICK_MESSAGES.closeBlocked(blocking.length));
        }
        return closePick(tx, pick, actor, request.query.reason, force);
      });
      return ok(change, PICK_MESSAGES.closed);
    });
  }

  app.get(`${PICK_MATERIAL_BASE}/releaseQuantity`, { schema: { querystring: IdTextParams }, config: { permission: PICK_MENUS.close } }, async (request): Promise<Envelope<PickLineReleased>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const released = await db.transaction(async (tx) => {
      const [line] = await tx.select().from(purPickMaterial).where(eq(purPickMaterial.id, Number(request.query.id)));
      if (!line) throw new ApiError(404, PICK_MESSAGES.lineNotFound);
      const pick = await lockPick(tx, line.pickId, scopeOf(request)).catch(() => {
        throw new ApiError(404, PICK_MESSAGES.lineNotFound);
      });
      const [current] = await tx.select().from(purPickMaterial).where(eq(purPickMaterial.id, line.id)).for('update');
      if (pick.status === 'closed' || current!.lineStatus === 'closed') throw new ApiError(422, PICK_MESSAGES.lineClosed(line.lineNo));
      await releaseLine(tx, line.id, actor);
      await refreshPickTotals(tx, pick.id);
      const [after] = await tx.select({ releasedQuantity: purPickMaterial.releasedQuantity }).from(purPickMaterial).where(eq(purPickMaterial.id, line.id));
      return { id: line.id, releasedQuantity: after!.releasedQuantity };
    });
    return ok(released, PICK_MESSAGES.released);
  });

  app.get(`${PICK_HEAD_BASE}/line_status`, { schema: { querystring: IdTextParams }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickLineStatusRow[]>> => {
    const pick = await readPick(db, Number(request.query.id), scopeOf(request));
    const lines = await lineFigures(db, pick.id);
    return ok(
      lines.map((line) => ({
        id: line.id,
        lineNo: line.lineNo,
        matCode: line.matCode,
        matName: line.matName,
        plannedQuantity: line.plannedQuantity,
        shippedQuantity: line.shippedQuantity,
        acceptedQuantity: line.acceptedQuantity,
        releasedQuantity: line.releasedQuantity,
        openQuantity: pick.status === 'closed' ? '0.000' : text3(openPlanUnits(line)),
        lineStatus: line.lineStatus,
      })),
    );
  });
};
