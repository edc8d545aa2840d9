/**
 * Shipments of a sales order and the mill's confirmation (issue 26, part G2):
 *
 * - POST order/sale/shipping/save (order:sale:ship) SaleShippingSaveBody: one vehicle's load on an
 *   active allocation, ≤ its quantity − shipped; plate (车牌号有误) and, when given, mobile (手机号有误)
 *   checked by the design system's rules; number XF… (MAT_SALE_SHIPPING_NO). Under the part's locks the
 *   shipped quantity grows on the allocation, the sale line and head and the purchase line and head; the
 *   purchase order becomes partialShipped or shipped (shippedStatusOf of part G1) and the sale order
 *   shipping.
 * - GET order/sale/confirm/detail?id= (order:sale): one shipment as the confirm list shows it.
 * - POST order/sale/confirm (order:sale:confirm) SaleConfirmBody: shipped → confirmed with a confirmed
 *   quantity ≤ the shipped one, added to the sale line and head; an order whose every shipment is
 *   confirmed becomes confirmed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isMobile, isPlateNo } from '@srm/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SaleConfirmBodySchema, SaleShippingSaveBodySchema, type SaleShipmentsConfirmed, type SaleShipped, type SaleShippingRow } from '../../api/order-sale.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { matPurchaseOrder, matPurchaseOrderLine, matSaleAllocation, matSaleOrderLine, matSaleShipping, matViewSaleShipping } from '../../db/tables/order.js';
import { isAllocatablePurchase, moveSaleOrder } from './sale-allocation.js';
import {
  accountOf,
  isDay,
  leftUnits,
  lockAllocations,
  lockPurchaseLines,
  lockPurchaseOrders,
  lockSaleLines,
  lockSaleOrders,
  lockShippings,
  refreshPurchaseTotals,
  refreshSaleTotals,
  SHIPPING_VIEW_COLUMNS,
  text3,
  touched,
  units,
  type ShippingViewRow,
} from './sale-common.js';
import { saleShippingResource } from './sale-list.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { shippedStatusOf } from './purchase-status-machine.js';
import { SALE_MESSAGES } from './sale-message-texts.js';
import { nextSaleStatus } from './sale-status-machine.js';

/** A shipment's row as the lists show it (the view's columns). */
export function shippingRowOf(row: ShippingViewRow): SaleShippingRow {
  return {
    id: row.id,
    shippingNo: row.shippingNo,
    saleOrderId: row.saleOrderId,
    saleOrderNo: row.saleOrderNo,
    saleLineId: row.saleLineId,
    allocationId: row.allocationId,
    purchaseOrderNo: row.purchaseOrderNo,
    orgCode: row.orgCode,
    customerOrgCode: row.customerOrgCode,
    customerOrgName: row.customerOrgName,
    matCode: row.matCode,
    matName: row.matName,
    unitCode: row.unitCode,
    plateNo: row.plateNo,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    quantity: row.quantity,
    shipDate: row.shipDate,
    status: row.status,
    confirmedQuantity: row.confirmedQuantity,
    confirmedBy: row.confirmedBy,
    confirmedTime: row.confirmedTime === null ? null : new Date(row.confirmedTime).toISOString(),
    remark: row.remark,
  };
}

