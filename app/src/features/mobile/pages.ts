import type { PageLoader } from '../../router/pageRegistry';

/** The 移动端管理 area's menu pages (issue 28; pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const mobilePages: Readonly<Record<string, PageLoader>> = {
  'mobile/sale-info': () => import('./saleInfo/SaleInfoPage').then((module) => ({ default: module.SaleInfoPage })),
  'mobile/buy-info': () => import('./buyInfo/BuyInfoPage').then((module) => ({ default: module.BuyInfoPage })),
  'mobile/user': () => import('./user/AppUserPage').then((module) => ({ default: module.AppUserPage })),
  'mobile/supplier-bind': () => import('./supplierBind/SupplierBindPage').then((module) => ({ default: module.SupplierBindPage })),
};
