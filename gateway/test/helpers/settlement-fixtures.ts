/**
 * Fixtures of the account check tests (issue 25, part S1): accepted shipments on a pick of their own
 * (helpers/pick-shipping-fixtures.ts), weighed with the grain indices (水分 over the standard: 0.4 %
 * weight deduction; 容重 under it: 10 yuan a tonne price deduction), saved and accepted by the pick
 * area's own code; and the calls the tests make as a signed-in user.
 */
import type { DatabaseConnection } from '../../src/db/connection.js';
import { acceptShipments } from '../../src/modules/pick/acceptance.js';
import { saveShipment } from '../../src/modules/pick/shipping-save.js';
import type { GatewayApp } from '../../src/server.js';
import { insertPick, shipmentBody, type PickOptions } from './pick-shipping-fixtures.js';

export const CHECK = '/gateway/purchase/api/v1/account-checking-head';
export const CHECK_LINE = '/gateway/purchase/api/v1/account-check-line';
export const PROCESS = '/gateway/purchase/api/v1/execution/business-process-head';

const ALL = { orgCodes: 'all', categoryCodes: 'all' } as const;

export interface AcceptedFixture {
  pickId: number;
  pickNo: string;
  contractId: number;
  contractLineId: number;
  shippingIds: number[];
  orgCode: string;
  categoryCode: string;
  supplierSn: string;
}

/**
 * `count` accepted shipments (each accepted 30.134: net 30.255 less 0.4 %, price deduction 10.000000) on a
 * new confirmed pick of `options.supplierSn` (S0001) whose contract line costs 2300 with 9 % tax.
 */
export async function acceptedShipments(database: DatabaseConnection, count = 1, options: PickOptions = {}): Promise<AcceptedFixture> {
  const pick = await insertPick(database, { lines: [{ quantity: '1000', planned: String(40 * count) }], ...options });
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const saved = await saveShipment(database.db, { ...shipmentBody(pick.lineIds[0]!, { vehicleId: pick.vehicleIds[0] }), shippedQuantity: '30' } as Parameters<typeof saveShipment>[1], { scope: ALL, actor: 'test' });
    ids.push(saved.id);
  }
  await acceptShipments(database.db, ids, ALL, 'test');
  return { pickId: pick.pickId, pickNo: pick.pickNo, contractId: pick.contractId, contractLineId: pick.contractLineIds[0]!, shippingIds: ids, orgCode: '101001', categoryCode: '100101', supplierSn: options.supplierSn ?? 'S0001' };
}

/** A caller of the gateway as `token`: method, full path below /gateway, body. */
export function gatewayCaller(app: GatewayApp, token: () => string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token()}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The save body of a check on `fixture` (every shipment, all that is left unless a quantity is given). */
export function checkBody(fixture: AcceptedFixture, quantities: readonly (string | null)[] = []) {
  return {
    orgCode: fixture.orgCode,
    categoryCode: fixture.categoryCode,
    supplierSn: fixture.supplierSn,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    lines: fixture.shippingIds.map((shippingId, index) => ({ shippingId, quantity: quantities[index] ?? null })),
  };
}
