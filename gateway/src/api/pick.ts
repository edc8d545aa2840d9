/**
 * Pick-up order shapes (issue 24, part H1: heads, lines, costs, vehicles, price rules). Request bodies
 * are TypeBox schemas with their Static types (the routes validate with them); answers are interfaces.
 * Quantities (≤ 3 decimals), money (≤ 2) and prices (≤ 6) travel as decimal strings.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';
import type { PickCostType, PickLineStatus, PickStatus, ReceiveMatching, ReceiveStatus, ShippingStatus, SyncStatus } from '../db/tables/pick.js';
import { literalUnion } from './schema-helpers.js';

const Quantity = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$', maxLength: 20 });
const Money = Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', maxLength: 20 });
const Day = Type.Optional(Type.Union([Type.Null(), Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })]));
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));

export const PICK_COST_TYPES = ['freight', 'loading', 'storage', 'other'] as const;
export const PICK_STATUSES = ['new', 'waitConfirm', 'confirmed', 'refused', 'closed'] as const;
/** Lines, costs and vehicles one pick may carry. */
export const MAX_PICK_LINES = 200;
export const MAX_PICK_COSTS = 50;
export const MAX_PICK_VEHICLES = 200;

export const PickMaterialInputSchema = Type.Object(
  { contractLineId: Id, plannedQuantity: Quantity, remark: OptionalText(500) },
  { additionalProperties: false },
);
export type PickMaterialInput = Static<typeof PickMaterialInputSchema>;

export const PickCostInputSchema = Type.Object(
  { costType: literalUnion(PICK_COST_TYPES), costName: Type.String({ minLength: 1, maxLength: 100 }), amount: Money, remark: OptionalText(500) },
  { additionalProperties: false },
);
export type PickCostInput = Static<typeof PickCostInputSchema>;

export const PickVehicleInputSchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    plateNo: Type.String({ maxLength: 20 }),
    driverName: Type.String({ minLength: 1, maxLength: 50 }),
    driverPhone: Type.String({ maxLength: 20 }),
    idCard: Type.String({ maxLength: 18 }),
    plannedArrival: Day,
    quantity: Type.Optional(Type.Union([Type.Null(), Quantity])),
  },
  { additionalProperties: false },
);
export type PickVehicleInput = Static<typeof PickVehicleInputSchema>;

/** POST pick-head/save: a new pick (no id) or an edit of one in new or refused (id and version). */
export const PickSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    /** The version read (required with an id; not nullable, as a validator would coerce 0 to null). */
    version: Type.Optional(Version),
    contractId: Id,
    storeOrgCode: OptionalText(40),
    subInventory: OptionalText(40),
    pickDate: Day,
    arrivalStart: Day,
    arrivalEnd: Day,
    remark: OptionalText(500),
    materials: Type.Array(PickMaterialInputSchema, { minItems: 1, maxItems: MAX_PICK_LINES }),
    costs: Type.Array(PickCostInputSchema, { maxItems: MAX_PICK_COSTS }),
    vehicles: Type.Array(PickVehicleInputSchema, { maxItems: MAX_PICK_VEHICLES }),
  },
  { additionalProperties: false },
);
export type PickSaveBody = Static<typeof PickSaveBodySchema>;

export interface PickSaved {
  id: number;
  pickNo: string;
  version: number;
}

/** A pick's id and the version the caller read (withdrawOrder, and the base of the other moves). */
export const PickMoveBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type PickMoveBody = Static<typeof PickMoveBodySchema>;

/** PUT pick-head/updatePickStatus: send to the supplier. */
export const PickStatusBodySchema = Type.Object({ id: Id, version: Version, status: literalUnion(['waitConfirm'] as const) }, { additionalProperties: false });
export type PickStatusBody = Static<typeof PickStatusBodySchema>;

/** POST pick-head/supplierConfirm: the supplier accepts (接单) or refuses (拒单, with its reason). */
export const PickConfirmBodySchema = Type.Object(
  { id: Id, version: Version, accept: Type.Boolean(), opinion: OptionalText(500) },
  { additionalProperties: false },
);
export type PickConfirmBody = Static<typeof PickConfirmBodySchema>;

/** GET closePick / forceClosePick: the pick and the reason. */
export const PickCloseQuerySchema = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,15}$' }), reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type PickCloseQuery = Static<typeof PickCloseQuerySchema>;

