/**
 * The API shapes moved to src/api/ (one module per area, `@srm/gateway/api`); this name stays until
 * every importer has moved.
 */
export type * from './api/index.js';
