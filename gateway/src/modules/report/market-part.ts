/**
 * 行情指数, wfdata, resource work-top and dashboard summary under /report/api/v1 (issue 27, part R2):
 * the lists (market-list.ts), the import on the shared pipeline (market-import.ts), the indices, batch
 * submit and export (market-routes.ts), and the analyses (market-analysis.ts: wfdata over the series,
 * purchases by region, the dashboard's cards).
 */
import './market-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import { importRoutes } from '../../core/import/routes.js';
import type { AreaPlugin } from '../area.js';
import { marketAnalysisRoutes } from './market-analysis.js';
import { MARKET_BATCH_BASE, MARKET_IMPORT_BASE, MARKET_INDEX_BASE, MARKET_MENUS, marketIndexBatchResource, marketIndexValueResource } from './market-list.js';
import { marketDeclaration, marketImportMoreRoutes, marketRoutes } from './market-routes.js';

export const marketIndexPart: AreaPlugin = async (app, { db, jobs }) => {
  registerListReads(app, MARKET_INDEX_BASE, db, marketIndexValueResource, MARKET_MENUS.list, { postPage: true });
  registerListReads(app, MARKET_BATCH_BASE, db, marketIndexBatchResource, MARKET_MENUS.list, { postPage: true });
  await app.register(
    importRoutes(MARKET_IMPORT_BASE, {
      declaration: marketDeclaration,
      asciiName: 'market-index-import-template.xlsx',
      aliases: { template: `${MARKET_INDEX_BASE}/template` },
      moreRoutes: marketImportMoreRoutes(db),
    }),
  );
  marketRoutes(app, db, jobs);
  marketAnalysisRoutes(app, db);
};
