/**
 * Allocation of purchase-line quantity onto sale lines (issue 26, part G2):
 *
 * - GET order/sale/allocatable?saleLineId= (order:sale): the open lines of the seller org's purchase
 *   orders in an allocatable status, of the sale line's material, with quantity left.
 * - POST order/sale/allocate (order:sale:allocate) SaleAllocateBody: locks the purchase orders and lines,
 *   then the sale order and line (each in id order), checks again under the locks that each allocation
 *   fits its purchase line's quantity − allocated and their sum the sale line's unallocated, then moves
 *   the quantities on both sides (lines and heads) and the sale order new → allocated. Racing requests
 *   queue on the purchase line's lock: the line is never allocated beyond its quantity.
 * - POST order/sale/allocate/cancel {ids} (order:sale:allocate): allocations with nothing shipped are
 *   canceled and their quantity released on both sides; an order left without an active allocation
 *   returns to new.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ALLOCATABLE_PURCHASE_STATUSES } from '../../api/order-purchase.js';
import { SaleAllocateBodySchema, SaleAllocationCancelBodySchema, type AllocatablePurchaseLine, type SaleAllocated, type SaleAllocationsCanceled } from '../../api/order-sale.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdText } from '../../core/schemas.js';
import type { PurchaseOrderStatus } from '../../db/tables/order.js';
import type { AppDatabase } from '../../db/connection.js';
import { matPurchaseOrder, matPurchaseOrderLine, matSaleAllocation, matSaleOrder, matSaleOrderLine } from '../../db/tables/order.js';
import {
  accountOf,
  leftUnits,
  lockAllocations,
  lockPurchaseLines,
  lockPurchaseOrders,
  lockSaleLines,
  lockSaleOrders,
  readSaleOrder,
  refreshPurchaseTotals,
  refreshSaleTotals,
  text3,
  touched,
  units,
  type SaleOrder,
  type Tx,
} from './sale-common.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { SALE_MESSAGES } from './sale-message-texts.js';
import { nextSaleStatus } from './sale-status-machine.js';

const ALLOCATABLE: readonly PurchaseOrderStatus[] = ALLOCATABLE_PURCHASE_STATUSES;

export function isAllocatablePurchase(status: PurchaseOrderStatus): boolean {
  return ALLOCATABLE.includes(status);
}

/** Moves `order` by the sale event when the machine changes its status (422 when it forbids the event). */
export async function moveSaleOrder(tx: Tx, order: SaleOrder, event: Parameters<typeof nextSaleStatus>[1], actor: string, extra: Partial<typeof matSaleOrder.$inferInsert> = {}): Promise<number> {
  const to = nextSaleStatus(order.status, event);
  if (to === null) throw new ApiError(422, SALE_MESSAGES.forbiddenMove(order.orderNo, order.status, event));
  const [updated] = await tx
    .update(matSaleOrder)
    .set({ ...extra, status: to, ...touched(matSaleOrder.version, actor) })
    .where(eq(matSaleOrder.id, order.id))
    .returning({ version: matSaleOrder.version });
  return updated!.version;
}

/** Cancels locked allocations (checked by the caller) and releases their quantity on both sides. */
export async function releaseAllocations(
  tx: Tx,
  releases: readonly { allocationId: number; saleLineId: number; purchaseLineId: number; quantity: bigint; cancel: boolean }[],
  actor: string,
): Promise<void> {
  for (const release of releases) {
    if (release.quantity <= 0n) continue;
    const quantity = text3(release.quantity);
    await tx
      .update(matSaleAllocation)
      .set(
        release.cancel
          ? { status: 'canceled', canceledBy: actor, canceledTime: new Date(), ...touched(matSaleAllocation.version, actor) }
          : { quantity: sql`${matSaleAllocation.quantity} - ${quantity}::numeric`, ...touched(matSaleAllocation.version, actor) },
      )
      .where(eq(matSaleAllocation.id, release.allocationId));
    await tx
      .update(matPurchaseOrderLine)
      .set({ allocatedQuantity: sql`${matPurchaseOrderLine.allocatedQuantity} - ${quantity}::numeric`, ...touched(matPurchaseOrderLine.version, actor) })
      .where(eq(matPurchaseOrderLine.id, release.purchaseLineId));
    await tx
      .update(matSaleOrderLine)
      .set({ allocatedQuantity: sql`${matSaleOrderLine.allocatedQuantity} - ${quantity}::numeric`, ...touched(matSaleOrderLine.version, actor) })
      .where(eq(matSaleOrderLine.id, release.saleLineId));
  }
}

