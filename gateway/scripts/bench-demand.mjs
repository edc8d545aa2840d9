#!/usr/bin/env node
/**
 * The month demand summary benchmark (issue 23), on PostgreSQL with 1,000,000 month plan item rows.
 *
 * 1. Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the
 *    rows live in their own database `srm_bench_demand`, created, migrated, seeded and filled on the first
 *    run (25,000 plans of 40 items: 50 orgs × 500 months of one category), reused afterwards.
 * 2. The gateway (dist/, built by `pnpm bench:demand`) listens on a free port; the admin signs in. The
 *    measured calls are GET /gateway/demand/api/v1/dem/month-demand-summary/statis:
 *    - `all`: no filter, the sums over all 1,000,000 rows;
 *    - `month`: `yearMonth.equals=<a month>`, the usual filter (2,000 rows);
 *    - `material`: `matCode.equals=<a material>`, one material in every plan (25,000 rows);
 *    - `everyItem`: `matCode.contains=BM`, an item filter that every row matches (the worst case: a
 *      filter on an item field reads the items; plan fields read the plans' kept totals).
 *    Each is called one at a time (a user's wait, not a queue) for 8 s after a 1 s warm-up; and, as a
 *    baseline in the same run, the same SQL the gateway ran for it (captured from pg) through a bare pg
 *    client, so a slow machine shows in both.
 *
 * Its last line is one JSON object of p50 / p95 per call, gateway and raw.
 *
 *   pnpm --filter @srm/gateway bench:demand
 */
import pg from 'pg';
import { captureQueries, ensureDatabase, percentile } from './bench-support.mjs';
import { openDatabase } from '../dist/db/connection.js';
import { seedDemoData } from '../dist/db/seed.js';
import { buildServer } from '../dist/server.js';

const BENCH_DB = 'srm_bench_demand';
const ORGS = 50;
const MONTHS = 500;
const ITEMS_PER_PLAN = 40;
const PLANS = ORGS * MONTHS;
const ROWS = PLANS * ITEMS_PER_PLAN;
const DURATION_MS = 8_000;
const STATIS = '/gateway/demand/api/v1/dem/month-demand-summary/statis';

const log = (message) => process.stderr.write(`[bench:demand] ${message}\n`);

/** 25,000 plans (org B00…B49 × months from 1990-01) of one category, each with 40 materials. */
async function fill(connection, url) {
  await connection.migrate();
  await seedDemoData(connection.db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from dem_month_demand_item i join dem_month_demand d on d.id = i.demand_id where d.demand_no like 'YDB%'");
    if (rows[0].n >= ROWS) return;
    const started = Date.now();
    await client.query("delete from dem_month_demand where demand_no like 'YDB%'");
    await client.query(
      `insert into dem_month_demand (demand_no, year_month, org_code, org_name, category_code, category_name, status, created_by, updated_by)
       select 'YDB' || lpad(n::text, 8, '0'),
              to_char(date '1990-01-01' + make_interval(months => n / $1), 'YYYY-MM'),
              'B' || lpad((n % $1)::text, 2, '0'), '基准公司' || (n % $1), '100101', '玉米',
              (array['new', 'inProcess', 'approved', 'rejected'])[n % 4 + 1], 'bench', 'bench'
       from generate_series(0, $2 - 1) as n`,
      [ORGS, PLANS],
    );
    const chunk = 5_000;
    for (let from = 0; from < PLANS; from += chunk) {
      await client.query(
        `insert into dem_month_demand_item (demand_id, line_no, mat_code, mat_name, unit_code, demand_quantity, stock_on_hand, in_transit, contract_residual_quantity, suggested_purchase, created_by, updated_by)
         select d.id, k, 'BM' || lpad(k::text, 4, '0'), '基准物料' || k, 'T',
                q.demand, q.stock, q.transit, q.residual, greatest(q.demand - q.stock - q.transit - q.residual, 0), 'bench', 'bench'
         from (select id, row_number() over (order by id) as r from dem_month_demand where demand_no like 'YDB%' order by id offset $1 limit $2) d
         cross join generate_series(1, $3) as k
         cross join lateral (select ((d.r * 7 + k * 13) % 5000 + 100)::numeric(18, 3) + 0.125 as demand,
                                    ((d.r + k) % 300)::numeric(18, 3) as stock,
                                    ((d.r * 3 + k) % 200)::numeric(18, 3) + 0.5 as transit,
                                    ((d.r + k * 5) % 1000)::numeric(18, 3) as residual) q`,
        [from, chunk, ITEMS_PER_PLAN],
      );
      log(`  ${((from + chunk) * ITEMS_PER_PLAN).toLocaleString('en')} item rows`);
    }
    await client.query('vacuum analyze dem_month_demand');
    await client.query('vacuum analyze dem_month_demand_item');
    log(`filled ${ROWS.toLocaleString('en')} item rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** Calls `once` one at a time for `ms` (after a 1 s warm-up): its latencies in ms. */
async function sequential(once, ms = DURATION_MS) {
  const warmUntil = performance.now() + 1_000;
  while (performance.now() < warmUntil) await once();
  const times = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return times;
}

const round = (value) => Number(value.toFixed(1));

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = await ensureDatabase(adminUrl, BENCH_DB);
  log(`database ${url.replace(/:[^:@/]+@/, ':***@')}`);
  const connection = await openDatabase({ url });
  let app;
  const raw = new pg.Client({ connectionString: url, options: '-c TimeZone=Asia/Shanghai' });
  try {
    await fill(connection, url);
    app = buildServer({ db: connection });
    const gatewayUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await (await fetch(`${gatewayUrl}/gateway/system/login/loginByAccount`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@123' }) })).json();
    const headers = { authorization: `Bearer ${login.data.accessToken}` };
    await raw.connect();

    const calls = { all: '', month: 'yearMonth.equals=2010-06', material: 'matCode.equals=BM0017', everyItem: 'matCode.contains=BM' };
    const result = {};
    for (const [name, query] of Object.entries(calls)) {
      const path = `${gatewayUrl}${STATIS}${query ? `?${query}` : ''}`;
      const call = async () => {
        const body = await (await fetch(path, { headers })).json();
        if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
        return body.data;
      };
      let sample;
      const captured = await captureQueries(async () => {
        sample = await call();
      });
      const replay = captured.filter((statement) => /dem_month_demand/.test(statement.text));
      if (replay.length === 0) throw new Error(`${name}: captured no summary query`);
      log(`${name}: ${JSON.stringify(sample)}`);
      const gateway = await sequential(call);
      const direct = await sequential(async () => {
        for (const statement of replay) await raw.query(statement.text, statement.values);
      });
      result[name] = { p50: round(percentile(gateway, 50)), p95: round(percentile(gateway, 95)), rawP50: round(percentile(direct, 50)), rawP95: round(percentile(direct, 95)), calls: gateway.length };
      log(`${name}: gateway p50 ${result[name].p50} ms, p95 ${result[name].p95} ms; raw pg p50 ${result[name].rawP50} ms, p95 ${result[name].rawP95} ms`);
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await raw.end().catch(() => undefined);
    await app?.close();
    await connection.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
