/**
 * Return invoice shapes of material orders (issue 26; spec 02 §7 "return invoices: page, details, commit,
 * updateTaxRate, reSendEBS, pending charge list and confirm"), under
 * /material/api/v1/order/return-invoice. A return invoice returns goods of one purchase order: its lines
 * name purchase order lines (quantity ≤ shipped − returned before); amount = Σ amountOfTexts(q, price),
 * tax = taxOfTexts(amount, rate) (settlement's rule). Decimals travel as strings.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import type { ReturnChargeStatus, ReturnChargeType, ReturnInvoiceStatus, ReturnSyncStatus } from '../db/tables/order-return.js';
import { OrderDay, OrderQuantity, OrderTaxRate, OptionalOrderText } from './order-purchase.js';
import { literalUnion } from './schema-helpers.js';

export type { ReturnChargeStatus, ReturnChargeType, ReturnSyncStatus };
export type MatReturnInvoiceStatus = ReturnInvoiceStatus;

export const MAT_RETURN_INVOICE_STATUSES = ['new', 'committed', 'confirmed'] as const satisfies readonly ReturnInvoiceStatus[];
export const RETURN_CHARGE_TYPES = ['freight', 'handling'] as const satisfies readonly ReturnChargeType[];
export const RETURN_CHARGE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly ReturnChargeStatus[];
export const MAX_RETURN_LINES = 200;

const Money = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,2})?$', maxLength: 20 });

export const MatReturnLineInputSchema = Type.Object({ orderLineId: Id, quantity: OrderQuantity }, { additionalProperties: false });
export type MatReturnLineInput = Static<typeof MatReturnLineInputSchema>;
export const MatReturnChargeInputSchema = Type.Object({ chargeType: literalUnion(RETURN_CHARGE_TYPES), amount: Money, remark: OptionalOrderText(200) }, { additionalProperties: false });
export type MatReturnChargeInput = Static<typeof MatReturnChargeInputSchema>;

/** POST save (order:purchase:return): a new return invoice (id absent), or an edit of a `new` one. */
export const MatReturnInvoiceSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    orderId: Id,
    returnDate: OrderDay,
    taxRate: OrderTaxRate,
    reason: OptionalOrderText(500),
    remark: OptionalOrderText(500),
    lines: Type.Array(MatReturnLineInputSchema, { minItems: 1, maxItems: MAX_RETURN_LINES }),
    charges: Type.Optional(Type.Array(MatReturnChargeInputSchema, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type MatReturnInvoiceSaveBody = Static<typeof MatReturnInvoiceSaveBodySchema>;

export const MatReturnMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type MatReturnMoveBody = Static<typeof MatReturnMoveBodySchema>;
export const MatReturnTaxRateBodySchema = Type.Object({ id: Id, version: Version, taxRate: OrderTaxRate }, { additionalProperties: false });
export type MatReturnTaxRateBody = Static<typeof MatReturnTaxRateBodySchema>;
/** POST pending-charge/confirm (order:purchase:return-confirm): pending charges, each at its version. */
export const MatReturnChargeConfirmBodySchema = Type.Object(
  { charges: Type.Array(Type.Object({ id: Id, version: Version }, { additionalProperties: false }), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type MatReturnChargeConfirmBody = Static<typeof MatReturnChargeConfirmBodySchema>;

export interface MatReturnInvoiceRow {
  id: number;
  returnNo: string;
  orderId: number;
  orderNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  supplierSn: string;
  supplierName: string;
  returnDate: string;
  quantity: string;
  taxRate: string;
  amountWithTax: string;
  taxAmount: string;
  status: ReturnInvoiceStatus;
  ebsSyncStatus: ReturnSyncStatus;
  reason: string | null;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

export interface MatReturnInvoiceLine {
  id: number;
  orderLineId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  priceWithTax: string;
  amount: string;
}

export interface MatReturnChargeRow {
  id: number;
  returnId: number;
  returnNo: string;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  chargeType: ReturnChargeType;
  amount: string;
  status: ReturnChargeStatus;
  confirmedBy: string | null;
  confirmedTime: string | null;
  remark: string | null;
  createdTime: string;
  version: number;
}

export interface MatReturnInvoiceDetail extends MatReturnInvoiceRow {
  lines: MatReturnInvoiceLine[];
  charges: MatReturnChargeRow[];
  /** The moves the status allows (edit, updateTaxRate, commit, confirm, reSendEBS), before permissions. */
  allowedActions: string[];
}

/** A purchase order line a return may take: returnable = shipped − what other return invoices took. */
export interface MatReturnableLine {
  orderLineId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  priceWithTax: string;
  shippedQuantity: string;
  returnedQuantity: string;
  returnableQuantity: string;
}

export interface MatReturnInvoiceSaved {
  id: number;
  returnNo: string;
  version: number;
}

export interface MatReturnInvoiceMoved {
  id: number;
  status: ReturnInvoiceStatus;
  version: number;
}

export interface MatReturnTaxRateChanged {
  id: number;
  taxRate: string;
  taxAmount: string;
  version: number;
}

export interface MatReturnResent {
  queued: true;
  logId: number;
}

export interface MatReturnChargesConfirmed {
  confirmed: number;
  /** Return invoices that reached confirmed because none of their charges waits any more. */
  invoicesConfirmed: string[];
}

/** GET returnable-orders: purchase orders in the caller's scope with shipped quantity left to return. */
export interface MatReturnableOrder {
  id: number;
  orderNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  shippedQuantity: string;
}
