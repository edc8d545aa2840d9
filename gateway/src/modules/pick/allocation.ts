/**
 * Allocation of accepted quantities to receiving orgs (issue 24; CONTRACT "Allocation"), in the
 * caller's scope on 调拨分配 (allocation:list):
 *
 * - GET/POST pick-allocation/page, custom-page and view-pick-allocation-list/page, custom-page (lists);
 * - GET  pick-head/queryAllocationList?id=          the pick's lines with accepted/allocated/available and their allocations;
 * - POST pick-head/calEbsAvailableQuantity {pickMaterialId} → {available};
 * - POST pick-head/submitMaterialAllocation, batchAllocationMaterialLine {items}, updateAllocationList
 *   (allocation:submit): new allocations, Σ allocations of a line ≤ its accepted quantity (超出可分配数量)
 *   under the line's row lock; only a new one is edited;
 * - POST pick-head/submitAllocationList {ids} (allocation:submit): new → submitted, an EBS message each
 *   through the outbox (PICK_ALLOCATION; synched once EBS accepts it);
 * - DELETE pick-allocation?ids= (and deleteByIds; allocation:cancel): new ones only, all or nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AllocationAvailable, AllocationSaved, Envelope, PickAllocationLineRow, PickAllocationList, PickAllocationRow } from '../../api/index.js';
import { AllocationAvailableBodySchema, AllocationBatchBodySchema, AllocationCreateBodySchema, AllocationIdsBodySchema, AllocationUpdateBodySchema, type AllocationCreateBody } from '../../api/pick-shipping.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { purPickAllocation as allocation, purPickHead, purPickMaterial, purViewPickAllocationList } from '../../db/tables/pick.js';
import { allocatableLeft, shippedQuantityOf, storedUnits, toText } from './acceptance-rules.js';
import { ALLOCATION_BASE, ALLOCATION_VIEW_BASE, allocationLineResource, allocationResource, PICK_HEAD_BASE, pickHeadInScope, SHIPPING_MENUS } from './shipping-list.js';
import { ALLOCATION_MESSAGES } from './shipping-message-texts.js';
import { idsOf } from './shipping-routes.js';
import type { PickTx } from './shipping-save.js';

export const PICK_ALLOCATION_BIZ_TYPE = 'PICK_ALLOCATION';

const bad = (message: string) => new ApiError(400, message);
const selectionOf = (fields: typeof allocationResource.fields) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.column])) as Record<string, typeof allocation.id>;
const ALLOCATION_SELECTION = selectionOf(allocationResource.fields);
const LINE_SELECTION = selectionOf(allocationLineResource.fields);
const ALLOCATION_NO = sql`'FP' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(${allocation.id}::text, 6, '0')`;

/** The org names of `codes` (unknown ones absent). */
async function orgNames(tx: PickTx, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Σ allocations of a line, except `exceptId`. */
async function allocatedOn(tx: PickTx, pickMaterialId: number, exceptId?: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${allocation.quantity}), 0)` })
    .from(allocation)
    .where(and(eq(allocation.pickMaterialId, pickMaterialId), exceptId === undefined ? undefined : ne(allocation.id, exceptId)));
  return storedUnits(row?.total);
}

/** The lines `ids` with their heads, locked in id order, within `scope`. */
async function lockLines(tx: PickTx, ids: readonly number[], scope: DataScopeFilter) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ line: purPickMaterial, head: purPickHead })
    .from(purPickMaterial)
    .innerJoin(purPickHead, eq(purPickHead.id, purPickMaterial.pickId))
    .where(and(inArray(purPickMaterial.id, unique), pickHeadInScope(scope)))
    .orderBy(asc(purPickMaterial.id))
    .for('update');
  if (rows.length !== unique.length) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单明细'));
  return new Map(rows.map((row) => [row.line.id, row]));
}

type LockedLines = Awaited<ReturnType<typeof lockLines>>;

function lineOf(lines: LockedLines, id: number) {
  const found = lines.get(id);
  if (!found) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单明细'));
  return found;
}

/** Creates new allocations, all or nothing. */
async function createAllocations(tx: PickTx, items: readonly AllocationCreateBody[], scope: DataScopeFilter, actor: string): Promise<AllocationSaved> {
  const quantities = items.map((item) => shippedQuantityOf(item.quantity));
  if (quantities.some((units) => units === null)) throw bad(ALLOCATION_MESSAGES.quantityInvalid);
  const lines = await lockLines(tx, items.map((item) => item.pickMaterialId), scope);
  const names = await orgNames(tx, items.map((item) => item.targetOrgCode.trim()));
  const taken = new Map<number, bigint>();
  const saved: AllocationSaved = { ids: [], allocationNos: [] };
  for (const [index, item] of items.entries()) {
    const { line, head } = lineOf(lines, item.pickMaterialId);
    const target = item.targetOrgCode.trim();
    if (!names.has(target)) throw bad(ALLOCATION_MESSAGES.targetUnknown(target));
    const before = taken.get(line.id) ?? (await allocatedOn(tx, line.id));
    const available = allocatableLeft(storedUnits(line.acceptedQuantity), before);
    const quantity = quantities[index] as bigint;
    if (quantity > available) throw bad(ALLOCATION_MESSAGES.overAvailable(toText(available)));
    taken.set(line.id, before + quantity);
    const [inserted] = await tx
      .insert(allocation)
      .values({
        allocationNo: `tmp-${randomUUID()}`,
        pickId: head.id,
        pickNo: head.pickNo,
        pickMaterialId: line.id,
        orgCode: head.orgCode,
        categoryCode: head.categoryCode,
        supplierSn: head.supplierSn,
        supplierName: head.supplierName,
        matCode: line.matCode,
        matName: line.matName,
        targetOrgCode: target,
        targetOrgName: names.get(target) ?? null,
        subInventory: item.subInventory?.trim() || null,
        quantity: toText(quantity),
        remark: item.remark ?? null,
        createdBy: actor,
        updatedBy: actor,
      })
      .returning({ id: allocation.id });
    const [numbered] = await tx
      .update(allocation)
      .set({ allocationNo: ALLOCATION_NO })
      .where(eq(allocation.id, (inserted as { id: number }).id))
      .returning({ id: allocation.id, allocationNo: allocation.allocationNo });
    saved.ids.push((numbered as { id: number }).id);
    saved.allocationNos.push((numbered as { allocationNo: string }).allocationNo);
  }
  return saved;
}

export const allocationRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  registerListReads(app, ALLOCATION_BASE, db, allocationResource, SHIPPING_MENUS.allocation);
  registerListReads(app, ALLOCATION_VIEW_BASE, db, allocationLineResource, SHIPPING_MENUS.allocation);
  outbox.onSuccess(PICK_ALLOCATION_BIZ_TYPE, async (tx, message) => {
    if (message.bizId === null) return;
    await tx.update(allocation).set({ ebsSyncStatus: 'synched' }).where(eq(allocation.id, message.bizId));
  });
  const read = { permission: SHIPPING_MENUS.allocation };
  const write = { permission: SHIPPING_MENUS.allocate };
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), SHIPPING_MENUS.allocation);
  const actorOf = (request: Parameters<typeof accessOf>[0]) => String(accessOf(request).userId);

  app.get(`${PICK_HEAD_BASE}/queryAllocationList`, { schema: { querystring: IdTextParams }, config: read }, async (request): Promise<Envelope<PickAllocationList>> => {
    const id = Number(request.query.id);
    const [head] = await db.select({ id: purPickHead.id, pickNo: purPickHead.pickNo }).from(purPickHead).where(and(eq(purPickHead.id, id), pickHeadInScope(scopeOf(request))));
    if (!head) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单'));
    const lines = (await db.select(LINE_SELECTION).from(purViewPickAllocationList).where(eq(purViewPickAllocationList.pickId, id)).orderBy(asc(purViewPickAllocationList.lineNo))) as unknown as PickAllocationLineRow[];
    const allocations = (await db.select(ALLOCATION_SELECTION).from(allocation).where(eq(allocation.pickId, id)).orderBy(asc(allocation.id))) as unknown as PickAllocationRow[];
    return ok({ pickId: head.id, pickNo: head.pickNo, lines: lines.map((line) => ({ ...line, allocations: allocations.filter((row) => row.pickMaterialId === line.id) })) });
  });

  app.post(`${PICK_HEAD_BASE}/calEbsAvailableQuantity`, { schema: { body: AllocationAvailableBodySchema }, config: read }, async (request): Promise<Envelope<AllocationAvailable>> => {
    const id = request.body.pickMaterialId;
    const [line] = await db
      .select({ available: purViewPickAllocationList.availableQuantity })
      .from(purViewPickAllocationList)
      .where(scopedById(allocationLineResource, [id], scopeOf(request)));
    if (!line) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单明细'));
    return ok({ pickMaterialId: id, available: toText(storedUnits(line.available)) });
  });

  app.post(`${PICK_HEAD_BASE}/submitMaterialAllocation`, { schema: { body: AllocationCreateBodySchema }, config: write }, async (request): Promise<Envelope<AllocationSaved>> => {
    const saved = await db.transaction((tx) => createAllocations(tx, [request.body], scopeOf(request), actorOf(request)));
    return ok(saved, ALLOCATION_MESSAGES.created(saved.ids.length));
  });

  app.post(`${PICK_HEAD_BASE}/batchAllocationMaterialLine`, { schema: { body: AllocationBatchBodySchema }, config: write }, async (request): Promise<Envelope<AllocationSaved>> => {
    const saved = await db.transaction((tx) => createAllocations(tx, request.body.items, scopeOf(request), actorOf(request)));
    return ok(saved, ALLOCATION_MESSAGES.created(saved.ids.length));
  });

  app.post(`${PICK_HEAD_BASE}/updateAllocationList`, { schema: { body: AllocationUpdateBodySchema }, config: write }, async (request): Promise<Envelope<{ id: number; version: number }>> => {
    const body = request.body;
    const scope = scopeOf(request);
    const actor = actorOf(request);
    const quantity = shippedQuantityOf(body.quantity);
    if (quantity === null) throw bad(ALLOCATION_MESSAGES.quantityInvalid);
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(allocation).where(scopedById(allocationResource, [body.id], scope)).for('update');
      if (!row) throw new ApiError(404, SAVE_MESSAGES.notFound(allocationResource.label));
      if (row.version !== body.version) throw versionConflict();
      if (row.status !== 'new') throw bad(ALLOCATION_MESSAGES.notEditable(row.allocationNo));
      const { line } = lineOf(await lockLines(tx, [row.pickMaterialId], scope), row.pickMaterialId);
      const target = body.targetOrgCode.trim();
      const names = await orgNames(tx, [target]);
      if (!names.has(target)) throw bad(ALLOCATION_MESSAGES.targetUnknown(target));
      const available = allocatableLeft(storedUnits(line.acceptedQuantity), await allocatedOn(tx, line.id, row.id));
      if (quantity > available) throw bad(ALLOCATION_MESSAGES.overAvailable(toText(available)));
      const [updated] = await tx
        .update(allocation)
        .set({ targetOrgCode: target, targetOrgName: names.get(target) ?? null, subInventory: body.subInventory?.trim() || null, quantity: toText(quantity), remark: body.remark ?? row.remark, updatedBy: actor, updatedTime: new Date(), version: sql`${allocation.version} + 1` })
        .where(eq(allocation.id, row.id))
        .returning({ id: allocation.id, version: allocation.version });
      return updated as { id: number; version: number };
    });
    return ok(result, SAVE_MESSAGES.updated);
  });

  app.post(`${PICK_HEAD_BASE}/submitAllocationList`, { schema: { body: AllocationIdsBodySchema }, config: write }, async (request): Promise<Envelope<AllocationSaved>> => {
    const ids = request.body.ids;
    if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
    const actor = actorOf(request);
    const scope = scopeOf(request);
    const saved = await db.transaction(async (tx) => {
      const rows = await tx.select().from(allocation).where(scopedById(allocationResource, ids, scope)).orderBy(asc(allocation.id)).for('update');
      if (rows.length !== new Set(ids).size) throw new ApiError(404, SAVE_MESSAGES.someMissing(allocationResource.label));
      const submitted = rows.find((row) => row.status !== 'new');
      if (submitted) throw bad(ALLOCATION_MESSAGES.alreadySubmitted(submitted.allocationNo));
      const now = new Date();
      await tx
        .update(allocation)
        .set({ status: 'submitted', submittedBy: actor, submittedTime: now, updatedBy: actor, updatedTime: now, version: sql`${allocation.version} + 1` })
        .where(inArray(allocation.id, rows.map((row) => row.id)));
      for (const row of rows) {
        await outbox.enqueue(tx, {
          system: 'EBS',
          bizType: PICK_ALLOCATION_BIZ_TYPE,
          bizKey: row.allocationNo,
          bizId: row.id,
          payload: { allocationNo: row.allocationNo, pickNo: row.pickNo, orgCode: row.orgCode, targetOrgCode: row.targetOrgCode, subInventory: row.subInventory, matCode: row.matCode, quantity: row.quantity },
          createdBy: actor,
        });
      }
      return { ids: rows.map((row) => row.id), allocationNos: rows.map((row) => row.allocationNo) };
    });
    return ok(saved, ALLOCATION_MESSAGES.submitted(saved.ids.length));
  });

  for (const path of [ALLOCATION_BASE, `${ALLOCATION_BASE}/deleteByIds`]) {
    app.delete(path, { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: SHIPPING_MENUS.cancelAllocation } }, async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query, request.body);
      if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
      const scope = scopeOf(request);
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(allocation).where(scopedById(allocationResource, ids, scope)).for('update');
        if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(allocationResource.label));
        const submitted = rows.find((row) => row.status !== 'new');
        if (submitted) throw bad(ALLOCATION_MESSAGES.notDeletable(submitted.allocationNo));
        await tx.delete(allocation).where(inArray(allocation.id, ids));
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    });
  }
};
