/**
 * The setup the contract test files share: a gateway over the test database (with the OA/seal callback
 * secret), demo users signed in, and contracts with lines written directly (the contract's own routes
 * are not what those tests are about).
 */
import type { DatabaseConnection } from '../../src/db/connection.js';
import type { Envelope, LoginInfo } from '../../src/api/index.js';
import { conContractHead, conContractLine } from '../../src/db/tables/contract.js';
import { buildServer, type GatewayApp } from '../../src/server.js';

/** The demo users' passwords (seed data): admin and buyer have their own, every other demo user `Demo@123`. */
const PASSWORDS: Readonly<Record<string, string>> = { admin: 'Admin@123', buyer: 'Buyer@123', supplier1: 'Supplier@123', supplier2: 'Supplier@123' };

/** A ready gateway over `database`, accepting OA/seal callbacks signed with `callbackSecret` when given. */
export async function startGateway(database: DatabaseConnection, callbackSecret?: string): Promise<GatewayApp> {
  const app = buildServer(callbackSecret === undefined ? { db: database } : { db: database, contractCallbackSecret: callbackSecret });
  await app.ready();
  return app;
}

/** Signs the demo `accounts` in, one after the other: their access tokens, in the same order. */
export async function signInAll<const Accounts extends readonly string[]>(app: GatewayApp, ...accounts: Accounts): Promise<{ [K in keyof Accounts]: string }> {
  const tokens: string[] = [];
  for (const account of accounts) {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password: PASSWORDS[account] ?? 'Demo@123' } });
    tokens.push(response.json<Envelope<LoginInfo>>().data.accessToken);
  }
  return tokens as { [K in keyof Accounts]: string };
}

export type HeadValues = Partial<typeof conContractHead.$inferInsert> & { status: string };

let counter = 0;

/**
 * A contract numbered `<prefix>-<time>-<n>`: 玉米采购合同 (fixed) of 河北饲料有限公司 (101001) with
 * 中粮贸易（大连）有限公司 (S0001), category 玉米 (100101), unless `values` say otherwise (the names are master
 * data's, as a save would store them).
 */
export async function insertContract(database: DatabaseConnection, prefix: string, values: HeadValues): Promise<{ id: number; contractNo: string }> {
  counter += 1;
  const contractNo = `${prefix}-${Date.now()}-${counter}`;
  const [row] = await database.db
    .insert(conContractHead)
    .values({ contractNo, contractName: '玉米采购合同', contractCategory: 'fixed', orgCode: '101001', orgName: '河北饲料有限公司', supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', categoryCode: '100101', categoryName: '玉米', ...values })
    .returning({ id: conContractHead.id });
  return { id: row!.id, contractNo };
}

export type LineValues = Pick<typeof conContractLine.$inferInsert, 'lineNo' | 'matCode' | 'quantity'> & Partial<typeof conContractLine.$inferInsert>;

/** Lines of contract `headId`: 玉米 in T at 2300, 9 % tax, amounts 0, unless a line says otherwise. Their ids, in order. */
export async function insertLines(database: DatabaseConnection, headId: number, lines: readonly LineValues[]): Promise<number[]> {
  const rows = await database.db
    .insert(conContractLine)
    .values(lines.map((line) => ({ headId, matName: '玉米', unitCode: 'T', priceWithTax: '2300', taxRate: '9', amount: '0', taxAmount: '0', amountWithoutTax: '0', ...line })))
    .returning({ id: conContractLine.id });
  return rows.map((row) => row.id);
}
