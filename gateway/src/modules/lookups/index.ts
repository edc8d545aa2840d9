/** Lookups (spec 01 §7.4): currency, pay method, tax rate, pay terms, unit, sub-inventory, customer, branch bank, material, supplier. (stub: filled in by its owner.) */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';

export interface LookupRoutesOptions {
  db: AppDatabase;
}

export const lookupRoutes: FastifyPluginAsyncTypebox<LookupRoutesOptions> = async () => {};
