import type { ChildProcess } from 'node:child_process';

/** A spawned built gateway (gateways.mjs): its process, port, base URL and the tail of its output. */
export interface SpawnedGateway {
  name: string;
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
}

/** A port nobody listens on now (the OS's choice, released at once). */
export declare function freePort(): Promise<number>;
export declare function spawnGateway(options: { name: string; port: number; env: NodeJS.ProcessEnv }): SpawnedGateway;
export declare function waitHealthy(gateway: SpawnedGateway, timeoutMs?: number): Promise<void>;
export declare function stopGateway(gateway: SpawnedGateway, signal?: NodeJS.Signals): Promise<void>;