export const saleShippingRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(`${SALE_ORDER_BASE}/shipping/save`, { schema: { body: SaleShippingSaveBodySchema }, config: { permission: ORDER_MENUS.saleShip } }, async (request): Promise<Envelope<SaleShipped>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, ORDER_MENUS.sale);
    const body = request.body;
    const plateNo = body.plateNo.trim().toUpperCase();
    if (!isPlateNo(plateNo)) throw new ApiError(400, SALE_MESSAGES.plateInvalid);
    const phone = body.driverPhone?.trim() ?? '';
    if (phone !== '' && !isMobile(phone)) throw new ApiError(400, SALE_MESSAGES.mobileInvalid);
    if (!isDay(body.shipDate)) throw new ApiError(400, SALE_MESSAGES.dateInvalid);
    const quantity = units(body.quantity);
    if (quantity <= 0n) throw new ApiError(400, SALE_MESSAGES.shipQuantityPositive);
    const actor = await accountOf(db, access.userId);
    const saved = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(matSaleAllocation).where(eq(matSaleAllocation.id, body.allocationId));
      if (!found) throw new ApiError(404, SALE_MESSAGES.allocationNotFound);
      const [purchase] = await lockPurchaseOrders(tx, [found.purchaseOrderId]);
      await lockPurchaseLines(tx, [found.purchaseLineId]);
      const [order] = await lockSaleOrders(tx, [found.saleOrderId], scope).catch(() => {
        throw new ApiError(404, SALE_MESSAGES.allocationNotFound);
      });
      await lockSaleLines(tx, [found.saleLineId]);
      const [allocation] = await lockAllocations(tx, [found.id]);
      if (allocation!.status !== 'active') throw new ApiError(422, SALE_MESSAGES.allocationCanceled(allocation!.id));
      if (nextSaleStatus(order!.status, 'ship') === null) throw new ApiError(422, SALE_MESSAGES.forbiddenMove(order!.orderNo, order!.status, 'ship'));
      if (!isAllocatablePurchase(purchase!.status)) throw new ApiError(422, SALE_MESSAGES.purchaseNotShippable(purchase!.orderNo));
      const left = leftUnits(allocation!.quantity, allocation!.shippedQuantity);
      if (quantity > left) throw new ApiError(422, SALE_MESSAGES.shipShortage(text3(left)));

      const shipped = text3(quantity);
      const shippingNo = await nextSerial(tx, 'MAT_SALE_SHIPPING_NO', { orgCode: order!.orgCode });
      const [created] = await tx
        .insert(matSaleShipping)
        .values({
          shippingNo,
          saleOrderId: order!.id,
          saleLineId: allocation!.saleLineId,
          allocationId: allocation!.id,
          plateNo,
          driverName: body.driverName?.trim() || null,
          driverPhone: phone === '' ? null : phone,
          quantity: shipped,
          shipDate: body.shipDate,
          remark: body.remark?.trim() || null,
          createdBy: actor,
          updatedBy: actor,
        })
        .returning({ id: matSaleShipping.id });
      await tx
        .update(matSaleAllocation)
        .set({ shippedQuantity: sql`${matSaleAllocation.shippedQuantity} + ${shipped}::numeric`, ...touched(matSaleAllocation.version, actor) })
        .where(eq(matSaleAllocation.id, allocation!.id));
      await tx
        .update(matSaleOrderLine)
        .set({ shippedQuantity: sql`${matSaleOrderLine.shippedQuantity} + ${shipped}::numeric`, ...touched(matSaleOrderLine.version, actor) })
        .where(eq(matSaleOrderLine.id, allocation!.saleLineId));
      await tx
        .update(matPurchaseOrderLine)
        .set({ shippedQuantity: sql`${matPurchaseOrderLine.shippedQuantity} + ${shipped}::numeric`, ...touched(matPurchaseOrderLine.version, actor) })
        .where(eq(matPurchaseOrderLine.id, allocation!.purchaseLineId));
      await refreshPurchaseTotals(tx, [purchase!.id]);
      await refreshSaleTotals(tx, [order!.id]);
      const purchaseLines = await tx
        .select({ quantity: matPurchaseOrderLine.quantity, shippedQuantity: matPurchaseOrderLine.shippedQuantity, lineStatus: matPurchaseOrderLine.lineStatus })
        .from(matPurchaseOrderLine)
        .where(eq(matPurchaseOrderLine.orderId, purchase!.id));
      const purchaseStatus = shippedStatusOf(purchaseLines);
      if (purchaseStatus !== purchase!.status) {
        await tx.update(matPurchaseOrder).set({ status: purchaseStatus, ...touched(matPurchaseOrder.version, actor) }).where(eq(matPurchaseOrder.id, purchase!.id));
      }
      await moveSaleOrder(tx, order!, 'ship', actor);
      return { id: created!.id, shippingNo };
    });
    return ok(saved, SALE_MESSAGES.shipped);
  });

  app.get(`${SALE_ORDER_BASE}/confirm/detail`, { schema: { querystring: IdTextParams }, config: { permission: ORDER_MENUS.sale } }, async (request): Promise<Envelope<SaleShippingRow>> => {
    const scope = dataScopeFor(accessOf(request), ORDER_MENUS.sale);
    const [row] = await db.select(SHIPPING_VIEW_COLUMNS).from(matViewSaleShipping).where(scopedById(saleShippingResource, [Number(request.query.id)], scope));
    if (!row) throw new ApiError(404, SALE_MESSAGES.shippingNotFound);
    return ok(shippingRowOf(row));
  });

  app.post(`${SALE_ORDER_BASE}/confirm`, { schema: { body: SaleConfirmBodySchema }, config: { permission: ORDER_MENUS.saleConfirm } }, async (request): Promise<Envelope<SaleShipmentsConfirmed>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, ORDER_MENUS.sale);
    const actor = await accountOf(db, access.userId);
    const items = request.body.items;
    const confirmed = await db.transaction(async (tx) => {
      const ids = items.map((item) => item.shippingId);
      const found = await tx.select().from(matSaleShipping).where(inArray(matSaleShipping.id, ids));
      if (found.length !== new Set(ids).size) throw new ApiError(404, SALE_MESSAGES.shippingNotFound);
      const orders = await lockSaleOrders(tx, found.map((row) => row.saleOrderId), scope).catch(() => {
        throw new ApiError(404, SALE_MESSAGES.shippingNotFound);
      });
      await lockSaleLines(tx, found.map((row) => row.saleLineId));
      const shippings = new Map((await lockShippings(tx, ids)).map((row) => [row.id, row]));
      const seen = new Set<number>();
      for (const item of items) {
        const shipping = shippings.get(item.shippingId)!;
        if (seen.has(shipping.id)) throw new ApiError(400, SALE_MESSAGES.shippingRepeated(shipping.shippingNo));
        seen.add(shipping.id);
        if (shipping.status !== 'shipped') throw new ApiError(422, SALE_MESSAGES.shippingConfirmed(shipping.shippingNo));
        if (units(item.confirmedQuantity) > units(shipping.quantity)) throw new ApiError(422, SALE_MESSAGES.confirmOver(shipping.shippingNo, shipping.quantity));
      }
      for (const item of items) {
        const shipping = shippings.get(item.shippingId)!;
        const quantity = text3(units(item.confirmedQuantity));
        await tx
          .update(matSaleShipping)
          .set({ status: 'confirmed', confirmedQuantity: quantity, confirmedBy: actor, confirmedTime: new Date(), ...touched(matSaleShipping.version, actor) })
          .where(eq(matSaleShipping.id, shipping.id));
        await tx
          .update(matSaleOrderLine)
          .set({ confirmedQuantity: sql`${matSaleOrderLine.confirmedQuantity} + ${quantity}::numeric`, ...touched(matSaleOrderLine.version, actor) })
          .where(eq(matSaleOrderLine.id, shipping.saleLineId));
      }
      await refreshSaleTotals(tx, orders.map((order) => order.id));
      for (const order of orders) {
        const [waiting] = await tx
          .select({ id: matSaleShipping.id })
          .from(matSaleShipping)
          .where(and(eq(matSaleShipping.saleOrderId, order.id), eq(matSaleShipping.status, 'shipped')))
          .limit(1);
        if (!waiting && nextSaleStatus(order.status, 'confirm') !== null) await moveSaleOrder(tx, order, 'confirm', actor);
      }
      return items.length;
    });
    return ok({ confirmed }, SALE_MESSAGES.confirmed);
  });
};
