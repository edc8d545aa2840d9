/**
 * The pick apply's routes (issue 26, part G3) under /material/api/v1/pick-apply, each on the apply in
 * the caller's pick:apply scope (404 outside it), with its version checked where the body carries one:
 *
 * - GET detail?id= (pick:apply): the apply, its lines, vehicles, vehicle changes and allowed actions.
 * - GET trades?keyword= (pick:apply): committed trades whose last buyer is in scope, with what is left.
 * - POST save (pick:apply:add): a draft against a committed trade (its material; org = its last buyer);
 *   Σ what the trade's draft and committed applies hold ≤ its quantity, kept in trade.applied_quantity
 *   under the trade's row lock.
 * - POST commit (pick:apply:commit), POST cancel (pick:apply:cancel: without vehicles; releases the hold).
 * - POST line/close, line/batch-close (pick:apply:close): open → closed, releasing quantity − allocated;
 *   every line closed → the apply is closed.
 * - POST allocation (pick:apply:allocate): vehicles on a committed apply's open line (Σ ≤ its quantity).
 * - POST vehicle/change (pick:apply:vehicle): another plate, driver or phone, kept in the history.
 *
 * Locks: the trade first, then the apply, then its lines (in id order), so racing moves queue.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope } from '../../api/index.js';
import {
  PickApplyAllocationBodySchema,
  PickApplyLineCloseBodySchema,
  PickApplyMoveBodySchema,
  PickApplySaveBodySchema,
  PickApplyVehicleChangeBodySchema,
  type PickApplyAllocationBody,
  type PickApplyDetail,
  type PickApplySaved,
  type PickApplySaveBody,
  type PickApplyTradeOption,
} from '../../api/order-trade.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { matMultiTrade, matPickApply, matPickApplyLine, matPickApplyVehicle, matPickApplyVehicleChange } from '../../db/tables/order.js';
import { heldUnits, releasedUnits, vehicleProblems } from './apply-rules.js';
import { allowedApplyActions, isApplyEditable, nextApplyStatus, takesVehicles } from './apply-status-machine.js';
import { ORDER_MENUS, PICK_APPLY_BASE } from './order-paths.js';
import { accountOf, checkScope, isoOf, type Reader, type Tx } from './trade-common.js';
import { quantityOf, quantityText } from './trade-figures.js';
import { multiTradeResource, pickApplyResource } from './trade-list.js';
import { APPLY_MESSAGES } from './trade-message-texts.js';

type ApplyHead = typeof matPickApply.$inferSelect;
type ApplyLine = typeof matPickApplyLine.$inferSelect;

export const applyNotFound = () => new ApiError(404, SAVE_MESSAGES.notFound(pickApplyResource.label));
const lineNotFound = () => new ApiError(404, SAVE_MESSAGES.notFound('提货申请行'));
const vehicleNotFound = () => new ApiError(404, SAVE_MESSAGES.notFound('提货车辆'));

/** The apply `id` in scope (unlocked), 404 outside it. */
async function readApply(db: Reader, id: number, scope: DataScopeFilter): Promise<ApplyHead> {
  const [apply] = await db.select().from(matPickApply).where(scopedById(pickApplyResource, [id], scope));
  if (!apply) throw applyNotFound();
  return apply;
}

async function lockApply(tx: Tx, id: number, scope: DataScopeFilter, version?: number): Promise<ApplyHead> {
  const [apply] = await tx.select().from(matPickApply).where(scopedById(pickApplyResource, [id], scope)).for('update');
  if (!apply) throw applyNotFound();
  if (version !== undefined && apply.version !== version) throw versionConflict();
  return apply;
}

async function lockTrade(tx: Tx, id: number) {
  const [trade] = await tx.select().from(matMultiTrade).where(eq(matMultiTrade.id, id)).for('update');
  if (!trade) throw new ApiError(404, SAVE_MESSAGES.notFound(multiTradeResource.label));
  return trade;
}

