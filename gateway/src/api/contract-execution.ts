/**
 * The contract area: changes, company rebates, files, seals, execution, strategic frames, merge, residuals and batch actions (modules/contract).
 * API shapes only: the app imports them with `import type`; nothing here may be a runtime value.
 */
import type { ContractHeadFields, ContractLineInput, ContractRebateTiming, ContractRebateType } from './contract.js';

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
export interface ContractChangeSaveBody extends ContractHeadFields {
  id?: number | null;
  version?: number;
  contractId: number;
  reason: string;
  lines: ContractLineInput[];
}

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
export interface DocumentMoveBody {
  id: number;
  version: number;
}

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
export interface RebateCompanySaveBody {
  id?: number | null;
  version?: number;
  supplierSn: string;
  /** Ignored: the gateway stores master data's names of supplierSn and orgCode. */
  supplierName?: string;
  orgCode: string;
  orgName?: string | null;
  year: number;
  rebateType: ContractRebateType;
  timing: ContractRebateTiming;
  quantityBasis: 0 | 1 | 2;
  rate?: string | null;
  amount?: string | null;
  contractIds?: number[];
  remark?: string | null;
}

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

// ---------------------------------------------------------------------------------------------------
// Contract seal, execution, strategic frames, merge and residual quantities (modules/contract/
// seal-routes.ts, strategic.ts, merge.ts, residual.ts). Decimals are strings, summed exactly.
// ---------------------------------------------------------------------------------------------------

/** PUT /purchase/api/v1/contract/head/signet/submit (contract:signet): APPROVED or SENT → seal state inProcess. */
export interface ContractSealSubmitBody {
  id: number;
  version: number;
}

export interface ContractSealSubmitResult {
  id: number;
  /** SENT (an APPROVED contract is sent to the supplier first). */
  status: string;
  sealStatus: 'inProcess';
  version: number;
}

export type ContractExeStatus = 'EXECUTING' | 'EXECUTION_COMPLETE';

/** PUT /purchase/api/v1/contract/head/exe-status (contract:exe): signed contracts only, forward only, all or nothing. */
export interface ContractExeStatusBody {
  ids: number[];
  exeStatus: ContractExeStatus;
}

export interface ContractExeStatusResult {
  updated: number;
  exeStatus: ContractExeStatus;
}

/** GET|POST /purchase/api/v1/contract/head/page-strategic query (contract:list). */
export interface StrategicPageQuery {
  page?: number;
  pageSize?: number;
  /** Contains. */
  contractNo?: string;
  orgCode?: string;
  supplierSn?: string;
  status?: string;
}

/** A strategic frame contract with what its call-offs took (CANCEL left out, CLOSE by its executed part). */
export interface StrategicContract {
  id: number;
  contractNo: string;
  contractName: string;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string;
  categoryCode: string;
  categoryName: string | null;
  status: string;
  exeStatus: string | null;
  startDate: string | null;
  endDate: string | null;
  totalQuantity: string;
  totalAmount: string;
  /** Signed and not executed completely: call-offs may be linked. */
  inForce: boolean;
  callOffCount: number;
  calledQuantity: string;
  calledAmount: string;
  residualQuantity: string;
  residualAmount: string;
  version: number;
}

/** PUT /purchase/api/v1/contract/head/update-strategic (contract:strategic): link to a frame, or unlink with null. */
export interface StrategicLinkBody {
  id: number;
  version: number;
  strategicContractId: number | null;
}

export interface StrategicLinkResult {
  id: number;
  strategicContractId: number | null;
  version: number;
}

/** A contract line in force with what is left of it (max(quantity − executed, 0)). */
export interface ContractResidualLine {
  contractId: number;
  contractNo: string;
  contractCategory: string;
  orgCode: string;
  supplierSn: string;
  supplierName: string;
  lineId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  executedQuantity: string;
  residualQuantity: string;
  priceWithTax: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
}

/** GET /purchase/api/v1/contract/head/residual-fixed-price-quantity?orgCode&matCode[&supplierSn]. */
export interface ContractResidual {
  lines: ContractResidualLine[];
  totalResidualQuantity: string;
}

/** GET /purchase/api/v1/contract/head/month-residual-quantity?orgCode&matCode&yearMonth=YYYY-MM. */
export interface ContractMonthResidual extends ContractResidual {
  orgCode: string;
  matCode: string;
  yearMonth: string;
}

/** GET /purchase/api/v1/contract/head/indicator?year[&orgCode][&categoryCode] (strategic frames left out). */
export interface ContractIndicator {
  year: number;
  byStatus: { status: string; count: number; totalQuantity: string; totalAmount: string }[];
  /** SIGN_SALE, SIGN_BUY, SIGN, PIGEONHOLE_E, PIGEONHOLE and CLOSE contracts. */
  contracted: { count: number; totalQuantity: string; totalAmount: string };
  /** By material and unit, over the contracted ones; residual only on contracts in force. */
  materials: { matCode: string; matName: string; unitCode: string; contractedQuantity: string; executedQuantity: string; residualQuantity: string }[];
}

/** POST /purchase/api/v1/contract/head/merge-preview and merge (contract:merge): 2+ drafts of one supplier, org, category, currency and contract category. */
export interface ContractMergeBody {
  ids: number[];
}

export interface ContractMergeLine {
  lineNo: number;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  deliveryAddress: string | null;
  qualityStandard: string | null;
  remark: string | null;
}

export interface ContractMergePreview {
  head: ContractHeadFields & { purchaseModel: 1 | 2; currencyCode: string; strategicContractId: number | null; totalQuantity: string; totalAmount: string; remark: string };
  lines: ContractMergeLine[];
  sources: { id: number; contractNo: string }[];
}

export interface ContractMergeResult {
  id: number;
  contractNo: string;
  version: number;
  totalQuantity: string;
  totalAmount: string;
  /** The merged contracts, now CANCEL. */
  mergedIds: number[];
}
// ---- end of contract seal, execution, strategic, merge and residual ----
// ---- contract batch actions on the whole result (issue 8: batch close and copy by query) ----
/**
 * The body of PUT /purchase/api/v1/contract/head/batch-close and POST head/batch-copy: the ticked ids,
 * or, for the whole result selected, the list's custom-page body (`query`, filters and sort) with the
 * rows unticked afterwards (`excludeIds`). A query matching none is a 400, more than 1000 a 422.
 */
export type ContractBatchBody = { ids: number[] } | { query: Record<string, unknown>; excludeIds?: number[] };
// ---- end of contract batch actions ----
