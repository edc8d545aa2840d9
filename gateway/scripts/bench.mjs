#!/usr/bin/env node
/**
 * The gateway benchmark (issue 29), on PostgreSQL with 1,000,000 contract heads.
 *
 * 1. Database `srm_bench` on the server of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test):
 *    migrated, seeded (120 demo contracts) and filled with 1,000,000 more heads whose supplier names follow
 *    a long tail of 5,000 Chinese company names (Zipf: the first about 11 % of the rows, the last about 20).
 *    The fill's shape is the database's comment (FILL_VERSION); another one drops and rebuilds it.
 * 2. Request shapes, as the buyer sees them (data scope applied), newest first, 20 a page:
 *    filtered page 1 (supplierName.contains=北大荒&status.equals=SIGN), the same filter's deep page,
 *    the unfiltered deep page, the equality page 1 (status.equals=SIGN), and a rare two-character contains
 *    term's page 1 with its capped count. The SQL each call runs is captured from an in-process gateway
 *    (after one warm call) and replayed as "direct": the same statements through a bare pg Pool (10
 *    connections, the gateway's pool size), no HTTP. The gateway is the built one (dist/main.js) in its own
 *    process. Shapes and sides are interleaved in rounds, at concurrency 1 and 10, closed loop.
 * 3. Export: the admin exports 1,000,000 rows (id ≤ 1,000,000) through a download task: seconds from the
 *    request to status 5 and the gateway process's peak RSS meanwhile (sampled from /proc every 50 ms).
 *    Then an export of all 1,000,120 rows (over the 1,000,000 limit): ms until it is refused.
 * 4. Cold start: scripts/cold-start.mjs when present (its median).
 *
 * Its last line is one JSON object: filteredP1P95Ms, twoCharP95Ms, worstP50Ratio, c10RpsRatio,
 * exportSeconds, exportPeakRssMB, overLimitRefusalMs, coldStartMs, loadAverage (and the per-shape figures).
 *
 *   pnpm --filter @srm/gateway bench      (BENCH_ROUNDS=3 BENCH_BURST_S=2 BENCH_SKIP_EXPORT=1 BENCH_SKIP_COLD=1)
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { captureQueries, closedLoop, ensureVersionedDatabase, httpClient, markFilled, percentile, processMemoryMB, rareTwoCharacterTerm, spreadSupplierNames, supplierNames } from './bench-support.mjs';
import { openDatabase } from '../dist/db/connection.js';
import { seedDemoData } from '../dist/db/seed.js';
import { contractHeadsSql } from '../dist/db/seeds/contracts.js';
import { buildServer } from '../dist/server.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const GATEWAY = join(HERE, '..');
const ROWS = 1_000_000;
const CHUNK = 100_000;
const BENCH_DB = 'srm_bench';
const FILL_VERSION = 'srm-bench fill 2: 120 demo + 1,000,000 heads, 5,000 Zipf supplier names';
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS || 1_000_000); // fewer only to try the script out
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const BURST_S = Number(process.env.BENCH_BURST_S || 2);
const LIST = '/gateway/purchase/api/v1/contract/head/custom-page';
const FREQUENT = '北大荒';

const log = (message) => process.stderr.write(`[bench:gateway] ${message}\n`);
const round1 = (value) => Number(value.toFixed(1));
const round2 = (value) => Number(value.toFixed(2));
const loadAverage = () => loadavg().map(round2);

/**
 * Migrates and seeds, then (unless the fill is current) writes ROWS more heads: contractHeadsSql into a
 * temporary copy of the table (no indexes, no generated columns, its own ids), the long-tail supplier names there, then
 * one insert into the real table (ids from its identity, in the copy's order) with its own indexes dropped
 * and created again from their definitions.
 */
