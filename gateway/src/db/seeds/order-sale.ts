/**
 * Demo sales orders of the trading companies (issue 26, part G2): 24 orders to the group's feed mills in
 * every status of the sale machine (new, allocated, shipping, confirmed, finished, closed), each on the
 * org, category and material of an allocatable purchase order of part G1's seeds (seeded before these),
 * with its allocations, shipments (valid plates and mobiles) and confirmations. Every invariant holds:
 * an allocation fits its purchase line's quantity − allocated, shipments fit their allocation, the
 * figures of lines and heads on both sides are Σ of what lies below, the purchase order's status after a
 * shipment is shippedStatusOf of its lines, and finished or closed orders gave back the unshipped rest.
 * The end-to-end test's purchase orders (E2E_PURCHASE_ORDER_NOS) are never allocated. Numbers come from
 * MAT_SALE_ORDER_NO and MAT_SALE_SHIPPING_NO drawn for November 2026.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction, after the purchase orders.
 */
import { amountOfTexts } from '@srm/rules';
import { eq, sql } from 'drizzle-orm';
import { ALLOCATABLE_PURCHASE_STATUSES } from '../../api/order-purchase.js';
import { nextSerial } from '../../core/serial/index.js';
import { shippedStatusOf } from '../../modules/order/purchase-status-machine.js';
import { refreshPurchaseTotals, refreshSaleTotals, text3, units } from '../../modules/order/sale-common.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { matPurchaseOrder, matPurchaseOrderLine, matSaleAllocation, matSaleOrder, matSaleOrderLine, matSaleShipping, type SaleOrderStatus } from '../tables/order.js';
import { E2E_PURCHASE_ORDER_NOS } from './order-purchase.js';

const SEED_MONTH = new Date('2026-11-10T04:00:00Z');
/** The mills the trading companies sell to (level 6 companies, not trading). */
const CUSTOMERS = ['101001', '101002', '101004', '102001', '102002', '102003', '101005'];
const STATUSES: readonly SaleOrderStatus[] = ['new', 'allocated', 'shipping', 'confirmed', 'finished', 'closed'];
const PLATES = ['辽B62731', '冀A3K521', '黑A5C318', '粤BD12345', '津C19D72', '鲁F28347', '桂A7M605', '吉A2N816'];
const DRIVERS = ['王建国', '李志强', '张海涛', '刘德明', '陈立军', '杨春生', '赵永刚', '孙宏伟'];
const PHONES = ['13841126753', '13903318620', '13704519872', '13922704516', '13602218849', '13953261107', '13877105632', '13943127786'];
const REMARKS = ['按合同约定分批交货', '随车附质检报告', null, '请提前一天通知到厂时间', null, '价格含运费到厂'];
const ORDER_COUNT = 24;

interface Candidate {
  purchaseOrderId: number;
  orderNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  lineId: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  allocated: string;
  price: string;
  taxRate: string;
}

