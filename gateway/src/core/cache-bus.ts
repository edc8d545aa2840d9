/**
 * STUB (issue 30, helper "bus"): cross-process cache invalidation over PostgreSQL LISTEN/NOTIFY.
 */
import type { DatabaseConnection } from '../db/connection.js';

export interface CacheBusLogger {
  warn(object: unknown, message?: string): void;
}

export class CacheBus {
  constructor(
    private readonly connection: DatabaseConnection,
    private readonly logger: CacheBusLogger,
  ) {}

  async start(): Promise<void> {
    void this.connection;
    void this.logger;
  }

  async stop(): Promise<void> {}
}