export const saleAllocationRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    `${SALE_ORDER_BASE}/allocatable`,
    { schema: { querystring: Type.Object({ saleLineId: IdText }) }, config: { permission: ORDER_MENUS.sale } },
    async (request): Promise<Envelope<AllocatablePurchaseLine[]>> => {
      const [line] = await db.select().from(matSaleOrderLine).where(eq(matSaleOrderLine.id, Number(request.query.saleLineId)));
      if (!line) throw new ApiError(404, SALE_MESSAGES.lineNotFound);
      const order = await readSaleOrder(db, line.orderId, dataScopeFor(accessOf(request), ORDER_MENUS.sale)).catch(() => {
        throw new ApiError(404, SALE_MESSAGES.lineNotFound);
      });
      const rows = await db
        .select({
          purchaseOrderId: matPurchaseOrder.id,
          purchaseOrderNo: matPurchaseOrder.orderNo,
          purchaseLineId: matPurchaseOrderLine.id,
          lineNo: matPurchaseOrderLine.lineNo,
          supplierName: matPurchaseOrder.supplierName,
          matCode: matPurchaseOrderLine.matCode,
          matName: matPurchaseOrderLine.matName,
          unitCode: matPurchaseOrderLine.unitCode,
          quantity: matPurchaseOrderLine.quantity,
          allocatedQuantity: matPurchaseOrderLine.allocatedQuantity,
          priceWithTax: matPurchaseOrderLine.priceWithTax,
        })
        .from(matPurchaseOrderLine)
        .innerJoin(matPurchaseOrder, eq(matPurchaseOrder.id, matPurchaseOrderLine.orderId))
        .where(
          and(
            eq(matPurchaseOrder.orgCode, order.orgCode),
            eq(matPurchaseOrderLine.matCode, line.matCode),
            inArray(matPurchaseOrder.status, [...ALLOCATABLE]),
            eq(matPurchaseOrderLine.lineStatus, 'open'),
            gt(matPurchaseOrderLine.quantity, matPurchaseOrderLine.allocatedQuantity),
          ),
        )
        .orderBy(asc(matPurchaseOrder.orderDate), asc(matPurchaseOrder.id), asc(matPurchaseOrderLine.lineNo));
      return ok(rows.map((row) => ({ ...row, availableQuantity: text3(leftUnits(row.quantity, row.allocatedQuantity)) })));
    },
  );

  app.post(`${SALE_ORDER_BASE}/allocate`, { schema: { body: SaleAllocateBodySchema }, config: { permission: ORDER_MENUS.saleAllocate } }, async (request): Promise<Envelope<SaleAllocated>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, ORDER_MENUS.sale);
    const actor = await accountOf(db, access.userId);
    const { saleLineId, allocations } = request.body;
    const answer = await db.transaction(async (tx) => {
      const [saleLine] = await tx.select().from(matSaleOrderLine).where(eq(matSaleOrderLine.id, saleLineId));
      if (!saleLine) throw new ApiError(404, SALE_MESSAGES.lineNotFound);
      await readSaleOrder(tx, saleLine.orderId, scope).catch(() => {
        throw new ApiError(404, SALE_MESSAGES.lineNotFound);
      });
      const purchaseLineIds = allocations.map((allocation) => allocation.purchaseLineId);
      const known = await tx.select({ id: matPurchaseOrderLine.id, orderId: matPurchaseOrderLine.orderId }).from(matPurchaseOrderLine).where(inArray(matPurchaseOrderLine.id, purchaseLineIds));
      const missing = purchaseLineIds.find((id) => !known.some((row) => row.id === id));
      if (missing !== undefined) throw new ApiError(404, SALE_MESSAGES.purchaseLineNotFound(missing));
      // The locks, in the part's order; every check below reads the locked rows.
      const purchases = new Map((await lockPurchaseOrders(tx, known.map((row) => row.orderId))).map((row) => [row.id, row]));
      const purchaseLines = new Map((await lockPurchaseLines(tx, purchaseLineIds)).map((row) => [row.id, row]));
      const [order] = await lockSaleOrders(tx, [saleLine.orderId], scope);
      const [line] = await lockSaleLines(tx, [saleLineId]);
      const to = nextSaleStatus(order!.status, 'allocate');
      if (to === null) throw new ApiError(422, SALE_MESSAGES.forbiddenMove(order!.orderNo, order!.status, 'allocate'));
      if (line!.lineStatus !== 'open') throw new ApiError(422, SALE_MESSAGES.lineClosed(line!.lineNo));
      const seen = new Set<number>();
      let total = 0n;
      for (const allocation of allocations) {
        const purchaseLine = purchaseLines.get(allocation.purchaseLineId)!;
        const purchase = purchases.get(purchaseLine.orderId)!;
        if (seen.has(purchaseLine.id)) throw new ApiError(400, SALE_MESSAGES.purchaseLineRepeated(purchase.orderNo, purchaseLine.lineNo));
        seen.add(purchaseLine.id);
        const quantity = units(allocation.quantity);
        if (quantity <= 0n) throw new ApiError(400, SALE_MESSAGES.allocateQuantityPositive);
        if (purchase.orgCode !== order!.orgCode) throw new ApiError(422, SALE_MESSAGES.purchaseOtherOrg(purchase.orderNo));
        if (purchaseLine.matCode !== line!.matCode) throw new ApiError(422, SALE_MESSAGES.purchaseOtherMaterial(purchase.orderNo, purchaseLine.lineNo));
        if (!isAllocatablePurchase(purchase.status)) throw new ApiError(422, SALE_MESSAGES.purchaseNotAllocatable(purchase.orderNo));
        if (purchaseLine.lineStatus !== 'open') throw new ApiError(422, SALE_MESSAGES.purchaseLineClosed(purchase.orderNo, purchaseLine.lineNo));
        const available = leftUnits(purchaseLine.quantity, purchaseLine.allocatedQuantity);
        if (quantity > available) throw new ApiError(422, SALE_MESSAGES.purchaseShortage(purchase.orderNo, purchaseLine.lineNo, text3(available)));
        total += quantity;
      }
      const unallocated = leftUnits(line!.quantity, line!.allocatedQuantity);
      if (total > unallocated) throw new ApiError(422, SALE_MESSAGES.saleLineShortage(line!.lineNo, text3(unallocated)));

      const inserted = await tx
        .insert(matSaleAllocation)
        .values(
          allocations.map((allocation) => ({
            saleOrderId: order!.id,
            saleLineId: line!.id,
            purchaseOrderId: purchaseLines.get(allocation.purchaseLineId)!.orderId,
            purchaseLineId: allocation.purchaseLineId,
            quantity: text3(units(allocation.quantity)),
            allocatedBy: actor,
            createdBy: actor,
            updatedBy: actor,
          })),
        )
        .returning({ id: matSaleAllocation.id });
      for (const allocation of allocations) {
        await tx
          .update(matPurchaseOrderLine)
          .set({ allocatedQuantity: sql`${matPurchaseOrderLine.allocatedQuantity} + ${text3(units(allocation.quantity))}::numeric`, ...touched(matPurchaseOrderLine.version, actor) })
          .where(eq(matPurchaseOrderLine.id, allocation.purchaseLineId));
      }
      await tx
        .update(matSaleOrderLine)
        .set({ allocatedQuantity: sql`${matSaleOrderLine.allocatedQuantity} + ${text3(total)}::numeric`, ...touched(matSaleOrderLine.version, actor) })
        .where(eq(matSaleOrderLine.id, line!.id));
      await refreshPurchaseTotals(tx, [...purchases.keys()]);
      await refreshSaleTotals(tx, [order!.id]);
      const version = await moveSaleOrder(tx, order!, 'allocate', actor);
      return { id: order!.id, version, allocationIds: inserted.map((row) => row.id) };
    });
    return ok(answer, SALE_MESSAGES.allocated);
  });

  app.post(`${SALE_ORDER_BASE}/allocate/cancel`, { schema: { body: SaleAllocationCancelBodySchema }, config: { permission: ORDER_MENUS.saleAllocate } }, async (request): Promise<Envelope<SaleAllocationsCanceled>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, ORDER_MENUS.sale);
    const actor = await accountOf(db, access.userId);
    const ids = [...new Set(request.body.ids)];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const canceled = await db.transaction(async (tx) => {
      const found = await tx.select().from(matSaleAllocation).where(inArray(matSaleAllocation.id, ids));
      if (found.length !== ids.length) throw new ApiError(404, SALE_MESSAGES.allocationNotFound);
      await lockPurchaseOrders(tx, found.map((row) => row.purchaseOrderId));
      await lockPurchaseLines(tx, found.map((row) => row.purchaseLineId));
      const orders = await lockSaleOrders(tx, found.map((row) => row.saleOrderId), scope).catch(() => {
        throw new ApiError(404, SALE_MESSAGES.allocationNotFound);
      });
      await lockSaleLines(tx, found.map((row) => row.saleLineId));
      const locked = await lockAllocations(tx, ids);
      for (const allocation of locked) {
        if (allocation.status !== 'active') throw new ApiError(422, SALE_MESSAGES.allocationCanceled(allocation.id));
        if (units(allocation.shippedQuantity) > 0n) throw new ApiError(422, SALE_MESSAGES.allocationShipped(allocation.id));
      }
      await releaseAllocations(
        tx,
        locked.map((allocation) => ({ allocationId: allocation.id, saleLineId: allocation.saleLineId, purchaseLineId: allocation.purchaseLineId, quantity: units(allocation.quantity), cancel: true })),
        actor,
      );
      await refreshPurchaseTotals(tx, found.map((row) => row.purchaseOrderId));
      await refreshSaleTotals(tx, orders.map((order) => order.id));
      for (const order of orders) {
        const [active] = await tx
          .select({ id: matSaleAllocation.id })
          .from(matSaleAllocation)
          .where(and(eq(matSaleAllocation.saleOrderId, order.id), eq(matSaleAllocation.status, 'active')))
          .limit(1);
        if (!active && nextSaleStatus(order.status, 'release') !== null) await moveSaleOrder(tx, order, 'release', actor);
      }
      return locked.length;
    });
    return ok({ canceled }, SALE_MESSAGES.allocationsCanceled);
  });
};
