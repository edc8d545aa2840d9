/**
 * Shipments, acceptance, vehicle changes and allocation of pick-up orders (issue 24; spec 02 §4
 * shipping and receive statuses, §7 pick-shipping, pick-vehicle-update-audit, pick-head extras): the
 * shapes of /purchase/api/v1/purchase/pick-shipping, pick-vehicle-update-audit,
 * pick-vehicle-update-history, pick-allocation and the acceptance and allocation calls of pick-head.
 * Quantities, weights, rates and prices are decimal strings, never numbers.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';

/** A shipment's shipping status (spec 02 §4): NEW saved, SHIPPING weighed, SHIPPING_DONE accepted, CLOSE its pick closed. */
export type ShippingRowStatus = 'NEW' | 'SHIPPING' | 'SHIPPING_DONE' | 'CLOSE';
export type ShippingDeductType = 'weight' | 'price';
export type VehicleAuditRowStatus = 'pending' | 'approved' | 'rejected';
export type PickAllocationRowStatus = 'new' | 'submitted';

/** A row of pick-shipping/page (and the shipment of its detail). */
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
  /** gross − tare, computed by the gateway. */
  netWeight: string | null;
  /** Σ of the quality results' weight deductions, in percent. */
  deductWeightRate: string;
  /** Σ of the quality results' price deductions, per unit. */
  deductPrice: string;
  /** round3(net × (1 − deductWeightRate / 100)), once accepted. */
  acceptedQuantity: string | null;
  shippingStatus: ShippingRowStatus;
  receiveStatus: number;
  reconciliation: string;
  acceptedBy: string | null;
  acceptedTime: string | null;
  remark: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** One quality result of a shipment with the rule it was judged by and its deduction. */
export interface ShippingQualityRow {
  id: number;
  shippingId: number;
  indexCode: string;
  indexName: string;
  value: string;
  standardMin: string | null;
  standardMax: string | null;
  deductType: ShippingDeductType;
  deductWeightRate: string;
  deductPrice: string;
}

/** GET pick-shipping/detail?id=. */
export interface ShippingDetail {
  shipping: ShippingRow;
  qualities: ShippingQualityRow[];
}

const Decimal = Type.String({ minLength: 1, maxLength: 40 });
const OptionalDecimal = Type.Optional(Type.Union([Decimal, Type.Null()]));
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const ShippingQualityInputSchema = Type.Object(
  { indexCode: Type.String({ minLength: 1, maxLength: 40 }), value: Decimal },
  { additionalProperties: false },
);
export type ShippingQualityInput = Static<typeof ShippingQualityInputSchema>;

