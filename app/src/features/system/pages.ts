import type { PageLoader } from '../../router/pageRegistry';

/** The system area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const systemPages: Readonly<Record<string, PageLoader>> = {
  'system/user': () => import('./users/UserListPage').then((module) => ({ default: module.UserListPage })),
  'system/org': () => import('./orgs/OrgTreePage').then((module) => ({ default: module.OrgTreePage })),
  'system/category': () => import('./categories/CategoryTreePage').then((module) => ({ default: module.CategoryTreePage })),
  'system/dict': () => import('./dictionaries/DictionaryPage').then((module) => ({ default: module.DictionaryPage })),
  'system/menu': () => import('./menus/MenuTreePage').then((module) => ({ default: module.MenuTreePage })),
  'system/role': () => import('./roles/RoleListPage').then((module) => ({ default: module.RoleListPage })),
  'system/serial-number': () => import('./serialNumbers/SerialNumberListPage').then((module) => ({ default: module.SerialNumberListPage })),
  'system/interface-log': () => import('./interfaceLog/InterfaceLogPage').then((module) => ({ default: module.InterfaceLogPage })),
  'system/address': () => import('./addresses/AddressListPage').then((module) => ({ default: module.AddressListPage })),
  'system/print-template': () => import('./printTemplates/PrintTemplateListPage').then((module) => ({ default: module.PrintTemplateListPage })),
};
