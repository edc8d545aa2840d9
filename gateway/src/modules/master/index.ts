/**
 * The master-data area (issue 21): quality indices and their deduction rules, unit conversions and
 * material tax rates, with their Excel imports (imports.ts). Materials and customers are served by the
 * lookups area.
 */
import './message-texts.js';
import type { AreaPlugin } from '../area.js';
import { importRoutes } from '../../core/import/routes.js';
import { materialIndexImport, taxRateImport, unitConvertImport } from './imports.js';
import { masterSyncRoutes } from './erp-sync.js';
import { materialDetailRoutes } from './material-detail.js';
import { materialIndexRoutes } from './material-index.js';
import { materialSaveRoutes } from './material-save.js';
import { masterRoutes } from './routes.js';
import { unitConvertSaveRoutes } from './unit-convert-save.js';

export const masterArea: AreaPlugin = async (app, { db, outbox }) => {
  await app.register(masterRoutes, { db });
  await app.register(masterSyncRoutes, { db, outbox });
  await app.register(materialDetailRoutes, { db });
  await app.register(materialIndexRoutes, { db });
  await app.register(materialSaveRoutes, { db });
  await app.register(unitConvertSaveRoutes, { db });
  await app.register(
    importRoutes('/system/material/index-import', {
      declaration: materialIndexImport,
      asciiName: 'material-index-template.xlsx',
      aliases: { template: '/system/material/downloadTemplate', check: '/system/material/importIndexFile' },
    }),
  );
  await app.register(importRoutes('/system/unit-convert/import', { declaration: unitConvertImport, asciiName: 'unit-convert-template.xlsx' }));
  await app.register(importRoutes('/system/materialsTaxRate/import', { declaration: taxRateImport, asciiName: 'material-tax-rate-template.xlsx' }));
};
