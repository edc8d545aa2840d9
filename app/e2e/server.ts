/**
 * One real server per Playwright worker: the built gateway serving the built app (as `npm start` runs
 * it), on a fresh embedded database of its own. Workers therefore never see each other's changes, and
 * the spec files can run side by side.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { erpReceiverPort, serverPort } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** A fresh migration and the demo seed take ~7 s alone on the 2-core machine; more beside other work. */
const START_TIMEOUT_MS = 120_000;

export interface E2eServer {
  url: string;
  /** Where the gateway's output goes (named when it fails to start). */
  logFile: string;
  stop: () => Promise<void>;
}

/** The environment the e2e gateways run with (the same for every worker but ports and folders). */
function serverEnv(workerIndex: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(serverPort(workerIndex)),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'pglite'),
    STATIC_DIR: path.join(repoRoot, 'app/dist'),
    DATABASE_URL: '',
    // The secret the e2e tests send as OA and the seal system (X-Callback-Secret).
    CONTRACT_CALLBACK_SECRET: 'e2e-contract-callback-secret',
    // The dashboard flows count the seeded to-dos exactly; the reminders are tested in the gateway.
    CERTIFICATE_REMINDERS: 'off',
    // The ERP the contract sync posts to: a receiver that e2e/contract-flow.spec.ts runs on loopback.
    ERP_SYNC_URL: `http://127.0.0.1:${erpReceiverPort(workerIndex)}/erp/contract`,
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/gateway/health`)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts worker `workerIndex`'s server in `dataDir` and resolves once /gateway/health answers. */
export async function startE2eServer(workerIndex: number, dataDir: string): Promise<E2eServer> {
  mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${serverPort(workerIndex)}`;
  if (await healthy(url)) throw new Error(`another server already answers on ${url}`);
  const logFile = path.join(dataDir, 'gateway.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['gateway/dist/main.js'], { cwd: repoRoot, env: serverEnv(workerIndex, dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  // Errors go to the run's own output too, as Playwright's webServer showed them.
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    log.end();
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
      throw new Error(`the e2e gateway of worker ${workerIndex} did not start (log ${logFile}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, logFile, stop };
}
