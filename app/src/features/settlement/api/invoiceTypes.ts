/**
 * The shapes of the invoice, return invoice, prepayment, payment and customer balance calls (issue 25),
 * declared here after /tmp/settle/CONTRACT.md until `gateway/src/api/settlement-invoice.ts` (S2) exports
 * them; then the api modules take them from '@srm/gateway/api'. Money, prices and quantities are decimal
 * strings, never numbers.
 */
export type InvoiceType = 'special' | 'normal' | 'electronic';
export type InvoiceStatus = 'new' | 'matched' | 'blocked' | 'sent' | 'partPaid' | 'paid' | 'invalid';
export type ReturnInvoiceStatus = 'new' | 'committed' | 'confirmed';
export type PrepaymentStatus = 'new' | 'submitted' | 'cancelled';
export type PaymentStatus = 'new' | 'submitted' | 'paid' | 'cancelled';
export type SyncStatus = 'synched' | 'unsynched';

export interface InvoiceRow {
  id: number;
  invoiceNo: string;
  invoiceCode: string;
  invoiceType: InvoiceType;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  invoiceDate: string;
  taxRate: string;
  amountWithTax: string;
  taxAmount: string;
  amountWithoutTax: string;
  matchedAmount: string;
  matchDifference: string;
  paidAmount: string;
  status: InvoiceStatus;
  ebsSyncStatus: SyncStatus;
  remark: string | null;
  createdTime: string;
  version: number;
}

export interface InvoiceLineRow {
  id: number;
  checkLineId: number;
  checkId: number;
  checkNo: string;
  pickMaterialId: number;
  matCode: string;
  matName: string;
  quantity: string;
  amountWithTax: string;
  taxAmount: string;
}

export interface InvoiceDetail {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
}

/** A check line of a confirmed (or later) check with what is left to invoice (GET …/purchase-invoice/checkable-lines). */
export interface CheckableLine {
  checkLineId: number;
  checkId: number;
  checkNo: string;
  lineNo: number;
  shippingNo: string;
  pickNo: string;
  matCode: string;
  matName: string;
  quantity: string;
  price: string;
  amount: string;
  taxRate: string;
  invoicedQuantity: string;
  invoicedAmount: string;
}

export interface InvoiceSaveBody {
  id?: number;
  version?: number;
  invoiceNo: string;
  invoiceCode: string;
  invoiceType: InvoiceType;
  invoiceDate: string;
  taxRate: string;
  amountWithTax: string;
  remark?: string | null;
  lines: { checkLineId: number; quantity: string; amountWithTax?: string }[];
}

export interface InvoiceSaved {
  id: number;
  status: InvoiceStatus;
  matchDifference: string;
  version: number;
}

/** An invoice with an unpaid rest, for the payment dialog (GET …/purchase-invoice/settle-list). */
export interface SettleableInvoice {
  id: number;
  invoiceNo: string;
  invoiceCode: string;
  invoiceDate: string;
  amountWithTax: string;
  paidAmount: string;
  unpaidAmount: string;
  status: InvoiceStatus;
}

export interface ReturnInvoiceRow {
  id: number;
  returnNo: string;
  invoiceId: number | null;
  invoiceNo: string | null;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string;
  returnDate: string;
  quantity: string;
  taxRate: string;
  amountWithTax: string;
  taxAmount: string;
  status: ReturnInvoiceStatus;
  ebsSyncStatus: SyncStatus;
  reason: string | null;
  createdTime: string;
  version: number;
}

export interface ReturnInvoiceSaveBody {
  id?: number;
  version?: number;
  invoiceId?: number | null;
  orgCode?: string;
  supplierSn?: string;
  returnDate: string;
  quantity?: string | null;
  taxRate: string;
  amountWithTax: string;
  reason?: string | null;
}

export interface PrepaymentRow {
  id: number;
  prepayNo: string;
  contractNo: string | null;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  applyDate: string;
  amount: string;
  appliedAmount: string;
  status: PrepaymentStatus;
  remark: string | null;
  createdTime: string;
  version: number;
}

export interface PrepaymentSaveBody {
  id?: number;
  version?: number;
  orgCode: string;
  supplierSn: string;
  categoryCode?: string;
  applyDate: string;
  amount: string;
  remark?: string | null;
}

export interface PaymentRow {
  id: number;
  paymentNo: string;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string;
  applyDate: string;
  payMethod: string | null;
  invoiceAmount: string;
  prepaidAmount: string;
  payAmount: string;
  status: PaymentStatus;
  ebsStatus: string | null;
  ebsSyncStatus: SyncStatus;
  remark: string | null;
  createdTime: string;
  version: number;
}

export interface PaymentDetail {
  payment: PaymentRow;
  invoices: { invoiceId: number; invoiceNo: string; amount: string }[];
  prepayments: { prepaymentId: number; prepayNo: string; amount: string }[];
}

export interface PaymentSaveBody {
  id?: number;
  version?: number;
  orgCode: string;
  supplierSn: string;
  applyDate: string;
  payMethod?: string | null;
  invoices: { invoiceId: number; amount: string }[];
  prepayments: { prepaymentId: number; amount: string }[];
  remark?: string | null;
}

export interface CustBalRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  custNumber: string;
  custName: string;
  balance: string;
  creditLimit: string;
  /** 0 not effective, 1 effective, 2 expired. */
  creditStatus: 0 | 1 | 2;
  effectiveStart: string | null;
  effectiveEnd: string | null;
  remark: string | null;
  version: number;
}

export interface CustBalSaveBody {
  id?: number;
  version?: number;
  orgCode: string;
  categoryCode: string;
  custNumber: string;
  custName: string;
  balance: string;
  creditLimit: string;
  creditStatus: 0 | 1 | 2;
  effectiveStart?: string | null;
  effectiveEnd?: string | null;
  remark?: string | null;
}