async function linesOf(tx: Tx | Reader, applyId: number, lock = false): Promise<ApplyLine[]> {
  const query = tx.select().from(matPickApplyLine).where(eq(matPickApplyLine.applyId, applyId)).orderBy(asc(matPickApplyLine.id));
  return lock ? query.for('update') : query;
}

/** Adds `delta` units to the trade's applied quantity. */
async function moveApplied(tx: Tx, tradeId: number, delta: bigint, actor: string): Promise<void> {
  if (delta === 0n) return;
  await tx
    .update(matMultiTrade)
    .set({ appliedQuantity: sql`${matMultiTrade.appliedQuantity} + ${quantityText(delta)}::numeric`, version: sql`${matMultiTrade.version} + 1`, updatedBy: actor, updatedTime: new Date() })
    .where(eq(matMultiTrade.id, tradeId));
}

async function bumpApply(tx: Tx, applyId: number, actor: string, extra: Partial<typeof matPickApply.$inferInsert> = {}): Promise<PickApplySaved> {
  const [updated] = await tx
    .update(matPickApply)
    .set({
      ...extra,
      totalQuantity: sql`(select coalesce(sum(quantity), 0) from mat_pick_apply_line where apply_id = ${applyId})`,
      allocatedQuantity: sql`(select coalesce(sum(allocated_quantity), 0) from mat_pick_apply_line where apply_id = ${applyId})`,
      version: sql`${matPickApply.version} + 1`,
      updatedBy: actor,
      updatedTime: new Date(),
    })
    .where(eq(matPickApply.id, applyId))
    .returning({ id: matPickApply.id, applyNo: matPickApply.applyNo, version: matPickApply.version });
  return updated!;
}

/** Saves a draft apply (new, or the draft `body.id`), holding its quantity on the trade. */
export async function saveApply(tx: Tx, body: PickApplySaveBody, scope: DataScopeFilter, actor: string): Promise<PickApplySaved> {
  const existing = body.id === undefined || body.id === null ? undefined : await readApply(tx, body.id, scope);
  if (existing && existing.tradeId !== body.tradeId) throw new ApiError(400, APPLY_MESSAGES.otherTrade);
  const trade = await lockTrade(tx, body.tradeId);
  if (trade.status !== 'committed') throw new ApiError(422, APPLY_MESSAGES.tradeNotCommitted(trade.tradeNo));
  checkScope(scope, trade.finalOrgCode, trade.categoryCode);
  body.lines.forEach((line, index) => {
    if (quantityOf(line.quantity) <= 0n) throw new ApiError(400, APPLY_MESSAGES.quantityPositive(index + 1));
  });
  let ownHeld = 0n;
  if (existing) {
    const apply = await lockApply(tx, existing.id, scope, body.version);
    if (!isApplyEditable(apply.status)) throw new ApiError(422, APPLY_MESSAGES.notEditable(apply.applyNo, apply.status));
    ownHeld = heldUnits(await linesOf(tx, apply.id, true));
  }
  const wanted = body.lines.reduce((sum, line) => sum + quantityOf(line.quantity), 0n);
  const left = quantityOf(trade.quantity) - quantityOf(trade.appliedQuantity) + ownHeld;
  if (wanted > left) throw new ApiError(400, APPLY_MESSAGES.shortage(trade.tradeNo, quantityText(left > 0n ? left : 0n)));
  await moveApplied(tx, trade.id, wanted - ownHeld, actor);
  const head = { applyDate: body.applyDate, remark: body.remark?.trim() || null };
  let applyId: number;
  if (existing) {
    applyId = existing.id;
    await tx.delete(matPickApplyLine).where(eq(matPickApplyLine.applyId, applyId));
  } else {
    const applyNo = await nextSerial(tx, 'PICK_APPLY_NO');
    const [created] = await tx
      .insert(matPickApply)
      .values({
        ...head,
        applyNo,
        tradeId: trade.id,
        tradeNo: trade.tradeNo,
        orgCode: trade.finalOrgCode,
        orgName: trade.finalOrgName,
        categoryCode: trade.categoryCode,
        categoryName: trade.categoryName,
        status: 'draft',
        createdBy: actor,
        updatedBy: actor,
      })
      .returning({ id: matPickApply.id });
    applyId = created!.id;
  }
  await tx.insert(matPickApplyLine).values(
    body.lines.map((line, index) => ({
      applyId,
      lineNo: index + 1,
      matCode: trade.matCode,
      matName: trade.matName,
      unitCode: trade.unitCode,
      quantity: quantityText(quantityOf(line.quantity)),
      remark: line.remark?.trim() || null,
      createdBy: actor,
      updatedBy: actor,
    })),
  );
  return bumpApply(tx, applyId, actor, existing ? head : {});
}

