import type { PageLoader } from '../../router/pageRegistry';

/** The materials order area's menu pages (issue 26; pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const orderPages: Readonly<Record<string, PageLoader>> = {
  'execution/order-purchase': () => import('./purchase/PurchaseOrderPage').then((module) => ({ default: module.PurchaseOrderPage })),
  'execution/order-sale': () => import('./sale/SaleOrderPage').then((module) => ({ default: module.SaleOrderPage })),
  'execution/multi-trade': () => import('./trade/MultiTradePage').then((module) => ({ default: module.MultiTradePage })),
  'execution/pick-apply': () => import('./apply/PickApplyPage').then((module) => ({ default: module.PickApplyPage })),
};
