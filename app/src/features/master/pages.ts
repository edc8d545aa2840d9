import type { PageLoader } from '../../router/pageRegistry';

/** The master-data area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const masterPages: Readonly<Record<string, PageLoader>> = {
  'master/material': () => import('./material/MaterialPage').then((module) => ({ default: module.MaterialPage })),
  'master/quality-index': () => import('./quality-index/QualityIndexPage').then((module) => ({ default: module.QualityIndexPage })),
  'master/unit-convert': () => import('./unit-convert/UnitConvertPage').then((module) => ({ default: module.UnitConvertPage })),
  'master/tax-rate': () => import('./tax-rate/TaxRatePage').then((module) => ({ default: module.TaxRatePage })),
  'master/customer': () => import('./customer/CustomerPage').then((module) => ({ default: module.CustomerPage })),
};
