/**
 * Lookups (spec 01 §7.4): the master-data lists behind the app's selects and pickers. One file per
 * area, each documenting its routes:
 *
 * - finance.ts: currency, pay method, tax rate, pay terms, unit (list resources);
 * - inventory.ts: sub-inventories, scoped by the caller's orgs;
 * - customers.ts: customers and branch banks;
 * - materials.ts: materials, scoped by the caller's categories (and per menu);
 * - suppliers.ts: suppliers and supplier types.
 *
 * Every route is open to any signed-in user (lookups feed the selects of every screen); what a caller
 * sees is limited by their data scope where the spec asks for it.
 */
import './message-texts.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';
import type { AreaPlugin } from '../area.js';
import { customerRoutes } from './customers.js';
import { registerFinanceLookups } from './finance.js';
import { inventoryRoutes } from './inventory.js';
import { materialRoutes } from './materials.js';
import { supplierRoutes } from './suppliers.js';

export interface LookupRoutesOptions {
  db: AppDatabase;
}

export const lookupRoutes: FastifyPluginAsyncTypebox<LookupRoutesOptions> = async (app, { db }) => {
  registerFinanceLookups(app, db);
  await app.register(inventoryRoutes, { db });
  await app.register(customerRoutes, { db });
  await app.register(materialRoutes, { db });
  await app.register(supplierRoutes, { db });
  await app.register((await import('./hidden-material.js')).hiddenMaterialRoutes, { db });
  await app.register((await import('./document-flow.js')).documentFlowRoutes, { db });
};

/** The lookups area (spec 01 §7.2): the master data pickers read (materials, suppliers, customers …). */
export const lookupsArea: AreaPlugin = async (app, { db }) => {
  await app.register(lookupRoutes, { db });
};
