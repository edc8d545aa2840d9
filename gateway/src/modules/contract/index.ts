/**
 * The contract area (spec 02 "Contract"): heads and lines, the document, status, seals, strategic
 * contracts, merge, residuals, callbacks, changes, company rebates, its files and its ERP sync.
 */
import './message-texts.js';
import { registerPrintData } from '../../core/print-data.js';
import type { AreaPlugin } from '../area.js';
import { contractCallbackRoutes } from './callback.js';
import { contractChangeRoutes } from './change.js';
import { contractDocumentRoutes } from './document.js';
import { contractFileRoutes } from './download-file.js';
import { contractErpSyncRoutes } from './erp-sync.js';
import { contractRoutes } from './head.js';
import { contractMergeRoutes } from './merge.js';
import { contractResolver } from './print-data.js';
import { rebateCompanyRoutes } from './rebate-company.js';
import { contractResidualRoutes } from './residual.js';
import { contractSealRoutes } from './seal-routes.js';
import { contractStatusRoutes } from './status-routes.js';
import { contractStrategicRoutes } from './strategic.js';

export const contractArea: AreaPlugin = async (app, { db, storage, outbox, settings }) => {
  await app.register(contractRoutes, { db });
  await app.register(contractDocumentRoutes, { db });
  await app.register(contractStatusRoutes, { db });
  await app.register(contractSealRoutes, { db });
  await app.register(contractStrategicRoutes, { db });
  await app.register(contractMergeRoutes, { db });
  await app.register(contractResidualRoutes, { db });
  await app.register(contractCallbackRoutes, { db, secret: settings.contractCallbackSecret });
  await app.register(contractChangeRoutes, { db });
  await app.register(rebateCompanyRoutes, { db });
  await app.register(contractFileRoutes, { db, storage });
  await app.register(contractErpSyncRoutes, { db, outbox });
  registerPrintData(app, contractResolver);
};