async function fill(connection, url, current) {
  await connection.migrate();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (current) return (await client.query('select count(*)::int as n from con_contract_head')).rows[0].n;
    const started = Date.now();
    await seedDemoData(connection.db);
    // Seeded rows are n = 1..120 (HT2026 + n); continue the same numbering.
    const { rows: top } = await client.query("select coalesce(max(substring(contract_no from 7)::int), 0) as n from con_contract_head where contract_no ~ '^HT2026[0-9]{8}$'");
    let next = top[0].n + 1;
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query('create temporary table con_contract_head (like public.con_contract_head including defaults including identity)');
    const dialect = new PgDialect();
    for (let done = 0; done < ROWS; ) {
      const count = Math.min(CHUNK, ROWS - done);
      const query = dialect.sqlToQuery(contractHeadsSql(next, next + count - 1));
      await client.query(query.sql, query.params);
      next += count;
      done += count;
      log(`  ${done.toLocaleString('en')} rows`);
    }
    log('supplier names from the long tail …');
    await spreadSupplierNames(client, 0, supplierNames(5000)); // the copy's own ids, from 1
    const { rows: columns } = await client.query("select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list from information_schema.columns where table_schema = 'public' and table_name = 'con_contract_head' and is_generated = 'NEVER' and is_identity = 'NO'");
    const { rows: indexes } = await client.query(
      "select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = 'public.con_contract_head'::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)",
    );
    log(`one insert into the table (${indexes.length} indexes dropped and created again) …`);
    for (const index of indexes) await client.query(`drop index public."${index.name}"`);
    await client.query(`insert into public.con_contract_head (${columns[0].list}) select ${columns[0].list} from pg_temp.con_contract_head order by id`);
    for (const index of indexes) await client.query(index.definition);
    await client.query('drop table pg_temp.con_contract_head');
    await client.query('vacuum analyze public.con_contract_head');
    await markFilled(url, BENCH_DB, FILL_VERSION);
    const total = (await client.query('select count(*)::int as n from con_contract_head')).rows[0].n;
    log(`filled to ${total.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return total;
  } finally {
    await client.end();
  }
}

function shapes(term) {
  const page = (query) => `${LIST}?${query}`;
  const filter = `supplierName.contains=${encodeURIComponent(FREQUENT)}&status.equals=SIGN`;
  return [
    { key: 'filteredP1', title: `${FREQUENT} + SIGN, page 1`, path: page(`${filter}&page=1&pageSize=20`) },
    { key: 'filteredDeep', title: `${FREQUENT} + SIGN, page 100`, path: page(`${filter}&page=100&pageSize=20`) },
    { key: 'unfilteredDeep', title: 'no filter, page 100', path: page('page=100&pageSize=20') },
    { key: 'equalityP1', title: 'status.equals=SIGN, page 1', path: page('status.equals=SIGN&page=1&pageSize=20') },
    { key: 'twoCharP1', title: `${term} (2 chars, rare), page 1 + count`, path: page(`supplierName.contains=${encodeURIComponent(term)}&page=1&pageSize=20`) },
  ];
}

/** Each shape's SQL as the in-process gateway runs it on a warm call (token check left out). */
async function captureShapes(connection, list, url) {
  const app = buildServer({ db: connection });
  try {
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'buyer', password: 'Buyer@123' } });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const check = new pg.Pool({ connectionString: url, options: '-c TimeZone=Asia/Shanghai', max: 1 });
    try {
      for (const shape of list) {
        await app.inject({ method: 'GET', url: shape.path, headers });
        let answer;
        const queries = await captureQueries(async () => {
          answer = (await app.inject({ method: 'GET', url: shape.path, headers })).json();
        });
        if (!answer?.success) throw new Error(`${shape.key} failed: ${JSON.stringify(answer)}`);
        shape.replay = queries.filter((query) => /con_contract_head/.test(query.text));
        if (shape.replay.length === 0) throw new Error(`${shape.key}: captured no list query`);
        shape.total = answer.data.total;
        for (const query of shape.replay) await check.query(query.text, query.values);
        log(`${shape.key}: ${answer.data.result.length} rows of ${shape.total}; ${shape.replay.length} statements`);
      }
    } finally {
      await check.end();
    }
  } finally {
    await app.close();
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startGateway(url) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(GATEWAY, 'dist/main.js')], {
    cwd: GATEWAY,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CERTIFICATE_REMINDERS: 'off', SEED_DEMO: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/gateway/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the gateway did not become healthy in 60 s');
}

async function signIn(base, account, password) {
  const login = await fetch(`${base}/gateway/system/login/loginByAccount`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  return { authorization: `Bearer ${(await login.json()).data.accessToken}` };
}

async function taskList(base, headers) {
  return (await (await fetch(`${base}/gateway/demand/exprot/download/task/list`, { method: 'POST', headers, body: '{}' })).json()).data.result;
}

const exportRequest = (base, headers, queryParams) =>
  fetch(`${base}/gateway/demand/exprot/batch/async`, { method: 'POST', headers, body: JSON.stringify({ queryUrl: '/purchase/api/v1/contract/head/custom-page', queryParams }) });

/** The 1,000,000-row export: seconds to status 5 and the gateway's peak RSS meanwhile. */
async function measureExport(base, headers, pid) {
  let peak = processMemoryMB(pid).rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, processMemoryMB(pid).rss);
    } catch {
      // the process is gone; the poll below fails too
    }
  }, 50);
  try {
    const started = performance.now();
    const created = await (await exportRequest(base, headers, { 'id.lessThanOrEqual': EXPORT_ROWS })).json();
    if (!created.success) throw new Error(`the export was refused: ${JSON.stringify(created)}`);
    for (;;) {
      const task = (await taskList(base, headers)).find((row) => row.id === created.data.id);
      if (task?.status === 5) {
        if (task.rowCount !== EXPORT_ROWS) throw new Error(`the export holds ${task.rowCount} rows, not ${EXPORT_ROWS}`);
        const seconds = (performance.now() - started) / 1000;
        log(`export: ${task.rowCount.toLocaleString('en')} rows, ${(task.fileSize / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, peak RSS ${Math.round(peak)} MB`);
        return { seconds: round1(seconds), peakRssMB: Math.round(peak) };
      }
      if (task?.status === 4) throw new Error(`the export failed: ${task.msg}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    clearInterval(sampler);
  }
}

/** An export of every row (over the limit): ms until the refusal, or null when it was not refused at once. */
async function measureRefusal(base, headers) {
  const before = (await taskList(base, headers)).length;
  const started = performance.now();
  const response = await exportRequest(base, headers, {});
  const body = await response.json().catch(() => ({}));
  const ms = performance.now() - started;
  const after = (await taskList(base, headers)).length;
  log(`over-limit export: HTTP ${response.status}, ${JSON.stringify(body.msg ?? body.message ?? body)} in ${ms.toFixed(0)} ms; tasks ${before} → ${after}`);
  return !body.success && after === before ? round1(ms) : null;
}

/** Interleaved closed-loop rounds: per shape, side (gateway | direct) and concurrency, every latency and the rate. */
async function measureShapes(list, client, pool) {
  const sides = {
    gateway: (shape) => () => client.get(shape.path),
    direct: (shape) => async () => {
      for (const query of shape.replay) await pool.query(query.name ? { name: query.name, text: query.text, values: query.values } : query.text, query.name ? undefined : query.values);
    },
  };
  const runs = {};
  for (const shape of list) for (const side of Object.keys(sides)) await closedLoop(sides[side](shape), 10, 0.5); // warm-up
  for (let roundNo = 0; roundNo < ROUNDS; roundNo += 1) {
    const order = roundNo % 2 === 0 ? ['gateway', 'direct'] : ['direct', 'gateway'];
    for (const shape of list) {
      for (const concurrency of [1, 10]) {
        for (const side of order) {
          const { times, elapsedMs } = await closedLoop(sides[side](shape), concurrency, BURST_S);
          const run = (runs[`${shape.key}/${side}/${concurrency}`] ??= { times: [], elapsedMs: 0 });
          run.times.push(...times);
          run.elapsedMs += elapsedMs;
        }
      }
    }
    log(`round ${roundNo + 1}/${ROUNDS} done`);
  }
  const figures = {};
  for (const [key, { times, elapsedMs }] of Object.entries(runs)) figures[key] = { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), rps: Math.round((times.length / elapsedMs) * 1000), calls: times.length };
  return figures;
}

function coldStart() {
  const script = join(HERE, 'cold-start.mjs');
  if (!existsSync(script) || process.env.BENCH_SKIP_COLD) return Promise.resolve(null);
  log('cold start (scripts/cold-start.mjs) …');
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { cwd: GATEWAY, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      try {
        resolve(error ? null : (JSON.parse(last).coldStartMs ?? null));
      } catch {
        resolve(null);
      }
    });
  });
}

