/**
 * The master-data area (issue 21): quality indices and their deduction rules, unit conversions and
 * material tax rates. Materials and customers are served by the lookups area.
 */
import './message-texts.js';
import type { AreaPlugin } from '../area.js';
import { masterRoutes } from './routes.js';

export const masterArea: AreaPlugin = async (app, { db }) => {
  await app.register(masterRoutes, { db });
};
