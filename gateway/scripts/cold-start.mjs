/**
 * Cold start of the built gateway (issue 29): spawns `node dist/main.js` on an already migrated
 * PostgreSQL database and times spawn → the first 200 from /gateway/health, N times (5 by default).
 * The first start of a new database migrates it and is not counted.
 *
 *   node scripts/cold-start.mjs [--runs 5] [--port 18089]
 *   COLD_START_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres (the server; the database is srm_coldstart)
 *   COLD_START_MAIN=path/to/main.js (another build; dist/main.js by default)
 *
 * Prints each run, median/min/max and the load average; the last line is one JSON object
 * `{"coldStartMs": <median>, "runs": [...], "loadAverage": [...]}`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const GATEWAY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
// COLD_START_MAIN: another build's main.js (to compare two builds on the same machine).
const MAIN = process.env.COLD_START_MAIN || join(GATEWAY_DIR, 'dist', 'main.js');
const DATABASE = 'srm_coldstart';
const HEALTH_TIMEOUT_MS = 120_000;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0 || at + 1 >= process.argv.length) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer`);
  return value;
}

/** The database on the server of `adminUrl`, created when missing: its URL. */
async function ensureDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database "${name}" encoding 'UTF8'`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The status of one GET, or 0 when the server does not answer (yet). */
function status(url) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns the gateway and answers the ms until /gateway/health answers 200; the process is stopped after. */
async function coldStart(databaseUrl, port, filesDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', FILES_DIR: filesDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitCode;
  void exited.then((code) => {
    exitCode = code;
  });
  try {
    const health = `http://127.0.0.1:${port}/gateway/health`;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the gateway exited (${exitCode}) before it was healthy:\n${stderr}`);
      if ((await status(health)) === 200) return performance.now() - started;
      if (performance.now() - started > HEALTH_TIMEOUT_MS) throw new Error(`no healthy answer within ${HEALTH_TIMEOUT_MS} ms:\n${stderr}`);
      await sleep(5);
    }
  } finally {
    if (exitCode === undefined) child.kill('SIGTERM');
    await exited;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms) => Math.round(ms);

async function main() {
  const runs = option('runs', 5);
  const port = option('port', 18089);
  const adminUrl = process.env.COLD_START_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = await ensureDatabase(adminUrl, DATABASE);
  const filesDir = mkdtempSync(join(tmpdir(), 'srm-coldstart-files-'));
  try {
    // The first start migrates a new database (and warms the file cache): not counted.
    const warmup = await coldStart(databaseUrl, port, filesDir);
    console.log(`warm-up (migrates when needed): ${round(warmup)} ms`);
    const times = [];
    for (let run = 1; run <= runs; run++) {
      const ms = await coldStart(databaseUrl, port, filesDir);
      times.push(round(ms));
      console.log(`run ${run}: ${round(ms)} ms to a healthy /gateway/health`);
    }
    const loadAverage = loadavg().map((value) => Math.round(value * 100) / 100);
    const coldStartMs = round(median(times));
    console.log(`cold start: median ${coldStartMs} ms, min ${Math.min(...times)} ms, max ${Math.max(...times)} ms (${runs} runs)`);
    console.log(`load average: ${loadAverage.join(' ')}`);
    console.log(JSON.stringify({ coldStartMs, runs: times, loadAverage }));
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
