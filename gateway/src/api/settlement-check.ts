/**
 * Account check, pricing confirmation and business confirmation shapes (issue 25, part S1). Request
 * bodies are TypeBox schemas with their Static types (the routes validate with them); answers are
 * interfaces. Quantities (≤ 3 decimals), money (≤ 2) and prices (≤ 6) travel as decimal strings.
 *
 * Routes under /purchase/api/v1/account-checking-head (… below):
 * - lists: …/page, …/custom-page (GET, POST) and /purchase/api/v1/account-check-line/page, custom-page;
 * - GET …/checkable-shipments?supplierSn=&orgCode=&categoryCode=&pickNo= → CheckableShipment[];
 * - POST …/save AccountCheckSaveBody → AccountCheckSaved; GET …/detail?id= → AccountCheckDetail;
 *   DELETE …?ids= (new only);
 * - POST …/calculate {id} → AccountCheckFigures (written); POST …/realTimeCalculate {lines} → AccountCheckFigures;
 * - moves {id, version} → AccountCheckStatusChange: POST …/submit, …/revoke, …/sendSupplier,
 *   …/transformBusConfirm, …/settlement, …/invalid; …/partInvalid {id, version, lineIds};
 *   …/batchSettlement {ids} → {settled}; …/supplierConfirm {id, version, accept, opinion?} and
 *   …/rejectSupplierAccountCheck {id, version, opinion} (the supplier's own);
 * - GET …/send-to-ebs-sync?id= → {queued, logId};
 * - pricing: GET …/pricingConPage (list), POST …/pricingConfirm PricingConfirmBody, DELETE
 *   …/pricingDelete?ids=, GET …/queryCheckQuantityTotal?contractLineId= → {contractLineId, quantity};
 * - /purchase/api/v1/execution/business-process-head: custom-page, page, GET get?id=, POST save, POST
 *   submit, invalid, transformBusConfirm, withdraw, cancel ({id, version}), DELETE ?ids=.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';
import type { AccountCheckStatus, BusinessProcessStatus, CheckLineStatus, PriceSource, PricingStatus } from '../db/tables/settlement.js';

const Quantity = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$', maxLength: 20 });
const Price = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$', maxLength: 20 });
const DayText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Day = Type.Optional(Type.Union([Type.Null(), DayText]));
const Code = Type.String({ minLength: 1, maxLength: 40 });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));

export const ACCOUNT_CHECK_STATUSES = ['new', 'submitted', 'sentSupplier', 'confirmed', 'rejected', 'busConfirmed', 'settled', 'invalid'] as const;
export const BUSINESS_PROCESS_STATUSES = ['new', 'submitted', 'confirmed', 'invalid', 'cancelled'] as const;
/** Lines one account check may carry. */
export const MAX_CHECK_LINES = 500;

export const AccountCheckLineInputSchema = Type.Object(
  { shippingId: Id, quantity: Type.Optional(Type.Union([Type.Null(), Quantity])), remark: OptionalText(500) },
  { additionalProperties: false },
);
export type AccountCheckLineInput = Static<typeof AccountCheckLineInputSchema>;

/** POST …/save: a new check (no id) or an edit of one in new or rejected (id and version). */
export const AccountCheckSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    version: Type.Optional(Version),
    orgCode: Code,
    categoryCode: Code,
    supplierSn: Code,
    periodStart: Day,
    periodEnd: Day,
    remark: OptionalText(500),
    lines: Type.Array(AccountCheckLineInputSchema, { minItems: 1, maxItems: MAX_CHECK_LINES }),
  },
  { additionalProperties: false },
);
export type AccountCheckSaveBody = Static<typeof AccountCheckSaveBodySchema>;

export interface AccountCheckSaved {
  id: number;
  checkNo: string;
  version: number;
}

export const AccountCheckMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type AccountCheckMoveBody = Static<typeof AccountCheckMoveBodySchema>;

export const AccountCheckConfirmBodySchema = Type.Object({ id: Id, version: Version, accept: Type.Boolean(), opinion: OptionalText(500) }, { additionalProperties: false });
export type AccountCheckConfirmBody = Static<typeof AccountCheckConfirmBodySchema>;

export const AccountCheckRejectBodySchema = Type.Object({ id: Id, version: Version, opinion: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export type AccountCheckRejectBody = Static<typeof AccountCheckRejectBodySchema>;

export const AccountCheckPartInvalidBodySchema = Type.Object({ id: Id, version: Version, lineIds: IdList(MAX_CHECK_LINES) }, { additionalProperties: false });
export type AccountCheckPartInvalidBody = Static<typeof AccountCheckPartInvalidBodySchema>;

export const AccountCheckBatchBodySchema = Type.Object({ ids: IdList(200) }, { additionalProperties: false });
export type AccountCheckBatchBody = Static<typeof AccountCheckBatchBodySchema>;

export const AccountCheckIdBodySchema = Type.Object({ id: Id }, { additionalProperties: false });
export type AccountCheckIdBody = Static<typeof AccountCheckIdBodySchema>;

export const RealTimeCalculateBodySchema = Type.Object({ lines: Type.Array(AccountCheckLineInputSchema, { maxItems: MAX_CHECK_LINES }) }, { additionalProperties: false });
export type RealTimeCalculateBody = Static<typeof RealTimeCalculateBodySchema>;

export const CheckableShipmentsQuerySchema = Type.Object(
  { supplierSn: Type.Optional(Code), orgCode: Type.Optional(Code), categoryCode: Type.Optional(Code), pickNo: Type.Optional(Type.String({ maxLength: 40 })), checkId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })) },
  { additionalProperties: false },
);
export type CheckableShipmentsQuery = Static<typeof CheckableShipmentsQuerySchema>;

