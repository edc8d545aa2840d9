/**
 * The month demand part of the demand area (issue 23): the plans (month-demand.ts), their items'
 * generation, export and import (month-demand-items.ts) and the month summary (month-demand-summary.ts),
 * with their messages (month-message-texts.ts). Registered by the area's index.ts in one line.
 */
import './month-message-texts.js';
import type { AreaPlugin } from '../area.js';
import { monthDemandRoutes } from './month-demand.js';
import { monthItemImportRoutes, monthItemRoutes } from './month-demand-items.js';
import { monthSummaryRoutes } from './month-demand-summary.js';

export const monthDemandPart: AreaPlugin = async (app, { db, settings }) => {
  await app.register(monthDemandRoutes, { db, secret: settings.contractCallbackSecret });
  await app.register(monthItemRoutes, { db });
  await app.register(monthItemImportRoutes);
  await app.register(monthSummaryRoutes, { db });
};
