/**
 * The shapes the /gateway API answers with and takes, one module per area (published as
 * `@srm/gateway/api`). Type-only: the request schemas of the areas' modules are runtime values the
 * gateway's routes import from the module itself; re-exported here, they are types only.
 */
export type * from './common.js';
export type * from './files.js';
export type * from './system.js';
export type * from './addresses.js';
export type * from './users.js';
export type * from './lookups.js';
export type * from './print.js';
export type * from './contract.js';
export type * from './contract-execution.js';
export type * from './contract-actions.js';
export type * from './system-admin.js';
export type * from './master.js';
export type * from './imports.js';
export type * from './master-sync.js';
export type * from './supplier.js';
export type * from './menu-org-admin.js';
export type * from './supplier-inquiry.js';
export type * from './supplier-qualification.js';
export type * from './demand-masters.js';
export type * from './demand-month.js';
export type * from './demand-positions.js';
export type * from './demand-year.js';
export type * from './demand-summary.js';
export type * from './pick.js';
export type * from './pick-shipping.js';
export type * from './settlement-check.js';
export type * from './settlement-invoice.js';
export type * from './order-purchase.js';
export type * from './order-sale.js';
export type * from './order-trade.js';
export type * from './order-return.js';
export type * from './report.js';
export type * from './market-index.js';
export type * from './mobile.js';
