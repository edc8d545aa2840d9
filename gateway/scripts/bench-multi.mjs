#!/usr/bin/env node
/**
 * The contract list at 50 concurrent connections against one gateway process and against two behind the
 * round-robin proxy (issue 30), on PostgreSQL with 1,000,000 contract heads.
 *
 * Database: with the default 1,000,000 rows, `srm_bench` of scripts/bench.mjs (issue 29), filled by
 * running that benchmark once (briefly) when it is missing or its fill is out of date. With
 * BENCH_MULTI_ROWS=n (to try the script out), `srm_bench_multi_<n>`: migrated, seeded and given n heads
 * with the demo data's generator (db/seeds/contracts.ts).
 *
 * Three runs, each a warm-up and then BENCH_MULTI_SECONDS (default 15) of a closed loop at
 * BENCH_MULTI_CONNECTIONS (default 50), as the buyer (data scope applied): the built gateway (dist/main.js)
 * directly, the same process behind the proxy (the proxy's own cost), and two processes behind the proxy.
 * Prints req/s and p50/p95 for each and the load average; the last line is one JSON object.
 *
 *   pnpm --filter @srm/gateway bench:multi        (BENCH_MULTI_ROWS=20000 BENCH_MULTI_SECONDS=3 to try it)
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { closedLoop, ensureVersionedDatabase, httpClient, markFilled, percentile } from './bench-support.mjs';
import { GATEWAY_DIR, freePort, spawnGateway, stopGateway, waitHealthy } from '../test-multi/gateways.mjs';
import { startProxy } from '../test-multi/proxy.mjs';
import { openDatabase } from '../dist/db/connection.js';
import { seedDemoData } from '../dist/db/seed.js';
import { contractHeadsSql } from '../dist/db/seeds/contracts.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_MULTI_ROWS || 1_000_000);
const SECONDS = Number(process.env.BENCH_MULTI_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_MULTI_CONNECTIONS || 50);
const WARM_UP_S = Math.min(3, SECONDS);
/** The list as it opens: newest first, page 1 of 20 (override with BENCH_MULTI_QUERY). */
const LIST = `/gateway/purchase/api/v1/contract/head/custom-page?${process.env.BENCH_MULTI_QUERY || 'page=1&pageSize=20'}`;
/** bench.mjs's database holds 120 demo + 1,000,000 heads; its fill marks the database with this prefix. */
const BENCH_DB = 'srm_bench';
const BENCH_FILL_PREFIX = 'srm-bench fill';
const CHUNK = 100_000;

const log = (message) => process.stderr.write(`[bench:multi] ${message}\n`);
const round1 = (value) => Number(value.toFixed(1));
const loadAverage = () => loadavg().map((value) => Number(value.toFixed(2)));

async function databaseComment(name) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query("select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1", [name]);
    return rows[0]?.comment ?? undefined;
  } finally {
    await admin.end();
  }
}

/** srm_bench, filled by scripts/bench.mjs (run briefly: its fill is what matters here) when it is not yet. */
async function benchDatabase() {
  if (!(await databaseComment(BENCH_DB))?.startsWith(BENCH_FILL_PREFIX)) {
    log(`${BENCH_DB} is not filled: running scripts/bench.mjs once to fill it (a few minutes) …`);
    const run = spawnSync(process.execPath, [join(GATEWAY_DIR, 'scripts', 'bench.mjs')], {
      cwd: GATEWAY_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_DATABASE_URL: SERVER_URL, BENCH_SKIP_EXPORT: '1', BENCH_SKIP_COLD: '1', BENCH_ROUNDS: '1', BENCH_BURST_S: '0.2' },
    });
    if (!(await databaseComment(BENCH_DB))?.startsWith(BENCH_FILL_PREFIX)) throw new Error(`scripts/bench.mjs did not fill ${BENCH_DB} (exit ${run.status})`);
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** A smaller database of its own: migrated, seeded, `ROWS` more heads from the demo generator. */
async function smallDatabase() {
  const name = `srm_bench_multi_${ROWS}`;
  const version = `srm-bench-multi fill 1: demo + ${ROWS} heads`;
  const { url, current } = await ensureVersionedDatabase(SERVER_URL, name, version);
  if (current) return url;
  const connection = await openDatabase({ url });
  try {
    await connection.migrate();
    await seedDemoData(connection.db);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The seeded heads are numbered 1..120; go on from there.
      const dialect = new PgDialect();
      for (let from = 121; from < 121 + ROWS; from += CHUNK) {
        const query = dialect.sqlToQuery(contractHeadsSql(from, Math.min(from + CHUNK, 121 + ROWS) - 1));
        await client.query(query.sql, query.params);
      }
      await client.query('vacuum analyze con_contract_head');
    } finally {
      await client.end();
    }
  } finally {
    await connection.close();
  }
  await markFilled(url, name, version);
  return url;
}

