/**
 * Multilateral trade and pick apply shapes of the materials order module (issue 26; spec 02 §7
 * "multi-trade list, calculate, commit, commerce list, detail list, arrive and outfactory lists with
 * exports; pick apply list, commit, cancel, allocation, vehicle upload"), under
 * /material/api/v1/multi-trade and /material/api/v1/pick-apply. Decimal strings as in order-purchase.ts.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';
import type { MovementKind, MultiTradeStatus, PickApplyLineStatus, PickApplyStatus } from '../db/tables/order.js';
import { OptionalOrderText, OrderDay, OrderPrice, OrderQuantity, OrderTaxRate } from './order-purchase.js';

export const MULTI_TRADE_STATUSES = ['draft', 'committed', 'canceled', 'finished'] as const satisfies readonly MultiTradeStatus[];
export const PICK_APPLY_STATUSES = ['draft', 'committed', 'canceled', 'closed'] as const satisfies readonly PickApplyStatus[];
/** A chain passes goods between at most this many companies (legs = companies − 1). */
export const MAX_TRADE_LEGS = 8;

export const MultiTradeLegInputSchema = Type.Object(
  {
    sellerOrgCode: Type.String({ minLength: 1, maxLength: 40 }),
    buyerOrgCode: Type.String({ minLength: 1, maxLength: 40 }),
    priceWithTax: OrderPrice,
    taxRate: OrderTaxRate,
  },
  { additionalProperties: false },
);
export type MultiTradeLegInput = Static<typeof MultiTradeLegInputSchema>;

/**
 * POST multi-trade/calculate (nothing stored) and POST multi-trade/commit (stored as committed; with an
 * id and version, commits that draft instead). POST multi-trade/save stores a draft.
 * The legs form one chain: leg i's buyer is leg i+1's seller, no company twice, every seller a
 * trading company; the first seller buys at basePrice.
 */
export const MultiTradeBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    version: Type.Optional(Version),
    matCode: Type.String({ minLength: 1, maxLength: 40 }),
    quantity: OrderQuantity,
    basePrice: OrderPrice,
    supplierSn: OptionalOrderText(40),
    tradeDate: OrderDay,
    remark: OptionalOrderText(500),
    legs: Type.Array(MultiTradeLegInputSchema, { minItems: 1, maxItems: MAX_TRADE_LEGS }),
  },
  { additionalProperties: false },
);
export type MultiTradeBody = Static<typeof MultiTradeBodySchema>;

/** One leg as calculated: amount = round2(quantity × price); margin = round2(quantity × (price − the previous leg's price, or basePrice)). */
export interface MultiTradeLegFigures {
  legNo: number;
  sellerOrgCode: string;
  sellerOrgName: string | null;
  buyerOrgCode: string;
  buyerOrgName: string | null;
  priceWithTax: string;
  taxRate: string;
  quantity: string;
  amount: string;
  margin: string;
}
export interface MultiTradeCalculation {
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  basePrice: string;
  legs: MultiTradeLegFigures[];
  /** Σ leg margins (to the cent). */
  totalMargin: string;
}

export interface MultiTradeRow {
  id: number;
  tradeNo: string;
  orgCode: string;
  orgName: string | null;
  finalOrgCode: string;
  finalOrgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  basePrice: string;
  supplierSn: string | null;
  supplierName: string | null;
  legCount: number;
  totalMargin: string;
  appliedQuantity: string;
  status: MultiTradeStatus;
  tradeDate: string;
  committedBy: string | null;
  committedTime: string | null;
  remark: string | null;
  createdTime: string;
  version: number;
}
/** GET multi-trade/detail?id=. */
export interface MultiTradeDetail extends MultiTradeRow {
  legs: (MultiTradeLegFigures & { id: number })[];
  /** Σ out-factory and Σ arrive movements of the trade. */
  outfactoryQuantity: string;
  arriveQuantity: string;
  /** What the trade's status allows (edit, commit, cancel, record, apply), before the caller's buttons. */
  actions: string[];
}
export interface MultiTradeSaved {
  id: number;
  tradeNo: string;
  version: number;
}

/** POST multi-trade/movement/save: goods leaving the first seller's factory (outfactory) or arriving at the last buyer (arrive). */
export const MultiTradeMovementBodySchema = Type.Object(
  {
    tradeId: Id,
    kind: Type.Union([Type.Literal('outfactory'), Type.Literal('arrive')]),
    pickApplyId: Type.Optional(Type.Union([Type.Null(), Id])),
    vehicleId: Type.Optional(Type.Union([Type.Null(), Id])),
    plateNo: Type.String({ minLength: 1, maxLength: 20 }),
    quantity: OrderQuantity,
    movedTime: Type.String({ minLength: 10, maxLength: 40 }),
    remark: OptionalOrderText(500),
  },
  { additionalProperties: false },
);
export type MultiTradeMovementBody = Static<typeof MultiTradeMovementBodySchema>;
export type { MovementKind };

