/**
 * A sales order's reads and moves besides allocation and shipping (issue 26, part G2):
 *
 * - GET order/sale/detail/{sn} (and detail?id=) (order:sale): the order with its lines, active
 *   allocations, shipments and the actions its status allows.
 * - POST order/sale/finished (order:sale:finish) {id, version}: confirmed → finished; the unshipped rest
 *   of its active allocations goes back to the purchase lines (an allocation with nothing shipped is
 *   canceled, another keeps its shipped quantity).
 * - POST order/sale/close (order:sale:close) {id, version, reason}: as finished, to closed, refused while
 *   a shipment waits for its confirmation; the lines are closed.
 * - DELETE order/sale/delete {ids} (order:sale:delete): new orders without any allocation, all or nothing.
 * - POST order/sale/retryEbs (order:sale:retry) {id, version}: the order to EBS through the interface
 *   outbox (bizType SALE_ORDER_EBS, bizKey the order number), ebsStatus pending until EBS accepts it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { SaleAllocationCancelBodySchema, SaleOrderMoveBodySchema, type SaleAllocationRow, type SaleEbsQueued, type SaleOrderDetail, type SaleOrderLine, type SaleOrderMoved, type SaleOrderRow, type SaleOrdersDeleted } from '../../api/order-sale.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { matSaleAllocation, matSaleOrder, matSaleOrderLine, matSaleShipping, matViewSaleAllocationActive, matViewSaleShipping } from '../../db/tables/order.js';
import { moveSaleOrder, releaseAllocations } from './sale-allocation.js';
import {
  accountOf,
  ALLOCATION_VIEW_COLUMNS,
  leftUnits,
  lockAllocations,
  lockPurchaseLines,
  lockPurchaseOrders,
  lockSaleLines,
  lockSaleOrder,
  lockSaleOrders,
  readSaleOrder,
  refreshPurchaseTotals,
  refreshSaleTotals,
  SHIPPING_VIEW_COLUMNS,
  text3,
  touched,
  units,
  type SaleOrder,
  type Tx,
} from './sale-common.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { SALE_MESSAGES } from './sale-message-texts.js';
import { shippingRowOf } from './sale-shipping.js';
import { allowedSaleActions, canRetryEbs, nextSaleStatus, SALE_EDITABLE } from './sale-status-machine.js';

/** The outbox bizType of a sales order's message to EBS (bizKey its number, bizId its id). */
export const SALE_EBS_BIZ_TYPE = 'SALE_ORDER_EBS';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function saleRowOf(order: SaleOrder): SaleOrderRow {
  return {
    id: order.id,
    orderNo: order.orderNo,
    orgCode: order.orgCode,
    orgName: order.orgName,
    customerOrgCode: order.customerOrgCode,
    customerOrgName: order.customerOrgName,
    categoryCode: order.categoryCode,
    categoryName: order.categoryName,
    orderDate: order.orderDate,
    deliveryDate: order.deliveryDate,
    status: order.status,
    totalQuantity: order.totalQuantity,
    totalAmount: order.totalAmount,
    allocatedQuantity: order.allocatedQuantity,
    shippedQuantity: order.shippedQuantity,
    confirmedQuantity: order.confirmedQuantity,
    ebsStatus: order.ebsStatus,
    ebsMessage: order.ebsMessage,
    finishedBy: order.finishedBy,
    finishedTime: iso(order.finishedTime),
    closeReason: order.closeReason,
    remark: order.remark,
    createdBy: order.createdBy,
    createdTime: iso(order.createdTime)!,
    version: order.version,
  };
}

