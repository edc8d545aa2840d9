/**
 * Multilateral trade and pick applies (issue 26, part G3): the trade lists (multi-trade, commerce,
 * detail-list, arrive, outfactory: custom-page, page, POST page, export) and routes (trade-routes.ts),
 * the pick apply list and routes (apply-routes.ts) and its vehicle import (apply-import.ts).
 */
import './trade-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaPlugin } from '../area.js';
import { applyImportRoutes } from './apply-import.js';
import { applyRoutes } from './apply-routes.js';
import { ORDER_MENUS } from './order-paths.js';
import {
  MULTI_TRADE_BASE,
  multiTradeResource,
  PICK_APPLY_BASE,
  pickApplyResource,
  TRADE_ARRIVE_BASE,
  TRADE_COMMERCE_BASE,
  TRADE_LEG_BASE,
  TRADE_OUTFACTORY_BASE,
  tradeArriveResource,
  tradeCommerceResource,
  tradeLegResource,
  tradeOutfactoryResource,
} from './trade-list.js';
import { tradeRoutes } from './trade-routes.js';

export const multiTradePart: AreaPlugin = async (app, { db }) => {
  const lists = [
    [MULTI_TRADE_BASE, multiTradeResource],
    [TRADE_COMMERCE_BASE, tradeCommerceResource],
    [TRADE_LEG_BASE, tradeLegResource],
    [TRADE_ARRIVE_BASE, tradeArriveResource],
    [TRADE_OUTFACTORY_BASE, tradeOutfactoryResource],
  ] as const;
  for (const [base, resource] of lists) registerListReads(app, base, db, resource, ORDER_MENUS.trade, { postPage: true });
  registerListReads(app, PICK_APPLY_BASE, db, pickApplyResource, ORDER_MENUS.apply, { postPage: true });
  await app.register(tradeRoutes, { db });
  await app.register(applyRoutes, { db });
  await app.register(applyImportRoutes(db));
};