export const PickAvgPriceBodySchema = Type.Object(
  { matCode: Type.String({ minLength: 1, maxLength: 40 }), orgCode: OptionalText(40) },
  { additionalProperties: false },
);
export type PickAvgPriceBody = Static<typeof PickAvgPriceBodySchema>;

export const PickDeleteBodySchema = Type.Union([IdList(), Type.Object({ ids: IdList() }), Type.Null()]);

/** The moves' answer. */
export interface PickStatusChange {
  id: number;
  status: PickStatus;
  version: number;
}

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
  deliverType: string | null;
  pickDate: string | null;
  arrivalStart: string | null;
  arrivalEnd: string | null;
  status: PickStatus;
  shippingStatus: ShippingStatus;
  receiveStatus: ReceiveStatus;
  receiveMatching: ReceiveMatching;
  plannedQuantity: string;
  shippedQuantity: string;
  acceptedQuantity: string;
  releasedQuantity: string;
  lmsSyncStatus: SyncStatus;
  ebsSyncStatus: SyncStatus;
  confirmOpinion: string | null;
  confirmedBy: string | null;
  confirmedTime: string | null;
  closedBy: string | null;
  closedTime: string | null;
  closeReason: string | null;
  forceClosed: 0 | 1;
  remark: string | null;
  createdTime: string;
  updatedTime: string;
  createdBy: string | null;
  version: number;
}

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
  /** planned − accepted while the pick is open (0 once closed). */
  openQuantity: string;
  lineStatus: PickLineStatus;
  remark: string | null;
}

export interface PickCostRow {
  id: number;
  pickId: number;
  costType: PickCostType;
  costName: string;
  amount: string;
  remark: string | null;
}

export interface PickVehicleRow {
  id: number;
  pickId: number;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  plannedArrival: string | null;
  quantity: string | null;
  remark: string | null;
}

export interface PickDetail {
  head: PickHeadRow;
  materials: PickMaterialRow[];
  costs: PickCostRow[];
  vehicles: PickVehicleRow[];
  /** The buttons the status allows (the caller's permissions not applied). */
  actions: string[];
}

export interface PickContractLine {
  contractLineId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  quantity: string;
  executedQuantity: string;
  /** Σ open plan of the other open picks on the line. */
  openPickQuantity: string;
  /** quantity − executed − openPickQuantity (≥ 0). */
  availableQuantity: string;
}

export interface PickContractLines {
  contract: {
    id: number;
    contractNo: string;
    contractName: string;
    orgCode: string;
    orgName: string | null;
    supplierSn: string;
    supplierName: string;
    categoryCode: string;
    status: string;
  };
  lines: PickContractLine[];
}

export interface PickableContract {
  id: number;
  contractNo: string;
  contractName: string;
  supplierSn: string;
  supplierName: string;
  orgCode: string;
  orgName: string | null;
}

export interface PickCloseValidation {
  closable: boolean;
  /** Why a plain close is refused (weighed shipments not accepted yet). */
  problems: string[];
  /** Σ planned − accepted that closing releases. */
  releaseQuantity: string;
}

export interface PickLineStatusRow {
  id: number;
  lineNo: number;
  matCode: string;
  matName: string;
  plannedQuantity: string;
  shippedQuantity: string;
  acceptedQuantity: string;
  releasedQuantity: string;
  openQuantity: string;
  lineStatus: PickLineStatus;
}

export interface PickSyncQueued {
  queued: true;
  logId: number;
}

export interface PickMaterialAvgPrice {
  matCode: string;
  /** Σ(accepted × price) / Σ accepted, 6 decimals; null when nothing is accepted. */
  avgPrice: string | null;
  quantity: string;
}

export interface PickSupplierAvailability {
  available: boolean;
  message?: string;
}

export interface PickPriceRuleRow {
  id: number;
  supplierSn: string;
  supplierName: string;
  orgCode: string;
  matCode: string;
  matName: string;
  ruleType: 'freight' | 'premium' | 'discount';
  price: string;
  effectiveStart: string;
  effectiveEnd: string | null;
  remark: string | null;
}

export interface PickLineReleased {
  id: number;
  releasedQuantity: string;
}
