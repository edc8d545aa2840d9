/**
 * The setup the pick head test files share: a signed contract of S0001 (河北饲料 101001, 玉米 100101)
 * with lines written directly, and a valid pick body on it (one vehicle with a real plate, mobile and
 * ID, one freight cost).
 */
import type { DatabaseConnection } from '../../src/db/connection.js';
import type { PickSaveBody } from '../../src/api/index.js';
import { insertContract, insertLines, type LineValues } from './contracts.js';

export const PICK = '/gateway/purchase/api/v1/purchase';

export const VEHICLE = { plateNo: '冀A12345', driverName: '王建国', driverPhone: '13812345678', idCard: '11010519491231002X' } as const;

/** A contract in force (SIGN) with `lines`; its id and its lines' ids. */
export async function signedContract(database: DatabaseConnection, lines: readonly LineValues[], values: { supplierSn?: string; supplierName?: string; status?: string } = {}): Promise<{ id: number; contractNo: string; lineIds: number[] }> {
  const contract = await insertContract(database, 'HT-PK', { status: values.status ?? 'SIGN', ...(values.supplierSn ? { supplierSn: values.supplierSn, supplierName: values.supplierName ?? values.supplierSn } : {}) });
  return { ...contract, lineIds: await insertLines(database, contract.id, lines) };
}

/** A pick body planning `planned` of each of `lineIds`. */
export function pickBody(contractId: number, lineIds: readonly number[], planned: readonly string[]): PickSaveBody {
  return {
    contractId,
    pickDate: '2026-11-20',
    arrivalStart: '2026-11-22',
    arrivalEnd: '2026-11-25',
    materials: lineIds.map((contractLineId, index) => ({ contractLineId, plannedQuantity: planned[index] ?? '1' })),
    costs: [{ costType: 'freight', costName: '汽运运费', amount: '1200.50' }],
    vehicles: [{ ...VEHICLE, quantity: '32' }],
  };
}
