/** Address points (spec 01 §5 address form, §7.4). (stub: filled in by its owner.) */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';

export interface AddressRoutesOptions {
  db: AppDatabase;
}

export const addressRoutes: FastifyPluginAsyncTypebox<AddressRoutesOptions> = async () => {};
