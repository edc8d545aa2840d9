/**
 * 年度需求计划 (issue 23) as one part of the demand area: its messages, list reads (custom-page, page,
 * export), the plan's routes (year-demand.ts), the item helpers (year-demand-items.ts) and the items
 * import (year-demand-import.ts). OA's callback is checked with the contract callback secret, as the
 * supplier admission's.
 */
import './year-demand-message-texts.js';
import type { FastifyPluginAsync } from 'fastify';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaOptions } from '../area.js';
import { yearDemandRoutes } from './year-demand.js';
import { yearDemandImportRoutes } from './year-demand-import.js';
import { yearDemandItemRoutes } from './year-demand-items.js';
import { YEAR_DEMAND_BASE, YEAR_DEMAND_MENUS, yearDemandResource } from './year-demand-list.js';

export const yearDemandPart: FastifyPluginAsync<AreaOptions> = async (app, { db, settings }) => {
  registerListReads(app, YEAR_DEMAND_BASE, db, yearDemandResource, YEAR_DEMAND_MENUS.page);
  await app.register(yearDemandRoutes, { db, secret: settings.contractCallbackSecret });
  await app.register(yearDemandItemRoutes, { db });
  await app.register(yearDemandImportRoutes(db));
};
