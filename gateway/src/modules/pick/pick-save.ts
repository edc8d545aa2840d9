/**
 * Writing a pick (issue 24): the editor's reads and the save and delete.
 *
 * - GET pick-head/pickable-contracts?keyword= : contracts in force in the caller's scope, for the editor.
 * - GET pick-head/contract-lines?contractId= : a contract's lines with executed, open plan of other
 *   open picks and what is available.
 * - POST pick-head/save (pick:add / pick:edit): head, lines, costs and vehicles in one transaction.
 *   Each contract line planned is locked (`select … for update`, in id order), then Σ open plan of the
 *   other open picks on it + this plan must fit quantity − executed: concurrent saves on one residual
 *   queue on the lock and exactly the ones that fit succeed.
 * - DELETE pick-head?ids= (pick:delete): new or refused picks without shipments, all or nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { PickDeleteBodySchema, PickSaveBodySchema, type PickableContract, type PickContractLines, type PickSaveBody, type PickSaved } from '../../api/pick.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsQuery } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { conContractHead } from '../../db/tables/contract.js';
import { purPickCost, purPickHead, purPickMaterial, purPickShipping, purPickVehicle, type PickStatus } from '../../db/tables/pick.js';
import { CONTRACT_IN_FORCE_STATUSES, contractInForceSql } from '../lookups/contract-residual.js';
import { supplierStandingProblem } from '../lookups/supplier-standing.js';
import { refreshPickTotals } from './pick-totals.js';
import { accountOf, contractInScope, contractLineFigures, lockPick, pickContractScope, type Tx } from './pick-common.js';
import { PICK_HEAD_BASE, PICK_MENUS, pickHeadResource } from './pick-list.js';
import { PICK_MESSAGES } from './pick-message-texts.js';
import { availableUnits, plannedProblem, text3, vehicleProblems } from './pick-quantity-rules.js';
import { isPickEditable } from './pick-status-machine.js';

/** The serial rule of pick numbers (TH + year-month + 5 digits). */
export const PICK_NO_RULE = 'PICKUP_ORDER_NO';

const ContractIdQuery = Type.Object({ contractId: Type.String({ pattern: '^[0-9]{1,15}$' }) }, { additionalProperties: false });
const KeywordQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });

type Contract = typeof conContractHead.$inferSelect;

/** Refuses a contract that is not in force, a strategic frame, or whose supplier may not be picked up from. */
async function checkContract(tx: Tx, contract: Contract): Promise<void> {
  const inForce = (CONTRACT_IN_FORCE_STATUSES as readonly string[]).includes(contract.status) && contract.exeStatus !== 'EXECUTION_COMPLETE';
  if (!inForce) throw new ApiError(422, PICK_MESSAGES.contractNotInForce(contract.contractNo));
  if (contract.contractCategory === 'strategic') throw new ApiError(422, PICK_MESSAGES.strategicContract(contract.contractNo));
  const problem = await supplierStandingProblem(tx, contract.supplierSn, false);
  if (problem) throw new ApiError(422, PICK_MESSAGES.supplierUnavailable(problem.replace(/，不能签订(新)?合同$/, '')));
}

async function storeOrgName(tx: Tx, code: string | null | undefined): Promise<string | null> {
  if (!code) return null;
  const [org] = await tx.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, code)).limit(1);
  if (!org) throw new ApiError(400, PICK_MESSAGES.storeOrgUnknown(code));
  return org.name;
}

