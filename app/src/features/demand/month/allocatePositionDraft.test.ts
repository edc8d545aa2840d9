import { quantityUnits } from '@srm/design-system/validation';
import type { AllocatePositionStore } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { changedPositions, overCapacity, saveBodyOf } from './allocatePositionDraft';

const entry = (id: number, capacity: string, allocatedQuantity: string) => ({
  id,
  matCode: 'M1',
  matName: '玉米',
  unitCode: 'T',
  positionCode: `A-0${id}`,
  positionName: `原料库A区-0${id}`,
  capacity,
  allocatedQuantity,
  freeCapacity: '0.000',
  syncState: null,
  syncTime: null,
  remark: null,
  version: id,
});
const stores: AllocatePositionStore[] = [
  { storeOrgCode: 'S1', subInventoryCode: 'YL01', subInventoryName: '原料一号库', capacity: '0', allocatedQuantity: '0', freeCapacity: '0', positions: [entry(1, '100.000', '20.000'), entry(2, '50.000', '0.000')] },
];

describe('allocate position draft', () => {
  it('reads decimals exactly', () => {
    expect(quantityUnits('12.5')).toBe(12_500n);
    expect(quantityUnits('0.001')).toBe(1n);
    expect(quantityUnits('1.2345')).toBeNull();
    expect(quantityUnits('')).toBeNull();
  });

  it('keeps only changed allocations and finds one over capacity', () => {
    expect(changedPositions(stores, { 1: '20', 2: '0.000' })).toEqual([]);
    const changes = changedPositions(stores, { 1: '100', 2: '50.001' });
    expect(changes.map((change) => change.position.id)).toEqual([1, 2]);
    expect(overCapacity(changes)?.position.id).toBe(2);
    expect(overCapacity(changedPositions(stores, { 1: '100.000' }))).toBeUndefined();
  });

  it('builds the save body with the version and the store', () => {
    const [change] = changedPositions(stores, { 1: '33.3' });
    expect(saveBodyOf('101001', change!)).toEqual({
      id: 1,
      version: 1,
      orgCode: '101001',
      matCode: 'M1',
      storeOrgCode: 'S1',
      subInventoryCode: 'YL01',
      positionCode: 'A-01',
      positionName: '原料库A区-01',
      capacity: '100.000',
      allocatedQuantity: '33.3',
      remark: null,
    });
  });
});
