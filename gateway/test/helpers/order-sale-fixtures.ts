/**
 * Fixtures of the sales order tests (issue 26, part G2): two seeded materials, purchase orders written
 * straight into the tables (status audited unless told, one line per quantity) and a save body.
 */
import { sql } from 'drizzle-orm';
import type { SaleOrderSaveBody } from '../../src/api/index.js';
import type { DatabaseConnection } from '../../src/db/connection.js';
import { matPurchaseOrder, matPurchaseOrderLine } from '../../src/db/tables/order.js';

export interface Material {
  matCode: string;
  matName: string;
  categoryCode: string;
}

/** Two seeded materials: a corn and another of a different name. */
export async function materialsOf(database: DatabaseConnection): Promise<[Material, Material]> {
  const rows = (
    await database.db.execute(sql`
      (select mat_code as "matCode", mat_name as "matName", category_code as "categoryCode" from sys_material where mat_name like '玉米%' order by mat_code limit 1)
      union all
      (select mat_code, mat_name, category_code from sys_material where mat_name not like '玉米%' order by mat_code limit 1)`)
  ).rows as unknown as Material[];
  return [rows[0]!, rows[1]!];
}

let fixtureSeq = 0;

/** A purchase order of this test, straight into the tables: status audited unless told, one line per quantity. */
export async function insertPurchaseOrder(
  database: DatabaseConnection,
  { orgCode = '301001', status = 'audited', material, quantities }: { orgCode?: string; status?: typeof matPurchaseOrder.$inferInsert.status; material: Material; quantities: string[] },
): Promise<{ id: number; orderNo: string; lineIds: number[] }> {
  fixtureSeq += 1;
  const orderNo = `CGT${process.pid}${Date.now() % 100000}${fixtureSeq}`;
  const [order] = await database.db
    .insert(matPurchaseOrder)
    .values({ orderNo, orgCode, orgName: orgCode, categoryCode: material.categoryCode, supplierSn: 'S0001', supplierName: '测试供应商', orderDate: '2026-11-01', status: status ?? 'audited' })
    .returning({ id: matPurchaseOrder.id });
  const lines = await database.db
    .insert(matPurchaseOrderLine)
    .values(quantities.map((quantity, index) => ({ orderId: order!.id, lineNo: index + 1, matCode: material.matCode, matName: material.matName, unitCode: 'T', quantity, priceWithTax: '2500', taxRate: '9', amount: '0' })))
    .returning({ id: matPurchaseOrderLine.id });
  return { id: order!.id, orderNo, lineIds: lines.map((line) => line.id) };
}

export function saleBody(material: Material, quantities: string[], change: Partial<SaleOrderSaveBody> = {}): SaleOrderSaveBody {
  return {
    orgCode: '301001',
    customerOrgCode: '101001',
    categoryCode: material.categoryCode,
    orderDate: '2026-11-20',
    deliveryDate: '2026-12-10',
    lines: quantities.map((quantity) => ({ matCode: material.matCode, quantity, priceWithTax: '2650.333333', taxRate: '9' })),
    ...change,
  };
}
