/**
 * 库位分配 and the raw material used per day (issue 23 part B; spec 02 §7 dem/allocate-position with
 * store-list and synch, raw-material-used-dd). Quantities are exact decimal strings (numeric(18, 3)).
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';

export type PositionSyncState = 'PENDING' | 'SUCCESS' | 'ERROR';

/** A quantity: not negative, at most 15 integer digits and 3 decimals. */
const Quantity = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$', maxLength: 20 });
const Code = Type.String({ minLength: 1, maxLength: 40 });

/** A row of GET /demand/api/v1/dem/allocate-position/page. */
export interface AllocatePositionRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  storeOrgCode: string;
  subInventoryCode: string;
  subInventoryName: string | null;
  positionCode: string;
  positionName: string | null;
  capacity: string;
  allocatedQuantity: string;
  syncState: PositionSyncState | null;
  syncTime: string | null;
  remark: string | null;
  updatedTime: string;
  version: number;
}

/** A position in the store list: the row and its free capacity (capacity − allocated). */
export interface AllocatePositionEntry extends Omit<AllocatePositionRow, 'orgCode' | 'orgName' | 'storeOrgCode' | 'subInventoryCode' | 'subInventoryName' | 'updatedTime'> {
  freeCapacity: string;
}

/** One store (sub-inventory) of the org with its positions. */
export interface AllocatePositionStore {
  storeOrgCode: string;
  subInventoryCode: string;
  subInventoryName: string;
  positions: AllocatePositionEntry[];
  capacity: string;
  allocatedQuantity: string;
  freeCapacity: string;
}

/** GET dem/allocate-position/store-list?orgCode=. */
export interface AllocatePositionStoreList {
  orgCode: string;
  stores: AllocatePositionStore[];
}

export const AllocatePositionStoreListQuerySchema = Type.Object({ orgCode: Code, matCode: Type.Optional(Code) });
export type AllocatePositionStoreListQuery = Static<typeof AllocatePositionStoreListQuerySchema>;

/** POST dem/allocate-position/save: without id a new position, with id and version an edit. */
export const AllocatePositionSaveBodySchema = Type.Object({
  id: Type.Optional(Id),
  version: Type.Optional(Version),
  orgCode: Code,
  matCode: Code,
  storeOrgCode: Code,
  subInventoryCode: Code,
  positionCode: Code,
  positionName: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  capacity: Quantity,
  allocatedQuantity: Quantity,
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
});
export type AllocatePositionSaveBody = Static<typeof AllocatePositionSaveBodySchema>;

export interface AllocatePositionSaved {
  id: number;
  version: number;
  syncState: PositionSyncState | null;
}

export const AllocatePositionIdsBodySchema = Type.Object({ ids: IdList(500) });
export type AllocatePositionIdsBody = Static<typeof AllocatePositionIdsBodySchema>;

/** POST dem/allocate-position/synch: one outbox message per position. */
export interface AllocatePositionSynched {
  logIds: number[];
}

export const RawMaterialUsedDdQuerySchema = Type.Object({
  orgCode: Code,
  yearMonth: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
  matCode: Type.Optional(Code),
});
export type RawMaterialUsedDdQuery = Static<typeof RawMaterialUsedDdQuerySchema>;

/** One material of GET raw-material-used-dd: its month and each day's share, exact. */
export interface RawMaterialUsedMaterial {
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  /** actual: the actual consumption of the month; estimated: the estimate, no actual yet. */
  source: 'actual' | 'estimated';
  monthQuantity: string;
  days: { date: string; quantity: string }[];
}

export interface RawMaterialUsedDd {
  orgCode: string;
  yearMonth: string;
  materials: RawMaterialUsedMaterial[];
  /** Each day's total over the materials. */
  days: { date: string; quantity: string }[];
  monthQuantity: string;
}
