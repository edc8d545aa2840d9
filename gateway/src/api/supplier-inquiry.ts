/**
 * 询价管理 (issue 22) under /supplier/api/v1/inquiry: the detail with its sealed quotes, a draft's save,
 * publish, cancel, a supplier's quotes and the award that creates a contract draft. Prices and
 * quantities are decimal strings, never floats; dates YYYY-MM-DD, the deadline an ISO date-time.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import type { SupplierInquiryRow } from './supplier.js';

/** draft, published, closed (a published one past its deadline), awarded, cancelled. */
export type InquiryStatus = SupplierInquiryRow['status'];

const code = Type.String({ minLength: 1, maxLength: 64 });
const date = Type.String({ maxLength: 10 });
const optionalDate = Type.Optional(Type.Union([date, Type.Null()]));
/** A decimal as typed (its digits are checked by the gateway's rules, which name the row). */
const figure = Type.String({ minLength: 1, maxLength: 40 });

export const InquiryLineInputSchema = Type.Object(
  {
    matCode: code,
    quantity: figure,
    deliveryStart: optionalDate,
    deliveryEnd: optionalDate,
  },
  { additionalProperties: false },
);

/** POST save: without id a new draft (supplier:inquiry:add), with id and version the draft's update (:edit). */
export const InquirySaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    orgCode: code,
    categoryCode: code,
    /** ISO date-time. */
    deadline: Type.String({ minLength: 10, maxLength: 40 }),
    remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    lines: Type.Array(InquiryLineInputSchema, { maxItems: 200 }),
    supplierSns: Type.Array(code, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type InquirySaveBody = Static<typeof InquirySaveBodySchema>;

/** POST publish / cancel: the inquiry and the version it was read at. */
export const InquiryMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type InquiryMoveBody = Static<typeof InquiryMoveBodySchema>;

export const InquiryQuoteInputSchema = Type.Object(
  {
    lineId: Id,
    priceWithTax: figure,
    quantity: figure,
    deliveryDate: optionalDate,
    validUntil: optionalDate,
  },
  { additionalProperties: false },
);

/** POST quote (supplier:inquiry:quote, a supplier user): its quotes on some or all lines, replacing its earlier ones. */
export const InquiryQuoteBodySchema = Type.Object(
  {
    inquiryId: Id,
    quotes: Type.Array(InquiryQuoteInputSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type InquiryQuoteBody = Static<typeof InquiryQuoteBodySchema>;

/** POST award (supplier:inquiry:award): the winner, after the deadline. */
export const InquiryAwardBodySchema = Type.Object({ id: Id, version: Version, supplierSn: code }, { additionalProperties: false });
export type InquiryAwardBody = Static<typeof InquiryAwardBodySchema>;

export interface InquiryDetailLine {
  id: number;
  lineNo: number;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
}

export interface InquiryInvitedSupplier {
  supplierSn: string;
  supplierName: string;
}

export interface InquiryQuoteRow {
  id: number;
  lineId: number;
  supplierSn: string;
  supplierName: string;
  priceWithTax: string;
  quantity: string;
  deliveryDate: string | null;
  validUntil: string | null;
  /** After the deadline, to staff: the lowest price of its line (ties all flagged). */
  lowest: boolean;
  updatedTime: string;
}

/**
 * GET detail?id=: the inquiry as the caller may see it. `status` is the effective one (a published
 * inquiry past its deadline is closed). Quotes are sealed until the deadline: before it a supplier user
 * gets its own and staff none (`sealed` true); after it staff get all with the lowest flagged, a
 * supplier still only its own.
 */
export interface InquiryDetail {
  id: number;
  inquiryNo: string;
  title: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  deadline: string;
  status: InquiryStatus;
  awardedSupplierSn: string | null;
  contractId: number | null;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
  sealed: boolean;
  lines: InquiryDetailLine[];
  suppliers: InquiryInvitedSupplier[];
  quotes: InquiryQuoteRow[];
}

/** The answer of save, publish and cancel. */
export interface InquirySaved {
  id: number;
  inquiryNo: string;
  status: InquiryStatus;
  version: number;
}

/** The answer of quote: how many lines the supplier has quoted now. */
export interface InquiryQuoted {
  inquiryId: number;
  quoted: number;
}

/** The answer of award: the contract draft created for the winner. */
export interface InquiryAwarded {
  contractId: number;
  contractNo: string;
}