async function detailOf(db: Pick<AppDatabase, 'select'>, order: SaleOrder): Promise<SaleOrderDetail> {
  const [lines, allocations, shippings] = await Promise.all([
    db.select().from(matSaleOrderLine).where(eq(matSaleOrderLine.orderId, order.id)).orderBy(asc(matSaleOrderLine.lineNo)),
    db.select(ALLOCATION_VIEW_COLUMNS).from(matViewSaleAllocationActive).where(eq(matViewSaleAllocationActive.saleOrderId, order.id)).orderBy(asc(matViewSaleAllocationActive.id)),
    db.select(SHIPPING_VIEW_COLUMNS).from(matViewSaleShipping).where(eq(matViewSaleShipping.saleOrderId, order.id)).orderBy(asc(matViewSaleShipping.id)),
  ]);
  return {
    ...saleRowOf(order),
    lines: lines.map(
      (line): SaleOrderLine => ({
        id: line.id,
        orderId: line.orderId,
        lineNo: line.lineNo,
        matCode: line.matCode,
        matName: line.matName,
        unitCode: line.unitCode,
        quantity: line.quantity,
        priceWithTax: line.priceWithTax,
        taxRate: line.taxRate,
        amount: line.amount,
        allocatedQuantity: line.allocatedQuantity,
        shippedQuantity: line.shippedQuantity,
        confirmedQuantity: line.confirmedQuantity,
        unallocatedQuantity: text3(leftUnits(line.quantity, line.allocatedQuantity)),
        lineStatus: line.lineStatus,
        remark: line.remark,
        version: line.version,
      }),
    ),
    allocations: allocations.map(
      (row): SaleAllocationRow => ({
        id: row.id,
        saleOrderId: row.saleOrderId,
        saleOrderNo: row.saleOrderNo,
        saleLineId: row.saleLineId,
        saleLineNo: row.saleLineNo,
        purchaseOrderId: row.purchaseOrderId,
        purchaseOrderNo: row.purchaseOrderNo,
        purchaseLineId: row.purchaseLineId,
        purchaseLineNo: row.purchaseLineNo,
        orgCode: row.orgCode,
        customerOrgCode: row.customerOrgCode,
        customerOrgName: row.customerOrgName,
        supplierName: row.supplierName,
        matCode: row.matCode,
        matName: row.matName,
        unitCode: row.unitCode,
        quantity: row.quantity,
        shippedQuantity: row.shippedQuantity,
        status: row.status,
        allocatedBy: row.allocatedBy,
        allocatedTime: iso(row.allocatedTime)!,
        canceledBy: row.canceledBy,
        canceledTime: iso(row.canceledTime),
      }),
    ),
    shippings: shippings.map(shippingRowOf),
    allowedActions: allowedSaleActions(order.status, order.ebsStatus),
  };
}

/**
 * Ends an order (finish or close): locks in the part's order, checks the version and the move, gives
 * the unshipped rest of its active allocations back to the purchase lines, and moves the order.
 */
async function endOrder(tx: Tx, id: number, version: number, scope: DataScopeFilter, event: 'finish' | 'close', actor: string, reason: string | null): Promise<number> {
  const order = await readSaleOrder(tx, id, scope);
  const active = await tx.select().from(matSaleAllocation).where(and(eq(matSaleAllocation.saleOrderId, order.id), eq(matSaleAllocation.status, 'active')));
  await lockPurchaseOrders(tx, active.map((row) => row.purchaseOrderId));
  await lockPurchaseLines(tx, active.map((row) => row.purchaseLineId));
  const locked = await lockSaleOrder(tx, id, scope);
  if (locked.version !== version) throw versionConflict();
  if (nextSaleStatus(locked.status, event) === null) throw new ApiError(422, SALE_MESSAGES.forbiddenMove(locked.orderNo, locked.status, event));
  if (event === 'close') {
    const waiting = await tx
      .select({ id: matSaleShipping.id })
      .from(matSaleShipping)
      .where(and(eq(matSaleShipping.saleOrderId, order.id), eq(matSaleShipping.status, 'shipped')));
    if (waiting.length > 0) throw new ApiError(422, SALE_MESSAGES.closeBlocked(waiting.length));
  }
  const lines = await tx.select({ id: matSaleOrderLine.id }).from(matSaleOrderLine).where(eq(matSaleOrderLine.orderId, order.id));
  await lockSaleLines(tx, lines.map((line) => line.id));
  // An allocation committed after the unlocked read moved the order's version: the check above answered 409.
  const allocations = (await lockAllocations(tx, active.map((row) => row.id))).filter((row) => row.status === 'active');
  await releaseAllocations(
    tx,
    allocations.map((row) => {
      const rest = leftUnits(row.quantity, row.shippedQuantity);
      return { allocationId: row.id, saleLineId: row.saleLineId, purchaseLineId: row.purchaseLineId, quantity: rest, cancel: units(row.shippedQuantity) === 0n };
    }),
    actor,
  );
  if (event === 'close') {
    await tx.update(matSaleOrderLine).set({ lineStatus: 'closed', ...touched(matSaleOrderLine.version, actor) }).where(eq(matSaleOrderLine.orderId, order.id));
  }
  await refreshPurchaseTotals(tx, allocations.map((row) => row.purchaseOrderId));
  await refreshSaleTotals(tx, [order.id]);
  const now = new Date();
  return moveSaleOrder(
    tx,
    locked,
    event,
    actor,
    event === 'finish' ? { finishedBy: actor, finishedTime: now } : { closedBy: actor, closedTime: now, closeReason: reason },
  );
}

