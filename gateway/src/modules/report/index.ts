/**
 * The 行情报告 area (issue 27; spec 02 §2, §3 "Report", §7 "Policy and reports", "Trend analysis",
 * "Resource work-top"; domain.md "Reports"): policy and market reports with favourites and templates
 * (report-part.ts), and the market index data with its trend analyses, the resource work-top and the
 * dashboard's cards (market-part.ts).
 */
import type { AreaPlugin } from '../area.js';
import { marketIndexPart } from './market-part.js';
import { reportPart } from './report-part.js';

export const reportArea: AreaPlugin = async (app, options) => {
  await app.register(reportPart, options);
  await app.register(marketIndexPart, options);
};