/** An accepted shipment with what is left of its accepted quantity to check. */
export interface CheckableShipment {
  shippingId: number;
  shippingNo: string;
  pickId: number;
  pickNo: string;
  pickMaterialId: number;
  contractId: number;
  contractNo: string;
  contractLineId: number;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  matCode: string;
  matName: string;
  unitCode: string;
  plateNo: string;
  shippingDate: string;
  netWeight: string | null;
  deductWeightRate: string;
  acceptedQuantity: string;
  /** Σ quantity of the valid lines of other non-invalid checks on it. */
  checkedQuantity: string;
  /** accepted − checked (the default line quantity). */
  leftQuantity: string;
  contractPrice: string;
  deductPrice: string;
  price: string;
  priceSource: PriceSource;
  taxRate: string;
  reconciliation: string;
}

/** One line's figures: the price and amounts of a check line. */
export interface AccountCheckLineFigures {
  shippingId: number;
  quantity: string;
  contractPrice: string;
  deductPrice: string;
  price: string;
  priceSource: PriceSource;
  taxRate: string;
  amount: string;
  taxAmount: string;
  deductAmount: string;
}

export interface AccountCheckFigures {
  lines: AccountCheckLineFigures[];
  totalQuantity: string;
  totalAmount: string;
  totalTaxAmount: string;
  deductAmount: string;
}

export interface AccountCheckHeadRow {
  id: number;
  checkNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  supplierSn: string;
  supplierName: string;
  periodStart: string | null;
  periodEnd: string | null;
  status: AccountCheckStatus;
  totalQuantity: string;
  totalAmount: string;
  totalTaxAmount: string;
  deductAmount: string;
  invoicedAmount: string;
  ebsSyncStatus: string;
  supplierOpinion: string | null;
  confirmedBy: string | null;
  confirmedTime: string | null;
  settledBy: string | null;
  settledTime: string | null;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

export interface AccountCheckLineRow {
  id: number;
  headId: number;
  lineNo: number;
  shippingId: number;
  shippingNo: string;
  pickId: number;
  pickNo: string;
  pickMaterialId: number;
  contractId: number;
  contractNo: string;
  contractLineId: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  contractPrice: string;
  deductPrice: string;
  price: string;
  priceSource: PriceSource;
  taxRate: string;
  amount: string;
  taxAmount: string;
  invoicedQuantity: string;
  invoicedAmount: string;
  lineStatus: CheckLineStatus;
  remark: string | null;
  version: number;
}

export interface AccountCheckDetail {
  head: AccountCheckHeadRow;
  lines: AccountCheckLineRow[];
  /** The moves and edits its status allows (before the caller's permissions). */
  actions: string[];
}

export interface AccountCheckStatusChange {
  id: number;
  status: AccountCheckStatus;
  version: number;
}

export interface AccountCheckSyncQueued {
  queued: true;
  logId: number;
}

/** POST …/pricingConfirm: a confirmed price for a quantity of a contract line. */
export const PricingConfirmBodySchema = Type.Object(
  { contractLineId: Id, quantity: Quantity, price: Price, pricingDate: DayText, remark: OptionalText(500) },
  { additionalProperties: false },
);
export type PricingConfirmBody = Static<typeof PricingConfirmBodySchema>;

export interface PricingConfirmed {
  id: number;
  status: PricingStatus;
}

export const ContractLineQuerySchema = Type.Object({ contractLineId: Type.String({ pattern: '^[0-9]{1,15}$' }) }, { additionalProperties: false });
export type ContractLineQuery = Static<typeof ContractLineQuerySchema>;

export interface CheckQuantityTotal {
  contractLineId: number;
  /** Σ quantity of the valid lines of non-invalid checks on the contract line. */
  quantity: string;
}

/** POST business-process-head/save: a business confirmation written by hand (or edited while new). */
export const BusinessProcessSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    version: Type.Optional(Version),
    orgCode: Code,
    categoryCode: Code,
    supplierSn: Code,
    businessDate: DayText,
    quantity: Quantity,
    amount: Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', maxLength: 20 }),
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type BusinessProcessSaveBody = Static<typeof BusinessProcessSaveBodySchema>;

export interface BusinessProcessRow {
  id: number;
  processNo: string;
  checkId: number | null;
  checkNo: string | null;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  businessDate: string;
  quantity: string;
  amount: string;
  status: BusinessProcessStatus;
  remark: string | null;
  createdTime: string;
  version: number;
}

export interface BusinessProcessSaved {
  id: number;
  processNo: string;
  version: number;
}

export interface BusinessProcessStatusChange {
  id: number;
  status: BusinessProcessStatus;
  version: number;
}