/** POST pick-shipping/save: a new shipment (no id) or an edit of an unaccepted one (id and version). */
export const ShippingSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    pickMaterialId: Id,
    vehicleId: Type.Optional(Type.Union([Id, Type.Null()])),
    plateNo: Type.String({ minLength: 1, maxLength: 20 }),
    driverName: OptionalText(50),
    shippingDate: DateText,
    arrivalDate: Type.Optional(Type.Union([DateText, Type.Null()])),
    shippedQuantity: Decimal,
    grossWeight: OptionalDecimal,
    tareWeight: OptionalDecimal,
    remark: OptionalText(500),
    qualities: Type.Array(ShippingQualityInputSchema, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type ShippingSaveBody = Static<typeof ShippingSaveBodySchema>;

/** The answer of pick-shipping/save. */
export interface ShippingSaved {
  id: number;
  shippingNo: string;
  version: number;
}

/** POST pick-shipping/getPickShippingByMaterialAllocationIds: the shipments of these pick lines. */
export const ShippingByMaterialsBodySchema = Type.Object({ pickMaterialIds: IdList(200) }, { additionalProperties: false });
export type ShippingByMaterialsBody = Static<typeof ShippingByMaterialsBodySchema>;

/** POST pick-head/pickAcceptOrdersByShippingIds. */
export const PickAcceptShippingBodySchema = Type.Object({ shippingIds: IdList(500) }, { additionalProperties: false });
export type PickAcceptShippingBody = Static<typeof PickAcceptShippingBodySchema>;

/** The answer of both acceptance calls: how many shipments were accepted and their accepted quantity. */
export interface PickAcceptResult {
  accepted: number;
  acceptedQuantity: string;
}

/** GET pick-head/materialShappingDone/valid?id=: whether the pick's shipping may be finished. */
export interface ShippingDoneValidation {
  finishable: boolean;
  problems: string[];
}

/** The answer of materialShappingDone and its cancel. */
export interface ShippingDoneResult {
  id: number;
  shippingStatus: ShippingRowStatus;
}

/** POST pick-vehicle-update-audit/add: a supplier (or the buyer) asks to change a pick's vehicle. */
export const VehicleAuditAddBodySchema = Type.Object(
  {
    vehicleId: Id,
    plateNo: Type.String({ minLength: 1, maxLength: 20 }),
    driverName: Type.String({ minLength: 1, maxLength: 50 }),
    driverPhone: Type.String({ minLength: 1, maxLength: 20 }),
    idCard: Type.String({ minLength: 1, maxLength: 18 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type VehicleAuditAddBody = Static<typeof VehicleAuditAddBodySchema>;

/** POST pick-vehicle-update-audit/auditBatch: approve (applies the changes) or reject pending audits. */
export const VehicleAuditBatchBodySchema = Type.Object(
  { ids: IdList(200), approved: Type.Boolean(), opinion: OptionalText(500) },
  { additionalProperties: false },
);
export type VehicleAuditBatchBody = Static<typeof VehicleAuditBatchBodySchema>;

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
  status: VehicleAuditRowStatus;
  auditedBy: string | null;
  auditedTime: string | null;
  opinion: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** The answer of auditBatch. */
export interface VehicleAuditBatchResult {
  audited: number;
  status: VehicleAuditRowStatus;
}

/** A row of pick-vehicle-update-history/getListByAuditId: one changed field. */
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

/** A row of pick-allocation/page. */
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
  status: PickAllocationRowStatus;
  ebsSyncStatus: string;
  submittedBy: string | null;
  submittedTime: string | null;
  remark: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** A row of view-pick-allocation-list/page: a pick line with what is accepted, allocated and left. */
export interface PickAllocationLineRow {
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
  unitCode: string;
  acceptedQuantity: string;
  allocatedQuantity: string;
  submittedQuantity: string;
  availableQuantity: string;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** GET pick-head/queryAllocationList?id=: the pick's lines, each with its allocations. */
export interface PickAllocationList {
  pickId: number;
  pickNo: string;
  lines: (PickAllocationLineRow & { allocations: PickAllocationRow[] })[];
}

/** POST pick-head/calEbsAvailableQuantity. */
export const AllocationAvailableBodySchema = Type.Object({ pickMaterialId: Id }, { additionalProperties: false });
export type AllocationAvailableBody = Static<typeof AllocationAvailableBodySchema>;

export interface AllocationAvailable {
  pickMaterialId: number;
  available: string;
}

/** POST pick-head/submitMaterialAllocation: a new allocation (status new) of a pick line's accepted quantity. */
export const AllocationCreateBodySchema = Type.Object(
  {
    pickMaterialId: Id,
    targetOrgCode: Type.String({ minLength: 1, maxLength: 40 }),
    subInventory: OptionalText(40),
    quantity: Decimal,
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type AllocationCreateBody = Static<typeof AllocationCreateBodySchema>;

/** POST pick-head/batchAllocationMaterialLine: several at once, all or nothing. */
export const AllocationBatchBodySchema = Type.Object({ items: Type.Array(AllocationCreateBodySchema, { minItems: 1, maxItems: 200 }) }, { additionalProperties: false });
export type AllocationBatchBody = Static<typeof AllocationBatchBodySchema>;

/** POST pick-head/updateAllocationList: edit a new allocation. */
export const AllocationUpdateBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    targetOrgCode: Type.String({ minLength: 1, maxLength: 40 }),
    subInventory: OptionalText(40),
    quantity: Decimal,
    remark: OptionalText(500),
  },
  { additionalProperties: false },
);
export type AllocationUpdateBody = Static<typeof AllocationUpdateBodySchema>;

/** POST pick-head/submitAllocationList: new → submitted, one EBS message each. */
export const AllocationIdsBodySchema = Type.Object({ ids: IdList(200) }, { additionalProperties: false });
export type AllocationIdsBody = Static<typeof AllocationIdsBodySchema>;

/** The answer of the allocation writes. */
export interface AllocationSaved {
  ids: number[];
  allocationNos: string[];
}
