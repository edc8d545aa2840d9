/**
 * Built gateway processes for the two-process test and the multi-process benchmark: a fresh PostgreSQL
 * database on a server (created, dropped after), `node gateway/dist/main.js` started with its settings
 * in the environment, and a wait for /gateway/health with a deadline.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const GATEWAY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MAIN = join(GATEWAY_DIR, 'dist', 'main.js');

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl, statement) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates the empty database `name` (letters, digits and _ only) on the server of `serverUrl`: its URL. */
export async function createDatabase(serverUrl, name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  await onServer(serverUrl, `create database "${name}" encoding 'UTF8'`);
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl, name) {
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
}

/** A port nobody listens on now (the OS's choice, released at once). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `node gateway/dist/main.js` on `port` (127.0.0.1) with `env` over this process's environment.
 * Its output is kept (the last 64 KiB) for the error when it does not come up.
 */
export function spawnGateway({ name, port, env }) {
  const child = spawn(process.execPath, [MAIN], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', CERTIFICATE_REMINDERS: 'off', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, child, port, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Resolves once GET /gateway/health answers 200; throws (with the process's output) on exit or timeout. */
export async function waitHealthy(gateway, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) {
      throw new Error(`gateway ${gateway.name} exited (${gateway.child.exitCode ?? gateway.child.signalCode}) before it was healthy:\n${gateway.output()}`);
    }
    try {
      const response = await fetch(`${gateway.base}/gateway/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gateway ${gateway.name} was not healthy after ${timeoutMs} ms:\n${gateway.output()}`);
}

/** Sends `signal` and resolves once the process has exited (at once when it already has). */
export function stopGateway(gateway, signal = 'SIGTERM') {
  const { child } = gateway;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
