/**
 * Purchase orders' routes (issue 26, part G1) under /material/api/v1/order/purchase, menu order:purchase:
 *
 * - GET detail?id= — the order, its lines (availableQuantity = quantity − allocated) and allowedActions.
 * - POST save (order:purchase:add) — a new order (status new, CG… number, amounts exact, totals Σ lines);
 *   the org must be a trading company in the caller's scope, the supplier 合格, the materials active.
 * - POST orderLineUpdate (order:purchase:edit) — new/createOrderFail: in place; after the audit: applied
 *   and the order moves to changing with an EBS message (EBS confirms changeOk / changeFail). Lines are
 *   locked in id order; a quantity never goes below what is allocated.
 * - POST push (order:purchase:push) and POST retryPushEbs (order:purchase:retry) — the EBS message
 *   through the outbox (ebsStatus pending), written in the transaction of the move.
 * - GET ebs-detail?id= — the order's messages of the interface log, newest first.
 * - GET cancelOrClose?id=&version=&reason= (order:purchase:close) — new/createOrderFail: deleted; nothing
 *   shipped: canceling; partly shipped: invaliding (the rest closed); refused while active allocations
 *   have unshipped quantity. EBS confirms (cancelOk/cancelFail, invalidOk/invalidFail).
 * - POST createContract (order:purchase:contract) — purchase-contract.ts.
 * - POST callback (public, X-Callback-Secret) — stored first under its eventId, applied once, forward only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { amountOfTexts, storedUnits, sumQuantityTexts, unitsToText } from '@srm/rules';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  PurchaseOrderCancelQuerySchema,
  PurchaseOrderCallbackBodySchema,
  PurchaseOrderLineUpdateBodySchema,
  PurchaseOrderMoveBodySchema,
  PurchaseOrderSaveBodySchema,
  type PurchaseOrderCallbackResult,
  type PurchaseOrderDetail,
  type PurchaseOrderEbsDetail,
  type PurchaseOrderLine,
  type PurchaseOrderMoved,
  type PurchaseOrderRow,
  type PurchaseOrderSaved,
} from '../../api/order-purchase.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { CALLBACK_SECRET_HEADER, callbackSecretMatches, settleCallback, storeCallbackFirst } from '../../core/callback-inbox.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf, PUBLIC } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg, sysUser } from '../../db/schema.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { supSupplier, sysMaterial } from '../../db/tables/lookups.js';
import { matPurchaseOrder as orderTable, matPurchaseOrderLine as lineTable, matSaleAllocation, type PurchaseOrderStatus } from '../../db/tables/order.js';
import { ORDER_MENUS, PURCHASE_ORDER_BASE } from './order-paths.js';
import { tryCreateContract } from './purchase-contract.js';
import { purchaseOrderResource } from './purchase-list.js';
import { PURCHASE_MESSAGES } from './purchase-message-texts.js';
import { allowedPurchaseActions, nextPurchaseStatus, PURCHASE_EDITABLE, PURCHASE_MOVES, type PurchaseOrderMachineEvent } from './purchase-status-machine.js';

export const PURCHASE_EBS_BIZ_TYPE = 'MAT_PURCHASE_ORDER';
export const PURCHASE_CALLBACK_TYPE = 'MAT_PURCHASE_ORDER';
export type PurchaseEbsAction = 'create' | 'change' | 'cancel' | 'close';

export type OrderRow = typeof orderTable.$inferSelect;
export type LineRow = typeof lineTable.$inferSelect;
export type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

const QTY = 3;
const units = (text: string): bigint => storedUnits(text, QTY);

export async function accountOf(db: Pick<AppDatabase, 'select'>, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

export const purchaseScope = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), ORDER_MENUS.purchase);

/** The order `id` in the caller's scope, locked (404 outside it; 409 on a stale version). */
export async function lockOrder(tx: Pick<AppDatabase, 'select'>, id: number, scope: DataScopeFilter, version?: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orderTable).where(scopedById(purchaseOrderResource, [id], scope)).for('update');
  if (!row) throw new ApiError(404, PURCHASE_MESSAGES.notFound);
  if (version !== undefined && row.version !== version) throw versionConflict();
  return row;
}

export async function linesOf(tx: Pick<AppDatabase, 'select'>, orderId: number, lock = false): Promise<LineRow[]> {
  const query = tx.select().from(lineTable).where(eq(lineTable.orderId, orderId)).orderBy(asc(lineTable.id));
  return lock ? query.for('update') : query;
}

