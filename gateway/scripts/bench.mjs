#!/usr/bin/env node
/**
 * The gateway benchmark, on PostgreSQL with 1,000,000 contract heads.
 *
 * 1. Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server and
 *    the maintenance database; the rows live in their own database `srm_bench` on that server, created,
 *    migrated, seeded and filled to 1,000,000 contract heads on the first run (about a minute), reused
 *    afterwards.
 * 2. The gateway (dist/, built by `pnpm bench`) listens on a free port; the buyer signs in. The measured
 *    call is a filtered custom-page as a buyer sees it (data scope applied):
 *    GET /gateway/purchase/api/v1/contract/head/custom-page?status.equals=SIGN&page=1&pageSize=20 (newest first;
 *    the buyer's orgs and categories added by the gateway: about 12,500 of the million rows match)
 * 3. "raw pg": the SQL the gateway ran for that call (captured from pg during a warm-up call: the page
 *    and the count, not the token check) replayed by a bare node:http server through a pg pool of the
 *    same size. Both are loaded by autocannon with 50 connections for 10 s after a 2 s warm-up.
 *
 * 4. Export: the admin asks for a download task of the contract list filtered to 100,000 rows
 *    (`id.lessThanOrEqual=100000`), run by the job queue in this process; the time from the request to
 *    status 5 (completed) and the peak RSS of this process while it runs (sampled every 50 ms; the
 *    process also holds the benchmark itself, so this is an upper bound of the gateway's).
 *
 * Its last line is one JSON object: pageP50Ms, pageP95Ms, pageRps, rawP50Ms, rawP95Ms, exportSeconds,
 * exportPeakRssMB.
 *
 *   pnpm --filter @srm/gateway bench
 */
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { captureQueries, ensureDatabase, percentile } from './bench-support.mjs';
import { openDatabase } from '../dist/db/connection.js';
import { seedDemoData } from '../dist/db/seed.js';
import { contractHeadsSql } from '../dist/db/seeds/contracts.js';
import { buildServer } from '../dist/server.js';

const ROWS = 1_000_000;
const CHUNK = 100_000;
const BENCH_DB = 'srm_bench';
const CONNECTIONS = 50;
const DURATION_S = 10;
const PATH = '/gateway/purchase/api/v1/contract/head/custom-page?status.equals=SIGN&page=1&pageSize=20';

const EXPORT_ROWS = 100_000;

const log = (message) => process.stderr.write(`[bench:gateway] ${message}\n`);

