/**
 * The contract area: callbacks, documents and the ERP sync (modules/contract).
 * API shapes only: the app imports them with `import type`; nothing here may be a runtime value.
 */
// ---------------------------------------------------------------------------------------------------
// Contract callbacks (modules/contract/callback.ts): OA and the seal system report a contract's status.
// ---------------------------------------------------------------------------------------------------

/**
 * POST /purchase/api/v1/contract/callback with header X-Callback-Secret. bizKey is the contractNo;
 * OA reports APPROVED or REJECT, SEAL reports SIGN_SALE, SIGN_BUY or SIGN.
 */
export interface ContractCallbackBody {
  bizKey: string;
  /**
   * CHANGE: OA's approval of a change request (bizKey its changeNo, status APPROVED or REJECT); REBATE: OA's
   * approval of a company rebate agreement (bizKey its rebateNo, status APPROVED or REJECT).
   */
  bizType: 'OA' | 'SEAL' | 'CHANGE' | 'REBATE';
  status: string;
}

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
export interface ContractStatusBody {
  id: number;
  version: number;
  action: 'submit' | 'send' | 'cancel' | 'archiveElectronic' | 'archive';
}

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

/** One line as the editor sends it. Decimal strings: quantity ≤ 3 decimals, price ≤ 6, tax rate (%) ≤ 2. */
export interface ContractLineInput {
  /** Present for a line that already exists; absent for a new one. */
  id?: number | null;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  deliveryStart?: string | null;
  deliveryEnd?: string | null;
  deliveryAddress?: string | null;
  qualityStandard?: string | null;
  remark?: string | null;
}

/** A stored line: amounts are the gateway's (contractLineAmounts of @srm/design-system/validation). */
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
export interface ContractRebateInput {
  id?: number | null;
  rebateType: ContractRebateType;
  timing: ContractRebateTiming;
  /** 0 contract quantity, 1 shipped, 2 settled. */
  quantityBasis: 0 | 1 | 2;
  rate?: string | null;
  amount?: string | null;
  remark?: string | null;
}

export interface ContractRebate extends ContractRebateInput {
  id: number;
  seq: number;
}

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
export interface ContractSaveBody extends ContractHeadFields {
  id?: number | null;
  version?: number;
  lines: ContractLineInput[];
  rebates: ContractRebateInput[];
}

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
export interface ContractSyncResendBody {
  logId: number;
}

/** PUT /purchase/api/v1/contract/head/updateEbsPoStatus (contract:sync). */
export interface ContractEbsPoStatusBody {
  id: number;
  ebsPoStatus: string;
}

export interface ContractEbsPoStatusResult {
  id: number;
  ebsPoStatus: string;
  /** The contract's version after the change. */
  version: number;
  logId: number;
}

/** PUT /purchase/api/v1/contract/head/updateEbsPoStatus/batch (contract:sync): all or nothing. */
export interface ContractEbsPoStatusBatchBody {
  ids: number[];
  ebsPoStatus: string;
}

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
