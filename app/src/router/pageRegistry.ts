import type { ComponentType } from 'react';

/** A page module loaded on demand (route-level code splitting). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * pageUrl (a menu's page, `area/screen`) → its lazily loaded module. A page missing here is shown as
 * "not built yet", never as a crash. Add one line per page as the pages are built, e.g.
 * `'system/user': () => import('../features/system/UserListPage').then((m) => ({ default: m.UserListPage }))`.
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  dashboard: () => import('../pages/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
  'system/user': () => import('../features/system/users/UserListPage').then((module) => ({ default: module.UserListPage })),
  'system/org': () => import('../features/system/orgs/OrgTreePage').then((module) => ({ default: module.OrgTreePage })),
  'system/category': () => import('../features/system/categories/CategoryTreePage').then((module) => ({ default: module.CategoryTreePage })),
  'system/dict': () => import('../features/system/dictionaries/DictionaryPage').then((module) => ({ default: module.DictionaryPage })),
  'system/menu': () => import('../features/system/menus/MenuTreePage').then((module) => ({ default: module.MenuTreePage })),
  'contract/list': () => import('../features/contract/list/ContractListPage').then((module) => ({ default: module.ContractListPage })),
  'contract/edit': () => import('../features/contract/editor/ContractEditorPage').then((module) => ({ default: module.ContractEditorPage })),
  'contract/template': () => import('../features/contract/templates/ContractTemplatePage').then((module) => ({ default: module.ContractTemplatePage })),
  'contract/detail': () => import('../features/contract/detail/ContractDetailPage').then((module) => ({ default: module.ContractDetailPage })),
  'contract/strategic': () => import('../features/contract/strategic/StrategicContractPage').then((module) => ({ default: module.StrategicContractPage })),
  'contract/change': () => import('../features/contract/change/ContractChangePage').then((module) => ({ default: module.ContractChangePage })),
  'contract/rebate': () => import('../features/contract/rebate/RebateAgreementPage').then((module) => ({ default: module.RebateAgreementPage })),
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
