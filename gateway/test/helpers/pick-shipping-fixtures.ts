/**
 * Fixtures of the shipping part's tests (issue 24, part H2): a pick written directly on a signed
 * contract of its own (helpers/contracts.ts), with its lines, vehicles and figures (refreshPickTotals),
 * and the calls the tests make as a signed-in user.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/connection.js';
import { sysMaterial } from '../../src/db/tables/lookups.js';
import { purPickHead, purPickMaterial, purPickVehicle, type PickStatus } from '../../src/db/tables/pick.js';
import { refreshPickTotals } from '../../src/modules/pick/pick-totals.js';
import type { GatewayApp } from '../../src/server.js';
import { insertContract, insertLines } from './contracts.js';

export const PURCHASE = '/gateway/purchase/api/v1/purchase';

export interface PickFixture {
  pickId: number;
  pickNo: string;
  contractId: number;
  contractLineIds: number[];
  lineIds: number[];
  vehicleIds: number[];
  matCode: string;
}

export interface PickOptions {
  status?: PickStatus;
  supplierSn?: string;
  supplierName?: string;
  /** Each line: the contract line's quantity and the pick's planned quantity. */
  lines?: readonly { quantity: string; planned: string }[];
  plates?: readonly string[];
}

let counter = 0;

/** A 玉米 material of the demo data (its quality rules are the indices' own). */
export async function cornMaterial(database: DatabaseConnection): Promise<{ matCode: string; matName: string }> {
  const [material] = await database.db.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName }).from(sysMaterial).where(sql`${sysMaterial.matName} like '%玉米%'`).orderBy(sysMaterial.matCode).limit(1);
  if (!material) throw new Error('the demo data has no 玉米 material');
  return material;
}

/** A pick (confirmed unless said otherwise) of S0001 on a new signed contract in 101001 / 玉米. */
export async function insertPick(database: DatabaseConnection, options: PickOptions = {}): Promise<PickFixture> {
  counter += 1;
  const db = database.db;
  const material = await cornMaterial(database);
  const supplier = { supplierSn: options.supplierSn ?? 'S0001', supplierName: options.supplierName ?? '中粮贸易（大连）有限公司' };
  const contract = await insertContract(database, 'PSHIP', { status: 'SIGN', ...supplier });
  const lines = options.lines ?? [{ quantity: '500', planned: '100' }];
  const contractLineIds = await insertLines(
    database,
    contract.id,
    lines.map((line, index) => ({ lineNo: index + 1, matCode: material.matCode, matName: material.matName, quantity: line.quantity })),
  );
  const pickNo = `TT${Date.now()}${counter}`;
  const [head] = await db
    .insert(purPickHead)
    .values({ pickNo, contractId: contract.id, contractNo: contract.contractNo, orgCode: '101001', orgName: '河北饲料有限公司', categoryCode: '100101', categoryName: '玉米', ...supplier, status: options.status ?? 'confirmed' })
    .returning({ id: purPickHead.id });
  const pickId = head!.id;
  const inserted = await db
    .insert(purPickMaterial)
    .values(lines.map((line, index) => ({ pickId, lineNo: index + 1, contractLineId: contractLineIds[index]!, matCode: material.matCode, matName: material.matName, unitCode: 'T', priceWithTax: '2300', taxRate: '9', plannedQuantity: line.planned })))
    .returning({ id: purPickMaterial.id });
  const plates = options.plates ?? ['冀A12345', '冀B67890'];
  const vehicles = await db
    .insert(purPickVehicle)
    .values(plates.map((plateNo, index) => ({ pickId, plateNo, driverName: `司机${index + 1}`, driverPhone: `1381234567${index}`, idCard: '110101199003074514' })))
    .returning({ id: purPickVehicle.id });
  await refreshPickTotals(db, pickId);
  return { pickId, pickNo, contractId: contract.id, contractLineIds, lineIds: inserted.map((row) => row.id), vehicleIds: vehicles.map((row) => row.id), matCode: material.matCode };
}

/** A pick's head row. */
export async function pickHead(database: DatabaseConnection, pickId: number) {
  const [head] = await database.db.select().from(purPickHead).where(eq(purPickHead.id, pickId));
  return head!;
}

/** A pick line's row. */
export async function pickLine(database: DatabaseConnection, lineId: number) {
  const [line] = await database.db.select().from(purPickMaterial).where(eq(purPickMaterial.id, lineId));
  return line!;
}

/** A caller of the gateway as `token`: method, path below /gateway/purchase/api/v1/purchase, body. */
export function callerOf(app: GatewayApp, token: () => string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `${PURCHASE}/${path}`, headers: { authorization: `Bearer ${token()}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A shipment body on `pickMaterialId` (weighed, with the four grain indices unless said otherwise). */
export function shipmentBody(pickMaterialId: number, values: Record<string, unknown> = {}) {
  return {
    pickMaterialId,
    plateNo: '冀A12345',
    driverName: '司机1',
    shippingDate: '2026-11-20',
    shippedQuantity: '30',
    grossWeight: '45.380',
    tareWeight: '15.125',
    qualities: [
      { indexCode: 'QI001', value: '14.35' },
      { indexCode: 'QI002', value: '1.0' },
      { indexCode: 'QI003', value: '675' },
    ],
    ...values,
  };
}
