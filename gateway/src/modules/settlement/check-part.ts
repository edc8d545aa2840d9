/**
 * Account checks, pricing confirmations and business confirmations (issue 25, part S1): the lists
 * (account-checking-head, account-check-line, pricingConPage, business-process-head: custom-page, page,
 * export), the checkable shipments, save, detail and delete (check-save.ts), the moves, calculation and
 * the supplier's confirmation (check-actions.ts), the EBS message (check-sync.ts), pricing confirmations
 * (pricing.ts) and business confirmations (business-process.ts, with their import in business-process-import.ts).
 */
import './check-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaPlugin } from '../area.js';
import { businessProcessImportRoutes } from './business-process-import.js';
import { businessProcessRoutes } from './business-process.js';
import { checkActionRoutes } from './check-actions.js';
import { CHECK_BASE, CHECK_LINE_BASE, CHECK_MENUS, checkHeadResource, checkLineResource } from './check-list.js';
import { checkSaveRoutes } from './check-save.js';
import { checkSyncRoutes } from './check-sync.js';
import { pricingRoutes } from './pricing.js';

export const accountCheckPart: AreaPlugin = async (app, { db, outbox }) => {
  registerListReads(app, CHECK_BASE, db, checkHeadResource, CHECK_MENUS.list);
  registerListReads(app, CHECK_LINE_BASE, db, checkLineResource, CHECK_MENUS.list);
  await app.register(checkSaveRoutes, { db });
  await app.register(checkActionRoutes, { db });
  await app.register(checkSyncRoutes, { db, outbox });
  await app.register(pricingRoutes, { db });
  await app.register(businessProcessRoutes, { db });
  await app.register(businessProcessImportRoutes(db));
};
