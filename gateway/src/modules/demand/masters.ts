/**
 * The demand masters (issue 23, part 3): small-material rules and prices, consumption, budget letters and
 * feed sales with their imports, as one plugin for the area's index.ts.
 */
import './masters-message-texts.js';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../../db/connection.js';
import { budgetLetterRoutes } from './budget-letter.js';
import { estimateConsumeRoutes } from './estimate-consume.js';
import { feedSaleRoutes } from './feed-sale.js';
import { DEMAND_MASTER_IMPORTS } from './masters-imports.js';
import { smallMaterialRoutes } from './small-material.js';

export const demandMastersRoutes: FastifyPluginAsync<{ db: AppDatabase }> = async (app, { db }) => {
  await app.register(smallMaterialRoutes, { db });
  await app.register(estimateConsumeRoutes, { db });
  await app.register(budgetLetterRoutes, { db });
  await app.register(feedSaleRoutes, { db });
  for (const routes of DEMAND_MASTER_IMPORTS) await app.register(routes);
};
