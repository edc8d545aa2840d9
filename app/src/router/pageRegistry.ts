import type { ComponentType } from 'react';
import { contractPages } from '../features/contract/pages';
import { demandPages } from '../features/demand/pages';
import { orderPages } from '../features/order/pages';
import { pickPages } from '../features/pick/pages';
import { reportPages } from '../features/report/pages';
import { mobilePages } from '../features/mobile/pages';
import { settlementPages } from '../features/settlement/pages';
import { masterPages } from '../features/master/pages';
import { supplierPages } from '../features/supplier/pages';
import { systemPages } from '../features/system/pages';

/** A page module loaded on demand (route-level code splitting). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * pageUrl (a menu's page, `area/screen`) → its lazily loaded module. A page missing here is shown as
 * "not built yet", never as a crash. Each feature lists its own pages in `features/<area>/pages.ts`
 * (one line per page, e.g. `'pick/list': () => import('./list/PickListPage').then(...)`) and adds
 * one spread here (README "Add a business area").
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  dashboard: () => import('../pages/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
  ...systemPages,
  ...contractPages,
  ...masterPages,
  ...supplierPages,
  ...demandPages,
  ...pickPages,
  ...settlementPages,
  ...orderPages,
  ...reportPages,
  ...mobilePages,
};

/** `contract/list` from `/contract/list`, `contract/list.vue`, `contract/list/index`, `views/contract/list`. */
export function pageKey(pageUrl: string): string {
  return pageUrl
    .trim()
    .replace(/^\/+/, '')
    .replace(/^views\//, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
}

/** The loader of a menu's page, or null when that page is not built yet. */
export function resolvePage(registry: Readonly<Record<string, PageLoader>>, pageUrl: string | null | undefined): PageLoader | null {
  if (!pageUrl) return null;
  return registry[pageKey(pageUrl)] ?? null;
}
