/**
 * The mobile area's user side (issue 28), under /purm-app/pc/api/v1/purm_pc: the app users' list and
 * routes (user/…), their supplier bindings (user-supplier-bind/…) and bank cards (user-bank/…).
 */
import './user-message-texts.js';
import type { FastifyInstance } from 'fastify';
import { registerListReads } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { userBankRoutes } from './bank-routes.js';
import { supplierBindRoutes } from './bind-routes.js';
import { MOBILE_MENUS } from './lists.js';
import { APP_USER_BASE, appUserResource, SUPPLIER_BIND_BASE, supplierBindResource } from './user-list.js';
import { appUserRoutes } from './user-routes.js';

export function mobileUserPart(app: FastifyInstance, db: AppDatabase): void {
  registerListReads(app, APP_USER_BASE, db, appUserResource, MOBILE_MENUS.user);
  registerListReads(app, SUPPLIER_BIND_BASE, db, supplierBindResource, MOBILE_MENUS.supplierBind);
  appUserRoutes(app, db);
  supplierBindRoutes(app, db);
  userBankRoutes(app, db);
}
