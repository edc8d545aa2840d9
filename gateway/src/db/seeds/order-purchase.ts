/**
 * Demo purchase orders of the trading companies (issue 26, part G1): 32 orders to 合格 suppliers over
 * 301001 大连, 301002 锦州, 302001 广州, 302002 防城港 and 102004 湛江, in corn (100101 玉米), wheat
 * (100102 小麦) and soybean meal (100201 豆粕), in every status of the machine, with their EBS numbers,
 * one EBS message each in the interface log (SUCCESS, or ERROR for the failed creation), and one failed
 * contract attempt. Lines take the seeded materials, their units and
 * tax rates; amounts are amountOfTexts(quantity, price) and the heads' totals Σ lines, exactly. Orders
 * shipped before the sales records carry allocated = shipped quantities on their lines.
 *
 * The first three (E2E_PURCHASE_ORDER_NOS) are the end-to-end test's: status audited at 301001, each
 * with an open line of E2E_CORN_MAT_CODE of at least 2000 t and nothing allocated. The sales seeds must
 * leave them alone. Numbers come from MAT_PURCHASE_ORDER_NO drawn for November 2026.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction, before the sales orders.
 */
import { amountOfTexts, sumQuantityTexts } from '@srm/rules';
import { and, eq, inArray, like } from 'drizzle-orm';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { sysCategory, sysOrg } from '../schema.js';
import { sysInterfaceLog } from '../tables/interface-log.js';
import { supSupplier, sysMaterial, sysTaxRate } from '../tables/lookups.js';
import { matPurchaseOrder, matPurchaseOrderLine, type PurchaseOrderStatus } from '../tables/order.js';

/** The month the demo numbers are drawn for. */
const SEED_MONTH = new Date('2026-11-05T04:00:00Z');
/** The corn of the end-to-end orders: 东北玉米（国标二等）. */
export const E2E_CORN_MAT_CODE = '1001010002';
export const E2E_ORG_CODE = '301001';
/** The end-to-end test's orders (the first three numbers of the month). */
export const E2E_PURCHASE_ORDER_NOS = ['CG20261100001', 'CG20261100002', 'CG20261100003'] as const;
export const PURCHASE_EBS_BIZ_TYPE = 'MAT_PURCHASE_ORDER';

const CATEGORIES = {
  corn: { code: '100101', price: 2450 },
  wheat: { code: '100102', price: 2780 },
  meal: { code: '100201', price: 3650 },
} as const;
type CategoryKey = keyof typeof CATEGORIES;

interface OrderPlan {
  org: string;
  category: CategoryKey;
  status: PurchaseOrderStatus;
  /** Quantities (t) of the lines, each on the category's next material (or the given matCode). */
  lines: readonly (number | readonly [string, number])[];
  /** Shipped share of each line (0–1), allocated alike. */
  shipped?: number;
  contract?: 'failed';
  supplier?: string;
}

const E2E: OrderPlan[] = [
  { org: E2E_ORG_CODE, category: 'corn', status: 'audited', lines: [[E2E_CORN_MAT_CODE, 3000]], supplier: 'S0001' },
  { org: E2E_ORG_CODE, category: 'corn', status: 'audited', lines: [[E2E_CORN_MAT_CODE, 2500], 800], supplier: 'S0002' },
  { org: E2E_ORG_CODE, category: 'corn', status: 'audited', lines: [[E2E_CORN_MAT_CODE, 2000], 600], supplier: 'S0003' },
];

const OTHERS: OrderPlan[] = [
  { org: '301001', category: 'corn', status: 'audited', lines: [[E2E_CORN_MAT_CODE, 1500], 900] },
  { org: '302001', category: 'corn', status: 'audited', lines: [1200, 800] },
  { org: '301002', category: 'meal', status: 'audited', lines: [600, 400] },
  { org: '302001', category: 'meal', status: 'audited', lines: [750], contract: 'failed', supplier: 'S100005' },
  { org: '301001', category: 'corn', status: 'new', lines: [1000, 500] },
  { org: '302002', category: 'wheat', status: 'new', lines: [800] },
  { org: '102004', category: 'corn', status: 'createOrderFail', lines: [1200] },
  { org: '301002', category: 'corn', status: 'waitOrder', lines: [900, 300] },
  { org: '302001', category: 'wheat', status: 'received', lines: [650] },
  { org: '302002', category: 'meal', status: 'refused', lines: [420] },
  { org: '301001', category: 'wheat', status: 'deleted', lines: [300] },
  { org: '102004', category: 'meal', status: 'verifying', lines: [560, 240] },
  { org: '301002', category: 'wheat', status: 'verificationPassed', lines: [700] },
  { org: '302001', category: 'corn', status: 'verificationFailed', lines: [1100] },
  { org: '301001', category: 'meal', status: 'partialShipped', lines: [800, 400], shipped: 0.4 },
  { org: '302002', category: 'corn', status: 'unshipped', lines: [1600] },
  { org: '302001', category: 'corn', status: 'shipped', lines: [500, 300], shipped: 1 },
  { org: '301002', category: 'meal', status: 'sealed', lines: [450], shipped: 1 },
  { org: '102004', category: 'wheat', status: 'archived', lines: [380], shipped: 1 },
  { org: '301001', category: 'corn', status: 'canceling', lines: [700] },
  { org: '302002', category: 'wheat', status: 'canceled', lines: [520] },
  { org: '301002', category: 'corn', status: 'cancelFailed', lines: [640] },
  { org: '302001', category: 'meal', status: 'invaliding', lines: [900], shipped: 0.5 },
  { org: '102004', category: 'corn', status: 'invalided', lines: [1000, 200], shipped: 0.5 },
  { org: '301001', category: 'wheat', status: 'invalidFailed', lines: [480], shipped: 0.25 },
  { org: '302002', category: 'corn', status: 'changing', lines: [1300] },
  { org: '301002', category: 'wheat', status: 'changed', lines: [860, 140] },
  { org: '302001', category: 'corn', status: 'changeFailed', lines: [980] },
  { org: '102004', category: 'meal', status: 'auditedFailed', lines: [360] },
];

