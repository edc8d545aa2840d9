#!/usr/bin/env node
/**
 * The import pipeline's benchmark (issue 21): a workbook of 50,000 rows checked and committed, with the
 * time and the peak memory of the gateway process that does it.
 *
 * 1. The gateway (dist/, built by `pnpm bench:import`) runs in a child process of its own, on a fresh
 *    database: PostgreSQL (`srm_bench_import` on the server of BENCH_DATABASE_URL, default
 *    postgres://postgres@127.0.0.1:5432/test; dropped and created each run) or, with --pglite, the
 *    embedded PGlite in a temporary folder. Migrated and seeded, with the job queue running.
 * 2. This process writes the workbook (the 物料税率 import: material code, tax rate, effective date; a
 *    50,000-row file over the seeded materials and dates from 2030 on, all rows valid), signs in as
 *    admin, uploads it to …/check (over 5,000 rows it runs as a task), polls the run until checked,
 *    commits, and polls until committed.
 * 3. Figures: the file's size, the seconds from upload to checked and from commit to committed (and the
 *    sum), the rows written, the child's resident memory just before the upload (idle), and its peak
 *    from the upload to the commit (VmHWM of /proc/<pid>/status, reset through clear_refs just before
 *    the upload, so start-up's migrations and seed do not count).
 *
 * Its last line is one JSON object: rows, fileMB, checkSeconds, commitSeconds, totalSeconds, imported,
 * idleRssMB, peakRssMB, database.
 *
 *   pnpm --filter @srm/gateway bench:import [-- --pglite] [-- --rows=50000]
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';

const args = process.argv.slice(2);
const ROWS = Number(args.find((arg) => arg.startsWith('--rows='))?.slice(7) ?? 50_000);
const PGLITE = args.includes('--pglite');
const BENCH_DB = 'srm_bench_import';
const BASE = '/gateway/system/materialsTaxRate/import';

const log = (message) => process.stderr.write(`[bench:import] ${message}\n`);

/** The child: the gateway on the database named by argv, listening on a free port it reports. */
async function serve(databaseUrl, dataDir) {
  const { openDatabase } = await import('../dist/db/connection.js');
  const { seedDemoData } = await import('../dist/db/seed.js');
  const { buildServer } = await import('../dist/server.js');
  const connection = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  await connection.migrate();
  await seedDemoData(connection.db);
  const app = buildServer({ db: connection, jobs: true, jobPollingSeconds: 0.5, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
  process.on('message', async (message) => {
    if (message === 'gc') {
      // A server that has run a while has long collected its start-up's garbage (the demo seed's).
      globalThis.gc?.();
      process.send?.({ collected: true });
    }
    if (message === 'stop') {
      await app.close();
      await connection.close();
      process.exit(0);
    }
  });
}

async function freshDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
    await admin.query(`create database "${BENCH_DB}" encoding 'UTF8'`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** kB of a /proc/<pid>/status field (VmRSS now, VmHWM the peak). */
function memoryOf(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

async function workbook(materialCodes) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('物料税率');
  sheet.addRow(['物料编码*', '税率*', '生效日期*']);
  for (let index = 0; index < ROWS; index++) {
    const day = new Date(Date.UTC(2030, 0, 1) + Math.floor(index / materialCodes.length) * 86_400_000).toISOString().slice(0, 10);
    sheet.addRow([materialCodes[index % materialCodes.length], index % 2 === 0 ? '0.09' : '0.13', day]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  const dataDir = PGLITE ? mkdtempSync(join(tmpdir(), 'srm-bench-import-')) : undefined;
  const databaseUrl = PGLITE ? undefined : await freshDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  log(`starting the gateway on ${PGLITE ? 'PGlite' : 'PostgreSQL'} (migrate and seed)…`);
  const child = fork(fileURLToPath(import.meta.url), ['--serve', databaseUrl ?? '', dataDir ?? ''], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--expose-gc', ...(process.env.BENCH_GATEWAY_NODE_OPTIONS ?? '').split(' ').filter(Boolean)] });
  const address = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.address));
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}`)));
  });
  try {
    const login = await fetch(`${address}/gateway/system/login/loginByAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
    });
    const authorization = `Bearer ${(await login.json()).data.accessToken}`;
    const materials = await fetch(`${address}/gateway/system/material/page?page=1&pageSize=9999`, { headers: { authorization } });
    const codes = (await materials.json()).data.result.map((row) => row.matCode);
    log(`writing ${ROWS} rows over ${codes.length} materials…`);
    const file = await workbook(codes);
    const call = async (method, path, body) => {
      const answer = await fetch(`${address}${path}`, { method, headers: { authorization }, body });
      const json = await answer.json();
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${json.message}`);
      return json.data;
    };
    const until = async (checkId, done) => {
      for (;;) {
        const summary = await call('GET', `${BASE}/runs/${checkId}`);
        if (done(summary)) return summary;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // The peak is measured from here: start-up (migrations, the demo seed) is not the import's.
    child.send('gc');
    await new Promise((resolve) => child.once('message', resolve));
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    const idleRssKb = memoryOf(child.pid, 'VmRSS');
    const form = new FormData();
    form.append('file', new Blob([file]), '物料税率.xlsx');
    const started = performance.now();
    const first = await call('POST', `${BASE}/check`, form);
    const checked = await until(first.checkId, (summary) => summary.status !== 'checking');
    const checkSeconds = (performance.now() - started) / 1000;
    if (checked.status !== 'checked' || checked.invalid > 0) throw new Error(`check: ${checked.status} ${checked.message ?? checked.errors[0]}`);
    const checkPeakKb = memoryOf(child.pid, 'VmHWM');
    log(`checked ${checked.total} rows in ${checkSeconds.toFixed(1)} s (task: ${checked.isTask}); peak RSS so far ${Math.round(checkPeakKb / 1024)} MB`);
    const committing = performance.now();
    await call('POST', `${BASE}/runs/${first.checkId}/commit`);
    const committed = await until(first.checkId, (summary) => summary.status !== 'committing');
    const commitSeconds = (performance.now() - committing) / 1000;
    if (committed.status !== 'committed') throw new Error(`commit: ${committed.message}`);
    const peakRssKb = memoryOf(child.pid, 'VmHWM');
    const round = (value, places = 1) => Number(value.toFixed(places));
    const result = {
      rows: ROWS,
      fileMB: round(file.length / 1048576, 2),
      checkSeconds: round(checkSeconds),
      commitSeconds: round(commitSeconds),
      totalSeconds: round(checkSeconds + commitSeconds),
      imported: committed.imported,
      idleRssMB: Math.round(idleRssKb / 1024),
      peakRssMB: Math.round(peakRssKb / 1024),
      database: PGLITE ? 'pglite' : 'postgresql',
    };
    log(`committed ${committed.imported} rows in ${commitSeconds.toFixed(1)} s; peak RSS ${result.peakRssMB} MB (idle ${result.idleRssMB} MB)`);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args[0] === '--serve') await serve(args[1] || undefined, args[2] || undefined);
else await main();
