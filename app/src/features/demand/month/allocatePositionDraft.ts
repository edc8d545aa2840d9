/**
 * The pure part of 库位分配's dialog: the allocated quantities typed per position, which of them
 * changed, the first one over its position's capacity (compared exactly in thousandths) and the save
 * bodies of the changed ones.
 */
import type { AllocatePositionSaveBody, AllocatePositionStore } from '@srm/gateway/api';

const DECIMAL = /^(\d+)(?:\.(\d{1,3}))?$/;

/** A decimal string with up to 3 decimals as thousandths, or null when it is none. */
export function thousandthsOf(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

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
      if (typed === undefined || thousandthsOf(typed) === thousandthsOf(position.allocatedQuantity)) return [];
      return [{ store, position, allocatedQuantity: typed.trim() }];
    }),
  );
}

/** The first changed position whose allocation is no number or exceeds its capacity, or undefined. */
export function overCapacity(changes: readonly ChangedPosition[]): ChangedPosition | undefined {
  return changes.find((change) => {
    const typed = thousandthsOf(change.allocatedQuantity);
    const capacity = thousandthsOf(change.position.capacity);
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
