/**
 * Demo invoices, return invoices, prepayments, payments and customer balances (issue 25, part S2), after
 * the account checks of seeds/settlement-check.ts, through the area's own code (saveInvoice,
 * savePayment, applyPayment) so every invariant holds: invoiced ≤ checked per line, the match against
 * the tolerance, pay = invoices − prepayments, a prepayment applied at most once.
 *
 * - of the confirmed (or later) checks: S0001's first and another supplier's first invoiced whole
 *   (matched), the next one invoiced whole with 5.00 yuan too much (blocked); the rest left to invoice;
 * - prepayments: one submitted of 1000.00 for S0001 (org and category of its invoice), one new of S0002;
 * - a submitted payment of S0001's matched invoice applying 300.00 of that prepayment (invoice paid,
 *   700.00 of the prepayment left for the next payment);
 * - a new return invoice on that invoice; customer balances of the first demo customers.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction, after seedAccountChecks.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../core/access.js';
import { nextSerial } from '../../core/serial/index.js';
import { CHECK_INVOICEABLE, saveInvoice } from '../../modules/settlement/invoice-save.js';
import { cents, money, qty, qtyText, taxOf } from '../../modules/settlement/invoice-rules.js';
import { applyPayment, savePayment } from '../../modules/settlement/payment.js';
import { PREPAYMENT_NO_RULE } from '../../modules/settlement/prepayment.js';
import { RETURN_INVOICE_NO_RULE } from '../../modules/settlement/return-invoice.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { sysCustomer } from '../tables/lookups.js';
import { stlAccountCheckHead, stlAccountCheckLine, stlCustBal, stlPaymentSettleHead, stlPrepaymentHead, stlPurchaseInvoice, stlReturnInvoice } from '../tables/settlement.js';

function adminAccess(userId: number): UserAccess {
  return { userId, roleCodes: new Set(['admin']), isAdmin: true, codes: new Set(), orgCodes: [], categoryCodes: [], menuScopes: new Map() };
}

/** The invoice body of a whole check (each line's quantity left), `extra` yuan over the checked amount. */
async function wholeInvoice(db: AppDatabase, checkId: number, n: number, extraCents: bigint) {
  const lines = await db
    .select({ id: stlAccountCheckLine.id, quantity: stlAccountCheckLine.quantity, invoicedQuantity: stlAccountCheckLine.invoicedQuantity, amount: stlAccountCheckLine.amount, invoicedAmount: stlAccountCheckLine.invoicedAmount, taxRate: stlAccountCheckLine.taxRate })
    .from(stlAccountCheckLine)
    .where(and(eq(stlAccountCheckLine.headId, checkId), eq(stlAccountCheckLine.lineStatus, 'valid'), sql`${stlAccountCheckLine.invoicedQuantity} < ${stlAccountCheckLine.quantity}`))
    .orderBy(asc(stlAccountCheckLine.lineNo));
  if (lines.length === 0) return undefined;
  const total = lines.reduce((sum, line) => sum + cents(line.amount) - cents(line.invoicedAmount), 0n) + extraCents;
  const quantity = (line: (typeof lines)[number]) => qtyText(qty(line.quantity) - qty(line.invoicedQuantity));
  return {
    invoiceNo: String(24_000_000 + n).padStart(8, '0'),
    invoiceCode: '1300242130',
    invoiceType: 'special' as const,
    invoiceDate: '2026-11-25',
    taxRate: lines[0]!.taxRate,
    amountWithTax: money(total),
    remark: extraCents === 0n ? '11月发票' : '11月发票（金额有误）',
    lines: lines.map((line) => ({ checkLineId: line.id, quantity: quantity(line) })),
  };
}