function rowOf(order: OrderRow): PurchaseOrderRow & { ebsRetryCount: number } {
  return {
    id: order.id,
    orderNo: order.orderNo,
    orgCode: order.orgCode,
    orgName: order.orgName,
    categoryCode: order.categoryCode,
    categoryName: order.categoryName,
    supplierSn: order.supplierSn,
    supplierName: order.supplierName,
    orderDate: order.orderDate,
    deliveryStart: order.deliveryStart,
    deliveryEnd: order.deliveryEnd,
    status: order.status,
    totalQuantity: order.totalQuantity,
    totalAmount: order.totalAmount,
    allocatedQuantity: order.allocatedQuantity,
    shippedQuantity: order.shippedQuantity,
    ebsOrderNo: order.ebsOrderNo,
    ebsStatus: order.ebsStatus,
    ebsMessage: order.ebsMessage,
    ebsRetryCount: order.ebsRetryCount,
    contractId: order.contractId,
    contractNo: order.contractNo,
    contractStatus: order.contractStatus,
    contractMessage: order.contractMessage,
    contractRetryCount: order.contractRetryCount,
    closeReason: order.closeReason,
    remark: order.remark,
    createdBy: order.createdBy,
    createdTime: order.createdTime.toISOString(),
    version: order.version,
  };
}

function lineOf(line: LineRow): PurchaseOrderLine {
  const available = units(line.quantity) - units(line.allocatedQuantity);
  return {
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
    availableQuantity: unitsToText(line.lineStatus === 'open' && available > 0n ? available : 0n, QTY),
    lineStatus: line.lineStatus,
    deliveryDate: line.deliveryDate,
    remark: line.remark,
    version: line.version,
  };
}

/** The head's totals from its lines (open and closed alike; canceled lines count for nothing). */
function totalsOf(lines: readonly Pick<LineRow, 'quantity' | 'amount' | 'lineStatus'>[]) {
  const counted = lines.filter((line) => line.lineStatus !== 'canceled');
  return {
    totalQuantity: sumQuantityTexts(counted.map((line) => line.quantity), QTY, { zerosPastScale: true }),
    totalAmount: sumQuantityTexts(counted.map((line) => line.amount), 2, { zerosPastScale: true }),
  };
}

function refuseMove(order: OrderRow, event: PurchaseOrderMachineEvent): PurchaseOrderStatus {
  const to = nextPurchaseStatus(order.status, event);
  if (to === null) throw new ApiError(422, PURCHASE_MESSAGES.forbiddenMove(order.orderNo, order.status, event));
  return to;
}

/** Writes the order's EBS message of `action` in `tx` (the current head and lines). */
export async function enqueueEbs(tx: Tx, outbox: Outbox, order: OrderRow, action: PurchaseEbsAction, actor: string): Promise<number> {
  const lines = await linesOf(tx, order.id);
  return outbox.enqueue(tx, {
    system: 'EBS',
    bizType: PURCHASE_EBS_BIZ_TYPE,
    bizKey: order.orderNo,
    bizId: order.id,
    payload: {
      action,
      orderNo: order.orderNo,
      ebsOrderNo: order.ebsOrderNo,
      orgCode: order.orgCode,
      supplierSn: order.supplierSn,
      categoryCode: order.categoryCode,
      orderDate: order.orderDate,
      reason: order.closeReason,
      lines: lines.map((line) => ({ lineNo: line.lineNo, matCode: line.matCode, quantity: line.quantity, priceWithTax: line.priceWithTax, taxRate: line.taxRate, amount: line.amount, lineStatus: line.lineStatus })),
    },
    createdBy: actor,
  });
}

function checkScope(scope: DataScopeFilter, orgCode: string, categoryCode: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, PURCHASE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) throw new ApiError(403, PURCHASE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}

const bumped = () => ({ version: sql`${orderTable.version} + 1`, updatedTime: new Date() });

export interface PurchaseRoutesOptions {
  db: AppDatabase;
  outbox: Outbox;
  secret?: string | undefined;
}

