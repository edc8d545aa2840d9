import type { PageLoader } from '../../router/pageRegistry';

/** The pick-up area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const pickPages: Readonly<Record<string, PageLoader>> = {
  'execution/pick': () => import('./list/PickListPage').then((module) => ({ default: module.PickListPage })),
  'execution/pick-detail': () => import('./detail/PickDetailPage').then((module) => ({ default: module.PickDetailPage })),
  'execution/shipping': () => import('./shipping/ShippingPage').then((module) => ({ default: module.ShippingPage })),
  'execution/allocation': () => import('./allocation/AllocationPage').then((module) => ({ default: module.AllocationPage })),
  'execution/vehicle-audit': () => import('./vehicleAudit/VehicleAuditPage').then((module) => ({ default: module.VehicleAuditPage })),
};
