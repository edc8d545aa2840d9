/**
 * What the account check routes share (issue 25, part S1): the caller's account for the audit columns,
 * the check locked in the caller's scope, the quantities other checks hold of a shipment, the prices of
 * a shipment's contract line (or its confirmed pricing), the head's totals and the shipments'
 * reconciliation, recomputed in the caller's transaction.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, versionConflict } from '../../core/envelope.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { conContractLine } from '../../db/tables/contract.js';
import { purPickHead, purPickMaterial, purPickShipping } from '../../db/tables/pick.js';
import { stlAccountCheckHead, stlAccountCheckLine, stlPricingConfirmation } from '../../db/tables/settlement.js';
import { amountUnits, moneyText, PRICE_SCALE, QUANTITY_SCALE, reconciliationOf, totalsOf, unitsAt } from './check-figures.js';
import { CHECK_MENUS, checkHeadResource } from './check-list.js';
import { CHECK_MESSAGES } from './check-message-texts.js';
import { CHECK_CONFIRMED } from './check-status-machine.js';

export type Tx = Pick<AppDatabase, 'select' | 'selectDistinct' | 'execute' | 'update' | 'insert' | 'delete'>;
export type CheckHead = typeof stlAccountCheckHead.$inferSelect;

export async function accountOf(db: Pick<AppDatabase, 'select'>, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

/** The check `id` in the caller's scope, locked (404 when missing or outside it; 409 on a stale version when one is given). */
export async function lockCheck(tx: Tx, id: number, scope: DataScopeFilter, version?: number): Promise<CheckHead> {
  const [check] = await tx.select().from(stlAccountCheckHead).where(scopedById(checkHeadResource, [id], scope)).for('update');
  if (!check) throw new ApiError(404, CHECK_MESSAGES.notFound);
  if (version !== undefined && check.version !== version) throw versionConflict();
  return check;
}

export async function readCheck(db: Pick<AppDatabase, 'select'>, id: number, scope: DataScopeFilter): Promise<CheckHead> {
  const [check] = await db.select().from(stlAccountCheckHead).where(scopedById(checkHeadResource, [id], scope));
  if (!check) throw new ApiError(404, CHECK_MESSAGES.notFound);
  return check;
}

/** Shipments as the reconciliation menu's scope sees them (org, category and supplier). */
export const checkShippingScope: ListResource = {
  label: '发运单',
  table: purPickShipping,
  id: purPickShipping.id,
  fields: { id: { column: purPickShipping.id, type: 'integer' } },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CHECK_MENUS.list, org: purPickShipping.orgCode, category: purPickShipping.categoryCode, supplier: purPickShipping.supplierSn },
};

/** Σ quantity of the valid lines of the non-invalid checks (other than `exceptHeadId`) on each shipment, in units. */
export async function checkedByOthers(tx: Pick<AppDatabase, 'execute'>, shippingIds: readonly number[], exceptHeadId = 0): Promise<Map<number, bigint>> {
  if (shippingIds.length === 0) return new Map();
  const result = await tx.execute(sql`
    select l.shipping_id as id, sum(l.quantity)::numeric(18, 3)::text as total
    from stl_account_check_line l join stl_account_check_head h on h.id = l.head_id
    where l.shipping_id in (${sql.join(shippingIds.map((id) => sql`${id}`), sql`, `)}) and l.line_status = 'valid' and h.status <> 'invalid' and h.id <> ${exceptHeadId}
    group by l.shipping_id`);
  return new Map((result.rows as { id: number | string; total: string }[]).map((row) => [Number(row.id), unitsAt(row.total, QUANTITY_SCALE)]));
}

export type ShipmentRow = Awaited<ReturnType<typeof shipmentRows>>[number];

