/**
 * Pick heads, lines, costs, vehicles and price rules (issue 24, part H1): the lists (pick-head,
 * view-pick-list, pick-vehicle, pick-price-rules: custom-page, page, export), the editor's reads, save
 * and delete (pick-save.ts), the status moves and closing (pick-actions.ts), the detail and lookups
 * (pick-views.ts), the LMS/EBS sync (pick-sync.ts), the print data of bizType `pick` and the files
 * bound to a pick (bizType `pick`, bizKey the pick id).
 */
import './pick-message-texts.js';
import { registerFileAccess, scopedRecordFileAccess } from '../../core/file-access.js';
import { registerListReads } from '../../core/list/routes.js';
import { registerPrintData } from '../../core/print-data.js';
import type { AreaPlugin } from '../area.js';
import { pickActionRoutes } from './pick-actions.js';
import { PICK_HEAD_BASE, PICK_LIST_BASE, PICK_MENUS, PICK_PRICE_RULES_BASE, PICK_VEHICLE_BASE, pickHeadResource, pickLineResource, pickPriceRulesResource, pickVehicleResource } from './pick-list.js';
import { pickResolver } from './pick-print-data.js';
import { pickSaveRoutes } from './pick-save.js';
import { pickSyncRoutes } from './pick-sync.js';
import { pickViewRoutes } from './pick-views.js';

export const pickHeadPart: AreaPlugin = async (app, { db, outbox }) => {
  registerListReads(app, PICK_HEAD_BASE, db, pickHeadResource, PICK_MENUS.list);
  registerListReads(app, PICK_LIST_BASE, db, pickLineResource, PICK_MENUS.list);
  registerListReads(app, PICK_VEHICLE_BASE, db, pickVehicleResource, PICK_MENUS.list);
  registerListReads(app, PICK_PRICE_RULES_BASE, db, pickPriceRulesResource, PICK_MENUS.list);
  await app.register(pickSaveRoutes, { db });
  await app.register(pickActionRoutes, { db });
  await app.register(pickViewRoutes, { db });
  await app.register(pickSyncRoutes, { db, outbox });
  registerPrintData(app, pickResolver);
  registerFileAccess(app, 'pick', scopedRecordFileAccess(db, pickHeadResource, { read: [PICK_MENUS.list], write: [PICK_MENUS.add, PICK_MENUS.edit] }));
};
