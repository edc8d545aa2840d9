/**
 * The contract area: seal, execution status, strategic frames, merge, residual quantities and batch
 * actions (modules/contract). What a client sends is a TypeBox schema, the one the route validates,
 * with its Static type; what the gateway answers is an interface. The app imports only types.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, PageNumber, PageSize, Version } from '../core/schemas.js';
import type { BatchSelection } from '../core/list/ids.js';
import { EXE_STATUSES } from '../modules/contract/execution-rules.js';
import { literalUnion } from './schema-helpers.js';
import type { ContractHeadFields } from './contract.js';

// ---------------------------------------------------------------------------------------------------
// Contract seal, execution, strategic frames, merge and residual quantities (modules/contract/
// seal-routes.ts, strategic.ts, merge.ts, residual.ts). Decimals are strings, summed exactly.
// ---------------------------------------------------------------------------------------------------

/** PUT /purchase/api/v1/contract/head/signet/submit (contract:signet): APPROVED or SENT → seal state inProcess. */
export const ContractSealSubmitBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type ContractSealSubmitBody = Static<typeof ContractSealSubmitBodySchema>;

export interface ContractSealSubmitResult {
  id: number;
  /** SENT (an APPROVED contract is sent to the supplier first). */
  status: string;
  sealStatus: 'inProcess';
  version: number;
}

/** PUT /purchase/api/v1/contract/head/signet/supplier-seal {id, version} (contract:supplier-seal): the supplier seals in the browser. */
export interface ContractSupplierSealResult {
  id: number;
  /** SIGN_BUY (the buyer still to seal) or SIGN (the buyer had sealed first). */
  status: string;
  sealStatus: string | null;
  version: number;
}

export type ContractExeStatus = 'EXECUTING' | 'EXECUTION_COMPLETE';

/** PUT /purchase/api/v1/contract/head/exe-status (contract:exe): signed contracts only, forward only, all or nothing. */
export const ContractExeStatusBodySchema = Type.Object(
  {
    ids: IdList(),
    exeStatus: literalUnion(EXE_STATUSES),
  },
  { additionalProperties: false },
);
export type ContractExeStatusBody = Static<typeof ContractExeStatusBodySchema>;

export interface ContractExeStatusResult {
  updated: number;
  exeStatus: ContractExeStatus;
}

const STRATEGIC_MAX_PAGE_SIZE = 1000;
const strategicFilterText = Type.Optional(Type.String({ maxLength: 100 }));

/** GET|POST /purchase/api/v1/contract/head/page-strategic query (contract:list); pageSize at most 1000. */
export const StrategicPageQuerySchema = Type.Object({
  page: Type.Optional(PageNumber(100_000)),
  pageSize: Type.Optional(PageSize(STRATEGIC_MAX_PAGE_SIZE)),
  /** Contains. */
  contractNo: strategicFilterText,
  orgCode: strategicFilterText,
  supplierSn: strategicFilterText,
  status: strategicFilterText,
});
export type StrategicPageQuery = Static<typeof StrategicPageQuerySchema>;

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
export const StrategicLinkBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    strategicContractId: Type.Union([Id, Type.Null()]),
  },
  { additionalProperties: false },
);
export type StrategicLinkBody = Static<typeof StrategicLinkBodySchema>;

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

/** GET /purchase/api/v1/contract/head/indicator?year[&orgCode][&categoryCode][&matCode] (strategic frames left out). */
export interface ContractIndicator {
  year: number;
  /** With matCode and orgCode: the material. */
  matCode?: string;
  /** With matCode and orgCode: month 1 … 12 with the in-force contracts' residual covering it. */
  months?: { month: number; contractedQuantity: string }[];
  byStatus: { status: string; count: number; totalQuantity: string; totalAmount: string }[];
  /** SIGN_SALE, SIGN_BUY, SIGN, PIGEONHOLE_E, PIGEONHOLE and CLOSE contracts. */
  contracted: { count: number; totalQuantity: string; totalAmount: string };
  /** By material and unit, over the contracted ones; residual only on contracts in force. */
  materials: { matCode: string; matName: string; unitCode: string; contractedQuantity: string; executedQuantity: string; residualQuantity: string }[];
}

/** POST /purchase/api/v1/contract/head/merge-preview and merge (contract:merge): 2+ drafts of one supplier, org, category, currency and contract category. */
export const ContractMergeBodySchema = Type.Object({ ids: IdList(100) }, { additionalProperties: false });
export type ContractMergeBody = Static<typeof ContractMergeBodySchema>;

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
 * rows unticked afterwards (`excludeIds`). A query matching none is a 400, more than 1000 a 422. The
 * schema is the list engine's, shared by every batch action (core/list/ids.ts BatchSelectionSchema).
 */
export type ContractBatchBody = BatchSelection;
// ---- end of contract batch actions ----
