/**
 * Each Playwright worker runs its own server (e2e/server.ts): worker N's gateway listens on
 * E2E_PORT + 2N (E2E_PORT is 8181 by default) and the loopback ERP receiver that
 * e2e/contract-flow.spec.ts runs for it on the port after. The worker index grows when a worker is
 * replaced after a failure, so a replacement never meets its predecessor's ports.
 */
const basePort = Number(process.env.E2E_PORT ?? 8181);

export const serverPort = (workerIndex: number) => basePort + 2 * workerIndex;
export const erpReceiverPort = (workerIndex: number) => serverPort(workerIndex) + 1;