/** Vehicles for an open line of a committed apply (Σ ≤ the line's quantity). */
export async function allocateVehicles(tx: Tx, body: PickApplyAllocationBody, scope: DataScopeFilter, actor: string): Promise<number> {
  const problems = body.vehicles.flatMap((vehicle, index) => vehicleProblems(vehicle, index + 1));
  if (problems.length > 0) throw new ApiError(400, problems.join('；'));
  const [found] = await tx.select({ applyId: matPickApplyLine.applyId }).from(matPickApplyLine).where(eq(matPickApplyLine.id, body.lineId));
  if (!found) throw lineNotFound();
  const apply = await lockApply(tx, found.applyId, scope).catch(() => {
    throw lineNotFound();
  });
  if (!takesVehicles(apply.status)) throw new ApiError(422, APPLY_MESSAGES.notAllocatable(apply.applyNo));
  const [line] = await tx.select().from(matPickApplyLine).where(eq(matPickApplyLine.id, body.lineId)).for('update');
  if (line!.lineStatus !== 'open') throw new ApiError(422, APPLY_MESSAGES.lineNotOpen(line!.lineNo));
  const adding = body.vehicles.reduce((sum, vehicle) => sum + quantityOf(vehicle.quantity), 0n);
  const left = quantityOf(line!.quantity) - quantityOf(line!.allocatedQuantity);
  if (adding > left) throw new ApiError(400, APPLY_MESSAGES.vehicleExceeds(line!.lineNo, quantityText(left)));
  await tx.insert(matPickApplyVehicle).values(
    body.vehicles.map((vehicle) => ({
      applyId: apply.id,
      lineId: line!.id,
      plateNo: vehicle.plateNo.trim(),
      driverName: vehicle.driverName.trim(),
      driverPhone: vehicle.driverPhone.trim(),
      idCard: vehicle.idCard?.trim() || null,
      quantity: quantityText(quantityOf(vehicle.quantity)),
      createdBy: actor,
      updatedBy: actor,
    })),
  );
  await tx
    .update(matPickApplyLine)
    .set({ allocatedQuantity: quantityText(quantityOf(line!.allocatedQuantity) + adding), version: sql`${matPickApplyLine.version} + 1`, updatedBy: actor, updatedTime: new Date() })
    .where(eq(matPickApplyLine.id, line!.id));
  await bumpApply(tx, apply.id, actor);
  return body.vehicles.length;
}

const TradesQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 40 })) });

