/**
 * Purchase order shapes of the materials order module (issue 26; spec 02 §4 direct-supplier order
 * statuses, §7 "purchase query page, export, detail GET, orderLineUpdate, ebs detail GET, cancelOrClose
 * GET, retryPushEbs"), under /material/api/v1/order/purchase. Request bodies are TypeBox schemas with
 * their Static types; answers are interfaces. Quantities (≤ 3 decimals), money (≤ 2), prices (≤ 6) and
 * tax rates (percent, ≤ 2) travel as decimal strings.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import { literalUnion } from './schema-helpers.js';
import type { EbsPushStatus, OrderContractStatus, PurchaseLineStatus, PurchaseOrderStatus } from '../db/tables/order.js';

export const OrderQuantity = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$', maxLength: 20 });
export const OrderPrice = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$', maxLength: 20 });
export const OrderTaxRate = Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$', maxLength: 5 });
export const OrderDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const OptionalOrderDay = Type.Optional(Type.Union([Type.Null(), OrderDay]));
export const OptionalOrderText = (maxLength: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));

/** Every status of the direct-supplier order (spec 02 §4), in the spec's order. */
export const PURCHASE_ORDER_STATUSES = [
  'new',
  'createOrderFail',
  'waitOrder',
  'received',
  'refused',
  'deleted',
  'verifying',
  'verificationPassed',
  'verificationFailed',
  'partialShipped',
  'unshipped',
  'shipped',
  'sealed',
  'archived',
  'canceling',
  'canceled',
  'cancelFailed',
  'invaliding',
  'invalided',
  'invalidFailed',
  'changing',
  'changed',
  'changeFailed',
  'audited',
  'auditedFailed',
] as const satisfies readonly PurchaseOrderStatus[];

/** The statuses whose open lines may be allocated to sales orders (and shipped on them). */
export const ALLOCATABLE_PURCHASE_STATUSES = ['audited', 'unshipped', 'partialShipped', 'changed'] as const satisfies readonly PurchaseOrderStatus[];

export const MAX_ORDER_LINES = 200;

export const PurchaseOrderLineInputSchema = Type.Object(
  { matCode: Type.String({ minLength: 1, maxLength: 40 }), quantity: OrderQuantity, priceWithTax: OrderPrice, taxRate: OrderTaxRate, deliveryDate: OptionalOrderDay, remark: OptionalOrderText(500) },
  { additionalProperties: false },
);
export type PurchaseOrderLineInput = Static<typeof PurchaseOrderLineInputSchema>;

/** POST order/purchase/save: a new direct-supplier order (status new). */
export const PurchaseOrderSaveBodySchema = Type.Object(
  {
    orgCode: Type.String({ minLength: 1, maxLength: 40 }),
    categoryCode: Type.String({ minLength: 1, maxLength: 40 }),
    supplierSn: Type.String({ minLength: 1, maxLength: 40 }),
    orderDate: OrderDay,
    deliveryStart: OptionalOrderDay,
    deliveryEnd: OptionalOrderDay,
    remark: OptionalOrderText(500),
    lines: Type.Array(PurchaseOrderLineInputSchema, { minItems: 1, maxItems: MAX_ORDER_LINES }),
  },
  { additionalProperties: false },
);
export type PurchaseOrderSaveBody = Static<typeof PurchaseOrderSaveBodySchema>;

/** POST order/purchase/orderLineUpdate: new quantities, prices or delivery dates of some open lines. */
export const PurchaseOrderLineUpdateBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    lines: Type.Array(
      Type.Object(
        { id: Id, quantity: Type.Optional(OrderQuantity), priceWithTax: Type.Optional(OrderPrice), deliveryDate: OptionalOrderDay },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_ORDER_LINES },
    ),
  },
  { additionalProperties: false },
);
export type PurchaseOrderLineUpdateBody = Static<typeof PurchaseOrderLineUpdateBodySchema>;

/** An order's id and the version read (push, createContract, retries). */
export const PurchaseOrderMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type PurchaseOrderMoveBody = Static<typeof PurchaseOrderMoveBodySchema>;

