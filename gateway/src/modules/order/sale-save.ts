/**
 * POST order/sale/save (order:sale:add): a new sales order (number XS… from MAT_SALE_ORDER_NO, status
 * new) or an edit of one still new (id and version; lines replaced by position). The seller must be a
 * trading company, the customer a company (level 6) other than the seller, both orgs and the category in
 * the caller's scope on order:sale; each line's amount is amountOfTexts(quantity, price), the head's
 * totals Σ lines. `saveSaleOrder` is also what the Excel import writes each order with.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { amountOfTexts, quantityUnits } from '@srm/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SaleOrderSaveBodySchema, type SaleOrderLineInput, type SaleOrderSaveBody, type SaleOrderSaved } from '../../api/order-sale.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, SCOPED_ORG_LEVEL, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { matSaleOrder, matSaleOrderLine } from '../../db/tables/order.js';
import { accountOf, isDay, lockSaleOrder, MAX_AMOUNT_CENTS, refreshSaleTotals, touched, units, type Tx } from './sale-common.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { SALE_MESSAGES } from './sale-message-texts.js';
import { SALE_EDITABLE } from './sale-status-machine.js';

export interface OrgFacts {
  orgCode: string;
  orgName: string;
  level: number;
  isTradingCompany: number;
}

export async function orgFacts(db: Pick<AppDatabase, 'select'>, codes: readonly string[]): Promise<Map<string, OrgFacts>> {
  const unique = [...new Set(codes.filter((code) => code !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ orgCode: sysOrg.orgCode, orgName: sysOrg.orgName, level: sysOrg.level, isTradingCompany: sysOrg.isTradingCompany }).from(sysOrg).where(inArray(sysOrg.orgCode, unique));
  return new Map(rows.map((row) => [row.orgCode, row]));
}

export async function categoryNames(db: Pick<AppDatabase, 'select'>, codes: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes.filter((code) => code !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ code: sysCategory.categoryCode, name: sysCategory.categoryName }).from(sysCategory).where(inArray(sysCategory.categoryCode, unique));
  return new Map(rows.map((row) => [row.code, row.name]));
}

export interface MaterialFacts {
  matCode: string;
  matName: string;
  unitCode: string | null;
}

export async function materialFacts(db: Pick<AppDatabase, 'select'>, codes: readonly string[]): Promise<Map<string, MaterialFacts>> {
  const unique = [...new Set(codes.filter((code) => code !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode }).from(sysMaterial).where(inArray(sysMaterial.matCode, unique));
  return new Map(rows.map((row) => [row.matCode, row]));
}

/** The first problem of the head's orgs (seller a trading company, customer another company), or undefined. */
export function orgProblem(orgCode: string, customerOrgCode: string, orgs: ReadonlyMap<string, OrgFacts>): string | undefined {
  const seller = orgs.get(orgCode);
  if (!seller || seller.level !== SCOPED_ORG_LEVEL || seller.isTradingCompany !== 1) return SALE_MESSAGES.sellerNotTrading(orgCode);
  const customer = orgs.get(customerOrgCode);
  if (!customer || customer.level !== SCOPED_ORG_LEVEL) return SALE_MESSAGES.customerUnknown(customerOrgCode);
  if (customerOrgCode === orgCode) return SALE_MESSAGES.customerIsSeller;
  return undefined;
}

/** 403 when the org or category is outside the caller's scope. */
export function checkScope(scope: DataScopeFilter, orgCode: string, categoryCode: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}

