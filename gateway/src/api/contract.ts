/**
 * The contract area: callbacks, documents and the ERP sync (modules/contract).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { CONTRACT_LINE_BODY_MAX_LENGTH, CONTRACT_LINE_BODY_PATTERNS, REBATE_VALUE_PATTERNS } from '@srm/rules';
import { Id, IdList, Version } from '../core/schemas.js';
import { REBATE_TIMINGS, REBATE_TYPES } from '../db/tables/contract.js';
import { MAX_CONTRACT_LINES, MAX_CONTRACT_REBATES } from '../modules/contract/document-rules.js';
import { literalUnion } from './schema-helpers.js';

const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const day = () => Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]));
const optionalId = () => Type.Optional(Type.Union([Id, Type.Null()]));
const decimal = (pattern: RegExp) => Type.String({ pattern: pattern.source });
/** A line figure: well-formed, any size (a value above its maximum is a row problem that names the limit). */
const figure = (pattern: RegExp) => Type.String({ pattern: pattern.source, maxLength: CONTRACT_LINE_BODY_MAX_LENGTH });

// ---------------------------------------------------------------------------------------------------
// Contract callbacks (modules/contract/callback.ts): OA and the seal system report a contract's status.
// ---------------------------------------------------------------------------------------------------

/**
 * POST /purchase/api/v1/contract/callback with header X-Callback-Secret. bizKey is the contractNo;
 * OA reports APPROVED or REJECT, SEAL reports SIGN_SALE, SIGN_BUY or SIGN.
 */
export const ContractCallbackBodySchema = Type.Object(
  {
    bizKey: Type.String({ minLength: 1, maxLength: 64 }),
    /**
     * CHANGE (change-approval.ts CHANGE_CALLBACK_TYPE): OA's approval of a change request (bizKey its changeNo,
     * status APPROVED or REJECT); REBATE (rebate-approval.ts REBATE_CALLBACK_TYPE): OA's approval of a company
     * rebate agreement (bizKey its rebateNo, status APPROVED or REJECT).
     */
    bizType: Type.Union([Type.Literal('OA'), Type.Literal('SEAL'), Type.Literal('CHANGE'), Type.Literal('REBATE')]),
    status: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type ContractCallbackBody = Static<typeof ContractCallbackBodySchema>;

/**
 * What the callback did: `applied` (the status moved), `repeat` (this very callback came before),
 * `late` (the contract is already there or past it) or `conflict` (it cannot get there; recorded).
 * `status` is the contract's status afterwards. All four are answered with code 200.
 */
export interface ContractCallbackResult {
  outcome: 'applied' | 'repeat' | 'late' | 'conflict';
  status: string;
}

/** PUT /purchase/api/v1/contract/head/status: a buyer's move (submit, send, cancel, archiveElectronic, archive). */
export const ContractStatusBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    /** Each needs its button (status-routes.ts ACTION_BUTTONS) and is an event of the status machine. */
    action: Type.Union([Type.Literal('submit'), Type.Literal('send'), Type.Literal('cancel'), Type.Literal('archiveElectronic'), Type.Literal('archive')]),
  },
  { additionalProperties: false },
);
export type ContractStatusBody = Static<typeof ContractStatusBodySchema>;

/** The contract after a move: its new status and version. */
export interface ContractStatusChange {
  id: number;
  status: string;
  version: number;
}

/** GET /purchase/api/v1/contract/head/status-log?id=: every status change and every callback, oldest first. */
export interface ContractStatusTimeline {
  changes: { fromStatus: string; toStatus: string; source: 'user' | 'callback'; actor: string | null; time: string }[];
  callbacks: { bizType: string; status: string; outcome: 'applied' | 'late' | 'conflict' | 'unknown'; fromStatus: string | null; time: string }[];
}

// ---------------------------------------------------------------------------------------------------
// Contract documents (modules/contract/document.ts): head, lines and rebate clauses, saved together.
// ---------------------------------------------------------------------------------------------------

/**
 * One line as the editor sends it, shared by the contract save and the change save. Decimal strings:
 * quantity ≤ 3 decimals, price ≤ 6, tax rate (%) ≤ 2. The schema takes any well-formed decimal
 * (CONTRACT_LINE_BODY_PATTERNS); sizes above CONTRACT_LINE_MAX are row problems that name their limit
 * (document-rules.ts lineProblem). Amounts are not part of it: the gateway computes them.
 */
