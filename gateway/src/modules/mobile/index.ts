/**
 * The mobile-app backend area (issue 28; spec 02 §7 "Mobile-app backend"; domain.md "Mobile-app
 * backend"): under /purm-app/pc/api/v1/purm_pc, the grain offered for sale (sale-info), the buying
 * prices (buy-info), the app's users, their supplier bindings and bank cards.
 */
import './market-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaPlugin } from '../area.js';
import { BUY_INFO_BASE, buyInfoResource } from './buy-info-list.js';
import { buyInfoRoutes } from './buy-info-routes.js';
import { MOBILE_MENUS } from './lists.js';
import { SALE_INFO_BASE, saleInfoResource } from './sale-info-list.js';
import { saleInfoRoutes } from './sale-info-routes.js';
import { mobileUserPart } from './user-part.js';

export const mobileArea: AreaPlugin = async (app, { db }) => {
  registerListReads(app, SALE_INFO_BASE, db, saleInfoResource, MOBILE_MENUS.saleInfo);
  saleInfoRoutes(app, db);
  registerListReads(app, BUY_INFO_BASE, db, buyInfoResource, MOBILE_MENUS.buyInfo);
  buyInfoRoutes(app, db);
  mobileUserPart(app, db);
};