const PUSHED = (status: PurchaseOrderStatus) => !['new', 'createOrderFail', 'deleted'].includes(status);
const REMARKS = ['请按国标验收，水分≤14%', '分批到港，随货附质检单', '价格含运费到厂', null, '月底前完成首批发运'];
const CLOSE_REASONS: Partial<Record<PurchaseOrderStatus, string>> = {
  canceling: '需求取消，订单作废',
  canceled: '供应商无法按期交货，取消订单',
  cancelFailed: '需求取消，订单作废',
  invaliding: '剩余数量不再采购',
  invalided: '剩余数量不再采购',
  invalidFailed: '合同到期，关闭剩余数量',
};

const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}`;
const quantityText = (tons: number) => tons.toFixed(3);

export async function seedPurchaseOrders(tx: AppDatabase, context: SeedContext): Promise<void> {
  const plans = [...E2E, ...OTHERS];
  const orgCodes = [...new Set(plans.map((plan) => plan.org))];
  const orgs = new Map((await tx.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, orgCodes))).map((row) => [row.code, row.name]));
  if (orgs.size === 0) return;
  const categoryCodes = Object.values(CATEGORIES).map((category) => category.code);
  const categoryNames = new Map(
    (await tx.select({ code: sysCategory.categoryCode, name: sysCategory.categoryName }).from(sysCategory).where(inArray(sysCategory.categoryCode, categoryCodes))).map((row) => [row.code, row.name]),
  );
  const taxRates = new Map((await tx.select({ code: sysTaxRate.taxRateCode, value: sysTaxRate.taxRateValue }).from(sysTaxRate)).map((row) => [row.code, row.value]));
  const materialsOf = new Map<CategoryKey, { matCode: string; matName: string; unitCode: string | null; taxRateCode: string | null }[]>();
  for (const [key, category] of Object.entries(CATEGORIES) as [CategoryKey, (typeof CATEGORIES)[CategoryKey]][]) {
    const rows = await tx
      .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, taxRateCode: sysMaterial.taxRateCode })
      .from(sysMaterial)
      .where(and(like(sysMaterial.categoryCode, `${category.code}%`), eq(sysMaterial.status, 'Active')))
      .orderBy(sysMaterial.matCode)
      .limit(8);
    materialsOf.set(key, rows);
  }
  if ((materialsOf.get('corn') ?? []).length === 0) return;
  const suppliers = await tx.select({ sn: supSupplier.sn, name: supSupplier.name, status: supSupplier.financialStatus }).from(supSupplier).orderBy(supSupplier.sn);
  const qualified = suppliers.filter((row) => row.status === 3 && !row.name.includes('包装'));
  const supplierBySn = new Map(suppliers.map((row) => [row.sn, row]));
  if (qualified.length === 0) return;

  const audit = context.audit;
  const heads: (typeof matPurchaseOrder.$inferInsert)[] = [];
  const lineSets: Omit<typeof matPurchaseOrderLine.$inferInsert, 'orderId'>[][] = [];
  for (const [index, plan] of plans.entries()) {
    const category = CATEGORIES[plan.category];
    const materials = materialsOf.get(plan.category) ?? [];
    const supplier = (plan.supplier ? supplierBySn.get(plan.supplier) : undefined) ?? qualified[index % qualified.length]!;
    const orderNo = await nextSerial(tx, 'MAT_PURCHASE_ORDER_NO', {}, SEED_MONTH);
    const status = plan.status;
    const lineStatus = status === 'canceled' || status === 'deleted' ? 'canceled' : status === 'invalided' ? 'closed' : 'open';
    const lines = plan.lines.map((entry, lineIndex) => {
      const [matCode, tons] = typeof entry === 'number' ? [undefined, entry] : entry;
      const material = (matCode ? materials.find((row) => row.matCode === matCode) : undefined) ?? materials[(index + lineIndex) % Math.max(1, materials.length)]!;
      const quantity = quantityText(tons);
      const priceWithTax = (category.price + ((index * 7 + lineIndex * 13) % 9) * 10).toFixed(2);
      const rate = taxRates.get(material.taxRateCode ?? '') ?? '0.09';
      const shipped = quantityText(Math.floor(tons * (plan.shipped ?? 0)));
      return {
        lineNo: lineIndex + 1,
        matCode: material.matCode,
        matName: material.matName,
        unitCode: material.unitCode ?? 'T',
        quantity,
        priceWithTax,
        taxRate: (Number(rate) * 100).toFixed(2),
        amount: amountOfTexts(quantity, priceWithTax),
        allocatedQuantity: shipped,
        shippedQuantity: shipped,
        lineStatus: lineStatus as 'open' | 'closed' | 'canceled',
        deliveryDate: `2026-12-${String(10 + lineIndex * 5).padStart(2, '0')}`,
        remark: lineIndex === 0 && index % 4 === 0 ? '散装，汽运到厂' : null,
        ...audit,
      };
    });
    const pushed = PUSHED(status);
    const orderDay = (index % 20) + 1;
    heads.push({
      orderNo,
      orgCode: plan.org,
      orgName: orgs.get(plan.org) ?? null,
      categoryCode: category.code,
      categoryName: categoryNames.get(category.code) ?? null,
      supplierSn: supplier.sn,
      supplierName: supplier.name,
      orderDate: day(orderDay),
      deliveryStart: '2026-12-01',
      deliveryEnd: '2026-12-31',
      status,
      totalQuantity: sumQuantityTexts(lines.map((line) => line.quantity)),
      totalAmount: sumQuantityTexts(lines.map((line) => line.amount), 2),
      allocatedQuantity: sumQuantityTexts(lines.map((line) => line.allocatedQuantity)),
      shippedQuantity: sumQuantityTexts(lines.map((line) => line.shippedQuantity)),
      ebsOrderNo: pushed ? `PO${String(46_000_100 + index * 37)}` : null,
      ebsStatus: status === 'new' || status === 'deleted' ? 'unsent' : status === 'createOrderFail' ? 'failed' : 'success',
      ebsMessage: status === 'createOrderFail' ? 'EBS返回：供应商地点未维护，无法创建采购订单' : status === 'changeFailed' ? 'EBS返回：订单已接收，不允许减少数量' : null,
      ebsRetryCount: status === 'createOrderFail' ? 1 : 0,
      closeReason: CLOSE_REASONS[status] ?? null,
      remark: REMARKS[index % REMARKS.length] ?? null,
      ...audit,
    });
    lineSets.push(lines);
  }

  const inserted = await tx.insert(matPurchaseOrder).values(heads).returning();
  const allLines = inserted.flatMap((head, index) => (lineSets[index] ?? []).map((line) => ({ ...line, orderId: head.id })));
  await tx.insert(matPurchaseOrderLine).values(allLines);

  await tx.insert(sysInterfaceLog).values(
    inserted
      .filter((head) => head.ebsStatus !== 'unsent')
      .map((head) => {
        const failed = head.ebsStatus === 'failed';
        return {
          system: 'EBS' as const,
          bizType: PURCHASE_EBS_BIZ_TYPE,
          bizKey: head.orderNo,
          bizId: head.id,
          payload: { action: 'create', orderNo: head.orderNo, orgCode: head.orgCode, supplierSn: head.supplierSn, totalQuantity: head.totalQuantity, totalAmount: head.totalAmount },
          response: failed ? '{"success":false,"message":"供应商地点未维护"}' : `{"success":true,"ebsOrderNo":"${head.ebsOrderNo ?? ''}"}`,
          state: failed ? ('ERROR' as const) : ('SUCCESS' as const),
          attempts: failed ? 5 : 1,
          lastError: failed ? 'EBS返回：供应商地点未维护，无法创建采购订单' : null,
          createdBy: audit.createdBy,
        };
      }),
  );

  // One failed contract attempt (supplier not 合格). No contract drafts are seeded: the demo's contract
  // list keeps its 120 contracts (the list engine's and the contract pages' tests count them); 生成合同
  // makes a draft from any audited order.
  for (const [index, plan] of plans.entries()) {
    const head = inserted[index]!;
    if (plan.contract !== 'failed') continue;
    const supplier = supplierBySn.get(head.supplierSn);
    await tx
      .update(matPurchaseOrder)
      .set({ contractStatus: 'failed', contractRetryCount: 1, contractMessage: `供应商 ${supplier?.name ?? head.supplierSn} 当前不是合格状态，不能签订合同` })
      .where(eq(matPurchaseOrder.id, head.id));
  }
}
