/**
 * The list engine's choice between the fence and the natural plan (core/list/estimates.ts, issue 29):
 * the rule on figures, and the planner's estimates it reads on both databases, over a table of 20,000
 * rows where one value is rare and another common.
 */
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fenceChosen, fenceReadsLess, plannedRows } from '../src/core/list/estimates.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

describe('fenceReadsLess', () => {
  const million = 1_000_000;

  it('fences a rare term at a million rows (a few hundred matches), and walks the sort index for a typical filter', () => {
    expect(fenceReadsLess({ matching: 368, tableRows: million, reach: 20 })).toBe(true);
    expect(fenceReadsLess({ matching: 17_857, tableRows: million, reach: 20 })).toBe(false);
  });

  it('draws the line where both plans read about as many rows (matching² = reach × table rows)', () => {
    expect(fenceReadsLess({ matching: 4_472, tableRows: million, reach: 20 })).toBe(true);
    expect(fenceReadsLess({ matching: 4_473, tableRows: million, reach: 20 })).toBe(false);
  });

  it('fences more readily for a deeper page, and always when no more rows match than the page reaches', () => {
    expect(fenceReadsLess({ matching: 17_857, tableRows: million, reach: 400 })).toBe(true);
    expect(fenceReadsLess({ matching: 15, tableRows: 0, reach: 20 })).toBe(true);
  });
});

const probe = pgTable('plan_choice_probe', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
});

describe.each(eachDatabase)('[%s] fenceChosen', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });

  beforeAll(async () => {
    const { db } = database();
    await db.execute(sql`create table plan_choice_probe (id integer primary key, kind text not null)`);
    // 20,000 rows: 40 of kind 'rare', the rest 'common'.
    await db.execute(sql`insert into plan_choice_probe select n, case when n % 500 = 0 then 'rare' else 'common' end from generate_series(1, 20000) as n`);
    await db.execute(sql`create index plan_choice_probe_kind_idx on plan_choice_probe (kind)`);
    await db.execute(sql`analyze plan_choice_probe`);
  });

  it('reads the planner’s estimates: the table’s rows and a filter’s matches', async () => {
    const { db } = database();
    const rows = await plannedRows(db, probe, undefined);
    expect(rows).toBeGreaterThan(18_000);
    expect(rows).toBeLessThan(22_000);
    expect(await plannedRows(db, probe, eq(probe.kind, 'rare'))).toBeLessThan(200);
  });

  it('fences the rare value and leaves the common one to the natural plan', async () => {
    const { db } = database();
    expect(await fenceChosen(db, probe, 'plan_choice_probe', eq(probe.kind, 'rare'), 20, 'probe:rare')).toBe(true);
    expect(await fenceChosen(db, probe, 'plan_choice_probe', eq(probe.kind, 'common'), 20, 'probe:common')).toBe(false);
  });
});