/** Writes the pick of `body` (a new one, or an edit of a pick in new or refused) and answers its id, number and version. */
export async function savePick(db: AppDatabase, access: UserAccess, body: PickSaveBody): Promise<PickSaved> {
  const isCreate = body.id === undefined || body.id === null;
  if (!hasPermission(access, isCreate ? PICK_MENUS.add : PICK_MENUS.edit)) throw permissionDenied();
  const [vehicleProblem] = vehicleProblems(body.vehicles);
  if (vehicleProblem) throw new ApiError(400, vehicleProblem);
  if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
  if (body.arrivalStart && body.arrivalEnd && body.arrivalEnd < body.arrivalStart) throw new ApiError(400, PICK_MESSAGES.arrivalDates);
  const scope = dataScopeFor(access, PICK_MENUS.list);
  const actor = await accountOf(db, access.userId);
  return db.transaction(async (tx) => {
    const existing = isCreate ? undefined : await lockPick(tx, body.id as number, scope, body.version);
    if (existing && !isPickEditable(existing.status)) throw new ApiError(422, PICK_MESSAGES.notEditable(existing.pickNo, existing.status));
    if (existing && existing.contractId !== body.contractId) throw new ApiError(400, PICK_MESSAGES.otherContract);
    const contract = await contractInScope(tx, body.contractId, scope);
    await checkContract(tx, contract);
    const lineIds = [...new Set(body.materials.map((material) => material.contractLineId))];
    const figures = await contractLineFigures(tx, contract.id, { lineIds, lock: true, ...(existing ? { exceptPickId: existing.id } : {}) });
    const byId = new Map(figures.map((line) => [line.id, line]));
    const missing = lineIds.find((lineId) => !byId.has(lineId));
    if (missing !== undefined) throw new ApiError(400, PICK_MESSAGES.lineNotOfContract(missing));
    const problem = plannedProblem(body.materials.map((material) => {
      const line = byId.get(material.contractLineId)!;
      return { contractLineId: line.id, lineNo: line.lineNo, matName: line.matName, quantity: line.quantity, executedQuantity: line.executedQuantity, openOthers: line.openOthers, planned: material.plannedQuantity };
    }));
    if (problem) throw new ApiError(400, problem);
    const headValues = {
      storeOrgCode: body.storeOrgCode ?? null,
      storeOrgName: await storeOrgName(tx, body.storeOrgCode),
      subInventory: body.subInventory ?? null,
      pickDate: body.pickDate ?? null,
      arrivalStart: body.arrivalStart ?? null,
      arrivalEnd: body.arrivalEnd ?? null,
      remark: body.remark ?? null,
      updatedBy: actor,
      updatedTime: new Date(),
    };
    let pickId: number;
    let pickNo: string;
    if (existing) {
      pickId = existing.id;
      pickNo = existing.pickNo;
      await tx.update(purPickHead).set({ ...headValues, version: sql`${purPickHead.version} + 1` }).where(eq(purPickHead.id, pickId));
    } else {
      pickNo = await nextSerial(tx, PICK_NO_RULE, { orgCode: contract.orgCode });
      const [created] = await tx
        .insert(purPickHead)
        .values({
          ...headValues,
          pickNo,
          contractId: contract.id,
          contractNo: contract.contractNo,
          orgCode: contract.orgCode,
          orgName: contract.orgName,
          categoryCode: contract.categoryCode,
          categoryName: contract.categoryName,
          supplierSn: contract.supplierSn,
          supplierName: contract.supplierName,
          deliverType: contract.deliverType,
          createdBy: actor,
        })
        .returning({ id: purPickHead.id });
      pickId = created!.id;
    }
    await writeLines(tx, pickId, body, byId, actor);
    await writeVehicles(tx, pickId, body, actor);
    await tx.delete(purPickCost).where(eq(purPickCost.pickId, pickId));
    if (body.costs.length > 0) {
      await tx.insert(purPickCost).values(body.costs.map((cost) => ({ pickId, costType: cost.costType, costName: cost.costName, amount: cost.amount, remark: cost.remark ?? null, createdBy: actor, updatedBy: actor })));
    }
    await refreshPickTotals(tx, pickId);
    const [saved] = await tx.select({ version: purPickHead.version }).from(purPickHead).where(eq(purPickHead.id, pickId));
    return { id: pickId, pickNo, version: saved!.version };
  });
}