async function rowCount(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from con_contract_head')).rows[0].n;
  } finally {
    await client.end();
  }
}

async function startGateway(name, url) {
  const gateway = spawnGateway({ name, port: await freePort(), env: { DATABASE_URL: url, SEED_DEMO: '', LOG_LEVEL: 'warn' } });
  await waitHealthy(gateway, 60_000);
  return gateway;
}

async function buyerHeaders(base) {
  const response = await fetch(`${base}/gateway/system/login/loginByAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'buyer', password: 'Buyer@123' }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`the buyer cannot sign in: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.accessToken}` };
}

/** A warm-up, then the measured closed loop at CONNECTIONS: req/s, p50, p95 (ms), the load average after. */
async function measure(title, base, headers) {
  const client = httpClient(base, headers, CONNECTIONS);
  try {
    await closedLoop(() => client.get(LIST), CONNECTIONS, WARM_UP_S);
    const { times, elapsedMs } = await closedLoop(() => client.get(LIST), CONNECTIONS, SECONDS);
    const figures = { rps: Math.round((times.length / elapsedMs) * 1000), p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), calls: times.length, loadAverage: loadAverage() };
    log(`${title}: ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms (${figures.calls} calls; load ${figures.loadAverage.join(' ')})`);
    return figures;
  } finally {
    client.close();
  }
}

async function main() {
  const url = ROWS === 1_000_000 ? await benchDatabase() : await smallDatabase();
  const rows = await rowCount(url);
  log(`${rows.toLocaleString('en')} contract heads; ${CONNECTIONS} connections, ${SECONDS} s per run, GET ${LIST}`);
  const loadBefore = loadAverage();
  const gateways = [];
  let proxy;
  const results = {};
  try {
    gateways.push(await startGateway('A', url));
    const headers = await buyerHeaders(gateways[0].base);
    results.oneDirect = await measure('one process, direct', gateways[0].base, headers);
    proxy = await startProxy([gateways[0].base], { sockets: CONNECTIONS });
    results.oneProxied = await measure('one process behind the proxy', proxy.url, headers);
    await proxy.close();
    gateways.push(await startGateway('B', url));
    proxy = await startProxy(gateways.map((gateway) => gateway.base), { sockets: CONNECTIONS });
    results.twoProxied = await measure('two processes behind the proxy', proxy.url, headers);
  } finally {
    await proxy?.close();
    for (const gateway of gateways) await stopGateway(gateway, 'SIGTERM');
  }
  const row = (title, f) => `| ${title} | ${f.rps} | ${f.p50} ms | ${f.p95} ms | ${f.loadAverage.join(' ')} |`;
  const out = [
    `Contract list at ${CONNECTIONS} connections, ${rows.toLocaleString('en')} contract heads on PostgreSQL, ${cpus().length} CPUs, load average ${loadBefore.join(' ')} before`,
    `GET ${LIST} as the buyer, ${SECONDS} s closed loop per run after a ${WARM_UP_S} s warm-up`,
    '',
    '| setup | req/s | p50 | p95 | load average after |',
    '|---|---|---|---|---|',
    row('one process, direct', results.oneDirect),
    row('one process behind the proxy', results.oneProxied),
    row('two processes behind the proxy', results.twoProxied),
    '',
    JSON.stringify({ rows, connections: CONNECTIONS, seconds: SECONDS, cpus: cpus().length, loadAverageBefore: loadBefore, ...results }),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`[bench:multi] cannot measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
