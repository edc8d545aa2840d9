/** Download tasks (spec 01 §4, §7.6) (stub: being built). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';

export interface DownloadRoutesOptions {
  db: AppDatabase;
}

export const downloadRoutes: FastifyPluginAsyncTypebox<DownloadRoutesOptions> = async () => {};