const verdict = (value, limit, lowerIsBetter = true) => (value === null || value === undefined || Number.isNaN(value) ? 'not measured' : (lowerIsBetter ? value <= limit : value >= limit) ? 'met' : '**NOT MET**');

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const { url, current } = await ensureVersionedDatabase(adminUrl, BENCH_DB, FILL_VERSION);
  log(`database ${url.replace(/:[^:@/]+@/, ':***@')}${current ? '' : ' (building: a few minutes)'}`);
  const connection = await openDatabase({ url });
  let rows;
  let list;
  let term;
  try {
    rows = await fill(connection, url, current);
    const termClient = new pg.Client({ connectionString: url });
    await termClient.connect();
    term = await rareTwoCharacterTerm(termClient).finally(() => termClient.end());
    list = shapes(term.term);
    await captureShapes(connection, list, url);
  } finally {
    await connection.close();
  }

  const { child, base } = await startGateway(url);
  let exported = { seconds: null, peakRssMB: null };
  let refusalMs = null;
  let figures;
  let loadBefore;
  const pool = new pg.Pool({ connectionString: url, options: '-c TimeZone=Asia/Shanghai', max: 10 });
  try {
    if (!process.env.BENCH_SKIP_EXPORT) {
      const admin = { ...(await signIn(base, 'admin', 'Admin@123')), 'content-type': 'application/json' };
      log(`export of ${EXPORT_ROWS.toLocaleString('en')} rows …`);
      exported = await measureExport(base, admin, child.pid);
      refusalMs = await measureRefusal(base, admin);
    }
    const client = httpClient(base, await signIn(base, 'buyer', 'Buyer@123'));
    loadBefore = loadAverage();
    log(`shapes: ${ROUNDS} rounds of ${BURST_S} s bursts per shape, side and concurrency …`);
    figures = await measureShapes(list, client, pool);
    client.close();
  } finally {
    await pool.end();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
  const coldStartMs = await coldStart();

  const perShape = {};
  for (const shape of list) {
    const at = (side, c) => figures[`${shape.key}/${side}/${c}`];
    perShape[shape.key] = {
      gatewayP50: at('gateway', 1).p50,
      gatewayP95: at('gateway', 1).p95,
      directP50: at('direct', 1).p50,
      directP95: at('direct', 1).p95,
      p50Ratio: round2(at('gateway', 1).p50 / at('direct', 1).p50),
      c10GatewayP50: at('gateway', 10).p50,
      c10GatewayP95: at('gateway', 10).p95,
      c10DirectP50: at('direct', 10).p50,
      c10DirectP95: at('direct', 10).p95,
      c10GatewayRps: at('gateway', 10).rps,
      c10DirectRps: at('direct', 10).rps,
      c10RpsRatio: round2(at('gateway', 10).rps / at('direct', 10).rps),
      total: shape.total,
    };
  }
  const shapesOut = Object.values(perShape);
  const result = {
    filteredP1P95Ms: perShape.filteredP1.gatewayP95,
    twoCharP95Ms: perShape.twoCharP1.gatewayP95,
    worstP50Ratio: Math.max(...shapesOut.map((shape) => shape.p50Ratio)),
    c10RpsRatio: Math.min(...shapesOut.map((shape) => shape.c10RpsRatio)),
    exportSeconds: exported.seconds,
    exportPeakRssMB: exported.peakRssMB,
    overLimitRefusalMs: refusalMs,
    coldStartMs,
    loadAverage: loadBefore,
    twoCharTerm: term.term,
    shapes: perShape,
  };
  const out = [
    `Gateway benchmark: ${rows.toLocaleString('en')} contract heads on PostgreSQL, ${cpus().length} CPUs, load average ${loadBefore.join(' ')} (at the shapes' start), ${loadAverage().join(' ')} (at the end)`,
    `as the buyer (data scope applied); direct = the same SQL through a bare pg Pool (10 connections); ${ROUNDS} interleaved rounds of ${BURST_S} s per shape, side and concurrency`,
    '',
    '| shape | rows (buyer) | c1 gateway p50 / p95 | c1 direct p50 / p95 | p50 ratio | c10 gateway p50 / p95 | c10 direct p50 / p95 | c10 req/s gateway / direct |',
    '|---|---|---|---|---|---|---|---|',
    ...list.map((shape) => {
      const s = perShape[shape.key];
      return `| ${shape.title} | ${s.total} | ${s.gatewayP50} / ${s.gatewayP95} ms | ${s.directP50} / ${s.directP95} ms | ${s.p50Ratio} | ${s.c10GatewayP50} / ${s.c10GatewayP95} ms | ${s.c10DirectP50} / ${s.c10DirectP95} ms | ${s.c10GatewayRps} / ${s.c10DirectRps} = ${s.c10RpsRatio} |`;
    }),
    '',
    '| target | measured | |',
    '|---|---|---|',
    `| filtered page 1 p95 at c1 ≤ 20 ms | ${result.filteredP1P95Ms} ms | ${verdict(result.filteredP1P95Ms, 20)} |`,
    `| rare 2-char term (${term.term}, ${term.rows} rows in the table) page 1 + count p95 ≤ 20 ms | ${result.twoCharP95Ms} ms | ${verdict(result.twoCharP95Ms, 20)} |`,
    `| gateway p50 ≤ 1.3 × direct, worst shape | ${result.worstP50Ratio} | ${verdict(result.worstP50Ratio, 1.3)} |`,
    `| req/s at c10 ≥ 70 % of direct, worst shape | ${result.c10RpsRatio} | ${verdict(result.c10RpsRatio, 0.7, false)} |`,
    `| export of ${EXPORT_ROWS.toLocaleString('en')} rows ≤ 60 s | ${exported.seconds ?? '–'} s | ${verdict(exported.seconds, 60)} |`,
    `| gateway peak RSS during the export ≤ 250 MB | ${exported.peakRssMB ?? '–'} MB | ${verdict(exported.peakRssMB, 250)} |`,
    `| over-limit export refused < 1 s | ${refusalMs ?? '–'} ms | ${verdict(refusalMs, 999.9)} |`,
    `| cold start ≤ 2 s | ${coldStartMs ?? '–'} ms | ${verdict(coldStartMs, 2000)} |`,
    '',
    JSON.stringify(result),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`[bench:gateway] cannot measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
