/**
 * Drizzle mirrors of `migrations/0038_material_orders.sql` (the SQL is the source of truth): a trading
 * company's purchase orders to direct suppliers and their lines; its sales orders to the group's mills,
 * their lines, the allocations of purchase-line quantity onto sale lines and the shipments; multilateral
 * trade chains, their legs and goods movements; pick applies with their lines, vehicles and vehicle
 * changes; and the read-only list views. Quantities, money and prices are decimal strings.
 */
import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import { quantity } from './demand.js';

/** The direct-supplier order status of spec 02 §4. */
export type PurchaseOrderStatus =
  | 'new'
  | 'createOrderFail'
  | 'waitOrder'
  | 'received'
  | 'refused'
  | 'deleted'
  | 'verifying'
  | 'verificationPassed'
  | 'verificationFailed'
  | 'partialShipped'
  | 'unshipped'
  | 'shipped'
  | 'sealed'
  | 'archived'
  | 'canceling'
  | 'canceled'
  | 'cancelFailed'
  | 'invaliding'
  | 'invalided'
  | 'invalidFailed'
  | 'changing'
  | 'changed'
  | 'changeFailed'
  | 'audited'
  | 'auditedFailed';
export type EbsPushStatus = 'unsent' | 'pending' | 'success' | 'failed';
export type OrderContractStatus = 'none' | 'created' | 'failed';
export type PurchaseLineStatus = 'open' | 'closed' | 'canceled';
export type SaleOrderStatus = 'new' | 'allocated' | 'shipping' | 'confirmed' | 'finished' | 'closed';
export type SaleLineStatus = 'open' | 'closed';
export type SaleAllocationStatus = 'active' | 'canceled';
export type SaleShippingStatus = 'shipped' | 'confirmed';
export type MultiTradeStatus = 'draft' | 'committed' | 'canceled' | 'finished';
export type CommerceSide = 'sell' | 'buy';
export type MovementKind = 'outfactory' | 'arrive';
export type PickApplyStatus = 'draft' | 'committed' | 'canceled' | 'closed';
export type PickApplyLineStatus = 'open' | 'closed';

