/**
 * Demo return invoices of material orders (issue 26): on the seeded purchase orders that shipped
 * something (by the sales orders' shipments), 24 return invoices of one or two lines taking a small part
 * of what each line shipped (never more than shipped − returned before), in new, committed and confirmed;
 * amounts exact (amountOfTexts per line, tax by taxOfTexts); freight and handling charges on some, pending
 * on the committed ones, confirmed on the confirmed ones. Numbers from MAT_RETURN_INVOICE_NO drawn for
 * November 2026. Hooked into seedDemoData (db/seed.ts) after the multilateral trades.
 */
import { amountOfTexts, quantityUnits, sumQuantityTexts, taxOfTexts, unitsToText } from '@srm/rules';
import { asc, gt } from 'drizzle-orm';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { matPurchaseOrder, matPurchaseOrderLine } from '../tables/order.js';
import { matReturnCharge, matReturnInvoice, matReturnInvoiceLine, type ReturnChargeType, type ReturnInvoiceStatus } from '../tables/order-return.js';

const SEED_MONTH = new Date('2026-11-10T04:00:00Z');
const RETURN_COUNT = 24;
const STATUSES: readonly ReturnInvoiceStatus[] = ['new', 'committed', 'confirmed', 'committed', 'new', 'confirmed'];
const REASONS = ['到货水分超标，部分退货', '包装破损，退回供应商', '质检不合格（霉变粒超标）', '多发货物退回', '杂质超标，协商退货', '规格不符，退货处理'];
const TAX_RATES = ['9', '9', '13', '9'];
const units = (text: string): bigint => quantityUnits(text, 3, { zerosPastScale: true }) ?? 0n;

export async function seedReturnInvoices(tx: AppDatabase, context: SeedContext): Promise<void> {
  const orders = await tx.select().from(matPurchaseOrder).where(gt(matPurchaseOrder.shippedQuantity, '0')).orderBy(asc(matPurchaseOrder.id));
  if (orders.length === 0) return;
  const lines = await tx.select().from(matPurchaseOrderLine).where(gt(matPurchaseOrderLine.shippedQuantity, '0')).orderBy(asc(matPurchaseOrderLine.id));
  const linesOf = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const shipped = orders.filter((order) => (linesOf.get(order.id) ?? []).length > 0);
  if (shipped.length === 0) return;
  const returned = new Map<number, bigint>();
  const charges: (typeof matReturnCharge.$inferInsert)[] = [];
  for (let index = 0; index < RETURN_COUNT; index += 1) {
    const order = shipped[index % shipped.length]!;
    const status = STATUSES[index % STATUSES.length]!;
    const taken = (linesOf.get(order.id) ?? []).slice(0, 1 + (index % 2)).flatMap((line) => {
      // A twentieth of what shipped, to the ton, within what is left.
      const left = units(line.shippedQuantity) - (returned.get(line.id) ?? 0n);
      const quantity = ((units(line.shippedQuantity) / 20n) / 1000n) * 1000n || (left > 0n ? 1n : 0n);
      if (quantity <= 0n || quantity > left) return [];
      returned.set(line.id, (returned.get(line.id) ?? 0n) + quantity);
      const text = unitsToText(quantity, 3);
      return [{ line, quantity: text, amount: amountOfTexts(text, line.priceWithTax) }];
    });
    if (taken.length === 0) continue;
    const amountWithTax = sumQuantityTexts(taken.map((item) => item.amount), 2, { zerosPastScale: true });
    if ((quantityUnits(amountWithTax, 2, { zerosPastScale: true }) ?? 0n) <= 0n) continue;
    const taxRate = TAX_RATES[index % TAX_RATES.length]!;
    const returnNo = await nextSerial(tx, 'MAT_RETURN_INVOICE_NO', {}, SEED_MONTH);
    const [head] = await tx
      .insert(matReturnInvoice)
      .values({
        returnNo,
        orderId: order.id,
        orderNo: order.orderNo,
        orgCode: order.orgCode,
        orgName: order.orgName,
        categoryCode: order.categoryCode,
        categoryName: order.categoryName,
        supplierSn: order.supplierSn,
        supplierName: order.supplierName,
        returnDate: new Date(Date.UTC(2026, 10, 1 + (index % 20))).toISOString().slice(0, 10),
        quantity: sumQuantityTexts(taken.map((item) => item.quantity), 3, { zerosPastScale: true }),
        taxRate,
        amountWithTax,
        taxAmount: taxOfTexts(amountWithTax, taxRate),
        status,
        ebsSyncStatus: status === 'confirmed' ? 'synched' : 'unsynched',
        reason: REASONS[index % REASONS.length]!,
        ...context.audit,
      })
      .returning({ id: matReturnInvoice.id });
    await tx.insert(matReturnInvoiceLine).values(
      taken.map((item) => ({ returnId: head!.id, orderLineId: item.line.id, lineNo: item.line.lineNo, matCode: item.line.matCode, matName: item.line.matName, unitCode: item.line.unitCode, quantity: item.quantity, priceWithTax: item.line.priceWithTax, amount: item.amount, ...context.audit })),
    );
    if (status !== 'new' && index % 3 !== 2) {
      const types: readonly ReturnChargeType[] = index % 2 === 0 ? ['freight', 'handling'] : ['freight'];
      for (const chargeType of types) {
        charges.push({
          returnId: head!.id,
          returnNo,
          orgCode: order.orgCode,
          categoryCode: order.categoryCode,
          supplierSn: order.supplierSn,
          supplierName: order.supplierName,
          chargeType,
          amount: chargeType === 'freight' ? `${(1200 + index * 35).toFixed(0)}.00` : `${(300 + index * 10).toFixed(0)}.50`,
          status: status === 'confirmed' ? 'confirmed' : 'pending',
          confirmedBy: status === 'confirmed' ? context.audit.createdBy : null,
          confirmedTime: status === 'confirmed' ? SEED_MONTH : null,
          remark: chargeType === 'freight' ? '退货运费' : '装卸费',
          ...context.audit,
        });
      }
    }
  }
  if (charges.length > 0) await tx.insert(matReturnCharge).values(charges);
}
