/**
 * The contract area: changes, company rebates and contract files (modules/contract).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';
import { REBATE_TIMINGS, REBATE_TYPES } from '../db/tables/contract.js';
import { MAX_CONTRACT_LINES } from '../modules/contract/document-rules.js';
import { literalUnion } from './schema-helpers.js';
import { contractHeadInputFields, ContractLineInputSchema, type ContractHeadFields, type ContractLineInput, type ContractRebateTiming, type ContractRebateType } from './contract.js';

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

// ---------------------------------------------------------------------------------------------------
// Contract changes, company rebates and contract files (modules/contract/change.ts, rebate-company.ts,
// download-file.ts; spec 02 §7 change-head, head/rebate_company, doDownLoadFile).
// ---------------------------------------------------------------------------------------------------

/**
 * A change request's status: draft → APPROVING (submit) → APPROVED (OA, the proposal replaced the
 * contract's head and lines) or REJECT (OA; edit and submit again). CONFLICT: OA approved it but it could
 * no longer be applied (conflictReason says why); edit and submit again, or delete it.
 */
export type ContractChangeStatus = 'draft' | 'APPROVING' | 'APPROVED' | 'REJECT' | 'CONFLICT';

/** A proposed line with the gateway's amounts; `id` names the contract line it replaces (absent: a new line). */
export interface ContractChangeLine extends ContractLineInput {
  lineNo: number;
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
}

/** A line of the contract as it stands, as the diff shows it. */
export interface ContractChangeCurrentLine extends ContractChangeLine {
  id: number;
  executedQuantity: string;
}

/** What the change proposes: the head fields and lines as the contract would be once approved. */
export interface ContractChangeProposal {
  head: ContractHeadFields;
  lines: ContractChangeLine[];
  totalQuantity: string;
  totalAmount: string;
}

/**
 * POST /purchase/api/v1/contract/change-head/save: without id a new draft change of the contract
 * `contractId` (in force: SIGN, PIGEONHOLE_E or PIGEONHOLE; one open change per contract, else 422);
 * with id and version an update of a draft, rejected or conflicting change (409 when stale). Lines are
 * validated like ContractSaveBody's; a line with executed quantity may be neither removed nor reduced
 * below it (422 `第N行：…`).
 */
export const ContractChangeSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    version: Type.Optional(Version),
    contractId: Id,
    reason: Type.String({ minLength: 1, maxLength: 1000 }),
    ...contractHeadInputFields,
    lines: Type.Array(ContractLineInputSchema, { maxItems: MAX_CONTRACT_LINES }),
  },
  { additionalProperties: false },
);
export type ContractChangeSaveBody = Static<typeof ContractChangeSaveBodySchema>;

export interface ContractChangeSaveResult {
  id: number;
  changeNo: string;
  changeVersion: number;
  version: number;
  totalQuantity: string;
  totalAmount: string;
}

/** A row of change-head/custom-page and change-head/page. */
export interface ContractChangeRow {
  id: number;
  changeNo: string;
  contractId: number;
  contractNo: string;
  contractName: string;
  supplierName: string;
  orgCode: string;
  categoryCode: string;
  changeVersion: number;
  status: ContractChangeStatus;
  reason: string;
  totalQuantity: string;
  totalAmount: string;
  conflictReason: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** One changed value; decimals compare by value ('10' equals '10.000'). */
export interface ContractChangeFieldDiff {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

export interface ContractChangeLineDiff {
  id: number;
  lineNo: number;
  matCode: string;
  matName: string;
  fields: ContractChangeFieldDiff[];
}

/** The proposal against the contract as it stands now. */
export interface ContractChangeDiff {
  head: ContractChangeFieldDiff[];
  added: ContractChangeLine[];
  removed: ContractChangeCurrentLine[];
  changed: ContractChangeLineDiff[];
}

/** GET /purchase/api/v1/contract/change-head/detail?id=. */
export interface ContractChangeDetail extends ContractChangeRow {
  proposal: ContractChangeProposal;
  contract: { id: number; contractNo: string; status: string; changeVersion: number; version: number };
  diff: ContractChangeDiff;
  /** draft, REJECT or CONFLICT: it may be edited, submitted and deleted. */
  editable: boolean;
}

/** PUT change-head/submit, PUT head/rebate_company/submit and head/rebate_company/withdraw. */
export const DocumentMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type DocumentMoveBody = Static<typeof DocumentMoveBodySchema>;

export interface DocumentMoveResult {
  id: number;
  status: string;
  version: number;
}

/** A company rebate agreement's state (spec 02 §4 "Rebate state"). */
export type RebateCompanyStatus = 'new' | 'inProcess' | 'approved' | 'rejected' | 'withdraw' | 'invalid' | 'closed';

/**
 * POST /purchase/api/v1/contract/head/rebate_company/save: without id a new agreement (status new, numbered
 * by the REBATE_NO rule: FL + orgCode + YYYYMM + seq(4), counted per org and month); with
 * id and version an update of one in new, rejected or withdraw (409 when stale). Exactly one of rate (%,
 * ≤ 4 decimals) and amount (≤ 2 decimals). Linked contracts must be the supplier's and the org's.
 */
export const RebateCompanySaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    version: Type.Optional(Version),
    supplierSn: Type.String({ minLength: 1, maxLength: 40 }),
    /** Ignored: the gateway stores master data's names of supplierSn and orgCode (lookups/master-names.ts). */
    supplierName: optionalText(200),
    orgCode: Type.String({ minLength: 1, maxLength: 40 }),
    orgName: optionalText(200),
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    rebateType: literalUnion(REBATE_TYPES),
    timing: literalUnion(REBATE_TIMINGS),
    quantityBasis: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    rate: optionalText(20),
    amount: optionalText(20),
    contractIds: Type.Optional(IdList(200)),
    remark: optionalText(2000),
  },
  { additionalProperties: false },
);
export type RebateCompanySaveBody = Static<typeof RebateCompanySaveBodySchema>;

/** The answer of rebate_company/save: the agreement's id, its number and its new version. */
export interface RebateCompanySaveResult {
  id: number;
  rebateNo: string;
  version: number;
}

/**
 * GET rebate_company/detail?id=; the rows of rebate_company/custom-page and page are the same without contractIds.
 * Moves: PUT submit / withdraw / invalid {id, version} answer DocumentMoveResult; OA decides an agreement in
 * process through the contract callback (bizType REBATE, bizKey the rebateNo): APPROVED → approved,
 * REJECT → rejected. An approved agreement may be made invalid (PUT invalid).
 */
export interface RebateCompany {
  id: number;
  /** 协议编号, e.g. FL1010012026110001. */
  rebateNo: string;
  supplierSn: string;
  supplierName: string;
  orgCode: string;
  orgName: string | null;
  year: number;
  rebateType: ContractRebateType;
  timing: ContractRebateTiming;
  quantityBasis: 0 | 1 | 2;
  rate: string | null;
  amount: string | null;
  contractIds: number[];
  status: RebateCompanyStatus;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/**
 * GET /purchase/api/v1/contract/head/doDownLoadFile?id= and change-head/doDownLoadFile?id=: the newest
 * file bound to the contract (bizType `contract`) or the change (bizType `contractChange`), bizKey the id,
 * as an attachment; 404 附件不存在 when there is none.
 */
export type ContractFileBizType = 'contract' | 'contractChange';
// ---- end of contract changes, company rebates and contract files ----