/** POST pick-apply/save: a draft apply against a committed chain (its material; the applying org is the chain's last buyer). */
export const PickApplySaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    version: Type.Optional(Version),
    tradeId: Id,
    applyDate: OrderDay,
    remark: OptionalOrderText(500),
    lines: Type.Array(Type.Object({ quantity: OrderQuantity, remark: OptionalOrderText(500) }, { additionalProperties: false }), { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type PickApplySaveBody = Static<typeof PickApplySaveBodySchema>;

/** commit, cancel: an apply's id and version. */
export const PickApplyMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type PickApplyMoveBody = Static<typeof PickApplyMoveBodySchema>;

/** POST pick-apply/line/close (one id) and pick-apply/line/batch-close (several): close open lines, with a reason. */
export const PickApplyLineCloseBodySchema = Type.Object({ ids: IdList(200), reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type PickApplyLineCloseBody = Static<typeof PickApplyLineCloseBodySchema>;

export const PickApplyVehicleInputSchema = Type.Object(
  {
    plateNo: Type.String({ minLength: 1, maxLength: 20 }),
    driverName: Type.String({ minLength: 1, maxLength: 50 }),
    driverPhone: Type.String({ minLength: 1, maxLength: 20 }),
    idCard: OptionalOrderText(18),
    quantity: OrderQuantity,
  },
  { additionalProperties: false },
);
export type PickApplyVehicleInput = Static<typeof PickApplyVehicleInputSchema>;

/** POST pick-apply/allocation: vehicles for a committed apply's open line (Σ vehicle quantities ≤ the line's quantity). */
export const PickApplyAllocationBodySchema = Type.Object(
  { lineId: Id, vehicles: Type.Array(PickApplyVehicleInputSchema, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type PickApplyAllocationBody = Static<typeof PickApplyAllocationBodySchema>;

/** POST pick-apply/vehicle/change: another vehicle or driver, with the reason kept in the history. */
export const PickApplyVehicleChangeBodySchema = Type.Object(
  {
    vehicleId: Id,
    version: Version,
    plateNo: Type.String({ minLength: 1, maxLength: 20 }),
    driverName: Type.String({ minLength: 1, maxLength: 50 }),
    driverPhone: Type.String({ minLength: 1, maxLength: 20 }),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PickApplyVehicleChangeBody = Static<typeof PickApplyVehicleChangeBodySchema>;

export interface PickApplyRow {
  id: number;
  applyNo: string;
  tradeId: number;
  tradeNo: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  applyDate: string;
  status: PickApplyStatus;
  totalQuantity: string;
  allocatedQuantity: string;
  committedBy: string | null;
  committedTime: string | null;
  remark: string | null;
  createdTime: string;
  version: number;
}
export interface PickApplyLine {
  id: number;
  applyId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  allocatedQuantity: string;
  lineStatus: PickApplyLineStatus;
  closeReason: string | null;
  version: number;
}
export interface PickApplyVehicle {
  id: number;
  applyId: number;
  lineId: number;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string | null;
  quantity: string;
  version: number;
}
export interface PickApplyVehicleChange {
  id: number;
  vehicleId: number;
  oldPlateNo: string;
  newPlateNo: string;
  oldDriverName: string;
  newDriverName: string;
  oldDriverPhone: string;
  newDriverPhone: string;
  reason: string;
  createdBy: string | null;
  createdTime: string;
}
/** GET pick-apply/detail?id=. */
export interface PickApplyDetail extends PickApplyRow {
  lines: PickApplyLine[];
  vehicles: PickApplyVehicle[];
  changes: PickApplyVehicleChange[];
  /** What the apply's status allows (edit, commit, cancel, closeLine, allocate), before the caller's buttons. */
  actions: string[];
}

/** GET pick-apply/trades?keyword=: committed trades whose last buyer is in the caller's pick:apply scope, with what is left to apply for. */
export interface PickApplyTradeOption {
  id: number;
  tradeNo: string;
  finalOrgCode: string;
  finalOrgName: string | null;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  appliedQuantity: string;
  availableQuantity: string;
  tradeDate: string;
}
export interface PickApplySaved {
  id: number;
  applyNo: string;
  version: number;
}
