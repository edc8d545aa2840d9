/** The e2e server's port (E2E_PORT, 8181 by default) and, next to it, the loopback ERP receiver's. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
export const erpReceiverPort = e2ePort + 1;
