/**
 * System data (spec 01 §7.4, §7.6): dictionaries, org and category queries, short menus (common
 * functions) and messages. Each area is its own plugin; this one registers them all under the prefix
 * it was given (/gateway).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/connection.js';
import { addressRoutes } from './addresses.js';
import { adminViewRoutes } from './admin-views.js';
import { categoryRoutes } from './categories.js';
import { dictionaryRoutes } from './dictionaries.js';
import { messageRoutes } from './messages.js';
import { orgRoutes } from './orgs.js';
import { shortMenuRoutes } from './short-menus.js';
import { tableSettingsRoutes } from './table-settings.js';
import { userAdminRoutes } from './users.js';

export interface SystemDataRoutesOptions {
  db: AppDatabase;
}

export const systemDataRoutes: FastifyPluginAsyncTypebox<SystemDataRoutesOptions> = async (app, { db }) => {
  await app.register(dictionaryRoutes, { db });
  await app.register(categoryRoutes, { db });
  await app.register(orgRoutes, { db });
  await app.register(shortMenuRoutes, { db });
  await app.register(messageRoutes, { db });
  await app.register(userAdminRoutes, { db });
  await app.register(addressRoutes, { db });
  await app.register(tableSettingsRoutes, { db });
  await app.register(adminViewRoutes, { db });
};
