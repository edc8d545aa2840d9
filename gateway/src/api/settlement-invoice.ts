/**
 * Invoice, return invoice, prepayment, payment, customer balance and document-flow shapes (issue 25,
 * part S2). Request bodies are TypeBox schemas with their Static types (the routes validate with them);
 * answers are interfaces. Money (≤ 2 decimals), quantities (≤ 3) and tax rates (percent, ≤ 2) travel
 * as decimal strings.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import type { CreditStatus, InvoiceStatus, InvoiceType, PaymentStatus, PrepaymentStatus, ReturnInvoiceStatus } from '../db/tables/settlement.js';
import { literalUnion } from './schema-helpers.js';

const Quantity = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$', maxLength: 20 });
const Money = Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', maxLength: 20 });
const TaxRate = Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$', maxLength: 5 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const OptionalDay = Type.Optional(Type.Union([Type.Null(), Day]));
const Code = Type.String({ minLength: 1, maxLength: 40 });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));
const OptionalId = Type.Optional(Type.Union([Type.Null(), Id]));

export const INVOICE_TYPES = ['special', 'normal', 'electronic'] as const;
export const INVOICE_STATUSES = ['new', 'matched', 'blocked', 'sent', 'partPaid', 'paid', 'invalid'] as const;
export const RETURN_INVOICE_STATUSES = ['new', 'committed', 'confirmed'] as const;
export const PREPAYMENT_STATUSES = ['new', 'submitted', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['new', 'submitted', 'paid', 'cancelled'] as const;
export const MAX_SETTLEMENT_LINES = 200;

export const InvoiceSaveBodySchema = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Version),
    invoiceNo: Type.String({ minLength: 1, maxLength: 40 }),
    invoiceCode: Type.String({ minLength: 1, maxLength: 40 }),
    invoiceType: literalUnion(INVOICE_TYPES),
    invoiceDate: Day,
    taxRate: TaxRate,
    amountWithTax: Money,
    remark: OptionalText(500),
    lines: Type.Array(Type.Object({ checkLineId: Id, quantity: Quantity, amountWithTax: Type.Optional(Type.Union([Type.Null(), Money])) }, { additionalProperties: false }), { minItems: 1, maxItems: MAX_SETTLEMENT_LINES }),
  },
  { additionalProperties: false },
);
export type InvoiceSaveBody = Static<typeof InvoiceSaveBodySchema>;

export interface InvoiceSaved {
  id: number;
  status: InvoiceStatus;
  matchDifference: string;
  version: number;
}

export interface InvoiceHeadRow {
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
  ebsSyncStatus: string;
  remark: string | null;
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
  invoice: InvoiceHeadRow;
  lines: InvoiceLineRow[];
  /** Σ line quantity. */
  totalQuantity: string;
  actions: string[];
}

/** A check line of a confirmed (or later) check with what is left to invoice. */
export interface CheckableLine {
  checkLineId: number;
  checkId: number;
  checkNo: string;
  lineNo: number;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  shippingNo: string;
  pickNo: string;
  pickMaterialId: number;
  contractNo: string;
  matCode: string;
  matName: string;
  quantity: string;
  price: string;
  amount: string;
  taxRate: string;
  invoicedQuantity: string;
  invoicedAmount: string;
  leftQuantity: string;
  leftAmount: string;
}

/** An invoice a payment may settle, with its unpaid rest. */
export interface SettleableInvoice {
  id: number;
  invoiceNo: string;
  invoiceCode: string;
  invoiceDate: string;
  status: InvoiceStatus;
  amountWithTax: string;
  paidAmount: string;
  unpaidAmount: string;
}

export interface SyncQueued {
  queued: true;
  logId: number;
}

export const ReturnInvoiceSaveBodySchema = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Version),
    invoiceId: OptionalId,
    orgCode: Type.Optional(Code),
    categoryCode: Type.Optional(Code),
    supplierSn: Type.Optional(Code),
    returnDate: Day,
    quantity: Type.Optional(Type.Union([Type.Null(), Quantity])),
    taxRate: TaxRate,
    amountWithTax: Money,
    reason: OptionalText(500),
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type ReturnInvoiceSaveBody = Static<typeof ReturnInvoiceSaveBodySchema>;

