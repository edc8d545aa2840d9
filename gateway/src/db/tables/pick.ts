/**
 * Drizzle mirrors of `migrations/0035_pick_orders.sql` (the SQL is the source of truth): pick-up orders
 * with their lines, costs and vehicles; the vehicle changes under audit with their history; shipments
 * with weights and quality results; allocations of accepted quantities; supplier price rules; and the two
 * read-only views view-pick-list and view-pick-allocation-list. Quantities and money are decimal strings.
 */
import { bigint, date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import { quantity } from './demand.js';

/** A pick's own status: new → waitConfirm (sent to the supplier) → confirmed (接单) or refused; closed. */
export type PickStatus = 'new' | 'waitConfirm' | 'confirmed' | 'refused' | 'closed';
/** Shipping status (spec 02 §4). */
export type ShippingStatus = 'NEW' | 'SHIPPING' | 'SHIPPING_DONE' | 'CLOSE';
/** Receive status (spec 02 §4): 0 not received, 1 received, 2 partly received, 3 syncing. */
export type ReceiveStatus = 0 | 1 | 2 | 3;
/** Receive matching (spec 02 §4): 0 none, 1 partial, 2 full. */
export type ReceiveMatching = 0 | 1 | 2;
export type PickLineStatus = 'open' | 'done' | 'closed';
export type SyncStatus = 'synched' | 'unsynched';
export type PickCostType = 'freight' | 'loading' | 'storage' | 'other';
export type VehicleAuditStatus = 'pending' | 'approved' | 'rejected';
export type AllocationStatus = 'new' | 'submitted';
export type PriceRuleType = 'freight' | 'premium' | 'discount';
export type Reconciliation = 'notCheck' | 'partCheck' | 'allCheck';

const price = (name: string) => numeric(name, { precision: 18, scale: 6 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4 });

export const purPickHead = pgTable('pur_pick_head', {
  id: id(),
  pickNo: text('pick_no').notNull(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  contractNo: text('contract_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  storeOrgCode: text('store_org_code'),
  storeOrgName: text('store_org_name'),
  subInventory: text('sub_inventory'),
  deliverType: text('deliver_type'),
  pickDate: date('pick_date', { mode: 'string' }),
  arrivalStart: date('arrival_start', { mode: 'string' }),
  arrivalEnd: date('arrival_end', { mode: 'string' }),
  status: text('status').$type<PickStatus>().notNull().default('new'),
  shippingStatus: text('shipping_status').$type<ShippingStatus>().notNull().default('NEW'),
  receiveStatus: smallint('receive_status').$type<ReceiveStatus>().notNull().default(0),
  receiveMatching: smallint('receive_matching').$type<ReceiveMatching>().notNull().default(0),
  plannedQuantity: quantity('planned_quantity').notNull().default('0'),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  acceptedQuantity: quantity('accepted_quantity').notNull().default('0'),
  releasedQuantity: quantity('released_quantity').notNull().default('0'),
  lmsSyncStatus: text('lms_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  ebsSyncStatus: text('ebs_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  /** The supplier's reason when it refused the pick. */
  confirmOpinion: text('confirm_opinion'),
  confirmedBy: text('confirmed_by'),
  confirmedTime: timestamptz('confirmed_time'),
  closedBy: text('closed_by'),
  closedTime: timestamptz('closed_time'),
  closeReason: text('close_reason'),
  forceClosed: smallint('force_closed').$type<0 | 1>().notNull().default(0),
  remark: text('remark'),
  ...auditColumns(),
});

export const purPickMaterial = pgTable('pur_pick_material', {
  id: id(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  lineNo: integer('line_no').notNull(),
  contractLineId: bigint('contract_line_id', { mode: 'number' }).notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  priceWithTax: price('price_with_tax').notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
  plannedQuantity: quantity('planned_quantity').notNull(),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  acceptedQuantity: quantity('accepted_quantity').notNull().default('0'),
  releasedQuantity: quantity('released_quantity').notNull().default('0'),
  lineStatus: text('line_status').$type<PickLineStatus>().notNull().default('open'),
  remark: text('remark'),
  ...auditColumns(),
});

export const purPickCost = pgTable('pur_pick_cost', {
  id: id(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  costType: text('cost_type').$type<PickCostType>().notNull(),
  costName: text('cost_name').notNull(),
  amount: money('amount').notNull(),
  remark: text('remark'),
  ...auditColumns(),
});

export const purPickVehicle = pgTable('pur_pick_vehicle', {
  id: id(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  idCard: text('id_card').notNull(),
  plannedArrival: date('planned_arrival', { mode: 'string' }),
  quantity: quantity('quantity'),
  remark: text('remark'),
  ...auditColumns(),
});

export const purPickVehicleUpdateAudit = pgTable('pur_pick_vehicle_update_audit', {
  id: id(),
  vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  oldPlateNo: text('old_plate_no').notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  idCard: text('id_card').notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<VehicleAuditStatus>().notNull().default('pending'),
  auditedBy: text('audited_by'),
  auditedTime: timestamptz('audited_time'),
  opinion: text('opinion'),
  ...auditColumns(),
});

export const purPickVehicleUpdateHistory = pgTable('pur_pick_vehicle_update_history', {
  id: id(),
  auditId: bigint('audit_id', { mode: 'number' }).notNull(),
  vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
  fieldName: text('field_name').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  createdTime: timestamptz('created_time').notNull().defaultNow(),
  createdBy: text('created_by'),
});

export const purPickShipping = pgTable('pur_pick_shipping', {
  id: id(),
  shippingNo: text('shipping_no').notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  pickMaterialId: bigint('pick_material_id', { mode: 'number' }).notNull(),
  contractNo: text('contract_no').notNull(),
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  vehicleId: bigint('vehicle_id', { mode: 'number' }),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name'),
  shippingDate: date('shipping_date', { mode: 'string' }).notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }),
  shippedQuantity: quantity('shipped_quantity').notNull(),
  grossWeight: quantity('gross_weight'),
  tareWeight: quantity('tare_weight'),
  /** gross − tare, written by the gateway and checked by the table. */
  netWeight: quantity('net_weight'),
  /** Σ of the quality results' weight deductions, in percent. */
  deductWeightRate: rate('deduct_weight_rate').notNull().default('0'),
  /** Σ of the quality results' price deductions, per unit. */
  deductPrice: price('deduct_price').notNull().default('0'),
  /** net × (1 − deductWeightRate / 100), set on acceptance. */
  acceptedQuantity: quantity('accepted_quantity'),
  shippingStatus: text('shipping_status').$type<ShippingStatus>().notNull().default('NEW'),
  receiveStatus: smallint('receive_status').$type<ReceiveStatus>().notNull().default(0),
  reconciliation: text('reconciliation').$type<Reconciliation>().notNull().default('notCheck'),
  acceptedBy: text('accepted_by'),
  acceptedTime: timestamptz('accepted_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const purPickShippingQuality = pgTable('pur_pick_shipping_quality', {
  id: id(),
  shippingId: bigint('shipping_id', { mode: 'number' }).notNull(),
  indexCode: text('index_code').notNull(),
  indexName: text('index_name').notNull(),
  value: numeric('value', { precision: 12, scale: 4 }).notNull(),
  standardMin: numeric('standard_min'),
  standardMax: numeric('standard_max'),
  deductType: text('deduct_type').$type<'weight' | 'price'>().notNull(),
  deductWeightRate: rate('deduct_weight_rate').notNull().default('0'),
  deductPrice: price('deduct_price').notNull().default('0'),
  ...auditColumns(),
});

export const purPickAllocation = pgTable('pur_pick_allocation', {
  id: id(),
  allocationNo: text('allocation_no').notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  pickMaterialId: bigint('pick_material_id', { mode: 'number' }).notNull(),
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  targetOrgCode: text('target_org_code').notNull(),
  targetOrgName: text('target_org_name'),
  subInventory: text('sub_inventory'),
  quantity: quantity('quantity').notNull(),
  status: text('status').$type<AllocationStatus>().notNull().default('new'),
  ebsSyncStatus: text('ebs_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  submittedBy: text('submitted_by'),
  submittedTime: timestamptz('submitted_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const purPickPriceRules = pgTable('pur_pick_price_rules', {
  id: id(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  orgCode: text('org_code').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  ruleType: text('rule_type').$type<PriceRuleType>().notNull(),
  price: price('price').notNull(),
  effectiveStart: date('effective_start', { mode: 'string' }).notNull(),
  effectiveEnd: date('effective_end', { mode: 'string' }),
  remark: text('remark'),
  ...auditColumns(),
});

/** view-pick-list: one row per pick line with its head; openQuantity is what it still holds of the contract line. */
export const purViewPickList = pgTable('pur_view_pick_list', {
  id: bigint('id', { mode: 'number' }).notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  contractNo: text('contract_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  storeOrgCode: text('store_org_code'),
  storeOrgName: text('store_org_name'),
  status: text('status').$type<PickStatus>().notNull(),
  shippingStatus: text('shipping_status').$type<ShippingStatus>().notNull(),
  receiveStatus: smallint('receive_status').$type<ReceiveStatus>().notNull(),
  receiveMatching: smallint('receive_matching').$type<ReceiveMatching>().notNull(),
  pickDate: date('pick_date', { mode: 'string' }),
  lineNo: integer('line_no').notNull(),
  contractLineId: bigint('contract_line_id', { mode: 'number' }).notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  priceWithTax: price('price_with_tax').notNull(),
  plannedQuantity: quantity('planned_quantity').notNull(),
  shippedQuantity: quantity('shipped_quantity').notNull(),
  acceptedQuantity: quantity('accepted_quantity').notNull(),
  releasedQuantity: quantity('released_quantity').notNull(),
  lineStatus: text('line_status').$type<PickLineStatus>().notNull(),
  openQuantity: quantity('open_quantity').notNull(),
  createdTime: timestamptz('created_time').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});

/** view-pick-allocation-list: each pick line with its accepted, allocated, submitted and available quantities. */
export const purViewPickAllocationList = pgTable('pur_view_pick_allocation_list', {
  id: bigint('id', { mode: 'number' }).notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  contractNo: text('contract_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  storeOrgCode: text('store_org_code'),
  storeOrgName: text('store_org_name'),
  status: text('status').$type<PickStatus>().notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  acceptedQuantity: quantity('accepted_quantity').notNull(),
  allocatedQuantity: quantity('allocated_quantity').notNull(),
  submittedQuantity: quantity('submitted_quantity').notNull(),
  availableQuantity: quantity('available_quantity').notNull(),
  createdTime: timestamptz('created_time').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});

/** pick-vehicle/page: each vehicle with its pick's number, status and scope columns. */
export const purViewPickVehicle = pgTable('pur_view_pick_vehicle', {
  id: bigint('id', { mode: 'number' }).notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  contractNo: text('contract_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  status: text('status').$type<PickStatus>().notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  idCard: text('id_card').notNull(),
  plannedArrival: date('planned_arrival', { mode: 'string' }),
  quantity: quantity('quantity'),
  remark: text('remark'),
  createdTime: timestamptz('created_time').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});
