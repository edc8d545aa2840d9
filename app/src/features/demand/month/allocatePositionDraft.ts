/**
 * The pure part of 库位分配's dialog: the allocated quantities typed per position, which of them
 * changed, the first one over its position's capacity (compared exactly in thousandths) and the save
 * bodies of the changed ones.
 */
import { quantityUnits } from '@srm/design-system/validation';
import type { AllocatePositionSaveBody, AllocatePositionStore } from '@srm/gateway/api';

/** Typed allocations by position id. */
export type AllocationEdits = Readonly<Record<number, string>>;

export interface ChangedPosition {
  store: AllocatePositionStore;
  position: AllocatePositionStore['positions'][number];
  allocatedQuantity: string;
}

/** The positions whose typed allocation differs from the stored one. */
export function changedPositions(stores: readonly AllocatePositionStore[], edits: AllocationEdits): ChangedPosition[] {
  return stores.flatMap((store) =>
    store.positions.flatMap((position) => {
      const typed = edits[position.id];
      if (typed === undefined || quantityUnits(typed) === quantityUnits(position.allocatedQuantity)) return [];
      return [{ store, position, allocatedQuantity: typed.trim() }];
    }),
  );
}

/** The first changed position whose allocation is no number or exceeds its capacity, or undefined. */
export function overCapacity(changes: readonly ChangedPosition[]): ChangedPosition | undefined {
  return changes.find((change) => {
    const typed = quantityUnits(change.allocatedQuantity);
    const capacity = quantityUnits(change.position.capacity);
    return typed === null || capacity === null || typed > capacity;
  });
}

/** The save body of a changed position (its version and stored fields, the typed allocation). */
export function saveBodyOf(orgCode: string, { store, position, allocatedQuantity }: ChangedPosition): AllocatePositionSaveBody {
  return {
    id: position.id,
    version: position.version,
    orgCode,
    matCode: position.matCode,
    storeOrgCode: store.storeOrgCode,
    subInventoryCode: store.subInventoryCode,
    positionCode: position.positionCode,
    positionName: position.positionName,
    capacity: position.capacity,
    allocatedQuantity,
    remark: position.remark,
  };
}
