/**
 * 年度需求汇总 and the demand indicator (issue 23) as one part of the demand area: the year summary's
 * list reads, statis and drill-down (year-demand-summary.ts) and the indicator (indicator.ts).
 * Registered by the area's index.ts in one line.
 */
import type { AreaPlugin } from '../area.js';
import { demandIndicatorRoutes } from './indicator.js';
import { yearSummaryRoutes } from './year-demand-summary.js';

export const demandSummaryPart: AreaPlugin = async (app, { db }) => {
  await app.register(yearSummaryRoutes, { db });
  await app.register(demandIndicatorRoutes, { db });
};
