import type { PageLoader } from '../../router/pageRegistry';

/** The demand area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const demandPages: Readonly<Record<string, PageLoader>> = {
  'demand/year': () => import('./year/YearDemandPage').then((module) => ({ default: module.YearDemandPage })),
  'demand/small-material': () => import('./smallMaterial/SmallMaterialPage').then((module) => ({ default: module.SmallMaterialPage })),
  'demand/budget': () => import('./budget/BudgetLetterPage').then((module) => ({ default: module.BudgetLetterPage })),
  'demand/feed-sale': () => import('./feedSale/FeedSalePage').then((module) => ({ default: module.FeedSalePage })),
  'demand/month': () => import('./month/MonthDemandPage').then((module) => ({ default: module.MonthDemandPage })),
  'demand/summary': () => import('./summary/DemandSummaryPage').then((module) => ({ default: module.DemandSummaryPage })),
};
