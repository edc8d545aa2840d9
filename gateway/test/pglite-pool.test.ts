/**
 * The worker's reused PGlite databases (helpers/pglite-pool.ts): a database handed back by one test
 * file reaches the next exactly as the snapshot left it, whatever the first one did to its rows,
 * sequences or session; one whose structure changed is not reused.
 */
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/connection.js';
import { openPooledPglite } from './helpers/pglite-pool.js';
import { TEMPLATES_KEY } from './helpers/templates.js';

const dump = () => {
  const file = inject(TEMPLATES_KEY)?.pglite.seeded;
  if (!file) throw new Error('the global setup provided no PGlite snapshot');
  return file;
};

const clientOf = (connection: DatabaseConnection) => (connection.db as unknown as { $client: object }).$client;

async function stateOf(connection: DatabaseConnection) {
  const [users] = (await connection.executeSql('select count(*)::int as n, min(user_name) as first from sys_user')).rows as { n: number; first: string }[];
  const [contracts] = (await connection.executeSql('select count(*)::int as n, max(id)::int as top from con_contract_head')).rows as { n: number; top: number }[];
  const [zone] = (await connection.executeSql('show time zone')).rows as { TimeZone: string }[];
  return { users, contracts, zone };
}

describe('reused PGlite databases', () => {
  it('hands the next opener the snapshot again: rows, sequences and session as they were', async () => {
    const first = await openPooledPglite(dump());
    const before = await stateOf(first);
    expect(before.users?.n).toBeGreaterThan(0);
    await first.executeSql(`update sys_user set user_name = 'changed-' || user_name`);
    await first.executeSql('truncate con_contract_head cascade');
    await first.executeSql(`select nextval(pg_get_serial_sequence('con_contract_head', 'id')) from generate_series(1, 50)`);
    await first.executeSql(`set time zone 'UTC'`);
    await first.executeSql('begin');
    await first.close();

    const second = await openPooledPglite(dump());
    expect(clientOf(second)).toBe(clientOf(first));
    expect(await stateOf(second)).toEqual(before);
    // The next id is the one the snapshot would have given, not one after the 50 taken above.
    const [next] = (await second.executeSql(`select nextval(pg_get_serial_sequence('con_contract_head', 'id'))::int as id`)).rows as { id: number }[];
    expect(next?.id).toBe((before.contracts?.top ?? 0) + 1);
    await second.close();
  });

  it('starts a new database after a file changed the structure', async () => {
    const first = await openPooledPglite(dump());
    await first.executeSql('create table pool_probe (id int)');
    await first.close();
    const second = await openPooledPglite(dump());
    expect(clientOf(second)).not.toBe(clientOf(first));
    const [probe] = (await second.executeSql(`select to_regclass('pool_probe') is null as gone`)).rows as { gone: boolean }[];
    expect(probe?.gone).toBe(true);
    await second.close();
  });
});