/**
 * POST order/purchase/callback (EBS and the supplier's answers; checked by the callback secret, stored
 * first under `eventId` and applied once, forward only): the event that moves the order.
 */
export const PURCHASE_ORDER_EVENTS = [
  'pushOk',
  'pushFail',
  'receive',
  'refuse',
  'verify',
  'verifyPass',
  'verifyFail',
  'audit',
  'auditFail',
  'cancelOk',
  'cancelFail',
  'invalidOk',
  'invalidFail',
  'changeOk',
  'changeFail',
  'seal',
  'archive',
] as const;
export type PurchaseOrderEvent = (typeof PURCHASE_ORDER_EVENTS)[number];
export const PurchaseOrderCallbackBodySchema = Type.Object(
  {
    eventId: Type.String({ minLength: 1, maxLength: 100 }),
    orderNo: Type.String({ minLength: 1, maxLength: 40 }),
    event: literalUnion(PURCHASE_ORDER_EVENTS),
    ebsOrderNo: OptionalOrderText(40),
    message: OptionalOrderText(500),
  },
  { additionalProperties: false },
);
export type PurchaseOrderCallbackBody = Static<typeof PurchaseOrderCallbackBodySchema>;

/** GET order/purchase/cancelOrClose?id=&version=&reason=: cancel (nothing shipped) or close (the rest). */
export const PurchaseOrderCancelQuerySchema = Type.Object(
  { id: Type.String({ pattern: '^[1-9]\\d{0,15}$' }), version: Type.String({ pattern: '^\\d{1,10}$' }), reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PurchaseOrderCancelQuery = Static<typeof PurchaseOrderCancelQuerySchema>;

export interface PurchaseOrderLine {
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
  /** quantity − allocated (what may still be allocated to sale lines). */
  availableQuantity: string;
  lineStatus: PurchaseLineStatus;
  deliveryDate: string | null;
  remark: string | null;
  version: number;
}

export interface PurchaseOrderRow {
  id: number;
  orderNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  supplierSn: string;
  supplierName: string;
  orderDate: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  status: PurchaseOrderStatus;
  totalQuantity: string;
  totalAmount: string;
  allocatedQuantity: string;
  shippedQuantity: string;
  ebsOrderNo: string | null;
  ebsStatus: EbsPushStatus;
  ebsMessage: string | null;
  contractId: number | null;
  contractNo: string | null;
  contractStatus: OrderContractStatus;
  contractMessage: string | null;
  contractRetryCount: number;
  closeReason: string | null;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  version: number;
}

/** GET order/purchase/detail?id=: the head, its lines and the moves the caller may make now. */
export interface PurchaseOrderDetail extends PurchaseOrderRow {
  lines: PurchaseOrderLine[];
  /** The machine's events allowed from the current status (push, retryPushEbs, cancel, close, …). */
  allowedActions: string[];
}

/** GET order/purchase/ebs-detail?id=: the order's EBS messages (the outbox's log), newest first. */
export interface PurchaseOrderEbsMessage {
  id: number;
  bizType: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdTime: string;
  updatedTime: string;
}
export interface PurchaseOrderEbsDetail {
  orderNo: string;
  ebsOrderNo: string | null;
  ebsStatus: EbsPushStatus;
  ebsMessage: string | null;
  ebsRetryCount: number;
  messages: PurchaseOrderEbsMessage[];
}

export interface PurchaseOrderSaved {
  id: number;
  orderNo: string;
  version: number;
}

/** POST order/purchase/callback's answer: applied, a repeat of a stored eventId, late (already there) or a conflict (the machine forbids it). */
export interface PurchaseOrderCallbackResult {
  outcome: 'applied' | 'repeat' | 'late' | 'conflict';
  status: PurchaseOrderStatus;
}

/** The push, retry, line update and cancel/close answer: the order's new status and version (and the outbox message). */
export interface PurchaseOrderMoved {
  id: number;
  status: PurchaseOrderStatus;
  version: number;
  logId?: number;
}

/** POST order/purchase/createContract's answer. */
export interface PurchaseOrderContractCreated {
  id: number;
  contractId: number;
  contractNo: string;
  version: number;
}
