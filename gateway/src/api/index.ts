/**
 * The shapes the /gateway API answers with and takes, one module per area (published as
 * `@srm/gateway/api`). Type-only: nothing here is a runtime value.
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