export async function seedSettlementDocuments(db: AppDatabase, context: SeedContext): Promise<void> {
  const actor = context.audit.createdBy;
  const admin = adminAccess(context.userIds.get('admin') ?? 1);
  const checks = await db
    .select({ id: stlAccountCheckHead.id, supplierSn: stlAccountCheckHead.supplierSn })
    .from(stlAccountCheckHead)
    .where(inArray(stlAccountCheckHead.status, [...CHECK_INVOICEABLE]))
    .orderBy(asc(stlAccountCheckHead.id));
  // S0001's first check: invoiced, then paid; the first check of another supplier: matched; the next one: blocked.
  const first = checks.find((check) => check.supplierSn === 'S0001');
  const other = checks.find((check) => check.supplierSn !== 'S0001');
  const plan = [first, other, checks.find((check) => check !== first && check !== other)].flatMap((check, index) => (check ? [{ check, extra: index === 2 ? 500n : 0n }] : []));
  let paidInvoiceId: number | undefined;
  for (const [n, { check, extra }] of plan.entries()) {
    const body = await wholeInvoice(db, check.id, n + 1, extra);
    if (!body) continue;
    const { saved } = await saveInvoice(db, admin, body);
    if (check === first) paidInvoiceId = saved.id;
  }

  if (paidInvoiceId !== undefined) {
    const [invoice] = await db.select().from(stlPurchaseInvoice).where(eq(stlPurchaseInvoice.id, paidInvoiceId));
    const party = { orgCode: invoice!.orgCode, orgName: invoice!.orgName, categoryCode: invoice!.categoryCode, supplierSn: invoice!.supplierSn, supplierName: invoice!.supplierName };
    const [prepayment] = await db
      .insert(stlPrepaymentHead)
      .values({ ...party, prepayNo: await nextSerial(db, PREPAYMENT_NO_RULE), applyDate: '2026-11-05', amount: '1000.00', status: 'submitted', remark: '11月预付款', createdBy: actor, updatedBy: actor })
      .returning({ id: stlPrepaymentHead.id });
    const applied = cents(invoice!.amountWithTax) < 30_000n ? invoice!.amountWithTax : '300.00';
    const payment = await savePayment(db, admin, {
      orgCode: party.orgCode,
      supplierSn: party.supplierSn,
      applyDate: '2026-11-28',
      payMethod: '电汇',
      invoices: [{ invoiceId: invoice!.id, amount: invoice!.amountWithTax }],
      prepayments: [{ prepaymentId: prepayment!.id, amount: applied }],
      remark: '11月货款',
    });
    const [row] = await db.select().from(stlPaymentSettleHead).where(eq(stlPaymentSettleHead.id, payment.id));
    await applyPayment(db, row!, 1, actor);
    await db.update(stlPaymentSettleHead).set({ status: 'submitted', version: sql`${stlPaymentSettleHead.version} + 1` }).where(eq(stlPaymentSettleHead.id, payment.id));
    const returned = '100.00';
    await db.insert(stlReturnInvoice).values({
      ...party,
      returnNo: await nextSerial(db, RETURN_INVOICE_NO_RULE),
      invoiceId: invoice!.id,
      invoiceNo: invoice!.invoiceNo,
      returnDate: '2026-11-27',
      quantity: '0',
      taxRate: invoice!.taxRate,
      amountWithTax: returned,
      taxAmount: taxOf(returned, invoice!.taxRate),
      reason: '质量折让',
      createdBy: actor,
      updatedBy: actor,
    });
  }
  const [s0002] = await db.select({ id: stlPurchaseInvoice.id, orgCode: stlPurchaseInvoice.orgCode, orgName: stlPurchaseInvoice.orgName, categoryCode: stlPurchaseInvoice.categoryCode, supplierSn: stlPurchaseInvoice.supplierSn, supplierName: stlPurchaseInvoice.supplierName }).from(stlPurchaseInvoice).where(eq(stlPurchaseInvoice.supplierSn, 'S0002')).limit(1);
  if (s0002) {
    const { id: _id, ...party } = s0002;
    await db.insert(stlPrepaymentHead).values({ ...party, prepayNo: await nextSerial(db, PREPAYMENT_NO_RULE), applyDate: '2026-11-20', amount: '500.00', remark: '预付款（待提交）', createdBy: actor, updatedBy: actor });
  }

  const customers = await db.select().from(sysCustomer).orderBy(asc(sysCustomer.id)).limit(4);
  if (customers.length > 0) {
    await db.insert(stlCustBal).values(
      customers.map((customer, index) => ({
        orgCode: customer.orgCode ?? '101001',
        categoryCode: '100101',
        custNumber: customer.custNumber,
        custName: customer.partyName,
        balance: money(1_234_567n * BigInt(index + 1)),
        creditLimit: money(5_000_000n * BigInt(index + 1)),
        creditStatus: (index % 3) as 0 | 1 | 2,
        effectiveStart: '2026-01-01',
        effectiveEnd: '2026-12-31',
        createdBy: actor,
        updatedBy: actor,
      })),
    );
  }
}
