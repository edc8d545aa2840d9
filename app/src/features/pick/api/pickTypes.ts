/**
 * The pick-up order shapes the app reads and sends (issue 24, /tmp/pick contract), declared here
 * until the gateway's `api/pick.ts` exports them; then these become re-exports of `@srm/gateway/api`.
 * Quantities and money are decimal strings, never numbers.
 */

export type PickStatus = 'new' | 'waitConfirm' | 'confirmed' | 'refused' | 'closed';
export type PickShippingStatus = 'NEW' | 'SHIPPING' | 'SHIPPING_DONE' | 'CLOSE';
export type PickCostType = 'freight' | 'loading' | 'storage' | 'other';
export type PickLineStatus = 'open' | 'done' | 'closed';

/** A pick head (pick-head/page and the detail's head). */
export interface PickHeadRow {
  id: number;
  pickNo: string;
  contractId: number;
  contractNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  supplierSn: string;
  supplierName: string;
  storeOrgCode: string | null;
  storeOrgName: string | null;
  subInventory: string | null;
  deliverType?: string | null;
  pickDate: string | null;
  arrivalStart: string | null;
  arrivalEnd: string | null;
  status: PickStatus;
  shippingStatus: PickShippingStatus;
  receiveStatus: number;
  receiveMatching: number;
  plannedQuantity: string;
  shippedQuantity: string;
  acceptedQuantity: string;
  releasedQuantity: string;
  lmsSyncStatus?: string;
  ebsSyncStatus?: string;
  confirmOpinion?: string | null;
  confirmedBy?: string | null;
  confirmedTime?: string | null;
  closedBy?: string | null;
  closedTime?: string | null;
  closeReason?: string | null;
  forceClosed?: number;
  remark: string | null;
  createdBy?: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** A pick line with its figures. */
export interface PickMaterialRow {
  id: number;
  pickId: number;
  lineNo: number;
  contractLineId: number;
  matCode: string;
  matName: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  plannedQuantity: string;
  shippedQuantity: string;
  acceptedQuantity: string;
  releasedQuantity: string;
  lineStatus: PickLineStatus;
  remark: string | null;
  version: number;
}

export interface PickCostRow {
  id: number;
  costType: PickCostType;
  costName: string;
  amount: string;
  remark: string | null;
}

export interface PickVehicleRow {
  id: number;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  plannedArrival: string | null;
  quantity: string | null;
  remark?: string | null;
}

/** GET pick-head/detail?id=. */
export interface PickDetail {
  head: PickHeadRow;
  materials: PickMaterialRow[];
  costs: PickCostRow[];
  vehicles: PickVehicleRow[];
}

/** GET pick-head/contract-lines?contractId=: the contract and its lines with what is still pickable. */
export interface PickContractLines {
  contract: { id: number; contractNo: string; contractName: string; orgCode: string; orgName: string | null; supplierSn: string; supplierName: string; categoryCode: string; status: string };
  lines: {
    contractLineId: number;
    lineNo: number;
    matCode: string;
    matName: string;
    unitCode: string;
    priceWithTax: string;
    taxRate: string;
    quantity: string;
    executedQuantity: string;
    openPickQuantity: string;
    availableQuantity: string;
  }[];
}

/** GET pick-head/pickable-contracts?keyword=. */
export interface PickableContract {
  id: number;
  contractNo: string;
  contractName: string;
  supplierName: string;
  orgName: string | null;
}

/** POST pick-head/save. */
export interface PickSaveBody {
  id?: number;
  version?: number;
  contractId: number;
  storeOrgCode?: string | null;
  subInventory?: string | null;
  pickDate?: string | null;
  arrivalStart?: string | null;
  arrivalEnd?: string | null;
  remark?: string | null;
  materials: { contractLineId: number; plannedQuantity: string; remark?: string | null }[];
  costs: { costType: PickCostType; costName: string; amount: string; remark?: string | null }[];
  vehicles: { id?: number; plateNo: string; driverName: string; driverPhone: string; idCard: string; plannedArrival?: string | null; quantity?: string | null }[];
}

export interface PickSaved {
  id: number;
  pickNo: string;
  version: number;
}

/** GET pick-head/closePick/valid?id=. */
export interface PickCloseValidation {
  closable: boolean;
  problems: string[];
  releaseQuantity: string;
}

/** A shipment of the pick (pick-shipping/page?pickId.equals=), the fields the detail shows. */
export interface PickShipmentRow {
  id: number;
  shippingNo: string;
  pickMaterialId: number;
  matName: string;
  plateNo: string;
  shippingDate: string;
  shippedQuantity: string;
  grossWeight: string | null;
  tareWeight: string | null;
  netWeight: string | null;
  deductWeightRate: string;
  acceptedQuantity: string | null;
  shippingStatus: PickShippingStatus;
  receiveStatus: number;
}

/** POST pick-vehicle-update-audit/add. */
export interface VehicleChangeBody {
  vehicleId: number;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  reason: string;
}
