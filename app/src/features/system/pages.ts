import type { PageLoader } from '../../router/pageRegistry';

/** The system area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const systemPages: Readonly<Record<string, PageLoader>> = {
  'system/user': () => import('./users/UserListPage').then((module) => ({ default: module.UserListPage })),
  'system/org': () => import('./orgs/OrgTreePage').then((module) => ({ default: module.OrgTreePage })),
  'system/category': () => import('./categories/CategoryTreePage').then((module) => ({ default: module.CategoryTreePage })),
  'system/dict': () => import('./dictionaries/DictionaryPage').then((module) => ({ default: module.DictionaryPage })),
  'system/menu': () => import('./menus/MenuTreePage').then((module) => ({ default: module.MenuTreePage })),
};