async function fill(connection, url) {
  await connection.migrate();
  await seedDemoData(connection.db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from con_contract_head');
    let have = rows[0].n;
    if (have >= ROWS) return have;
    const started = Date.now();
    // Seeded rows are n = 1..120 (HT2026 + n); continue the same numbering.
    const { rows: top } = await client.query("select coalesce(max(substring(contract_no from 7)::int), 0) as n from con_contract_head where contract_no ~ '^HT2026[0-9]{8}$'");
    let next = top[0].n + 1;
    while (have < ROWS) {
      const count = Math.min(CHUNK, ROWS - have);
      await connection.db.execute(contractHeadsSql(next, next + count - 1));
      next += count;
      have += count;
      log(`  ${have.toLocaleString('en')} rows`);
    }
    await client.query('vacuum analyze con_contract_head');
    log(`filled to ${have.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return have;
  } finally {
    await client.end();
  }
}

/** Loads `url` with autocannon; latencies are recorded per response for exact percentiles. */
function load(url, headers = {}, duration = DURATION_S) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function figures({ result, times }) {
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  const round = (value) => Number(value.toFixed(1));
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), rps: result.requests.average };
}

async function signIn(gatewayUrl, account, password) {
  const login = await fetch(`${gatewayUrl}/gateway/system/login/loginByAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return { authorization: `Bearer ${(await login.json()).data.accessToken}` };
}

/** Exports EXPORT_ROWS contract heads through a download task: seconds to completion and peak RSS. */
async function measureExport(gatewayUrl) {
  const headers = { ...(await signIn(gatewayUrl, 'admin', 'Admin@123')), 'content-type': 'application/json' };
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const started = performance.now();
    const created = await (
      await fetch(`${gatewayUrl}/gateway/demand/exprot/batch/async`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ queryUrl: '/purchase/api/v1/contract/head/custom-page', queryParams: { 'id.lessThanOrEqual': EXPORT_ROWS } }),
      })
    ).json();
    if (!created.success) throw new Error(`the export was refused: ${JSON.stringify(created)}`);
    for (;;) {
      const list = await (await fetch(`${gatewayUrl}/gateway/demand/exprot/download/task/list`, { method: 'POST', headers, body: '{}' })).json();
      const task = list.data.result.find((row) => row.id === created.data.id);
      if (task?.status === 5) {
        if (task.rowCount !== EXPORT_ROWS) throw new Error(`the export holds ${task.rowCount} rows, not ${EXPORT_ROWS}`);
        const seconds = (performance.now() - started) / 1000;
        log(`export: ${task.rowCount.toLocaleString('en')} rows, ${(task.fileSize / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
        return { seconds: Number(seconds.toFixed(1)), peakRssMB: Math.round(peak / 1048576) };
      }
      if (task?.status === 4) throw new Error(`the export failed: ${task.msg}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = await ensureDatabase(adminUrl, BENCH_DB);
  log(`database ${url.replace(/:[^:@/]+@/, ':***@')}`);
  const connection = await openDatabase({ url });
  let app;
  let raw;
  try {
    const rows = await fill(connection, url);
    app = buildServer({ db: connection, jobs: true, jobPollingSeconds: 0.5 });
    const gatewayUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    log(`export of ${EXPORT_ROWS.toLocaleString('en')} rows …`);
    const exported = await measureExport(gatewayUrl);
    const headers = await signIn(gatewayUrl, 'buyer', 'Buyer@123');

    // One call to fill the access cache, then the captured one.
    await fetch(`${gatewayUrl}${PATH}`, { headers });
    let sample;
    const queries = await captureQueries(async () => {
      sample = await (await fetch(`${gatewayUrl}${PATH}`, { headers })).json();
    });
    if (!sample?.success) throw new Error(`the measured call failed: ${JSON.stringify(sample)}`);
    const replay = queries.filter((query) => /con_contract_head/.test(query.text));
    if (replay.length === 0) throw new Error('captured no list query');
    log(`the call answers ${sample.data.result.length} rows of ${sample.data.total}; raw replays ${replay.length} statements`);
    // The replay must work before it is measured.
    const check = new pg.Pool({ connectionString: url, options: '-c TimeZone=Asia/Shanghai', max: 1 });
    try {
      for (const query of replay) await check.query(query.text, query.values);
    } catch (error) {
      throw new Error(`the raw replay fails: ${error}\n${replay.map((query) => query.text).join('\n')}`);
    } finally {
      await check.end();
    }

    const pool = new pg.Pool({ connectionString: url, options: '-c TimeZone=Asia/Shanghai' });
    raw = createServer(async (_request, response) => {
      try {
        const results = [];
        for (const query of replay) results.push((await pool.query(query.text, query.values)).rows);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
    await new Promise((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const rawUrl = `http://127.0.0.1:${raw.address().port}/`;

    const loadBefore = loadavg().map((value) => value.toFixed(1)).join(' ');
    log(`gateway: ${CONNECTIONS} connections, ${DURATION_S} s …`);
    await load(`${gatewayUrl}${PATH}`, headers, 2);
    const gateway = figures(await load(`${gatewayUrl}${PATH}`, headers));
    log(`raw pg: ${CONNECTIONS} connections, ${DURATION_S} s …`);
    await load(rawUrl, {}, 2);
    const direct = figures(await load(rawUrl));
    await pool.end();

    const result = {
      pageP50Ms: gateway.p50,
      pageP95Ms: gateway.p95,
      pageRps: Math.round(gateway.rps),
      rawP50Ms: direct.p50,
      rawP95Ms: direct.p95,
      exportSeconds: exported.seconds,
      exportPeakRssMB: exported.peakRssMB,
    };
    const ratio = direct.p50 > 0 ? gateway.p50 / direct.p50 : Number.NaN;
    const out = [
      `Gateway benchmark: ${rows.toLocaleString('en')} contract heads on PostgreSQL, ${cpus().length} CPUs, load average ${loadBefore}`,
      `call: GET ${decodeURIComponent(PATH)} as the buyer (data scope applied)`,
      '',
      `| figure | value | target |`,
      `|---|---|---|`,
      `| custom-page p95 (${CONNECTIONS} connections) | ${gateway.p95} ms | ≤ 50 ms: ${gateway.p95 <= 50 ? 'met' : 'NOT MET'} |`,
      `| custom-page p50, gateway / raw pg | ${gateway.p50} / ${direct.p50} ms = ${ratio.toFixed(2)} | ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT MET'} |`,
      `| requests/s, gateway / raw pg | ${Math.round(gateway.rps)} / ${Math.round(direct.rps)} | |`,
      `| export of ${EXPORT_ROWS.toLocaleString('en')} rows (download task, xlsx) | ${exported.seconds} s | ≤ 15 s: ${exported.seconds <= 15 ? 'met' : 'NOT MET'} |`,
      `| peak RSS during the export | ${exported.peakRssMB} MB | ≤ 300 MB: ${exported.peakRssMB <= 300 ? 'met' : 'NOT MET'} |`,
      '',
      JSON.stringify(result),
    ];
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await app?.close();
    await new Promise((resolve) => (raw ? raw.close(() => resolve()) : resolve()));
    await connection.close();
  }
}

main().catch((error) => {
  process.stderr.write(`[bench:gateway] cannot measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
