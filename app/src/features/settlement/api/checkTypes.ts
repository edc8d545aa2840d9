/**
 * The shapes of the 对账管理 calls (issue 25), declared here after the shared contract until the
 * gateway's `api/settlement-check.ts` lands (then these re-export it). Money, prices and quantities
 * are decimal strings, never floats.
 */

export type AccountCheckStatus = 'new' | 'submitted' | 'sentSupplier' | 'confirmed' | 'rejected' | 'busConfirmed' | 'settled' | 'invalid';
export type CheckLineStatus = 'valid' | 'invalid';
export type PriceSource = 'contract' | 'pricing';

/** A row of account-checking-head/page and the head of a detail. */
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
  ebsSyncStatus?: string | null;
  supplierOpinion: string | null;
  remark: string | null;
  createdTime: string;
  createdBy: string | null;
  version: number;
}

/** A line of a check: the checked part of one accepted shipment. */
export interface AccountCheckLineRow {
  id: number;
  headId: number;
  lineNo: number;
  shippingId: number;
  shippingNo: string;
  pickId: number;
  pickNo: string;
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
}

/** GET account-checking-head/detail?id=: the head, its lines and the moves the gateway allows. */
export interface AccountCheckDetail {
  head: AccountCheckHeadRow;
  lines: AccountCheckLineRow[];
  actions?: string[];
}

/** GET account-checking-head/checkable-shipments: an accepted shipment with what is left to check. */
export interface CheckableShipment {
  shippingId: number;
  shippingNo: string;
  pickId: number;
  pickNo: string;
  contractId?: number;
  contractNo: string;
  contractLineId: number;
  matCode: string;
  matName: string;
  unitCode: string;
  acceptedQuantity: string;
  checkedQuantity: string;
  /** acceptedQuantity − checkedQuantity: the default 本次对账数量. */
  remainingQuantity: string;
  contractPrice: string;
  deductPrice: string;
  price: string;
  priceSource: PriceSource;
  taxRate: string;
  acceptedTime?: string | null;
}

export interface AccountCheckSaveLine {
  shippingId: number;
  quantity?: string;
  remark?: string;
}

/** POST account-checking-head/save. */
export interface AccountCheckSaveBody {
  id?: number;
  version?: number;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  periodStart?: string;
  periodEnd?: string;
  remark?: string;
  lines: AccountCheckSaveLine[];
}

export interface AccountCheckSaved {
  id: number;
  checkNo: string;
  version: number;
}

/** POST account-checking-head/realTimeCalculate: the figures of an unsaved draft. */
export interface CheckCalculation {
  lines: { shippingId: number; quantity: string; price: string; amount: string; taxAmount: string; deductAmount?: string }[];
  totalQuantity: string;
  totalAmount: string;
  totalTaxAmount: string;
  deductAmount: string;
}

/** A row of account-checking-head/pricingConPage. */
export interface PricingConfirmationRow {
  id: number;
  contractId: number;
  contractNo: string;
  contractLineId: number;
  supplierName: string;
  matCode: string;
  matName: string;
  quantity: string;
  price: string;
  pricingDate: string;
  status: 'new' | 'confirmed';
  createdTime?: string;
}

/** POST account-checking-head/pricingConfirm. */
export interface PricingConfirmBody {
  contractLineId: number;
  quantity: string;
  price: string;
  pricingDate: string;
}