const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}`;

export async function seedSaleOrders(tx: AppDatabase, context: SeedContext): Promise<void> {
  const excluded = sql.join(
    E2E_PURCHASE_ORDER_NOS.map((orderNo) => sql`${orderNo}`),
    sql`, `,
  );
  const statuses = sql.join(
    ALLOCATABLE_PURCHASE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const candidates = (
    await tx.execute(sql`
      select p.id as "purchaseOrderId", p.order_no as "orderNo", p.org_code as "orgCode", p.org_name as "orgName", p.category_code as "categoryCode",
        p.category_name as "categoryName", l.id as "lineId", l.mat_code as "matCode", l.mat_name as "matName", l.unit_code as "unitCode",
        l.quantity::text as "quantity", l.allocated_quantity::text as "allocated", l.price_with_tax::text as "price", l.tax_rate::text as "taxRate"
      from mat_purchase_order p join mat_purchase_order_line l on l.order_id = p.id
      where p.status in (${statuses}) and p.order_no not in (${excluded}) and l.line_status = 'open' and l.quantity - l.allocated_quantity >= 100
      order by p.id, l.line_no`)
  ).rows as unknown as Candidate[];
  if (candidates.length === 0) return;
  const customers = (await tx.execute(sql`select org_code as "code", org_name as "name" from sys_org where level = 6 and is_trading_company = 0 order by org_code`)).rows as unknown as {
    code: string;
    name: string;
  }[];
  const customerByCode = new Map(customers.map((row) => [row.code, row.name]));
  const mills = CUSTOMERS.filter((code) => customerByCode.has(code));
  if (mills.length === 0) return;
  const audit = context.audit;
  const actor = audit.createdBy;
  /** What each purchase line still offers (units), as the seeds allocate it. */
  const left = new Map(candidates.map((row) => [row.lineId, units(row.quantity) - units(row.allocated)]));
  const touchedPurchases = new Set<number>();
  let plate = 0;

  for (let index = 0; index < ORDER_COUNT; index += 1) {
    const source = candidates[index % candidates.length]!;
    const wanted = STATUSES[index % STATUSES.length]!;
    const customer = mills[index % mills.length]!;
    const quantity = BigInt(150 + ((index * 37) % 6) * 50) * 1000n;
    const available = left.get(source.lineId) ?? 0n;
    // An order past new needs its allocation; without enough left on its purchase line it stays new.
    const status: SaleOrderStatus = wanted !== 'new' && available >= quantity ? wanted : 'new';
    const price = (Number(source.price) + 80 + (index % 4) * 15).toFixed(2);
    const quantityText = text3(quantity);
    const orderNo = await nextSerial(tx, 'MAT_SALE_ORDER_NO', { orgCode: source.orgCode }, SEED_MONTH);
    const orderDate = day(6 + (index % 18));
    const [order] = await tx
      .insert(matSaleOrder)
      .values({
        orderNo,
        orgCode: source.orgCode,
        orgName: source.orgName,
        customerOrgCode: customer,
        customerOrgName: customerByCode.get(customer) ?? null,
        categoryCode: source.categoryCode,
        categoryName: source.categoryName,
        orderDate,
        deliveryDate: day(Math.min(30, 16 + (index % 14))),
        status,
        ebsStatus: status === 'new' ? 'unsent' : index % 5 === 0 ? 'failed' : 'success',
        ebsMessage: status !== 'new' && index % 5 === 0 ? 'EBS接口超时，请重推' : null,
        remark: REMARKS[index % REMARKS.length] ?? null,
        ...(status === 'finished' ? { finishedBy: actor, finishedTime: new Date(`${day(28)}T08:00:00Z`) } : {}),
        ...(status === 'closed' ? { closedBy: actor, closedTime: new Date(`${day(27)}T08:00:00Z`), closeReason: '客户需求变更，剩余数量不再发运' } : {}),
        ...audit,
      })
      .returning({ id: matSaleOrder.id });
    const [line] = await tx
      .insert(matSaleOrderLine)
      .values({
        orderId: order!.id,
        lineNo: 1,
        matCode: source.matCode,
        matName: source.matName,
        unitCode: source.unitCode,
        quantity: quantityText,
        priceWithTax: price,
        taxRate: source.taxRate,
        amount: amountOfTexts(quantityText, price),
        lineStatus: status === 'closed' ? 'closed' : 'open',
        ...audit,
      })
      .returning({ id: matSaleOrderLine.id });
    if (status === 'new') {
      await refreshSaleTotals(tx, [order!.id]);
      continue;
    }

    // Allocate the whole order; ship part of it (shipping, confirmed, finished, closed) on 1–3 vehicles.
    left.set(source.lineId, available - quantity);
    const shipped = status === 'allocated' ? 0n : status === 'closed' ? quantity / 4n : status === 'shipping' ? quantity / 2n : (quantity * 4n) / 5n;
    const trucks = shipped === 0n ? 0 : 1 + (index % 3);
    // Finished and closed orders gave back the unshipped rest: their allocation is what was shipped.
    const kept = status === 'finished' || status === 'closed' ? shipped : quantity;
    const [allocation] = await tx
      .insert(matSaleAllocation)
      .values({
        saleOrderId: order!.id,
        saleLineId: line!.id,
        purchaseOrderId: source.purchaseOrderId,
        purchaseLineId: source.lineId,
        quantity: text3(kept),
        shippedQuantity: text3(shipped),
        allocatedBy: actor,
        allocatedTime: new Date(`${orderDate}T02:00:00Z`),
        ...audit,
      })
      .returning({ id: matSaleAllocation.id });
    let confirmedTotal = 0n;
    for (let truck = 0; truck < trucks; truck += 1) {
      const load = truck < trucks - 1 ? shipped / BigInt(trucks) : shipped - (shipped / BigInt(trucks)) * BigInt(trucks - 1);
      // A confirmed shipment loses a little in transit (0.2%); shipping orders keep their last truck unconfirmed.
      const confirmed = status === 'shipping' && truck === trucks - 1 ? null : load - load / 500n;
      if (confirmed !== null) confirmedTotal += confirmed;
      const shippingNo = await nextSerial(tx, 'MAT_SALE_SHIPPING_NO', { orgCode: source.orgCode }, SEED_MONTH);
      await tx.insert(matSaleShipping).values({
        shippingNo,
        saleOrderId: order!.id,
        saleLineId: line!.id,
        allocationId: allocation!.id,
        plateNo: PLATES[plate % PLATES.length]!,
        driverName: DRIVERS[plate % DRIVERS.length]!,
        driverPhone: PHONES[plate % PHONES.length]!,
        quantity: text3(load),
        shipDate: day(Math.min(28, 8 + (index % 18) + truck)),
        status: confirmed === null ? 'shipped' : 'confirmed',
        confirmedQuantity: confirmed === null ? null : text3(confirmed),
        confirmedBy: confirmed === null ? null : actor,
        confirmedTime: confirmed === null ? null : new Date(`${day(Math.min(29, 9 + (index % 18) + truck))}T06:00:00Z`),
        ...audit,
      });
      plate += 1;
    }
    if (status === 'finished' || status === 'closed') left.set(source.lineId, (left.get(source.lineId) ?? 0n) + quantity - kept);
    await tx
      .update(matSaleOrderLine)
      .set({ allocatedQuantity: text3(kept), shippedQuantity: text3(shipped), confirmedQuantity: text3(confirmedTotal) })
      .where(eq(matSaleOrderLine.id, line!.id));
    await tx
      .update(matPurchaseOrderLine)
      .set({
        allocatedQuantity: sql`${matPurchaseOrderLine.allocatedQuantity} + ${text3(kept)}::numeric`,
        shippedQuantity: sql`${matPurchaseOrderLine.shippedQuantity} + ${text3(shipped)}::numeric`,
      })
      .where(eq(matPurchaseOrderLine.id, source.lineId));
    await refreshSaleTotals(tx, [order!.id]);
    if (shipped > 0n) touchedPurchases.add(source.purchaseOrderId);
    await refreshPurchaseTotals(tx, [source.purchaseOrderId]);
  }

  for (const purchaseOrderId of touchedPurchases) {
    const lines = await tx
      .select({ quantity: matPurchaseOrderLine.quantity, shippedQuantity: matPurchaseOrderLine.shippedQuantity, lineStatus: matPurchaseOrderLine.lineStatus })
      .from(matPurchaseOrderLine)
      .where(eq(matPurchaseOrderLine.orderId, purchaseOrderId));
    await tx.update(matPurchaseOrder).set({ status: shippedStatusOf(lines) }).where(eq(matPurchaseOrder.id, purchaseOrderId));
  }
}