export const ContractLineInputSchema = Type.Object(
  {
    /** Present for a line that already exists; absent for a new one. */
    id: optionalId(),
    matCode: text(40, 1),
    matName: text(200, 1),
    quantity: figure(CONTRACT_LINE_BODY_PATTERNS.quantity),
    unitCode: text(20, 1),
    priceWithTax: figure(CONTRACT_LINE_BODY_PATTERNS.priceWithTax),
    taxRate: figure(CONTRACT_LINE_BODY_PATTERNS.taxRate),
    deliveryStart: day(),
    deliveryEnd: day(),
    deliveryAddress: optionalText(500),
    qualityStandard: optionalText(500),
    remark: optionalText(500),
  },
  { additionalProperties: false },
);
export type ContractLineInput = Static<typeof ContractLineInputSchema>;

/** A stored line: amounts are the gateway's (contractLineAmounts of @srm/rules). */
export interface ContractLine extends ContractLineInput {
  id: number;
  lineNo: number;
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
  executedQuantity: string;
  /** quantity − executedQuantity. */
  residualQuantity: string;
}

export type ContractRebateType = 'rebate' | 'returnGoods' | 'minimumPurchase' | 'friendlyCooperation';
export type ContractRebateTiming = 'duringContract' | 'afterEnd';

/** A rebate clause: exactly one of rate (%, ≤ 4 decimals) and amount (≤ 2 decimals). */
export const ContractRebateInputSchema = Type.Object(
  {
    id: optionalId(),
    rebateType: literalUnion(REBATE_TYPES),
    timing: literalUnion(REBATE_TIMINGS),
    /** 0 contract quantity, 1 shipped, 2 settled. */
    quantityBasis: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    rate: Type.Optional(Type.Union([decimal(REBATE_VALUE_PATTERNS.rate), Type.Null()])),
    amount: Type.Optional(Type.Union([decimal(REBATE_VALUE_PATTERNS.amount), Type.Null()])),
    remark: optionalText(500),
  },
  { additionalProperties: false },
);
export type ContractRebateInput = Static<typeof ContractRebateInputSchema>;

export interface ContractRebate extends ContractRebateInput {
  id: number;
  seq: number;
}

/**
 * The head fields of a contract as a save sends them (ContractSaveBody, ContractChangeSaveBody): the
 * org, supplier and category names are master data's (lookups/master-names.ts), sent ones are ignored.
 */
export const contractHeadInputFields = {
  contractName: text(200, 1),
  contractCategory: text(40, 1),
  purchaseModel: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  orgCode: text(40, 1),
  orgName: optionalText(200),
  supplierSn: text(40, 1),
  supplierName: optionalText(200),
  categoryCode: text(40, 1),
  categoryName: optionalText(200),
  priceType: optionalText(40),
  pricingPoint: optionalText(40),
  deliverType: optionalText(40),
  payMethod: optionalText(40),
  payTerms: optionalText(40),
  currencyCode: Type.Optional(text(10, 1)),
  signDate: day(),
  startDate: day(),
  endDate: day(),
  templateId: optionalId(),
  remark: optionalText(2000),
};

/** The head fields of a contract as the list and the editor know them. */
export interface ContractHeadFields {
  contractName: string;
  contractCategory: string;
  purchaseModel?: 1 | 2;
  orgCode: string;
  orgName?: string | null;
  supplierSn: string;
  supplierName: string;
  categoryCode: string;
  categoryName?: string | null;
  priceType?: string | null;
  pricingPoint?: string | null;
  deliverType?: string | null;
  payMethod?: string | null;
  payTerms?: string | null;
  currencyCode?: string;
  signDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  templateId?: number | null;
  remark?: string | null;
}

/**
 * POST /purchase/api/v1/contract/head/save: the whole document. Without id a new draft (its contractNo
 * from the CONTRACT_NO serial rule); with id and version an update of a draft or rejected contract
 * (a stale version is 409 and nothing is written). Lines missing from `lines` are deleted. Totals and
 * line amounts are computed by the gateway, and so are the org, supplier and category names: they come
 * from master data by their codes (a name sent is ignored; an unknown code is 422 供应商不存在：<sn>,
 * 组织不存在：<code> or 品类不存在：<code>).
 */
export const ContractSaveBodySchema = Type.Object(
  {
    id: optionalId(),
    version: Type.Optional(Version),
    ...contractHeadInputFields,
    // Optional in the schema (absent reads as empty), so that a document without lines is refused with the
    // buyer's message (请至少添加一行合同明细) once the caller's rights on it are known.
    lines: Type.Optional(Type.Array(ContractLineInputSchema, { maxItems: MAX_CONTRACT_LINES })),
    rebates: Type.Optional(Type.Array(ContractRebateInputSchema, { maxItems: MAX_CONTRACT_REBATES })),
  },
  { additionalProperties: false },
);
export type ContractSaveBody = Static<typeof ContractSaveBodySchema>;

