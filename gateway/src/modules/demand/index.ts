/**
 * The demand area (issue 23; spec 02 §4 demand status, §7 /demand/api/v1, §3 small materials;
 * domain.md "Demand"): year and month demand plans, summaries and consumption, small-material rules
 * and prices, budget letters and feed sale targets. Each part registers its routes below.
 */
import type { AreaPlugin } from '../area.js';
import { yearDemandPart } from './year-demand-part.js';
import { monthDemandPart } from './month.js';
import { demandMastersRoutes } from './masters.js';
import { allocatePositionPart } from './positions.js';
import { demandSummaryPart } from './summary-part.js';

export const demandArea: AreaPlugin = async (app, options) => {
  // Each part of the area adds its one registration line here.
  await app.register(yearDemandPart, options);
  await app.register(demandMastersRoutes, options);
  await app.register(monthDemandPart, options);
  await app.register(allocatePositionPart, options);
  await app.register(demandSummaryPart, options);
};
