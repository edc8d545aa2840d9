/**
 * Files (spec 01 §7.3): upload, list, download, batch, update and delete. Filled in by the files work.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';

export interface FileRoutesOptions {
  db: AppDatabase;
  /** Folder of the local storage; a temporary folder when undefined. */
  filesDir?: string | undefined;
}

export const fileRoutes: FastifyPluginAsyncTypebox<FileRoutesOptions> = async () => {};
