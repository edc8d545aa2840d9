/**
 * The shapes of the invoice, return invoice, prepayment, payment and customer balance calls (issue 25):
 * the gateway's request bodies and answers (`gateway/src/api/settlement-invoice.ts`, from
 * '@srm/gateway/api'), and the rows of its list resources (invoice-list.ts), which the gateway does not
 * name as types. Money, prices and quantities are decimal strings, never numbers.
 */
export type {
  CheckableLine,
  CustBalSaveBody,
  InvoiceDetail,
  InvoiceLineRow,
  InvoiceSaveBody,
  InvoiceSaved,
  PaymentDetail,
  PaymentSaveBody,
  PrepaymentSaveBody,
  ReturnInvoiceSaveBody,
  SettleableInvoice,
} from '@srm/gateway/api';
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

