/**
 * The warehouse's acceptance of shipments (issue 24; CONTRACT "Acceptance"; domain.md "The chain" step
 * 3), button pick:receive, within the caller's scope on 提货单 (pick:list):
 *
 * - GET  pick-head/pickAcceptOrder?id=                 every weighed, unaccepted shipment of the pick;
 * - POST pick-head/pickAcceptOrdersByShippingIds {shippingIds}: those shipments (all or nothing).
 *
 * Each shipment is accepted once: accepted = round3(net × (1 − deduct_weight_rate / 100)) is written on
 * it (receive status 1, SHIPPING_DONE) and added to its pick line and, under the contract line's row lock,
 * to con_contract_line.executed_quantity; a line fully accepted is done. The part of an acceptance beyond
 * its line's open plan must fit in what the contract line has free (acceptance-rules.ts). Then the
 * pick's totals are refreshed. Locks: shipments, then pick lines with their heads, then contract lines,
 * each in id order (as a shipment save: shipment, then line).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Envelope, PickAcceptResult } from '../../api/index.js';
import { PickAcceptShippingBodySchema } from '../../api/pick-shipping.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractLine } from '../../db/tables/contract.js';
import { purPickHead, purPickMaterial, purPickShipping } from '../../db/tables/pick.js';
import { acceptedQuantityOf, contractShortfall, storedUnits, toText } from './acceptance-rules.js';
import { OPEN_PICK_SQL, OPEN_PLAN_SQL } from './pick-common.js';
import { openPlanUnits } from './pick-quantity-rules.js';
import { refreshPickTotals } from './pick-totals.js';
import { PICK_HEAD_BASE, pickHeadInScope, SHIPPING_MENUS, shippingResource } from './shipping-list.js';
import { ACCEPT_MESSAGES } from './shipping-message-texts.js';
import type { PickTx } from './shipping-save.js';

const PICK_LIST_MENU = 'pick:list';
const bad = (message: string) => new ApiError(400, message);

/** Σ open plan of the open picks' lines on a contract line (pick-common's OPEN_PLAN_SQL, as a pick's save counts it). */
async function openPlansOn(tx: PickTx, contractLineId: number): Promise<bigint> {
  const result = await tx.execute(sql`
    select coalesce(sum(${OPEN_PLAN_SQL}), 0)::numeric(18, 3)::text as total
    from pur_pick_material m join pur_pick_head h on h.id = m.pick_id
    where m.contract_line_id = ${contractLineId} and ${OPEN_PICK_SQL}`);
  return storedUnits((result.rows[0] as { total: string } | undefined)?.total);
}

