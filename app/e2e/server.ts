/**
 * One real server per Playwright worker: the built gateway serving the built app (as `npm start` runs
 * it), on a fresh embedded database of its own. Workers therefore never see each other's changes, and
 * the spec files can run side by side.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnGateway, stopGateway, waitHealthy } from '../../gateway/test-multi/gateways.mjs';
import { erpReceiverPort, serverPort } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** A fresh migration and the demo seed take ~7 s alone on the 2-core machine; more beside other work. */
const START_TIMEOUT_MS = 120_000;

export interface E2eServer {
  url: string;
  /** The last lines the gateway wrote (its request log, its errors). */
  output: () => string;
  stop: () => Promise<void>;
}

/** The environment the e2e gateways run with (the same for every worker but ports and folders). */
function serverEnv(workerIndex: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    // Each request is logged, for the failure report (e2e/failureReport.ts).
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(dataDir, 'pglite'),
    // Uploads, exports and printed files in the worker's own folder too (the default is the repository's .data).
    FILES_DIR: path.join(dataDir, 'files'),
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

/**
 * Starts worker `workerIndex`'s server in `dataDir` (the multi-process suite's spawn, wait and stop:
 * gateway/test-multi/gateways.mjs) and resolves once /gateway/health answers.
 */
export async function startE2eServer(workerIndex: number, dataDir: string): Promise<E2eServer> {
  mkdirSync(dataDir, { recursive: true });
  const port = serverPort(workerIndex);
  const taken = await fetch(`http://127.0.0.1:${port}/gateway/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (taken) throw new Error(`another server already answers on port ${port}`);
  const gateway = spawnGateway({ name: `e2e worker ${workerIndex}`, port, env: serverEnv(workerIndex, dataDir) });
  try {
    await waitHealthy(gateway, START_TIMEOUT_MS);
  } catch (error) {
    await stopGateway(gateway);
    throw error;
  }
  return { url: gateway.base, output: gateway.output, stop: () => stopGateway(gateway) };
}
