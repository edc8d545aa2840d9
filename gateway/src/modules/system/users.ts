/** System user administration (spec 01 §7.5), per-menu authority and requirement checks. (stub: filled in by its owner.) */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';

export interface UserAdminRoutesOptions {
  db: AppDatabase;
}

export const userAdminRoutes: FastifyPluginAsyncTypebox<UserAdminRoutesOptions> = async () => {};