/** Shipments with their pick line's and contract line's figures and the confirmed pricing price of the contract line. */
export async function shipmentRows(tx: Pick<AppDatabase, 'select'>, where: ReturnType<typeof and>, options: { lock?: boolean } = {}) {
  const query = tx
    .select({
      shipping: purPickShipping,
      contractId: purPickHead.contractId,
      contractLineId: purPickMaterial.contractLineId,
      unitCode: purPickMaterial.unitCode,
      contractPrice: conContractLine.priceWithTax,
      taxRate: conContractLine.taxRate,
    })
    .from(purPickShipping)
    .innerJoin(purPickMaterial, eq(purPickMaterial.id, purPickShipping.pickMaterialId))
    .innerJoin(purPickHead, eq(purPickHead.id, purPickShipping.pickId))
    .innerJoin(conContractLine, eq(conContractLine.id, purPickMaterial.contractLineId))
    .where(where)
    .orderBy(asc(purPickShipping.id));
  const rows = options.lock ? await query.for('update', { of: purPickShipping }) : await query;
  const prices = await pricingPrices(tx, [...new Set(rows.map((row) => row.contractLineId))]);
  return rows.map((row) => ({ ...row, pricingPrice: prices.get(row.contractLineId) ?? null }));
}

/** The latest confirmed pricing price of each contract line (by pricing date, then id). */
export async function pricingPrices(tx: Pick<AppDatabase, 'select'>, contractLineIds: readonly number[]): Promise<Map<number, string>> {
  if (contractLineIds.length === 0) return new Map();
  const rows = await tx
    .select({ contractLineId: stlPricingConfirmation.contractLineId, price: stlPricingConfirmation.price })
    .from(stlPricingConfirmation)
    .where(and(inArray(stlPricingConfirmation.contractLineId, [...contractLineIds]), eq(stlPricingConfirmation.status, 'confirmed')))
    .orderBy(desc(stlPricingConfirmation.pricingDate), desc(stlPricingConfirmation.id));
  const prices = new Map<number, string>();
  for (const row of rows) if (!prices.has(row.contractLineId)) prices.set(row.contractLineId, row.price);
  return prices;
}

/** Rewrites the head's totals from its valid lines. */
export async function refreshCheckTotals(tx: Tx, headId: number): Promise<void> {
  const lines = await tx
    .select({ quantity: stlAccountCheckLine.quantity, amount: stlAccountCheckLine.amount, taxAmount: stlAccountCheckLine.taxAmount, deductPrice: stlAccountCheckLine.deductPrice })
    .from(stlAccountCheckLine)
    .where(and(eq(stlAccountCheckLine.headId, headId), eq(stlAccountCheckLine.lineStatus, 'valid')));
  const totals = totalsOf(lines.map((line) => ({ ...line, deductAmount: moneyText(amountUnits(unitsAt(line.quantity, QUANTITY_SCALE), unitsAt(line.deductPrice, PRICE_SCALE))) })));
  await tx
    .update(stlAccountCheckHead)
    .set({ totalQuantity: totals.totalQuantity, totalAmount: totals.totalAmount, totalTaxAmount: totals.totalTaxAmount, deductAmount: totals.deductAmount })
    .where(eq(stlAccountCheckHead.id, headId));
}

/** Recomputes the reconciliation (notCheck, partCheck, allCheck) of the shipments on the check's lines. */
export async function refreshReconciliation(tx: Tx, headId: number): Promise<void> {
  const shippingIds = (await tx.selectDistinct({ id: stlAccountCheckLine.shippingId }).from(stlAccountCheckLine).where(eq(stlAccountCheckLine.headId, headId))).map((row) => row.id);
  if (shippingIds.length === 0) return;
  const confirmed = await tx.execute(sql`
    select s.id, coalesce(s.accepted_quantity, 0)::text as accepted,
      coalesce(sum(l.quantity) filter (where h.status in (${sql.join(CHECK_CONFIRMED.map((status) => sql`${status}`), sql`, `)})), 0)::numeric(18, 3)::text as confirmed
    from pur_pick_shipping s
      left join stl_account_check_line l on l.shipping_id = s.id and l.line_status = 'valid'
      left join stl_account_check_head h on h.id = l.head_id
    where s.id in (${sql.join(shippingIds.map((id) => sql`${id}`), sql`, `)})
    group by s.id, s.accepted_quantity`);
  for (const row of confirmed.rows as { id: number | string; accepted: string; confirmed: string }[]) {
    const state = reconciliationOf(unitsAt(row.accepted, QUANTITY_SCALE), unitsAt(row.confirmed, QUANTITY_SCALE));
    await tx.update(purPickShipping).set({ reconciliation: state }).where(and(eq(purPickShipping.id, Number(row.id)), sql`${purPickShipping.reconciliation} <> ${state}`));
  }
}