/** The head's columns and the lines' rows of a body, checked against the master data (400 with the first problem). */
async function prepare(db: Pick<AppDatabase, 'select'>, body: SaleOrderSaveBody) {
  const orgs = await orgFacts(db, [body.orgCode, body.customerOrgCode]);
  const problem = orgProblem(body.orgCode, body.customerOrgCode, orgs);
  if (problem) throw new ApiError(400, problem);
  const categoryName = (await categoryNames(db, [body.categoryCode])).get(body.categoryCode);
  if (categoryName === undefined) throw new ApiError(400, SALE_MESSAGES.categoryUnknown(body.categoryCode));
  if (!isDay(body.orderDate) || (body.deliveryDate && !isDay(body.deliveryDate))) throw new ApiError(400, SALE_MESSAGES.dateInvalid);
  if (body.deliveryDate && body.deliveryDate < body.orderDate) throw new ApiError(400, SALE_MESSAGES.deliveryBeforeOrder);
  const materials = await materialFacts(db, body.lines.map((line) => line.matCode.trim()));
  const lines = body.lines.map((line: SaleOrderLineInput, index) => {
    const lineNo = index + 1;
    const material = materials.get(line.matCode.trim());
    if (!material) throw new ApiError(400, SALE_MESSAGES.materialUnknown(line.matCode));
    if (units(line.quantity) <= 0n) throw new ApiError(400, SALE_MESSAGES.quantityPositive(lineNo));
    const amount = amountOfTexts(line.quantity, line.priceWithTax);
    if ((quantityUnits(amount, 2) ?? 0n) > MAX_AMOUNT_CENTS) throw new ApiError(400, SALE_MESSAGES.amountTooLarge(lineNo));
    return {
      lineNo,
      matCode: material.matCode,
      matName: material.matName,
      unitCode: material.unitCode ?? 't',
      quantity: line.quantity,
      priceWithTax: line.priceWithTax,
      taxRate: line.taxRate,
      amount,
      remark: line.remark?.trim() || null,
    };
  });
  if (lines.reduce((sum, line) => sum + (quantityUnits(line.amount, 2) ?? 0n), 0n) > MAX_AMOUNT_CENTS) throw new ApiError(400, SALE_MESSAGES.totalTooLarge);
  if (lines.reduce((sum, line) => sum + units(line.quantity), 0n) >= 10n ** 18n) throw new ApiError(400, SALE_MESSAGES.totalTooLarge);
  const head = {
    orgCode: body.orgCode,
    orgName: orgs.get(body.orgCode)!.orgName,
    customerOrgCode: body.customerOrgCode,
    customerOrgName: orgs.get(body.customerOrgCode)!.orgName,
    categoryCode: body.categoryCode,
    categoryName,
    orderDate: body.orderDate,
    deliveryDate: body.deliveryDate ?? null,
    remark: body.remark?.trim() || null,
  };
  return { head, lines };
}

/** Saves (creates, or edits a new order of) `body` in `tx`; answers its id, number and version. */
export async function saveSaleOrder(tx: Tx, body: SaleOrderSaveBody, { scope, actor }: { scope: DataScopeFilter; actor: string }): Promise<SaleOrderSaved> {
  checkScope(scope, body.orgCode, body.categoryCode);
  const { head, lines } = await prepare(tx, body);
  let orderId: number;
  let orderNo: string;
  if (body.id === undefined || body.id === null) {
    orderNo = await nextSerial(tx, 'MAT_SALE_ORDER_NO', { orgCode: body.orgCode });
    const [created] = await tx
      .insert(matSaleOrder)
      .values({ ...head, orderNo, status: 'new', createdBy: actor, updatedBy: actor })
      .returning({ id: matSaleOrder.id });
    orderId = created!.id;
    await tx.insert(matSaleOrderLine).values(lines.map((line) => ({ ...line, orderId, createdBy: actor, updatedBy: actor })));
  } else {
    if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const order = await lockSaleOrder(tx, body.id, scope, body.version);
    if (!SALE_EDITABLE.includes(order.status) || units(order.allocatedQuantity) > 0n) throw new ApiError(422, SALE_MESSAGES.notEditable(order.orderNo, order.status));
    orderId = order.id;
    orderNo = order.orderNo;
    await tx.update(matSaleOrder).set({ ...head, ...touched(matSaleOrder.version, actor) }).where(eq(matSaleOrder.id, orderId));
    // Lines replaced by position: the allocation record of a line (canceled allocations) stays with it.
    const old = await tx.select({ id: matSaleOrderLine.id, lineNo: matSaleOrderLine.lineNo }).from(matSaleOrderLine).where(eq(matSaleOrderLine.orderId, orderId)).orderBy(asc(matSaleOrderLine.lineNo));
    for (const [index, line] of lines.entries()) {
      const existing = old[index];
      if (existing) {
        await tx
          .update(matSaleOrderLine)
          .set({ ...line, allocatedQuantity: '0', shippedQuantity: '0', confirmedQuantity: '0', lineStatus: 'open', ...touched(matSaleOrderLine.version, actor) })
          .where(eq(matSaleOrderLine.id, existing.id));
      } else await tx.insert(matSaleOrderLine).values({ ...line, orderId, createdBy: actor, updatedBy: actor });
    }
    const removed = old.slice(lines.length).map((line) => line.id);
    if (removed.length > 0) await tx.delete(matSaleOrderLine).where(and(eq(matSaleOrderLine.orderId, orderId), inArray(matSaleOrderLine.id, removed)));
  }
  await refreshSaleTotals(tx, [orderId]);
  const [saved] = await tx.select({ version: matSaleOrder.version }).from(matSaleOrder).where(eq(matSaleOrder.id, orderId));
  return { id: orderId, orderNo, version: saved!.version };
}

export const saleSaveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(`${SALE_ORDER_BASE}/save`, { schema: { body: SaleOrderSaveBodySchema }, config: { permission: ORDER_MENUS.saleAdd } }, async (request): Promise<Envelope<SaleOrderSaved>> => {
    const access = accessOf(request);
    const actor = await accountOf(db, access.userId);
    const saved = await db.transaction(async (tx) => saveSaleOrder(tx, request.body, { scope: dataScopeFor(access, ORDER_MENUS.sale), actor }));
    return ok(saved, SALE_MESSAGES.saved);
  });
};
