import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../src/db/connection.js';
import { sysOrg } from '../src/db/schema.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

describe.each(eachDatabase)('[%s] database connection', (name, target) => {
  const database = useTestDatabase(target, { seed: false });

  it('reports its kind', () => {
    expect(database().kind).toBe(name);
  });

  it('runs every connection in Asia/Shanghai', async () => {
    // Concurrent queries make the pg pool open several connections; each must have the time zone.
    const rows = await Promise.all(
      Array.from({ length: 4 }, () =>
        database().db.execute<{ tz: string }>(sql`select pg_sleep(0.05), current_setting('TimeZone') as tz`),
      ),
    );
    for (const result of rows) expect(result.rows[0]?.tz).toBe(TIME_ZONE);
    const offset = await database().db.execute<{ hour: number }>(
      sql`select extract(hour from timestamptz '2025-01-01 00:00:00+00')::int as hour`,
    );
    expect(Number(offset.rows[0]?.hour)).toBe(8);
  });

  it('has pg_trgm loaded, matching Chinese names', async () => {
    const result = await database().db.execute<{ similar: boolean }>(
      sql`select ${'河北饲料有限公司'}::text % ${'河北饲料公司'}::text as similar`,
    );
    expect(result.rows[0]?.similar).toBe(true);
  });

  it('is idempotent to migrate again, and round-trips parameters of every kind', async () => {
    await database().migrate();
    const when = new Date('2025-06-30T16:00:00.000Z');
    const [row] = await database()
      .db.insert(sysOrg)
      .values({ orgCode: 'T1', orgName: '测试公司', level: 6, parentId: 2 ** 40, createdTime: when })
      .returning();
    expect(row).toMatchObject({ orgCode: 'T1', orgName: '测试公司', parentId: 2 ** 40, version: 0 });
    expect(row?.createdTime.toISOString()).toBe(when.toISOString());
    const found = await database().db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sysOrg} where ${sysOrg.createdTime} = ${when} and ${sysOrg.orgCode} = any(${sql.param(['T1', 'T2'])}::text[])`,
    );
    expect(Number(found.rows[0]?.n)).toBe(1);
  });
});
