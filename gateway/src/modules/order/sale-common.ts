/**
 * What the sales order routes share (issue 26, part G2): the caller's account for the audit columns, the
 * order read or locked in the caller's scope on order:sale, exact quantity arithmetic (bigint units of
 * 0.001, never floats), the row locks in one order for every quantity move, and the heads' totals.
 *
 * Lock order (every transaction of this part takes its locks in it, so two of them never wait on each
 * other in a circle): purchase order heads, purchase lines, sale order heads, sale lines, allocations,
 * shipments; each group in id order (`select … for update`).
 */
import { quantityUnits, unitsToText } from '@srm/rules';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { matPurchaseOrder, matPurchaseOrderLine, matSaleAllocation, matSaleOrder, matSaleOrderLine, matSaleShipping, matViewSaleAllocationActive, matViewSaleShipping } from '../../db/tables/order.js';
import { saleOrderResource } from './sale-list.js';
import { SALE_MESSAGES } from './sale-message-texts.js';

export type Tx = Pick<AppDatabase, 'select' | 'execute' | 'update' | 'insert' | 'delete'>;
export type SaleOrder = typeof matSaleOrder.$inferSelect;
export type SaleLine = typeof matSaleOrderLine.$inferSelect;
export type PurchaseOrder = typeof matPurchaseOrder.$inferSelect;
export type PurchaseLine = typeof matPurchaseOrderLine.$inferSelect;
export type Allocation = typeof matSaleAllocation.$inferSelect;
export type Shipping = typeof matSaleShipping.$inferSelect;

export async function accountOf(db: Pick<AppDatabase, 'select'>, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

/** A quantity text in units of 0.001 (null and non-numbers count as 0). */
export function units(text: string | null | undefined): bigint {
  if (text === null || text === undefined) return 0n;
  return quantityUnits(text, 3, { zerosPastScale: true, signed: true }) ?? 0n;
}

export const text3 = (value: bigint): string => unitsToText(value, 3);

/** Left of `total` after `used`, never below 0. */
export const leftUnits = (total: string, used: string): bigint => {
  const left = units(total) - units(used);
  return left > 0n ? left : 0n;
};

/** The order `id` in the caller's scope, unlocked (404 when missing or outside it). */
export async function readSaleOrder(db: Pick<AppDatabase, 'select'>, id: number, scope: DataScopeFilter): Promise<SaleOrder> {
  const [order] = await db.select().from(matSaleOrder).where(scopedById(saleOrderResource, [id], scope));
  if (!order) throw new ApiError(404, SALE_MESSAGES.notFound);
  return order;
}

/** The orders `ids` in the caller's scope, locked in id order (404 when one is missing or outside it). */
export async function lockSaleOrders(tx: Tx, ids: readonly number[], scope: DataScopeFilter): Promise<SaleOrder[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const orders = await tx.select().from(matSaleOrder).where(scopedById(saleOrderResource, unique, scope)).orderBy(asc(matSaleOrder.id)).for('update');
  if (orders.length !== unique.length) throw new ApiError(404, SALE_MESSAGES.notFound);
  return orders;
}

/** The order `id` locked (404 when missing or outside the scope; 409 on a stale version when one is given). */
export async function lockSaleOrder(tx: Tx, id: number, scope: DataScopeFilter, version?: number): Promise<SaleOrder> {
  const [order] = await lockSaleOrders(tx, [id], scope);
  if (version !== undefined && order!.version !== version) throw versionConflict();
  return order!;
}

/** Locks rows by id, in id order. */
async function lockRows<Row>(tx: Tx, ids: readonly number[], read: (sorted: number[]) => Promise<Row[]>): Promise<Row[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return sorted.length === 0 ? [] : read(sorted);
}

export const lockPurchaseOrders = (tx: Tx, ids: readonly number[]) =>
  lockRows(tx, ids, (sorted) => tx.select().from(matPurchaseOrder).where(inArray(matPurchaseOrder.id, sorted)).orderBy(asc(matPurchaseOrder.id)).for('update'));
export const lockPurchaseLines = (tx: Tx, ids: readonly number[]) =>
  lockRows(tx, ids, (sorted) => tx.select().from(matPurchaseOrderLine).where(inArray(matPurchaseOrderLine.id, sorted)).orderBy(asc(matPurchaseOrderLine.id)).for('update'));
export const lockSaleLines = (tx: Tx, ids: readonly number[]) =>
  lockRows(tx, ids, (sorted) => tx.select().from(matSaleOrderLine).where(inArray(matSaleOrderLine.id, sorted)).orderBy(asc(matSaleOrderLine.id)).for('update'));
export const lockAllocations = (tx: Tx, ids: readonly number[]) =>
  lockRows(tx, ids, (sorted) => tx.select().from(matSaleAllocation).where(inArray(matSaleAllocation.id, sorted)).orderBy(asc(matSaleAllocation.id)).for('update'));
export const lockShippings = (tx: Tx, ids: readonly number[]) =>
  lockRows(tx, ids, (sorted) => tx.select().from(matSaleShipping).where(inArray(matSaleShipping.id, sorted)).orderBy(asc(matSaleShipping.id)).for('update'));

/** A sale order's head figures from its lines (quantity, amount, allocated, shipped, confirmed). */
export async function refreshSaleTotals(tx: Tx, orderIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`
      update mat_sale_order o set
        total_quantity = t.quantity, total_amount = t.amount, allocated_quantity = t.allocated,
        shipped_quantity = t.shipped, confirmed_quantity = t.confirmed
      from (select coalesce(sum(quantity), 0) as quantity, coalesce(sum(amount), 0) as amount, coalesce(sum(allocated_quantity), 0) as allocated,
              coalesce(sum(shipped_quantity), 0) as shipped, coalesce(sum(confirmed_quantity), 0) as confirmed
            from mat_sale_order_line where order_id = ${id}) t
      where o.id = ${id}`);
  }
}

/** A purchase order's allocated and shipped figures from its lines. */
export async function refreshPurchaseTotals(tx: Tx, orderIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`
      update mat_purchase_order o set allocated_quantity = t.allocated, shipped_quantity = t.shipped, updated_time = now()
      from (select coalesce(sum(allocated_quantity), 0) as allocated, coalesce(sum(shipped_quantity), 0) as shipped
            from mat_purchase_order_line where order_id = ${id}) t
      where o.id = ${id}`);
  }
}

/** The audit columns of an update: version + 1, who and when. */
export const touched = (version: AnyPgColumn, actor: string) => ({
  version: sql`${version} + 1`,
  updatedBy: actor,
  updatedTime: new Date(),
});

/** The columns a view really has: the mirrors carry created_by and updated_by, which the views leave out. */
function viewColumns<T extends typeof matViewSaleShipping | typeof matViewSaleAllocationActive>(view: T) {
  const { createdBy: _createdBy, updatedBy: _updatedBy, ...columns } = getTableColumns(view);
  return columns;
}

export const SHIPPING_VIEW_COLUMNS = viewColumns(matViewSaleShipping);
export const ALLOCATION_VIEW_COLUMNS = viewColumns(matViewSaleAllocationActive);
export type ShippingViewRow = Omit<typeof matViewSaleShipping.$inferSelect, 'createdBy' | 'updatedBy'>;

/** Whether `text` (YYYY-MM-DD by the schema) is a real day. */
export function isDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The largest amount numeric(18, 2) holds, in cents. */
export const MAX_AMOUNT_CENTS = 10n ** 18n - 1n;
