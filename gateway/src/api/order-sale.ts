/**
 * Sales order shapes of the materials order module (issue 26; spec 02 §7 "sale list, export,
 * detail/{sn}, allocate, allocate/cancel, allocation list, record, export, shipping save, confirm list,
 * detail, finished, record, delete, close, retryEbs, excel import and export"), under
 * /material/api/v1/order/sale. Decimal strings as in order-purchase.ts.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';
import type { EbsPushStatus, SaleAllocationStatus, SaleLineStatus, SaleOrderStatus, SaleShippingStatus } from '../db/tables/order.js';
import { MAX_ORDER_LINES, OptionalOrderDay, OptionalOrderText, OrderDay, OrderPrice, OrderQuantity, OrderTaxRate } from './order-purchase.js';

export const SALE_ORDER_STATUSES = ['new', 'allocated', 'shipping', 'confirmed', 'finished', 'closed'] as const satisfies readonly SaleOrderStatus[];

export const SaleOrderLineInputSchema = Type.Object(
  { matCode: Type.String({ minLength: 1, maxLength: 40 }), quantity: OrderQuantity, priceWithTax: OrderPrice, taxRate: OrderTaxRate, remark: OptionalOrderText(500) },
  { additionalProperties: false },
);
export type SaleOrderLineInput = Static<typeof SaleOrderLineInputSchema>;

/** POST order/sale/save: a new sales order (no id) or an edit of one still new (id and version). */
export const SaleOrderSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    version: Type.Optional(Version),
    /** The selling trading company. */
    orgCode: Type.String({ minLength: 1, maxLength: 40 }),
    /** The buying mill (a company of the group). */
    customerOrgCode: Type.String({ minLength: 1, maxLength: 40 }),
    categoryCode: Type.String({ minLength: 1, maxLength: 40 }),
    orderDate: OrderDay,
    deliveryDate: OptionalOrderDay,
    remark: OptionalOrderText(500),
    lines: Type.Array(SaleOrderLineInputSchema, { minItems: 1, maxItems: MAX_ORDER_LINES }),
  },
  { additionalProperties: false },
);
export type SaleOrderSaveBody = Static<typeof SaleOrderSaveBodySchema>;

