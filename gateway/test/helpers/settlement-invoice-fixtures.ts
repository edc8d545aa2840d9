/**
 * Fixtures of the invoice, payment and document-flow tests (issue 25, part S2): a confirmed account check
 * written directly on a pick of its own (helpers/pick-shipping-fixtures.ts) with one accepted shipment
 * per line, and the calls the tests make as a signed-in user.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/connection.js';
import { conContractHead } from '../../src/db/tables/contract.js';
import { purPickShipping } from '../../src/db/tables/pick.js';
import { stlAccountCheckHead, stlAccountCheckLine, type AccountCheckStatus } from '../../src/db/tables/settlement.js';
import type { GatewayApp } from '../../src/server.js';
import { insertPick } from './pick-shipping-fixtures.js';

export const API = '/gateway/purchase/api/v1';
export const INVOICE = `${API}/purchase-invoice`;
export const PAYMENT = `${API}/payment-settle-head`;
export const PREPAYMENT = '/gateway/demand/api/v1/prepayment-head';
export const RETURN_INVOICE = `${API}/return-invoice`;
export const CUST_BAL = `${API}/execution/cust-bal`;

export interface CheckLineFixture {
  quantity: string;
  price: string;
  amount: string;
  taxAmount?: string;
}

export interface CheckFixture {
  checkId: number;
  checkNo: string;
  lineIds: number[];
  shippingIds: number[];
  pickId: number;
  contractId: number;
  supplierSn: string;
}

let counter = 0;

/** A check (confirmed unless said otherwise) of S0001 in 101001 / 100101 with one accepted shipment per line. */
export async function insertCheck(database: DatabaseConnection, lines: readonly CheckLineFixture[], options: { status?: AccountCheckStatus; supplierSn?: string; supplierName?: string } = {}): Promise<CheckFixture> {
  counter += 1;
  const db = database.db;
  const supplierSn = options.supplierSn ?? 'S0001';
  const pick = await insertPick(database, { supplierSn, ...(options.supplierName ? { supplierName: options.supplierName } : {}), lines: lines.map((line) => ({ quantity: '1000', planned: line.quantity })) });
  const [contract] = await db.select().from(conContractHead).where(eq(conContractHead.id, pick.contractId));
  const shippingIds: number[] = [];
  for (const [index, line] of lines.entries()) {
    const [shipping] = await db
      .insert(purPickShipping)
      .values({
        shippingNo: `FY${Date.now()}${counter}${index}`,
        pickId: pick.pickId,
        pickNo: pick.pickNo,
        pickMaterialId: pick.lineIds[index]!,
        contractNo: contract!.contractNo,
        orgCode: '101001',
        categoryCode: '100101',
        supplierSn,
        supplierName: contract!.supplierName,
        matCode: pick.matCode,
        matName: '玉米',
        plateNo: '冀A12345',
        shippingDate: '2026-11-20',
        shippedQuantity: line.quantity,
        acceptedQuantity: line.quantity,
        shippingStatus: 'SHIPPING_DONE',
        receiveStatus: 1,
        reconciliation: 'allCheck',
      })
      .returning({ id: purPickShipping.id });
    shippingIds.push(shipping!.id);
  }
  const checkNo = `DZT${Date.now()}${counter}`;
  const [head] = await db
    .insert(stlAccountCheckHead)
    .values({ checkNo, orgCode: '101001', orgName: '河北饲料有限公司', categoryCode: '100101', supplierSn, supplierName: contract!.supplierName, status: options.status ?? 'confirmed' })
    .returning({ id: stlAccountCheckHead.id });
  const inserted = await db
    .insert(stlAccountCheckLine)
    .values(
      lines.map((line, index) => ({
        headId: head!.id,
        lineNo: index + 1,
        shippingId: shippingIds[index]!,
        shippingNo: `FY${index}`,
        pickId: pick.pickId,
        pickNo: pick.pickNo,
        pickMaterialId: pick.lineIds[index]!,
        contractId: pick.contractId,
        contractNo: contract!.contractNo,
        contractLineId: pick.contractLineIds[index]!,
        matCode: pick.matCode,
        matName: '玉米',
        unitCode: 'T',
        quantity: line.quantity,
        contractPrice: line.price,
        price: line.price,
        taxRate: '9',
        amount: line.amount,
        taxAmount: line.taxAmount ?? '0',
      })),
    )
    .returning({ id: stlAccountCheckLine.id });
  return { checkId: head!.id, checkNo, lineIds: inserted.map((row) => row.id), shippingIds, pickId: pick.pickId, contractId: pick.contractId, supplierSn };
}

let invoiceCounter = 0;

/** An invoice body on check lines (whole quantities unless given). */
export function invoiceBody(amountWithTax: string, lines: readonly { checkLineId: number; quantity: string; amountWithTax?: string }[], values: Record<string, unknown> = {}) {
  invoiceCounter += 1;
  return { invoiceNo: `T${Date.now() % 1e9}${invoiceCounter}`, invoiceCode: '1300242999', invoiceType: 'special', invoiceDate: '2026-11-26', taxRate: '9', amountWithTax, lines, ...values };
}

/** A caller of the gateway as `token()`. */
export function callerOf(app: GatewayApp, token: () => string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token()}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