/** The lines of the body, matched to the stored ones by contract line: updated, added, or removed (a removed line must have no shipment). */
async function writeLines(tx: Tx, pickId: number, body: PickSaveBody, byId: Map<number, { lineNo: number; matCode: string; matName: string; unitCode: string; priceWithTax: string; taxRate: string }>, actor: string): Promise<void> {
  const stored = await tx.select({ id: purPickMaterial.id, contractLineId: purPickMaterial.contractLineId }).from(purPickMaterial).where(eq(purPickMaterial.pickId, pickId));
  const storedByLine = new Map(stored.map((row) => [row.contractLineId, row.id]));
  const kept = new Set(body.materials.map((material) => material.contractLineId));
  const removed = stored.filter((row) => !kept.has(row.contractLineId)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(purPickMaterial).where(inArray(purPickMaterial.id, removed));
  for (const material of body.materials) {
    const line = byId.get(material.contractLineId)!;
    const id = storedByLine.get(material.contractLineId);
    const values = { lineNo: line.lineNo, plannedQuantity: material.plannedQuantity, remark: material.remark ?? null, updatedBy: actor, updatedTime: new Date() };
    if (id !== undefined) {
      await tx.update(purPickMaterial).set({ ...values, version: sql`${purPickMaterial.version} + 1` }).where(eq(purPickMaterial.id, id));
    } else {
      await tx.insert(purPickMaterial).values({
        ...values,
        pickId,
        contractLineId: material.contractLineId,
        matCode: line.matCode,
        matName: line.matName,
        unitCode: line.unitCode,
        priceWithTax: line.priceWithTax,
        taxRate: line.taxRate,
        createdBy: actor,
      });
    }
  }
}

/** The vehicles of the body: one with an id of this pick is updated, one without is added, the others are removed. */
async function writeVehicles(tx: Tx, pickId: number, body: PickSaveBody, actor: string): Promise<void> {
  const stored = new Set((await tx.select({ id: purPickVehicle.id }).from(purPickVehicle).where(eq(purPickVehicle.pickId, pickId))).map((row) => row.id));
  const keptIds = new Set(body.vehicles.flatMap((vehicle) => (vehicle.id && stored.has(vehicle.id) ? [vehicle.id] : [])));
  const removed = [...stored].filter((id) => !keptIds.has(id));
  if (removed.length > 0) await tx.delete(purPickVehicle).where(inArray(purPickVehicle.id, removed));
  // Plates are unique per pick: kept vehicles are rewritten after a temporary plate, so two may swap.
  for (const id of keptIds) await tx.update(purPickVehicle).set({ plateNo: `~${id}` }).where(eq(purPickVehicle.id, id));
  for (const vehicle of body.vehicles) {
    const values = {
      plateNo: vehicle.plateNo.trim().toUpperCase(),
      driverName: vehicle.driverName.trim(),
      driverPhone: vehicle.driverPhone.trim(),
      idCard: vehicle.idCard.trim().toUpperCase(),
      plannedArrival: vehicle.plannedArrival ?? null,
      quantity: vehicle.quantity ?? null,
      updatedBy: actor,
      updatedTime: new Date(),
    };
    if (vehicle.id && keptIds.has(vehicle.id)) await tx.update(purPickVehicle).set({ ...values, version: sql`${purPickVehicle.version} + 1` }).where(eq(purPickVehicle.id, vehicle.id));
    else await tx.insert(purPickVehicle).values({ ...values, pickId, createdBy: actor });
  }
}

export const pickSaveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(`${PICK_HEAD_BASE}/pickable-contracts`, { schema: { querystring: KeywordQuery }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickableContract[]>> => {
    const scope = dataScopeFor(accessOf(request), PICK_MENUS.list);
    const keyword = request.query.keyword?.trim();
    const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    const rows = await db
      .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, contractName: conContractHead.contractName, supplierSn: conContractHead.supplierSn, supplierName: conContractHead.supplierName, orgCode: conContractHead.orgCode, orgName: conContractHead.orgName })
      .from(conContractHead)
      .where(
        and(
          whereOf(pickContractScope, [], scope),
          sql`${contractInForceSql('con_contract_head')} and con_contract_head.contract_category <> 'strategic'`,
          pattern ? or(ilike(conContractHead.contractNo, pattern), ilike(conContractHead.contractName, pattern), ilike(conContractHead.supplierName, pattern)) : undefined,
        ),
      )
      .orderBy(asc(conContractHead.contractNo))
      .limit(50);
    return ok(rows);
  });

  app.get(`${PICK_HEAD_BASE}/contract-lines`, { schema: { querystring: ContractIdQuery }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickContractLines>> => {
    const scope = dataScopeFor(accessOf(request), PICK_MENUS.list);
    const contract = await contractInScope(db, Number(request.query.contractId), scope);
    const lines = await contractLineFigures(db, contract.id);
    return ok({
      contract: { id: contract.id, contractNo: contract.contractNo, contractName: contract.contractName, orgCode: contract.orgCode, orgName: contract.orgName, supplierSn: contract.supplierSn, supplierName: contract.supplierName, categoryCode: contract.categoryCode, status: contract.status },
      lines: lines.map((line) => ({
        contractLineId: line.id,
        lineNo: line.lineNo,
        matCode: line.matCode,
        matName: line.matName,
        unitCode: line.unitCode,
        priceWithTax: line.priceWithTax,
        taxRate: line.taxRate,
        quantity: line.quantity,
        executedQuantity: line.executedQuantity,
        openPickQuantity: text3(line.openOthers),
        availableQuantity: text3(availableUnits(line, line.openOthers)),
      })),
    });
  });

  app.post(`${PICK_HEAD_BASE}/save`, { schema: { body: PickSaveBodySchema }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickSaved>> => {
    const isCreate = request.body.id === undefined || request.body.id === null;
    const saved = await savePick(db, accessOf(request), request.body);
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(PICK_HEAD_BASE, { schema: { querystring: IdsQuery, body: PickDeleteBodySchema }, config: { permission: PICK_MENUS.remove } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const body = request.body as number[] | { ids: number[] } | null | undefined;
    const fromQuery = request.query.ids === undefined ? [] : [request.query.ids].flat().flatMap((item) => item.split(',')).filter((item) => item !== '').map(Number);
    const ids = [...new Set([...fromQuery, ...(Array.isArray(body) ? body : (body?.ids ?? []))])];
    if (ids.length === 0) throw new ApiError(400, PICK_MESSAGES.idsRequired);
    const scope = dataScopeFor(accessOf(request), PICK_MENUS.list);
    await db.transaction(async (tx) => {
      const picks = await tx.select({ id: purPickHead.id, pickNo: purPickHead.pickNo, status: purPickHead.status }).from(purPickHead).where(scopedById(pickHeadResource, ids, scope)).orderBy(asc(purPickHead.id)).for('update');
      if (picks.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('提货单'));
      const locked = picks.find((pick) => !isPickEditable(pick.status as PickStatus));
      if (locked) throw new ApiError(422, PICK_MESSAGES.notDeletable(locked.pickNo, locked.status));
      const [shipped] = await tx.select({ pickNo: purPickShipping.pickNo }).from(purPickShipping).where(inArray(purPickShipping.pickId, ids)).limit(1);
      if (shipped) throw new ApiError(422, PICK_MESSAGES.hasShipments(shipped.pickNo));
      await tx.delete(purPickHead).where(inArray(purPickHead.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });
};