export const saleActionRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  outbox.onSuccess(SALE_EBS_BIZ_TYPE, async (tx, message) => {
    if (message.bizId !== null) await tx.update(matSaleOrder).set({ ebsStatus: 'success', ebsMessage: null }).where(eq(matSaleOrder.id, message.bizId));
  });

  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), ORDER_MENUS.sale);

  app.get(`${SALE_ORDER_BASE}/detail/:sn`, { schema: { params: Type.Object({ sn: Type.String({ minLength: 1, maxLength: 40 }) }) }, config: { permission: ORDER_MENUS.sale } }, async (request): Promise<Envelope<SaleOrderDetail>> => {
    const [found] = await db.select({ id: matSaleOrder.id }).from(matSaleOrder).where(eq(matSaleOrder.orderNo, request.params.sn));
    if (!found) throw new ApiError(404, SALE_MESSAGES.notFound);
    return ok(await detailOf(db, await readSaleOrder(db, found.id, scopeOf(request))));
  });

  app.get(`${SALE_ORDER_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: ORDER_MENUS.sale } }, async (request): Promise<Envelope<SaleOrderDetail>> => {
    return ok(await detailOf(db, await readSaleOrder(db, Number(request.query.id), scopeOf(request))));
  });

  for (const [path, event, permission, message] of [
    ['finished', 'finish', ORDER_MENUS.saleFinish, SALE_MESSAGES.finished],
    ['close', 'close', ORDER_MENUS.saleClose, SALE_MESSAGES.closed],
  ] as const) {
    app.post(`${SALE_ORDER_BASE}/${path}`, { schema: { body: SaleOrderMoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<SaleOrderMoved>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const { id, version, reason } = request.body;
      const next = await db.transaction(async (tx) => endOrder(tx, id, version, scopeOf(request), event, actor, reason?.trim() || null));
      return ok({ id, version: next }, message);
    });
  }

  app.delete(`${SALE_ORDER_BASE}/delete`, { schema: { body: SaleAllocationCancelBodySchema }, config: { permission: ORDER_MENUS.saleDelete } }, async (request): Promise<Envelope<SaleOrdersDeleted>> => {
    const ids = [...new Set(request.body.ids)];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const deleted = await db.transaction(async (tx) => {
      const orders = await lockSaleOrders(tx, ids, scopeOf(request));
      for (const order of orders) {
        if (!SALE_EDITABLE.includes(order.status)) throw new ApiError(422, SALE_MESSAGES.notDeletable(order.orderNo, order.status));
      }
      const [allocated] = await tx
        .select({ saleOrderId: matSaleAllocation.saleOrderId })
        .from(matSaleAllocation)
        .where(inArray(matSaleAllocation.saleOrderId, ids))
        .limit(1);
      if (allocated) throw new ApiError(422, SALE_MESSAGES.hasAllocations(orders.find((order) => order.id === allocated.saleOrderId)!.orderNo));
      await tx.delete(matSaleOrder).where(inArray(matSaleOrder.id, ids));
      return orders.length;
    });
    return ok({ deleted }, SAVE_MESSAGES.deleted);
  });

  app.post(`${SALE_ORDER_BASE}/retryEbs`, { schema: { body: SaleOrderMoveBodySchema }, config: { permission: ORDER_MENUS.saleRetry } }, async (request): Promise<Envelope<SaleEbsQueued>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const answer = await db.transaction(async (tx) => {
      const order = await lockSaleOrder(tx, request.body.id, scopeOf(request), request.body.version);
      const [pending] = await tx
        .select({ id: sysInterfaceLog.id })
        .from(sysInterfaceLog)
        .where(and(eq(sysInterfaceLog.bizType, SALE_EBS_BIZ_TYPE), eq(sysInterfaceLog.bizId, order.id), eq(sysInterfaceLog.state, 'PENDING')))
        .limit(1);
      if (pending) throw new ApiError(409, SALE_MESSAGES.ebsPending(order.orderNo));
      // pending without a pending message: the last one ended in ERROR, so it may be sent again.
      if (!canRetryEbs(order.status, order.ebsStatus === 'pending' ? 'failed' : order.ebsStatus)) throw new ApiError(422, SALE_MESSAGES.ebsNotRetryable(order.orderNo));
      const lines = await tx.select().from(matSaleOrderLine).where(eq(matSaleOrderLine.orderId, order.id)).orderBy(asc(matSaleOrderLine.lineNo));
      const logId = await outbox.enqueue(tx as AppDatabase, { system: 'EBS', bizType: SALE_EBS_BIZ_TYPE, bizKey: order.orderNo, bizId: order.id, payload: { orderId: order.id, orderNo: order.orderNo, head: order, lines }, createdBy: actor });
      const [updated] = await tx
        .update(matSaleOrder)
        .set({ ebsStatus: 'pending', ebsMessage: null, ...touched(matSaleOrder.version, actor) })
        .where(eq(matSaleOrder.id, order.id))
        .returning({ version: matSaleOrder.version });
      return { queued: true as const, logId, version: updated!.version };
    });
    await outbox.dispatch([answer.logId]);
    return ok(answer, SALE_MESSAGES.ebsSubmitted);
  });
};
