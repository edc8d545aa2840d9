/**
 * One real server per Playwright worker: the built gateway serving the built app (as `npm start` runs
 * it), on an embedded database of its own. Workers therefore never see each other's changes, and the
 * spec files can run side by side.
 *
 * The database is migrated and seeded once per run (e2e/global-setup.ts: `prepareSeededData`), and each
 * worker starts on a copy of that folder: a fresh migration and the demo seed cost 14 s of the 18 s a
 * server took to answer on the idle 2-core machine, and several of them at once beside the library
 * build took over 120 s (a CI run failed on it).
 */
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, spawnGateway, stopGateway, waitHealthy, type SpawnedGateway } from '../../gateway/test-multi/gateways.mjs';
import { erpReceiverPort, serverPort } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** A server on a copy of the seeded folder answers in ~5 s alone on the 2-core machine; more beside other work. */
const START_TIMEOUT_MS = 120_000;
/** The one migration and seed of the run: ~18 s alone. */
const SEED_TIMEOUT_MS = 300_000;
/** Where global-setup.ts tells the workers the seeded folder is. */
export const SEEDED_DIR_ENV = 'E2E_SEEDED_DIR';

export interface E2eServer {
  url: string;
  /** The last lines the gateway wrote (its request log, its errors). */
  output: () => string;
  stop: () => Promise<void>;
}

/** The environment the e2e gateways run with: the same for every one but its folder and ERP receiver. */
function serverEnv(dataDir: string, erpUrl: string): NodeJS.ProcessEnv {
  return {
    // Each request is logged, for the failure report (e2e/failureReport.ts).
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(dataDir, 'pglite'),
    // Uploads, exports and printed files in the same folder (the default is the repository's .data),
    // so a copy of the seeded folder holds the seeded files with the rows that name them.
    FILES_DIR: path.join(dataDir, 'files'),
    STATIC_DIR: path.join(repoRoot, 'app/dist'),
    DATABASE_URL: '',
    // The secret the e2e tests send as OA and the seal system (X-Callback-Secret).
    CONTRACT_CALLBACK_SECRET: 'e2e-contract-callback-secret',
    // The dashboard flows count the seeded to-dos exactly; the reminders are tested in the gateway.
    CERTIFICATE_REMINDERS: 'off',
    // The ERP the contract sync posts to: a receiver that e2e/contract-flow.spec.ts runs on loopback.
    ERP_SYNC_URL: erpUrl,
  };
}

/** Waits for `gateway` to answer; a gateway that does not is stopped, and the error names its output. */
async function healthyOrStopped(gateway: SpawnedGateway, timeoutMs: number): Promise<void> {
  try {
    await waitHealthy(gateway, timeoutMs);
  } catch (error) {
    await stopGateway(gateway);
    throw error;
  }
}

/**
 * Migrates and seeds a database in `dataDir` by starting a server there once (its start-up does both)
 * and stopping it cleanly, so that the folder can be copied.
 */
export async function prepareSeededData(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const gateway = spawnGateway({ name: 'e2e seed', port: await freePort(), env: serverEnv(dataDir, '') });
  await healthyOrStopped(gateway, SEED_TIMEOUT_MS);
  await stopGateway(gateway);
  if (gateway.child.exitCode !== 0) throw new Error(`the seeding gateway did not stop cleanly (${gateway.child.exitCode ?? gateway.child.signalCode}):\n${gateway.output()}`);
}

/**
 * Starts worker `workerIndex`'s server in `dataDir` (the multi-process suite's spawn, wait and stop:
 * gateway/test-multi/gateways.mjs), on a copy of the seeded folder when global-setup.ts made one, and
 * resolves once /gateway/health answers.
 */
export async function startE2eServer(workerIndex: number, dataDir: string): Promise<E2eServer> {
  mkdirSync(dataDir, { recursive: true });
  const seeded = process.env[SEEDED_DIR_ENV];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const port = serverPort(workerIndex);
  const taken = await fetch(`http://127.0.0.1:${port}/gateway/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (taken) throw new Error(`another server already answers on port ${port}`);
  const env = serverEnv(dataDir, `http://127.0.0.1:${erpReceiverPort(workerIndex)}/erp/contract`);
  const gateway = spawnGateway({ name: `e2e worker ${workerIndex}`, port, env });
  await healthyOrStopped(gateway, START_TIMEOUT_MS);
  return { url: gateway.base, output: gateway.output, stop: () => stopGateway(gateway) };
}
