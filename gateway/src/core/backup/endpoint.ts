/**
 * STUB (issue 30, helper "backup"): the consistent backup of a running embedded server.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../../db/connection.js';
import type { FileStorage } from '../storage.js';

export interface BackupEndpointOptions {
  db: DatabaseConnection;
  storage: FileStorage;
  filesDir: string;
  dataDir: string | undefined;
  apiPrefix: string;
}

export function installBackupEndpoint(_app: FastifyInstance, _options: BackupEndpointOptions): void {}
