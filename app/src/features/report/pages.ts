import type { PageLoader } from '../../router/pageRegistry';

/** The 行情报告 area's menu pages (issue 27; pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const reportPages: Readonly<Record<string, PageLoader>> = {
  'report/list': () => import('./list/ReportCenterPage').then((module) => ({ default: module.ReportCenterPage })),
  'report/market-index': () => import('./marketIndex/MarketIndexPage').then((module) => ({ default: module.MarketIndexPage })),
  'report/trend': () => import('./trend/TrendAnalysisPage').then((module) => ({ default: module.TrendAnalysisPage })),
  'report/resource-map': () => import('./resourceMap/ResourceMapPage').then((module) => ({ default: module.ResourceMapPage })),
};