export const applyRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), ORDER_MENUS.apply);
  const actorOf = (request: Parameters<typeof accessOf>[0]) => accountOf(db, accessOf(request).userId);

  app.get(`${PICK_APPLY_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: ORDER_MENUS.apply } }, async (request): Promise<Envelope<PickApplyDetail>> => {
    const apply = await readApply(db, Number(request.query.id), scopeOf(request));
    const [lines, vehicles, changes] = await Promise.all([
      linesOf(db, apply.id),
      db.select().from(matPickApplyVehicle).where(eq(matPickApplyVehicle.applyId, apply.id)).orderBy(asc(matPickApplyVehicle.id)),
      db.select().from(matPickApplyVehicleChange).where(eq(matPickApplyVehicleChange.applyId, apply.id)).orderBy(desc(matPickApplyVehicleChange.id)),
    ]);
    return ok({
      id: apply.id,
      applyNo: apply.applyNo,
      tradeId: apply.tradeId,
      tradeNo: apply.tradeNo,
      orgCode: apply.orgCode,
      orgName: apply.orgName,
      categoryCode: apply.categoryCode,
      applyDate: apply.applyDate,
      status: apply.status,
      totalQuantity: apply.totalQuantity,
      allocatedQuantity: apply.allocatedQuantity,
      committedBy: apply.committedBy,
      committedTime: isoOf(apply.committedTime),
      remark: apply.remark,
      createdTime: isoOf(apply.createdTime)!,
      version: apply.version,
      lines: lines
        .sort((a, b) => a.lineNo - b.lineNo)
        .map((line) => ({
          id: line.id,
          applyId: line.applyId,
          lineNo: line.lineNo,
          matCode: line.matCode,
          matName: line.matName,
          unitCode: line.unitCode,
          quantity: line.quantity,
          allocatedQuantity: line.allocatedQuantity,
          lineStatus: line.lineStatus,
          closeReason: line.closeReason,
          version: line.version,
        })),
      vehicles: vehicles.map((vehicle) => ({
        id: vehicle.id,
        applyId: vehicle.applyId,
        lineId: vehicle.lineId,
        plateNo: vehicle.plateNo,
        driverName: vehicle.driverName,
        driverPhone: vehicle.driverPhone,
        idCard: vehicle.idCard,
        quantity: vehicle.quantity,
        version: vehicle.version,
      })),
      changes: changes.map((change) => ({
        id: change.id,
        vehicleId: change.vehicleId,
        oldPlateNo: change.oldPlateNo,
        newPlateNo: change.newPlateNo,
        oldDriverName: change.oldDriverName,
        newDriverName: change.newDriverName,
        oldDriverPhone: change.oldDriverPhone,
        newDriverPhone: change.newDriverPhone,
        reason: change.reason,
        createdBy: change.createdBy,
        createdTime: isoOf(change.createdTime)!,
      })),
      actions: allowedApplyActions(apply.status),
    });
  });

  app.get(`${PICK_APPLY_BASE}/trades`, { schema: { querystring: TradesQuery }, config: { permission: ORDER_MENUS.apply } }, async (request): Promise<Envelope<PickApplyTradeOption[]>> => {
    const keyword = request.query.keyword?.trim();
    // The trade as the pick:apply scope sees it: by its last buyer (the applying org) and category.
    const scoped = whereOf({ ...multiTradeResource, scope: { menu: ORDER_MENUS.apply, org: matMultiTrade.finalOrgCode, category: matMultiTrade.categoryCode } }, [], scopeOf(request));
    const rows = await db
      .select()
      .from(matMultiTrade)
      .where(
        and(
          eq(matMultiTrade.status, 'committed'),
          sql`${matMultiTrade.appliedQuantity} < ${matMultiTrade.quantity}`,
          scoped,
          keyword ? or(ilike(matMultiTrade.tradeNo, `%${keyword}%`), ilike(matMultiTrade.matName, `%${keyword}%`)) : undefined,
        ),
      )
      .orderBy(desc(matMultiTrade.id))
      .limit(50);
    return ok(
      rows.map((trade) => ({
        id: trade.id,
        tradeNo: trade.tradeNo,
        finalOrgCode: trade.finalOrgCode,
        finalOrgName: trade.finalOrgName,
        matCode: trade.matCode,
        matName: trade.matName,
        unitCode: trade.unitCode,
        quantity: trade.quantity,
        appliedQuantity: trade.appliedQuantity,
        availableQuantity: quantityText(quantityOf(trade.quantity) - quantityOf(trade.appliedQuantity)),
        tradeDate: trade.tradeDate,
      })),
    );
  });

  app.post(`${PICK_APPLY_BASE}/save`, { schema: { body: PickApplySaveBodySchema }, config: { permission: ORDER_MENUS.applyAdd } }, async (request): Promise<Envelope<PickApplySaved>> => {
    const actor = await actorOf(request);
    return ok(await db.transaction((tx) => saveApply(tx, request.body, scopeOf(request), actor)), APPLY_MESSAGES.saved);
  });

  app.post(`${PICK_APPLY_BASE}/commit`, { schema: { body: PickApplyMoveBodySchema }, config: { permission: ORDER_MENUS.applyCommit } }, async (request): Promise<Envelope<PickApplySaved>> => {
    const actor = await actorOf(request);
    const saved = await db.transaction(async (tx) => {
      const apply = await lockApply(tx, request.body.id, scopeOf(request), request.body.version);
      if (nextApplyStatus(apply.status, 'commit') === null) throw new ApiError(422, APPLY_MESSAGES.forbiddenMove(apply.applyNo, apply.status, 'commit'));
      return bumpApply(tx, apply.id, actor, { status: 'committed', committedBy: actor, committedTime: new Date() });
    });
    return ok(saved, APPLY_MESSAGES.committed);
  });

  app.post(`${PICK_APPLY_BASE}/cancel`, { schema: { body: PickApplyMoveBodySchema }, config: { permission: ORDER_MENUS.applyCancel } }, async (request): Promise<Envelope<PickApplySaved>> => {
    const actor = await actorOf(request);
    const scope = scopeOf(request);
    const saved = await db.transaction(async (tx) => {
      const found = await readApply(tx, request.body.id, scope);
      await lockTrade(tx, found.tradeId);
      const apply = await lockApply(tx, found.id, scope, request.body.version);
      if (nextApplyStatus(apply.status, 'cancel') === null) throw new ApiError(422, APPLY_MESSAGES.forbiddenMove(apply.applyNo, apply.status, 'cancel'));
      const [vehicle] = await tx.select({ id: matPickApplyVehicle.id }).from(matPickApplyVehicle).where(eq(matPickApplyVehicle.applyId, apply.id)).limit(1);
      if (vehicle) throw new ApiError(422, APPLY_MESSAGES.hasVehicles(apply.applyNo));
      await moveApplied(tx, apply.tradeId, -heldUnits(await linesOf(tx, apply.id, true)), actor);
      return bumpApply(tx, apply.id, actor, { status: 'canceled', canceledBy: actor, canceledTime: new Date() });
    });
    return ok(saved, APPLY_MESSAGES.canceled);
  });

  for (const path of ['line/close', 'line/batch-close']) {
    app.post(`${PICK_APPLY_BASE}/${path}`, { schema: { body: PickApplyLineCloseBodySchema }, config: { permission: ORDER_MENUS.applyClose } }, async (request): Promise<Envelope<{ closed: number }>> => {
      const ids = [...new Set(request.body.ids)];
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      const reason = request.body.reason.trim();
      const actor = await actorOf(request);
      const scope = scopeOf(request);
      const closed = await db.transaction(async (tx) => {
        const found = await tx.select({ id: matPickApplyLine.id, applyId: matPickApplyLine.applyId }).from(matPickApplyLine).where(inArray(matPickApplyLine.id, ids));
        if (found.length !== ids.length) throw lineNotFound();
        const applyIds = [...new Set(found.map((line) => line.applyId))].sort((a, b) => a - b);
        const applies: ApplyHead[] = [];
        for (const id of applyIds) {
          applies.push(
            await readApply(tx, id, scope).catch(() => {
              throw lineNotFound();
            }),
          );
        }
        for (const tradeId of [...new Set(applies.map((apply) => apply.tradeId))].sort((a, b) => a - b)) await lockTrade(tx, tradeId);
        let count = 0;
        for (const applyId of applyIds) {
          const apply = await lockApply(tx, applyId, scope);
          if (nextApplyStatus(apply.status, 'close') === null) throw new ApiError(422, APPLY_MESSAGES.forbiddenMove(apply.applyNo, apply.status, 'close'));
          const lines = await linesOf(tx, apply.id, true);
          let released = 0n;
          for (const line of lines.filter((item) => ids.includes(item.id))) {
            if (line.lineStatus !== 'open') throw new ApiError(422, APPLY_MESSAGES.lineNotOpen(line.lineNo));
            released += releasedUnits(line);
            await tx
              .update(matPickApplyLine)
              .set({ lineStatus: 'closed', closeReason: reason, closedBy: actor, closedTime: new Date(), version: sql`${matPickApplyLine.version} + 1`, updatedBy: actor, updatedTime: new Date() })
              .where(eq(matPickApplyLine.id, line.id));
            count += 1;
          }
          await moveApplied(tx, apply.tradeId, -released, actor);
          const allClosed = lines.every((line) => line.lineStatus === 'closed' || ids.includes(line.id));
          await bumpApply(tx, apply.id, actor, allClosed ? { status: 'closed', closedBy: actor, closedTime: new Date() } : {});
        }
        return count;
      });
      return ok({ closed }, APPLY_MESSAGES.linesClosed(closed));
    });
  }

  app.post(`${PICK_APPLY_BASE}/allocation`, { schema: { body: PickApplyAllocationBodySchema }, config: { permission: ORDER_MENUS.applyAllocate } }, async (request): Promise<Envelope<{ allocated: number }>> => {
    const actor = await actorOf(request);
    const allocated = await db.transaction((tx) => allocateVehicles(tx, request.body, scopeOf(request), actor));
    return ok({ allocated }, APPLY_MESSAGES.allocated);
  });

  app.post(`${PICK_APPLY_BASE}/vehicle/change`, { schema: { body: PickApplyVehicleChangeBodySchema }, config: { permission: ORDER_MENUS.applyVehicle } }, async (request): Promise<Envelope<{ id: number; version: number }>> => {
    const body = request.body;
    const problems = vehicleProblems(body);
    if (problems.length > 0) throw new ApiError(400, problems.join('；'));
    const actor = await actorOf(request);
    const changed = await db.transaction(async (tx) => {
      const [found] = await tx.select({ applyId: matPickApplyVehicle.applyId }).from(matPickApplyVehicle).where(eq(matPickApplyVehicle.id, body.vehicleId));
      if (!found) throw vehicleNotFound();
      const apply = await lockApply(tx, found.applyId, scopeOf(request)).catch(() => {
        throw vehicleNotFound();
      });
      if (!takesVehicles(apply.status)) throw new ApiError(422, APPLY_MESSAGES.notAllocatable(apply.applyNo));
      const [vehicle] = await tx.select().from(matPickApplyVehicle).where(eq(matPickApplyVehicle.id, body.vehicleId)).for('update');
      if (vehicle!.version !== body.version) throw versionConflict();
      const next = { plateNo: body.plateNo.trim(), driverName: body.driverName.trim(), driverPhone: body.driverPhone.trim() };
      if (next.plateNo === vehicle!.plateNo && next.driverName === vehicle!.driverName && next.driverPhone === vehicle!.driverPhone) throw new ApiError(400, APPLY_MESSAGES.vehicleUnchanged);
      await tx.insert(matPickApplyVehicleChange).values({
        vehicleId: vehicle!.id,
        applyId: apply.id,
        oldPlateNo: vehicle!.plateNo,
        newPlateNo: next.plateNo,
        oldDriverName: vehicle!.driverName,
        newDriverName: next.driverName,
        oldDriverPhone: vehicle!.driverPhone,
        newDriverPhone: next.driverPhone,
        reason: body.reason.trim(),
        createdBy: actor,
        updatedBy: actor,
      });
      const [updated] = await tx
        .update(matPickApplyVehicle)
        .set({ ...next, version: sql`${matPickApplyVehicle.version} + 1`, updatedBy: actor, updatedTime: new Date() })
        .where(eq(matPickApplyVehicle.id, vehicle!.id))
        .returning({ id: matPickApplyVehicle.id, version: matPickApplyVehicle.version });
      return updated!;
    });
    return ok(changed, APPLY_MESSAGES.vehicleChanged);
  });
};