export const MoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type MoveBody = Static<typeof MoveBodySchema>;
export const TaxRateBodySchema = Type.Object({ id: Id, version: Version, taxRate: TaxRate }, { additionalProperties: false });
export type TaxRateBody = Static<typeof TaxRateBodySchema>;

export interface StatusChange<S extends string = string> {
  id: number;
  status: S;
  version: number;
}

export interface ReturnInvoiceSaved {
  id: number;
  returnNo: string;
  version: number;
}

export interface PrepaymentSaved {
  id: number;
  prepayNo: string;
  version: number;
}

export interface PaymentSaved {
  id: number;
  paymentNo: string;
  version: number;
}

export const PrepaymentSaveBodySchema = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Version),
    orgCode: Code,
    categoryCode: Code,
    supplierSn: Code,
    contractId: OptionalId,
    applyDate: Day,
    amount: Money,
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type PrepaymentSaveBody = Static<typeof PrepaymentSaveBodySchema>;

export const PaymentSaveBodySchema = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Version),
    orgCode: Code,
    supplierSn: Code,
    applyDate: Day,
    payMethod: OptionalText(40),
    invoices: Type.Array(Type.Object({ invoiceId: Id, amount: Money }, { additionalProperties: false }), { minItems: 1, maxItems: MAX_SETTLEMENT_LINES }),
    prepayments: Type.Array(Type.Object({ prepaymentId: Id, amount: Money }, { additionalProperties: false }), { maxItems: MAX_SETTLEMENT_LINES }),
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type PaymentSaveBody = Static<typeof PaymentSaveBodySchema>;

export interface PaymentDetail {
  payment: {
    id: number;
    paymentNo: string;
    orgCode: string;
    orgName: string | null;
    categoryCode: string;
    supplierSn: string;
    supplierName: string;
    applyDate: string;
    payMethod: string | null;
    invoiceAmount: string;
    prepaidAmount: string;
    payAmount: string;
    status: PaymentStatus;
    ebsStatus: string | null;
    ebsSyncStatus: string;
    remark: string | null;
    version: number;
  };
  invoices: { id: number; invoiceId: number; invoiceNo: string; amount: string }[];
  prepayments: { id: number; prepaymentId: number; prepayNo: string; amount: string }[];
  actions: string[];
}

/** A submitted prepayment with what is left to apply. */
export interface ApplicablePrepayment {
  id: number;
  prepayNo: string;
  amount: string;
  appliedAmount: string;
  leftAmount: string;
  status: PrepaymentStatus;
}

export const CustBalSaveBodySchema = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Version),
    orgCode: Code,
    categoryCode: Code,
    custNumber: Code,
    custName: Type.Optional(Type.String({ maxLength: 200 })),
    balance: Type.String({ pattern: '^-?\\d{1,16}(\\.\\d{1,2})?$', maxLength: 20 }),
    creditLimit: Money,
    creditStatus: literalUnion([0, 1, 2] as const),
    effectiveStart: OptionalDay,
    effectiveEnd: OptionalDay,
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type CustBalSaveBody = Static<typeof CustBalSaveBodySchema>;
export type { CreditStatus, ReturnInvoiceStatus, PrepaymentStatus };

export const DOCUMENT_FLOW_TYPES = ['contract', 'pick', 'shipping', 'check', 'invoice', 'payment'] as const;
export type DocumentFlowType = (typeof DOCUMENT_FLOW_TYPES)[number];

export const DocumentFlowQuerySchema = Type.Object({ type: literalUnion(DOCUMENT_FLOW_TYPES), id: Type.String({ pattern: '^[0-9]{1,15}$' }) }, { additionalProperties: false });

/** One document of a chain, with its quantity and amount (null where the document has none). */
export interface DocumentFlowNode {
  type: DocumentFlowType;
  id: number;
  no: string;
  status: string;
  quantity: string | null;
  amount: string | null;
  /** Before the current document in the chain (contract side). */
  upstream: boolean;
  current: boolean;
}

export interface DocumentFlow {
  nodes: DocumentFlowNode[];
}
