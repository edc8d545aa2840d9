// The server under measurement: builds the gateway and the app, then starts the built gateway serving
// app/dist on a free port with a fresh embedded database in a temporary folder (as app/playwright.config.ts does).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pnpm } from '../pnpm.mjs';

/** Builds the gateway (on the design system's built library) and what it serves; throws when a build fails. */
export function build() {
  for (const pkg of ['@srm/design-system', '@srm/gateway', '@srm/app']) {
    console.log(`▶ build ${pkg}`);
    const status = pnpm(['--filter', pkg, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (status !== 0) throw new Error(`build of ${pkg} failed (exit ${status})`);
  }
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node gateway/dist/main.js` and waits for /gateway/health. Returns the origin and a stop
 * function that ends that process (and only it) and removes the temporary folder. `staticDir` serves
 * another build of the app than app/dist, `main` starts another build of the gateway (a kept copy of its
 * dist, to compare before and after a change in one session).
 */
export async function startGateway(repoRoot, port, { staticDir, main = 'gateway/dist/main.js' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'srm-measure-'));
  const logFile = path.join(dir, 'gateway.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'pglite'),
      FILES_DIR: path.join(dir, 'files'),
      STATIC_DIR: staticDir ?? path.join(repoRoot, 'app/dist'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let exited = null;
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) {
      const output = readFileSync(logFile, 'utf8');
      await stop();
      throw new Error(`the gateway exited (${JSON.stringify(exited)}) before it was healthy:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/gateway/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the gateway did not answer /gateway/health within 90 s (log: ${logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}

/** Signs in through the gateway and returns the access token (what the login page stores). */
export async function signIn(origin, account, password) {
  const response = await fetch(`${origin}/gateway/system/login/loginByAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const body = await response.json();
  if (!response.ok || !body.success || !body.data?.accessToken) {
    throw new Error(`sign-in as ${account} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data.accessToken;
}