/** POST order/sale/allocate: move quantity of a purchase line onto a sale line (same material, seller = buyer org). */
export const SaleAllocateBodySchema = Type.Object(
  {
    saleLineId: Id,
    allocations: Type.Array(Type.Object({ purchaseLineId: Id, quantity: OrderQuantity }, { additionalProperties: false }), { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type SaleAllocateBody = Static<typeof SaleAllocateBodySchema>;

/** POST order/sale/allocate/cancel: cancel allocations with nothing shipped on them. */
export const SaleAllocationCancelBodySchema = Type.Object({ ids: IdList(200) }, { additionalProperties: false });
export type SaleAllocationCancelBody = Static<typeof SaleAllocationCancelBodySchema>;

/** POST order/sale/shipping/save: ship part of an allocation on one vehicle. */
export const SaleShippingSaveBodySchema = Type.Object(
  {
    allocationId: Id,
    plateNo: Type.String({ minLength: 1, maxLength: 20 }),
    driverName: OptionalOrderText(50),
    driverPhone: OptionalOrderText(20),
    quantity: OrderQuantity,
    shipDate: OrderDay,
    remark: OptionalOrderText(500),
  },
  { additionalProperties: false },
);
export type SaleShippingSaveBody = Static<typeof SaleShippingSaveBodySchema>;

/** POST order/sale/confirm: the mill confirms what arrived of each shipment (≤ its shipped quantity). */
export const SaleConfirmBodySchema = Type.Object(
  { items: Type.Array(Type.Object({ shippingId: Id, confirmedQuantity: OrderQuantity }, { additionalProperties: false }), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type SaleConfirmBody = Static<typeof SaleConfirmBodySchema>;

/** An order's id and version (finished, close with a reason, retryEbs). */
export const SaleOrderMoveBodySchema = Type.Object({ id: Id, version: Version, reason: OptionalOrderText(200) }, { additionalProperties: false });
export type SaleOrderMoveBody = Static<typeof SaleOrderMoveBodySchema>;

export interface SaleOrderLine {
  id: number;
  orderId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  priceWithTax: string;
  taxRate: string;
  amount: string;
  allocatedQuantity: string;
  shippedQuantity: string;
  confirmedQuantity: string;
  /** quantity − allocated. */
  unallocatedQuantity: string;
  lineStatus: SaleLineStatus;
  remark: string | null;
  version: number;
}

export interface SaleOrderRow {
  id: number;
  orderNo: string;
  orgCode: string;
  orgName: string | null;
  customerOrgCode: string;
  customerOrgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  orderDate: string;
  deliveryDate: string | null;
  status: SaleOrderStatus;
  totalQuantity: string;
  totalAmount: string;
  allocatedQuantity: string;
  shippedQuantity: string;
  confirmedQuantity: string;
  ebsStatus: EbsPushStatus;
  ebsMessage: string | null;
  finishedBy: string | null;
  finishedTime: string | null;
  closeReason: string | null;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  version: number;
}

export interface SaleAllocationRow {
  id: number;
  saleOrderId: number;
  saleOrderNo: string;
  saleLineId: number;
  saleLineNo: number;
  purchaseOrderId: number;
  purchaseOrderNo: string;
  purchaseLineId: number;
  purchaseLineNo: number;
  orgCode: string;
  customerOrgCode: string;
  customerOrgName: string | null;
  supplierName: string;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  shippedQuantity: string;
  status: SaleAllocationStatus;
  allocatedBy: string | null;
  allocatedTime: string;
  canceledBy: string | null;
  canceledTime: string | null;
}

export interface SaleShippingRow {
  id: number;
  shippingNo: string;
  saleOrderId: number;
  saleOrderNo: string;
  saleLineId: number;
  allocationId: number;
  purchaseOrderNo: string;
  orgCode: string;
  customerOrgCode: string;
  customerOrgName: string | null;
  matCode: string;
  matName: string;
  unitCode: string;
  plateNo: string;
  driverName: string | null;
  driverPhone: string | null;
  quantity: string;
  shipDate: string;
  status: SaleShippingStatus;
  confirmedQuantity: string | null;
  confirmedBy: string | null;
  confirmedTime: string | null;
  remark: string | null;
}

/** GET order/sale/detail/{sn}: the order by its number, with lines, active allocations and shipments. */
export interface SaleOrderDetail extends SaleOrderRow {
  lines: SaleOrderLine[];
  allocations: SaleAllocationRow[];
  shippings: SaleShippingRow[];
  allowedActions: string[];
}

/**
 * GET order/sale/allocatable?saleLineId=: the purchase lines that may feed a sale line: open lines of
 * the seller org's purchase orders in an allocatable status, same material, with quantity left.
 */
export interface AllocatablePurchaseLine {
  purchaseOrderId: number;
  purchaseOrderNo: string;
  purchaseLineId: number;
  lineNo: number;
  supplierName: string;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  allocatedQuantity: string;
  availableQuantity: string;
  priceWithTax: string;
}

/** POST order/sale/recordReport: shipped and confirmed quantities by day, seller, customer and material. */
export const SaleRecordReportBodySchema = Type.Object(
  { from: OrderDay, to: OrderDay, orgCode: OptionalOrderText(40), matCode: OptionalOrderText(40) },
  { additionalProperties: false },
);
export type SaleRecordReportBody = Static<typeof SaleRecordReportBodySchema>;
export interface SaleRecordReportRow {
  shipDate: string;
  orgCode: string;
  orgName: string | null;
  customerOrgCode: string;
  customerOrgName: string | null;
  matCode: string;
  matName: string;
  shipments: number;
  shippedQuantity: string;
  confirmedQuantity: string;
}

export interface SaleOrderSaved {
  id: number;
  orderNo: string;
  version: number;
}

/** POST order/sale/allocate: the order's new version and the allocations made. */
export interface SaleAllocated {
  id: number;
  version: number;
  allocationIds: number[];
}

/** POST order/sale/allocate/cancel: how many allocations were canceled. */
export interface SaleAllocationsCanceled {
  canceled: number;
}

/** POST order/sale/shipping/save: the shipment written (its number XF…). */
export interface SaleShipped {
  id: number;
  shippingNo: string;
}

/** POST order/sale/confirm: how many shipments were confirmed. */
export interface SaleShipmentsConfirmed {
  confirmed: number;
}

/** POST order/sale/finished and close: the order's new version. */
export interface SaleOrderMoved {
  id: number;
  version: number;
}

/** DELETE order/sale/delete: how many orders were deleted. */
export interface SaleOrdersDeleted {
  deleted: number;
}

/** POST order/sale/retryEbs: the outbox message queued and the order's new version (ebsStatus pending). */
export interface SaleEbsQueued {
  queued: true;
  logId: number;
  version: number;
}
