/**
 * The shapes of 发运管理, 调拨分配 and 车辆变更审核 (issue 24) as /tmp/pick/CONTRACT.md gives them, declared
 * here until the gateway's api/pick-shipping.ts exports them; then this file re-exports those. Decimal
 * quantities are strings end to end.
 */

export type ShippingStatus = 'NEW' | 'SHIPPING' | 'SHIPPING_DONE' | 'CLOSE';
export type DeductType = 'weight' | 'price';

/** A row of pick-shipping/page (pur_pick_shipping). */
export interface ShippingRow {
  id: number;
  shippingNo: string;
  pickId: number;
  pickNo: string;
  pickMaterialId: number;
  contractNo: string;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  matCode: string;
  matName: string;
  vehicleId: number | null;
  plateNo: string;
  driverName: string | null;
  shippingDate: string;
  arrivalDate: string | null;
  shippedQuantity: string;
  grossWeight: string | null;
  tareWeight: string | null;
  netWeight: string | null;
  deductWeightRate: string;
  deductPrice: string;
  acceptedQuantity: string | null;
  shippingStatus: ShippingStatus;
  receiveStatus: number;
  remark: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** A shipment's quality result (pur_pick_shipping_quality). */
export interface ShippingQualityRow {
  id: number;
  shippingId: number;
  indexCode: string;
  indexName: string;
  value: string;
  standardMin: string | null;
  standardMax: string | null;
  deductType: DeductType;
  deductWeightRate: string;
  deductPrice: string;
}

/** GET pick-shipping/detail?id= */
export interface ShippingDetail {
  shipping: ShippingRow;
  qualities: ShippingQualityRow[];
}

/** POST pick-shipping/save */
export interface ShippingSaveBody {
  id?: number;
  version?: number;
  pickMaterialId: number;
  vehicleId?: number | null;
  plateNo: string;
  driverName?: string | null;
  shippingDate: string;
  arrivalDate?: string | null;
  shippedQuantity: string;
  grossWeight?: string | null;
  tareWeight?: string | null;
  remark?: string | null;
  qualities: { indexCode: string; value: string }[];
}

export interface ShippingSaved {
  id: number;
  shippingNo: string;
  version: number;
}

/** POST pick-head/pickAcceptOrdersByShippingIds */
export interface ShippingAccepted {
  accepted: number;
  acceptedQuantity: string;
}

/** A row of view-pick-allocation-list/page: a pick line with what is accepted, allocated and left. */
export interface PickAllocationListRow {
  id: number;
  pickId: number;
  pickNo: string;
  contractNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  storeOrgCode: string | null;
  storeOrgName: string | null;
  status: string;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string | null;
  acceptedQuantity: string;
  allocatedQuantity: string;
  submittedQuantity: string;
  availableQuantity: string;
  version: number;
}

export type PickAllocationStatus = 'new' | 'submitted';

/** A row of pick-allocation/page (pur_pick_allocation). */
export interface PickAllocationRow {
  id: number;
  allocationNo: string;
  pickId: number;
  pickNo: string;
  pickMaterialId: number;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  matCode: string;
  matName: string;
  targetOrgCode: string;
  targetOrgName: string | null;
  subInventory: string | null;
  quantity: string;
  status: PickAllocationStatus;
  ebsSyncStatus: 'synched' | 'unsynched';
  submittedBy: string | null;
  submittedTime: string | null;
  remark: string | null;
  createdTime: string;
  version: number;
}

/** POST pick-head/submitMaterialAllocation */
export interface MaterialAllocationBody {
  pickMaterialId: number;
  targetOrgCode: string;
  subInventory?: string | null;
  quantity: string;
}

export type VehicleAuditStatus = 'pending' | 'approved' | 'rejected';

/** A row of pick-vehicle-update-audit/getPageList. */
export interface VehicleAuditRow {
  id: number;
  vehicleId: number;
  pickId: number;
  pickNo: string;
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
  supplierName: string;
  oldPlateNo: string;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  reason: string;
  status: VehicleAuditStatus;
  auditedBy: string | null;
  auditedTime: string | null;
  opinion: string | null;
  createdTime: string;
  createdBy: string | null;
  version: number;
}

/** POST pick-vehicle-update-audit/auditBatch */
export interface VehicleAuditBatchBody {
  ids: number[];
  approved: boolean;
  opinion?: string | null;
}

/** A row of pick-vehicle-update-history/getListByAuditId. */
export interface VehicleHistoryRow {
  id: number;
  auditId: number;
  vehicleId: number;
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
  createdTime: string;
  createdBy: string | null;
}

/** What the shipping dialog reads of a row of view-pick-list/page (one pick line with its head). */
export interface PickLineChoice {
  id: number;
  pickId: number;
  pickNo: string;
  status: string;
  lineNo: number;
  matCode: string;
  matName: string;
  plannedQuantity: string;
  shippedQuantity: string;
}

/** What the shipping dialog reads of a row of pick-vehicle/page (a pick's vehicle). */
export interface PickVehicleChoice {
  id: number;
  pickId: number;
  plateNo: string;
  driverName: string;
}