export const purchaseOrderRoutes: FastifyPluginAsyncTypebox<PurchaseRoutesOptions> = async (app, { db, outbox, secret }) => {
  const base = PURCHASE_ORDER_BASE;
  const moved = (order: Pick<OrderRow, 'id' | 'status' | 'version'>, logId?: number): PurchaseOrderMoved => ({ id: order.id, status: order.status, version: order.version, ...(logId === undefined ? {} : { logId }) });

  outbox.onSuccess(PURCHASE_EBS_BIZ_TYPE, async (tx, message) => {
    if (message.bizId !== null) {
      await tx.update(orderTable).set({ ebsStatus: 'success' }).where(and(eq(orderTable.id, message.bizId), eq(orderTable.ebsStatus, 'pending')));
    }
  });

  app.get(`${base}/detail`, { schema: { querystring: IdTextParams }, config: { permission: ORDER_MENUS.purchase } }, async (request): Promise<Envelope<PurchaseOrderDetail>> => {
    const [order] = await db.select().from(orderTable).where(scopedById(purchaseOrderResource, [Number(request.query.id)], purchaseScope(request)));
    if (!order) throw new ApiError(404, PURCHASE_MESSAGES.notFound);
    const lines = await linesOf(db, order.id);
    return ok({ ...rowOf(order), lines: lines.map(lineOf), allowedActions: allowedPurchaseActions(order.status, order) });
  });

  app.get(`${base}/ebs-detail`, { schema: { querystring: IdTextParams }, config: { permission: ORDER_MENUS.purchase } }, async (request): Promise<Envelope<PurchaseOrderEbsDetail>> => {
    const [order] = await db.select().from(orderTable).where(scopedById(purchaseOrderResource, [Number(request.query.id)], purchaseScope(request)));
    if (!order) throw new ApiError(404, PURCHASE_MESSAGES.notFound);
    const messages = await db
      .select({ id: sysInterfaceLog.id, bizType: sysInterfaceLog.bizType, status: sysInterfaceLog.state, attempts: sysInterfaceLog.attempts, lastError: sysInterfaceLog.lastError, createdTime: sysInterfaceLog.createdTime, updatedTime: sysInterfaceLog.updatedTime })
      .from(sysInterfaceLog)
      .where(and(eq(sysInterfaceLog.bizType, PURCHASE_EBS_BIZ_TYPE), eq(sysInterfaceLog.bizKey, order.orderNo)))
      .orderBy(desc(sysInterfaceLog.id));
    return ok({
      orderNo: order.orderNo,
      ebsOrderNo: order.ebsOrderNo,
      ebsStatus: order.ebsStatus,
      ebsMessage: order.ebsMessage,
      ebsRetryCount: order.ebsRetryCount,
      messages: messages.map((row) => ({ ...row, createdTime: row.createdTime.toISOString(), updatedTime: row.updatedTime.toISOString() })),
    });
  });

  app.post(`${base}/save`, { schema: { body: PurchaseOrderSaveBodySchema }, config: { permission: ORDER_MENUS.purchaseAdd } }, async (request): Promise<Envelope<PurchaseOrderSaved>> => {
    const body = request.body;
    const scope = purchaseScope(request);
    checkScope(scope, body.orgCode, body.categoryCode);
    if (body.deliveryStart && body.deliveryEnd && body.deliveryEnd < body.deliveryStart) throw new ApiError(400, PURCHASE_MESSAGES.deliveryDates);
    const [org] = await db.select({ name: sysOrg.orgName, trading: sysOrg.isTradingCompany, level: sysOrg.level }).from(sysOrg).where(eq(sysOrg.orgCode, body.orgCode));
    if (!org || org.trading !== 1) throw new ApiError(422, PURCHASE_MESSAGES.orgNotTrading(body.orgCode));
    const [category] = await db.select({ name: sysCategory.categoryName }).from(sysCategory).where(eq(sysCategory.categoryCode, body.categoryCode));
    if (!category) throw new ApiError(422, PURCHASE_MESSAGES.categoryUnknown(body.categoryCode));
    const [supplier] = await db.select({ name: supSupplier.name, status: supSupplier.financialStatus }).from(supSupplier).where(eq(supSupplier.sn, body.supplierSn));
    if (!supplier) throw new ApiError(422, PURCHASE_MESSAGES.supplierUnknown(body.supplierSn));
    if (supplier.status !== 3) throw new ApiError(422, PURCHASE_MESSAGES.supplierNotQualified(supplier.name));
    const matCodes = [...new Set(body.lines.map((line) => line.matCode))];
    const materials = new Map(
      (await db.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, status: sysMaterial.status }).from(sysMaterial).where(inArray(sysMaterial.matCode, matCodes))).map((row) => [row.matCode, row]),
    );
    const lines = body.lines.map((input, index) => {
      const material = materials.get(input.matCode);
      if (!material || material.status !== 'Active') throw new ApiError(422, PURCHASE_MESSAGES.materialUnknown(input.matCode));
      if (units(input.quantity) <= 0n) throw new ApiError(400, PURCHASE_MESSAGES.quantityPositive(index + 1));
      return {
        lineNo: index + 1,
        matCode: material.matCode,
        matName: material.matName,
        unitCode: material.unitCode ?? 'T',
        quantity: input.quantity,
        priceWithTax: input.priceWithTax,
        taxRate: input.taxRate,
        amount: amountOfTexts(input.quantity, input.priceWithTax),
        lineStatus: 'open' as const,
        deliveryDate: input.deliveryDate ?? null,
        remark: input.remark ?? null,
      };
    });
    const actor = await accountOf(db, accessOf(request).userId);
    const saved = await db.transaction(async (tx) => {
      const orderNo = await nextSerial(tx, 'MAT_PURCHASE_ORDER_NO');
      const [head] = await tx
        .insert(orderTable)
        .values({
          orderNo,
          orgCode: body.orgCode,
          orgName: org.name,
          categoryCode: body.categoryCode,
          categoryName: category.name,
          supplierSn: body.supplierSn,
          supplierName: supplier.name,
          orderDate: body.orderDate,
          deliveryStart: body.deliveryStart ?? null,
          deliveryEnd: body.deliveryEnd ?? null,
          status: 'new',
          ...totalsOf(lines),
          remark: body.remark ?? null,
          createdBy: actor,
          updatedBy: actor,
        })
        .returning({ id: orderTable.id, orderNo: orderTable.orderNo, version: orderTable.version });
      await tx.insert(lineTable).values(lines.map((line) => ({ ...line, orderId: head!.id, createdBy: actor, updatedBy: actor })));
      return head!;
    });
    return ok(saved, PURCHASE_MESSAGES.saved);
  });

  app.post(`${base}/orderLineUpdate`, { schema: { body: PurchaseOrderLineUpdateBodySchema }, config: { permission: ORDER_MENUS.purchaseEdit } }, async (request): Promise<Envelope<PurchaseOrderMoved>> => {
    const body = request.body;
    const scope = purchaseScope(request);
    const actor = await accountOf(db, accessOf(request).userId);
    const { result, logId } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, body.id, scope, body.version);
      const inPlace = PURCHASE_EDITABLE.includes(order.status);
      const to = inPlace ? order.status : nextPurchaseStatus(order.status, 'change');
      if (to === null) throw new ApiError(422, PURCHASE_MESSAGES.notEditable(order.orderNo, order.status));
      // The head, then its lines in id order: the order the sales part's allocations and shipments lock them in.
      const stored = await linesOf(tx, order.id, true);
      const byId = new Map(stored.map((line) => [line.id, line]));
      const changes = new Map<number, Partial<LineRow>>();
      for (const input of body.lines) {
        const line = byId.get(input.id);
        if (!line || line.lineStatus !== 'open') throw new ApiError(422, PURCHASE_MESSAGES.lineNotFound(input.id));
        const quantity = input.quantity ?? line.quantity;
        const priceWithTax = input.priceWithTax ?? line.priceWithTax;
        if (units(quantity) <= 0n) throw new ApiError(400, PURCHASE_MESSAGES.quantityPositive(line.lineNo));
        // Re-checked under the line's lock: what sales orders hold of it stays covered.
        if (units(quantity) < units(line.allocatedQuantity)) throw new ApiError(422, PURCHASE_MESSAGES.belowAllocated(line.lineNo, line.allocatedQuantity));
        changes.set(line.id, {
          quantity,
          priceWithTax,
          amount: amountOfTexts(quantity, priceWithTax),
          ...(input.deliveryDate === undefined ? {} : { deliveryDate: input.deliveryDate }),
        });
      }
      for (const [id, change] of changes) {
        await tx.update(lineTable).set({ ...change, updatedBy: actor, updatedTime: new Date(), version: sql`${lineTable.version} + 1` }).where(eq(lineTable.id, id));
      }
      const after = stored.map((line) => ({ ...line, ...changes.get(line.id) }));
      const [updated] = await tx
        .update(orderTable)
        .set({ ...totalsOf(after), status: to, ...(inPlace ? {} : { ebsStatus: 'pending' as const, ebsMessage: null }), updatedBy: actor, ...bumped() })
        .where(eq(orderTable.id, order.id))
        .returning();
      const log = inPlace ? undefined : await enqueueEbs(tx, outbox, updated!, 'change', actor);
      return { result: updated!, logId: log };
    });
    if (logId !== undefined) await outbox.dispatch([logId]);
    return ok(moved(result, logId), PURCHASE_MESSAGES.updated);
  });

  const pushRoute = (path: string, permission: string, retry: boolean) =>
    app.post(`${base}/${path}`, { schema: { body: PurchaseOrderMoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<PurchaseOrderMoved>> => {
      const scope = purchaseScope(request);
      const actor = await accountOf(db, accessOf(request).userId);
      const { result, logId } = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.body.id, scope, request.body.version);
        let to: PurchaseOrderStatus;
        let action: PurchaseEbsAction = 'create';
        if (!retry) to = refuseMove(order, 'push');
        else if (nextPurchaseStatus(order.status, 'retry') !== null) to = refuseMove(order, 'retry');
        else if (order.ebsStatus === 'failed' && order.status !== 'new') {
          // A later message failed (a change, cancel or close): sent again as it stands.
          to = order.status;
          action = order.status === 'changing' || order.status === 'changeFailed' ? 'change' : order.status === 'canceling' ? 'cancel' : order.status === 'invaliding' ? 'close' : 'create';
        } else throw new ApiError(422, PURCHASE_MESSAGES.notRetryable(order.orderNo));
        const [updated] = await tx
          .update(orderTable)
          .set({ status: to, ebsStatus: 'pending', ebsMessage: null, ...(retry ? { ebsRetryCount: sql`${orderTable.ebsRetryCount} + 1` } : {}), updatedBy: actor, ...bumped() })
          .where(eq(orderTable.id, order.id))
          .returning();
        return { result: updated!, logId: await enqueueEbs(tx, outbox, updated!, action, actor) };
      });
      await outbox.dispatch([logId]);
      return ok(moved(result, logId), PURCHASE_MESSAGES.pushed);
    });
  pushRoute('push', ORDER_MENUS.purchasePush, false);
  pushRoute('retryPushEbs', ORDER_MENUS.purchaseRetry, true);

  app.get(`${base}/cancelOrClose`, { schema: { querystring: PurchaseOrderCancelQuerySchema }, config: { permission: ORDER_MENUS.purchaseClose } }, async (request): Promise<Envelope<PurchaseOrderMoved>> => {
    const { id, version, reason } = request.query;
    const scope = purchaseScope(request);
    const actor = await accountOf(db, accessOf(request).userId);
    const { result, logId, message } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, Number(id), scope, Number(version));
      if (nextPurchaseStatus(order.status, 'delete') !== null) {
        // Never an EBS order: deleted here, its lines canceled.
        await tx.update(lineTable).set({ lineStatus: 'canceled', updatedBy: actor, updatedTime: new Date() }).where(eq(lineTable.orderId, order.id));
        const [updated] = await tx.update(orderTable).set({ status: 'deleted', closeReason: reason, updatedBy: actor, ...bumped() }).where(eq(orderTable.id, order.id)).returning();
        return { result: updated!, logId: undefined, message: PURCHASE_MESSAGES.deleted };
      }
      const [open] = await tx
        .select({ id: matSaleAllocation.id })
        .from(matSaleAllocation)
        .where(and(eq(matSaleAllocation.purchaseOrderId, order.id), eq(matSaleAllocation.status, 'active'), gt(matSaleAllocation.quantity, matSaleAllocation.shippedQuantity)))
        .limit(1);
      if (open) throw new ApiError(422, PURCHASE_MESSAGES.allocationsOpen(order.orderNo));
      const event: PurchaseOrderMachineEvent = units(order.shippedQuantity) > 0n ? 'close' : 'cancel';
      const to = refuseMove(order, event);
      const [updated] = await tx
        .update(orderTable)
        .set({ status: to, closeReason: reason, ebsStatus: 'pending', ebsMessage: null, updatedBy: actor, ...bumped() })
        .where(eq(orderTable.id, order.id))
        .returning();
      const log = await enqueueEbs(tx, outbox, updated!, event === 'close' ? 'close' : 'cancel', actor);
      return { result: updated!, logId: log, message: event === 'close' ? PURCHASE_MESSAGES.closed : PURCHASE_MESSAGES.canceled };
    });
    if (logId !== undefined) await outbox.dispatch([logId]);
    return ok(moved(result, logId), message);
  });

  app.post(`${base}/callback`, { schema: { body: PurchaseOrderCallbackBodySchema }, config: { permission: PUBLIC } }, async (request): Promise<Envelope<PurchaseOrderCallbackResult>> => {
    if (!secret) throw new ApiError(503, PURCHASE_MESSAGES.callbackNotConfigured);
    const given = request.headers[CALLBACK_SECRET_HEADER];
    if (!callbackSecretMatches(typeof given === 'string' ? given : undefined, secret)) throw new ApiError(401, PURCHASE_MESSAGES.callbackUnauthorised);
    const { eventId, orderNo, ebsOrderNo, message } = request.body;
    const event: PurchaseOrderMachineEvent = request.body.event;
    const { result, audited } = await db.transaction(async (tx) => {
      // The order is locked first (then its lines, as the sales part does): its callbacks are applied one at a time.
      const [order] = await tx.select().from(orderTable).where(eq(orderTable.orderNo, orderNo)).for('update');
      if (!order) throw new ApiError(404, PURCHASE_MESSAGES.orderUnknown(orderNo));
      const stored = await storeCallbackFirst(tx, { callbackKey: `${PURCHASE_CALLBACK_TYPE}:${eventId}`, bizType: PURCHASE_CALLBACK_TYPE, bizKey: orderNo, status: event });
      if (stored === undefined) return { result: { outcome: 'repeat' as const, status: order.status }, audited: false };
      const to = nextPurchaseStatus(order.status, event);
      const ebs = ebsFieldsOf(order, event, ebsOrderNo ?? null, message ?? null);
      if (to === null) {
        // A report the order has passed (or cannot reach) changes no status; EBS's number is still kept.
        const outcome = order.status === PURCHASE_MOVES[event].to || passed(order.status, event) ? 'late' : 'conflict';
        if (ebs.ebsOrderNo && !order.ebsOrderNo) await tx.update(orderTable).set({ ebsOrderNo: ebs.ebsOrderNo }).where(eq(orderTable.id, order.id));
        await settleCallback(tx, stored, outcome, order.status);
        return { result: { outcome, status: order.status } as PurchaseOrderCallbackResult, audited: false };
      }
      await tx
        .update(orderTable)
        .set({ status: to, ...ebs, updatedBy: `callback:${event}`, ...bumped() })
        .where(eq(orderTable.id, order.id));
      if (event === 'cancelOk') await tx.update(lineTable).set({ lineStatus: 'canceled', updatedTime: new Date() }).where(and(eq(lineTable.orderId, order.id), eq(lineTable.lineStatus, 'open')));
      if (event === 'invalidOk') await tx.update(lineTable).set({ lineStatus: 'closed', updatedTime: new Date() }).where(and(eq(lineTable.orderId, order.id), eq(lineTable.lineStatus, 'open')));
      await settleCallback(tx, stored, 'applied', order.status);
      return { result: { outcome: 'applied' as const, status: to }, audited: event === 'audit' && order.contractStatus !== 'created' };
    });
    // The audit tries the contract once, on its own: a failure is recorded on the order, not answered.
    if (audited) {
      const [order] = await db.select({ id: orderTable.id }).from(orderTable).where(eq(orderTable.orderNo, orderNo));
      if (order) await tryCreateContract(db, order.id, undefined, undefined, 'callback:audit').catch(() => undefined);
    }
    return ok(result);
  });
};