/** Accepts the shipments `ids` (already known to exist in the caller's scope) in `tx`. */
export async function acceptShipments(tx: PickTx, ids: readonly number[], scope: DataScopeFilter, actor: string): Promise<PickAcceptResult> {
  const shipments = await tx
    .select()
    .from(purPickShipping)
    .where(and(inArray(purPickShipping.id, [...ids]), pickShippingScope(scope)))
    .orderBy(asc(purPickShipping.id))
    .for('update');
  if (shipments.length !== new Set(ids).size) throw new ApiError(404, SAVE_MESSAGES.someMissing(shippingResource.label));
  for (const shipment of shipments) {
    if (shipment.shippingStatus === 'CLOSE') throw bad(ACCEPT_MESSAGES.shippingClosed(shipment.shippingNo));
    if (shipment.receiveStatus !== 0 || shipment.acceptedQuantity !== null) throw bad(ACCEPT_MESSAGES.alreadyAccepted(shipment.shippingNo));
    if (shipment.netWeight === null) throw bad(ACCEPT_MESSAGES.notWeighed(shipment.shippingNo));
  }
  const lineIds = [...new Set(shipments.map((shipment) => shipment.pickMaterialId))].sort((x, y) => x - y);
  const lines = await tx
    .select({ line: purPickMaterial, head: purPickHead })
    .from(purPickMaterial)
    .innerJoin(purPickHead, eq(purPickHead.id, purPickMaterial.pickId))
    .where(inArray(purPickMaterial.id, lineIds))
    .orderBy(asc(purPickMaterial.id))
    .for('update');
  for (const { head } of lines) if (head.status !== 'confirmed') throw bad(ACCEPT_MESSAGES.pickNotConfirmed(head.pickNo));

  const accepted = new Map(shipments.map((shipment) => [shipment.id, acceptedQuantityOf(shipment.netWeight as string, shipment.deductWeightRate)]));
  const byLine = new Map<number, bigint>();
  for (const shipment of shipments) byLine.set(shipment.pickMaterialId, (byLine.get(shipment.pickMaterialId) ?? 0n) + storedUnits(accepted.get(shipment.id)));

  const now = new Date();
  for (const { line } of [...lines].sort((x, y) => x.line.contractLineId - y.line.contractLineId || x.line.id - y.line.id)) {
    const adding = byLine.get(line.id) ?? 0n;
    const [contractLine] = await tx
      .select({ lineNo: conContractLine.lineNo, matName: conContractLine.matName, quantity: conContractLine.quantity, executed: conContractLine.executedQuantity })
      .from(conContractLine)
      .where(eq(conContractLine.id, line.contractLineId))
      .for('update');
    if (!contractLine) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单明细'));
    const figures = { quantity: storedUnits(contractLine.quantity), executed: storedUnits(contractLine.executed), openPlans: await openPlansOn(tx, line.contractLineId) };
    const free = contractShortfall(figures, openPlanUnits(line), adding);
    if (free !== null) throw bad(ACCEPT_MESSAGES.overContract(contractLine.lineNo, contractLine.matName, toText(free)));
    const amount = toText(adding);
    await tx
      .update(purPickMaterial)
      .set({
        acceptedQuantity: sql`${purPickMaterial.acceptedQuantity} + ${amount}::numeric`,
        lineStatus: sql`case when ${purPickMaterial.lineStatus} = 'open' and ${purPickMaterial.acceptedQuantity} + ${amount}::numeric >= ${purPickMaterial.plannedQuantity} then 'done' else ${purPickMaterial.lineStatus} end`,
        updatedBy: actor,
        updatedTime: now,
        version: sql`${purPickMaterial.version} + 1`,
      })
      .where(eq(purPickMaterial.id, line.id));
    await tx
      .update(conContractLine)
      .set({ executedQuantity: sql`${conContractLine.executedQuantity} + ${amount}::numeric`, updatedBy: actor, updatedTime: now })
      .where(eq(conContractLine.id, line.contractLineId));
  }
  for (const shipment of shipments) {
    await tx
      .update(purPickShipping)
      .set({ acceptedQuantity: accepted.get(shipment.id) as string, receiveStatus: 1, shippingStatus: 'SHIPPING_DONE', acceptedBy: actor, acceptedTime: now, updatedBy: actor, updatedTime: now, version: sql`${purPickShipping.version} + 1` })
      .where(eq(purPickShipping.id, shipment.id));
  }
  for (const pickId of new Set(lines.map(({ head }) => head.id))) await refreshPickTotals(tx, pickId);
  return { accepted: shipments.length, acceptedQuantity: toText([...byLine.values()].reduce((sum, units) => sum + units, 0n)) };
}

/** The caller's scope on a shipment's own scope columns (its pick's), as its list has it. */
function pickShippingScope(scope: DataScopeFilter) {
  return whereOf(shippingResource, [], scope);
}

export const acceptanceRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const config = { permission: SHIPPING_MENUS.receive };

  app.get(`${PICK_HEAD_BASE}/pickAcceptOrder`, { schema: { querystring: IdTextParams }, config }, async (request): Promise<Envelope<PickAcceptResult>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, PICK_LIST_MENU);
    const id = Number(request.query.id);
    const result = await db.transaction(async (tx) => {
      const [head] = await tx.select({ id: purPickHead.id, pickNo: purPickHead.pickNo, status: purPickHead.status }).from(purPickHead).where(and(eq(purPickHead.id, id), pickHeadInScope(scope)));
      if (!head) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单'));
      if (head.status !== 'confirmed') throw bad(ACCEPT_MESSAGES.pickNotConfirmed(head.pickNo));
      const open = await tx
        .select({ id: purPickShipping.id })
        .from(purPickShipping)
        .where(and(eq(purPickShipping.pickId, head.id), eq(purPickShipping.receiveStatus, 0), ne(purPickShipping.shippingStatus, 'CLOSE'), sql`${purPickShipping.netWeight} is not null`));
      if (open.length === 0) throw bad(ACCEPT_MESSAGES.nothingToAccept);
      return acceptShipments(tx, open.map((row) => row.id), scope, String(access.userId));
    });
    return ok(result, ACCEPT_MESSAGES.accepted(result.accepted));
  });

  app.post(`${PICK_HEAD_BASE}/pickAcceptOrdersByShippingIds`, { schema: { body: PickAcceptShippingBodySchema }, config }, async (request): Promise<Envelope<PickAcceptResult>> => {
    const access = accessOf(request);
    const ids = request.body.shippingIds;
    if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
    const result = await db.transaction((tx) => acceptShipments(tx, ids, dataScopeFor(access, PICK_LIST_MENU), String(access.userId)));
    return ok(result, ACCEPT_MESSAGES.accepted(result.accepted));
  });
};