const price = (name: string) => numeric(name, { precision: 18, scale: 6 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
const ref = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

export const matPurchaseOrder = pgTable('mat_purchase_order', {
  id: id(),
  orderNo: text('order_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  orderDate: day('order_date').notNull(),
  deliveryStart: day('delivery_start'),
  deliveryEnd: day('delivery_end'),
  status: text('status').$type<PurchaseOrderStatus>().notNull().default('new'),
  totalQuantity: quantity('total_quantity').notNull().default('0'),
  totalAmount: money('total_amount').notNull().default('0'),
  allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  ebsOrderNo: text('ebs_order_no'),
  ebsStatus: text('ebs_status').$type<EbsPushStatus>().notNull().default('unsent'),
  ebsMessage: text('ebs_message'),
  ebsRetryCount: integer('ebs_retry_count').notNull().default(0),
  contractId: ref('contract_id'),
  contractNo: text('contract_no'),
  contractStatus: text('contract_status').$type<OrderContractStatus>().notNull().default('none'),
  contractMessage: text('contract_message'),
  contractRetryCount: integer('contract_retry_count').notNull().default(0),
  closeReason: text('close_reason'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matPurchaseOrderLine = pgTable('mat_purchase_order_line', {
  id: id(),
  orderId: ref('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  priceWithTax: price('price_with_tax').notNull(),
  taxRate: percent('tax_rate').notNull(),
  amount: money('amount').notNull(),
  allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  lineStatus: text('line_status').$type<PurchaseLineStatus>().notNull().default('open'),
  deliveryDate: day('delivery_date'),
  remark: text('remark'),
  ...auditColumns(),
});

const saleOrderColumns = () => ({
  id: id(),
  orderNo: text('order_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  customerOrgCode: text('customer_org_code').notNull(),
  customerOrgName: text('customer_org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  orderDate: day('order_date').notNull(),
  deliveryDate: day('delivery_date'),
  status: text('status').$type<SaleOrderStatus>().notNull().default('new'),
  totalQuantity: quantity('total_quantity').notNull().default('0'),
  totalAmount: money('total_amount').notNull().default('0'),
  allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  confirmedQuantity: quantity('confirmed_quantity').notNull().default('0'),
  ebsStatus: text('ebs_status').$type<EbsPushStatus>().notNull().default('unsent'),
  ebsMessage: text('ebs_message'),
  finishedBy: text('finished_by'),
  finishedTime: timestamptz('finished_time'),
  closedBy: text('closed_by'),
  closedTime: timestamptz('closed_time'),
  closeReason: text('close_reason'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matSaleOrder = pgTable('mat_sale_order', saleOrderColumns());
/** mat_view_sale_order_finished (read-only): the finished record (finished orders only). */
export const matViewSaleOrderFinished = pgTable('mat_view_sale_order_finished', saleOrderColumns());

export const matSaleOrderLine = pgTable('mat_sale_order_line', {
  id: id(),
  orderId: ref('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  priceWithTax: price('price_with_tax').notNull(),
  taxRate: percent('tax_rate').notNull(),
  amount: money('amount').notNull(),
  allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  confirmedQuantity: quantity('confirmed_quantity').notNull().default('0'),
  lineStatus: text('line_status').$type<SaleLineStatus>().notNull().default('open'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matSaleAllocation = pgTable('mat_sale_allocation', {
  id: id(),
  saleOrderId: ref('sale_order_id').notNull(),
  saleLineId: ref('sale_line_id').notNull(),
  purchaseOrderId: ref('purchase_order_id').notNull(),
  purchaseLineId: ref('purchase_line_id').notNull(),
  quantity: quantity('quantity').notNull(),
  shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  status: text('status').$type<SaleAllocationStatus>().notNull().default('active'),
  allocatedBy: text('allocated_by'),
  allocatedTime: timestamptz('allocated_time').notNull().defaultNow(),
  canceledBy: text('canceled_by'),
  canceledTime: timestamptz('canceled_time'),
  ...auditColumns(),
});

export const matSaleShipping = pgTable('mat_sale_shipping', {
  id: id(),
  shippingNo: text('shipping_no').notNull(),
  saleOrderId: ref('sale_order_id').notNull(),
  saleLineId: ref('sale_line_id').notNull(),
  allocationId: ref('allocation_id').notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name'),
  driverPhone: text('driver_phone'),
  quantity: quantity('quantity').notNull(),
  shipDate: day('ship_date').notNull(),
  status: text('status').$type<SaleShippingStatus>().notNull().default('shipped'),
  confirmedQuantity: quantity('confirmed_quantity'),
  confirmedBy: text('confirmed_by'),
  confirmedTime: timestamptz('confirmed_time'),
  remark: text('remark'),
  ...auditColumns(),
});

const allocationViewColumns = () => ({
  id: id(),
  saleOrderId: ref('sale_order_id').notNull(),
  saleOrderNo: text('sale_order_no').notNull(),
  saleLineId: ref('sale_line_id').notNull(),
  saleLineNo: integer('sale_line_no').notNull(),
  purchaseOrderId: ref('purchase_order_id').notNull(),
  purchaseOrderNo: text('purchase_order_no').notNull(),
  purchaseLineId: ref('purchase_line_id').notNull(),
  purchaseLineNo: integer('purchase_line_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  customerOrgCode: text('customer_org_code').notNull(),
  customerOrgName: text('customer_org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  shippedQuantity: quantity('shipped_quantity').notNull(),
  status: text('status').$type<SaleAllocationStatus>().notNull(),
  allocatedBy: text('allocated_by'),
  allocatedTime: timestamptz('allocated_time').notNull(),
  canceledBy: text('canceled_by'),
  canceledTime: timestamptz('canceled_time'),
  ...auditColumns(),
});

/** mat_view_sale_allocation (read-only): the allocation record (every allocation, canceled ones too). */
export const matViewSaleAllocation = pgTable('mat_view_sale_allocation', allocationViewColumns());
/** mat_view_sale_allocation_active (read-only): the allocation list (active allocations only). */
export const matViewSaleAllocationActive = pgTable('mat_view_sale_allocation_active', allocationViewColumns());

/** mat_view_sale_shipping (read-only): the shipments and the confirm list. */
export const matViewSaleShipping = pgTable('mat_view_sale_shipping', {
  id: id(),
  shippingNo: text('shipping_no').notNull(),
  saleOrderId: ref('sale_order_id').notNull(),
  saleOrderNo: text('sale_order_no').notNull(),
  saleLineId: ref('sale_line_id').notNull(),
  saleLineNo: integer('sale_line_no').notNull(),
  allocationId: ref('allocation_id').notNull(),
  purchaseOrderNo: text('purchase_order_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  customerOrgCode: text('customer_org_code').notNull(),
  customerOrgName: text('customer_org_name'),
  categoryCode: text('category_code').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name'),
  driverPhone: text('driver_phone'),
  quantity: quantity('quantity').notNull(),
  shipDate: day('ship_date').notNull(),
  status: text('status').$type<SaleShippingStatus>().notNull(),
  confirmedQuantity: quantity('confirmed_quantity'),
  confirmedBy: text('confirmed_by'),
  confirmedTime: timestamptz('confirmed_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matMultiTrade = pgTable('mat_multi_trade', {
  id: id(),
  tradeNo: text('trade_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  finalOrgCode: text('final_org_code').notNull(),
  finalOrgName: text('final_org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  basePrice: price('base_price').notNull(),
  supplierSn: text('supplier_sn'),
  supplierName: text('supplier_name'),
  legCount: integer('leg_count').notNull().default(0),
  totalMargin: money('total_margin').notNull().default('0'),
  appliedQuantity: quantity('applied_quantity').notNull().default('0'),
  status: text('status').$type<MultiTradeStatus>().notNull().default('draft'),
  tradeDate: day('trade_date').notNull(),
  committedBy: text('committed_by'),
  committedTime: timestamptz('committed_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matMultiTradeLeg = pgTable('mat_multi_trade_leg', {
  id: id(),
  tradeId: ref('trade_id').notNull(),
  legNo: integer('leg_no').notNull(),
  sellerOrgCode: text('seller_org_code').notNull(),
  sellerOrgName: text('seller_org_name'),
  buyerOrgCode: text('buyer_org_code').notNull(),
  buyerOrgName: text('buyer_org_name'),
  priceWithTax: price('price_with_tax').notNull(),
  taxRate: percent('tax_rate').notNull(),
  quantity: quantity('quantity').notNull(),
  amount: money('amount').notNull(),
  margin: money('margin').notNull(),
  ...auditColumns(),
});

/** mat_view_multi_trade_leg (read-only): the detail list. */
export const matViewMultiTradeLeg = pgTable('mat_view_multi_trade_leg', {
  id: id(),
  tradeId: ref('trade_id').notNull(),
  tradeNo: text('trade_no').notNull(),
  status: text('status').$type<MultiTradeStatus>().notNull(),
  tradeDate: day('trade_date').notNull(),
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  legNo: integer('leg_no').notNull(),
  sellerOrgCode: text('seller_org_code').notNull(),
  sellerOrgName: text('seller_org_name'),
  buyerOrgCode: text('buyer_org_code').notNull(),
  buyerOrgName: text('buyer_org_name'),
  priceWithTax: price('price_with_tax').notNull(),
  taxRate: percent('tax_rate').notNull(),
  quantity: quantity('quantity').notNull(),
  amount: money('amount').notNull(),
  margin: money('margin').notNull(),
  ...auditColumns(),
});

/** mat_view_multi_trade_commerce (read-only): each company's side (sell or buy) of each leg. */
export const matViewMultiTradeCommerce = pgTable('mat_view_multi_trade_commerce', {
  id: id(),
  tradeId: ref('trade_id').notNull(),
  tradeNo: text('trade_no').notNull(),
  status: text('status').$type<MultiTradeStatus>().notNull(),
  tradeDate: day('trade_date').notNull(),
  categoryCode: text('category_code').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  legNo: integer('leg_no').notNull(),
  side: text('side').$type<CommerceSide>().notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  counterpartOrgCode: text('counterpart_org_code').notNull(),
  counterpartOrgName: text('counterpart_org_name'),
  priceWithTax: price('price_with_tax').notNull(),
  taxRate: percent('tax_rate').notNull(),
  quantity: quantity('quantity').notNull(),
  amount: money('amount').notNull(),
  margin: money('margin').notNull(),
  createdTime: timestamptz('created_time').notNull(),
  version: integer('version').notNull(),
});

export const matMultiTradeMovement = pgTable('mat_multi_trade_movement', {
  id: id(),
  tradeId: ref('trade_id').notNull(),
  kind: text('kind').$type<MovementKind>().notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  pickApplyId: ref('pick_apply_id'),
  vehicleId: ref('vehicle_id'),
  plateNo: text('plate_no').notNull(),
  quantity: quantity('quantity').notNull(),
  movedTime: timestamptz('moved_time').notNull(),
  remark: text('remark'),
  ...auditColumns(),
});

const movementViewColumns = () => ({
  id: id(),
  tradeId: ref('trade_id').notNull(),
  tradeNo: text('trade_no').notNull(),
  kind: text('kind').$type<MovementKind>().notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  pickApplyId: ref('pick_apply_id'),
  applyNo: text('apply_no'),
  vehicleId: ref('vehicle_id'),
  plateNo: text('plate_no').notNull(),
  quantity: quantity('quantity').notNull(),
  movedTime: timestamptz('moved_time').notNull(),
  remark: text('remark'),
  ...auditColumns(),
});

/** mat_view_multi_trade_movement (read-only): every movement. */
export const matViewMultiTradeMovement = pgTable('mat_view_multi_trade_movement', movementViewColumns());
/** mat_view_multi_trade_arrive (read-only): the arrive list. */
export const matViewMultiTradeArrive = pgTable('mat_view_multi_trade_arrive', movementViewColumns());
/** mat_view_multi_trade_outfactory (read-only): the out-factory list. */
export const matViewMultiTradeOutfactory = pgTable('mat_view_multi_trade_outfactory', movementViewColumns());

export const matPickApply = pgTable('mat_pick_apply', {
  id: id(),
  applyNo: text('apply_no').notNull(),
  tradeId: ref('trade_id').notNull(),
  tradeNo: text('trade_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  applyDate: day('apply_date').notNull(),
  status: text('status').$type<PickApplyStatus>().notNull().default('draft'),
  totalQuantity: quantity('total_quantity').notNull().default('0'),
  allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
  committedBy: text('committed_by'),
  committedTime: timestamptz('committed_time'),
  canceledBy: text('canceled_by'),
  canceledTime: timestamptz('canceled_time'),
  closedBy: text('closed_by'),
  closedTime: timestamptz('closed_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matPickApplyLine = pgTable('mat_pick_apply_line', {
  id: id(),
  applyId: ref('apply_id').notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
  lineStatus: text('line_status').$type<PickApplyLineStatus>().notNull().default('open'),
  closeReason: text('close_reason'),
  closedBy: text('closed_by'),
  closedTime: timestamptz('closed_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matPickApplyVehicle = pgTable('mat_pick_apply_vehicle', {
  id: id(),
  applyId: ref('apply_id').notNull(),
  lineId: ref('line_id').notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  idCard: text('id_card'),
  quantity: quantity('quantity').notNull(),
  remark: text('remark'),
  ...auditColumns(),
});

export const matPickApplyVehicleChange = pgTable('mat_pick_apply_vehicle_change', {
  id: id(),
  vehicleId: ref('vehicle_id').notNull(),
  applyId: ref('apply_id').notNull(),
  oldPlateNo: text('old_plate_no').notNull(),
  newPlateNo: text('new_plate_no').notNull(),
  oldDriverName: text('old_driver_name').notNull(),
  newDriverName: text('new_driver_name').notNull(),
  oldDriverPhone: text('old_driver_phone').notNull(),
  newDriverPhone: text('new_driver_phone').notNull(),
  reason: text('reason').notNull(),
  ...auditColumns(),
});
