/**
 * System data (spec 01 §7.4, §7.6): dictionaries, org and category trees, short menus and messages.
 * Filled in by the system-data work.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';

export interface SystemDataRoutesOptions {
  db: AppDatabase;
}

export const systemDataRoutes: FastifyPluginAsyncTypebox<SystemDataRoutesOptions> = async () => {};