/** What an EBS report does to the order's EBS fields. */
function ebsFieldsOf(order: OrderRow, event: string, ebsOrderNo: string | null, message: string | null): Partial<OrderRow> {
  const number = ebsOrderNo ?? order.ebsOrderNo;
  if (event === 'pushOk' || event === 'changeOk' || event === 'cancelOk' || event === 'invalidOk') return { ebsStatus: 'success', ebsMessage: message, ebsOrderNo: number };
  if (event === 'pushFail' || event === 'changeFail' || event === 'cancelFail' || event === 'invalidFail') return { ebsStatus: 'failed', ebsMessage: message, ebsOrderNo: number };
  return { ebsOrderNo: number, ...(message ? { ebsMessage: message } : {}) };
}

/** Whether the order is already past where `event` would take it (a late report): it left the event's from-statuses forward. */
function passed(status: PurchaseOrderStatus, event: PurchaseOrderMachineEvent): boolean {
  const early: Partial<Record<PurchaseOrderMachineEvent, readonly PurchaseOrderStatus[]>> = {
    pushOk: ['received', 'refused', 'verifying', 'verificationPassed', 'verificationFailed', 'audited', 'auditedFailed'],
    receive: ['verifying', 'verificationPassed', 'verificationFailed', 'audited', 'auditedFailed'],
    verifyPass: ['audited', 'auditedFailed'],
  };
  return early[event]?.includes(status) ?? false;
}

export { units as purchaseUnits };