export interface ContractSaveResult {
  id: number;
  contractNo: string;
  version: number;
  totalQuantity: string;
  totalAmount: string;
}

/** GET /purchase/api/v1/contract/head/detail?id=: the document with what the caller may do with it. */
export interface ContractDetail extends ContractHeadFields {
  id: number;
  contractNo: string;
  status: string;
  exeStatus: string | null;
  sealStatus: string | null;
  syncStatus: string;
  changeVersion: number;
  totalQuantity: string;
  totalAmount: string;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
  lines: ContractLine[];
  rebates: ContractRebate[];
  /** The moves the status allows and the caller's buttons permit (status machine events), e.g. ['submit', 'cancel']. */
  allowedActions: string[];
  /** Whether the head, lines and rebates may be edited (draft or REJECT, and the caller holds contract:edit). */
  editable: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Contract ERP sync (modules/contract/erp-sync.ts, core/outbox): messages to EBS through the outbox.
// ---------------------------------------------------------------------------------------------------

/** A contract's sync status (spec 02 §4): synched once EBS accepted a sync of the contract. */
export type ContractSyncStatus = 'synched' | 'unsynched';

/** An outbox message's state: waiting or retrying, accepted, or given up after the last attempt. */
export type InterfaceState = 'PENDING' | 'SUCCESS' | 'ERROR';

/**
 * GET /purchase/api/v1/contract/handleSync/sendHandleSync?id= (contract:sync) and POST
 * …/handleSync/resend {logId} (contract:sync): the message written (message 同步任务已提交 / 已重新提交同步).
 */
export interface ContractSyncSubmitted {
  logId: number;
}

/** POST /purchase/api/v1/contract/handleSync/resend: a message that ended in ERROR (or is PENDING). */
export const ContractSyncResendBodySchema = Type.Object({ logId: Id }, { additionalProperties: false });
export type ContractSyncResendBody = Static<typeof ContractSyncResendBodySchema>;

/** An EBS purchase-order status: 1-40 characters, not only blanks. */
const EbsPoStatus = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

/** PUT /purchase/api/v1/contract/head/updateEbsPoStatus (contract:sync). */
export const ContractEbsPoStatusBodySchema = Type.Object({ id: Id, ebsPoStatus: EbsPoStatus }, { additionalProperties: false });
export type ContractEbsPoStatusBody = Static<typeof ContractEbsPoStatusBodySchema>;

export interface ContractEbsPoStatusResult {
  id: number;
  ebsPoStatus: string;
  /** The contract's version after the change. */
  version: number;
  logId: number;
}

/** PUT /purchase/api/v1/contract/head/updateEbsPoStatus/batch (contract:sync): all or nothing. */
export const ContractEbsPoStatusBatchBodySchema = Type.Object({ ids: IdList(), ebsPoStatus: EbsPoStatus }, { additionalProperties: false });
export type ContractEbsPoStatusBatchBody = Static<typeof ContractEbsPoStatusBatchBodySchema>;

export interface ContractEbsPoStatusBatchResult {
  updated: number;
  logIds: number[];
}

/** One try of a message: when, the HTTP status (null: no answer), whether it was accepted, why not. */
export interface InterfaceAttempt {
  /** 1, 2, 3 … across every round (a manual resend goes on counting). */
  attemptNo: number;
  time: string;
  httpStatus: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
}

/** One message of a contract to the ERP, with every attempt oldest first. */
export interface ContractSyncLog {
  id: number;
  system: 'EBS' | 'LMS' | 'FSSC' | 'SOURCE' | 'BIGDATA' | 'CONTRACT';
  /** CONTRACT_SYNC (the contract) or EBS_PO_STATUS (its purchase-order status). */
  bizType: string;
  /** The contractNo. */
  bizKey: string;
  state: InterfaceState;
  /** Attempts of the current round (a manual resend starts a new one). */
  attempts: number;
  /** While PENDING: when the next attempt is due; null when waiting for a configured endpoint. */
  nextAttemptTime: string | null;
  lastError: string | null;
  /** The receiver's last answer (cut to 4000 characters). */
  response: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  attemptList: InterfaceAttempt[];
}

/** GET /purchase/api/v1/contract/head/sync-log?id= (contract:list): messages newest first. */
export interface ContractSyncTimeline {
  syncStatus: ContractSyncStatus;
  ebsPoStatus: string | null;
  logs: ContractSyncLog[];
}
