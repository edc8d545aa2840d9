/**
 * Sales orders (issue 26, part G2; spec 02 §7 sales orders), under /material/api/v1/order/sale on the
 * menu order:sale: the lists (orders, active allocations, the allocation record, the shipments to
 * confirm, the finished record: custom-page, page and POST page, exported through the download tasks),
 * save (sale-save.ts), allocation (sale-allocation.ts), shipping and confirmation (sale-shipping.ts), the
 * detail, finish, close, delete and EBS (sale-actions.ts), the shipment report (sale-report.ts), the
 * Excel import (sale-import.ts) and the shipment's print data (sale-print-data.ts, 销售发运单).
 */
import './sale-message-texts.js';
import { registerFileAccess, scopedRecordFileAccess } from '../../core/file-access.js';
import { registerListReads } from '../../core/list/routes.js';
import { registerPrintData } from '../../core/print-data.js';
import type { AreaPlugin } from '../area.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { saleActionRoutes } from './sale-actions.js';
import { saleAllocationRoutes } from './sale-allocation.js';
import { saleImportRoutes } from './sale-import.js';
import {
  SALE_ALLOCATION_BASE,
  SALE_ALLOCATION_RECORD_BASE,
  SALE_CONFIRM_BASE,
  SALE_FINISHED_RECORD_BASE,
  saleAllocationRecordResource,
  saleAllocationResource,
  saleFinishedResource,
  saleOrderResource,
  saleShippingResource,
} from './sale-list.js';
import { SALE_SHIPPING_PRINT_BIZ_TYPE, saleShippingResolver } from './sale-print-data.js';
import { saleReportRoutes } from './sale-report.js';
import { saleSaveRoutes } from './sale-save.js';
import { saleShippingRoutes } from './sale-shipping.js';

export const saleOrderPart: AreaPlugin = async (app, { db, outbox }) => {
  const options = { postPage: true };
  registerListReads(app, SALE_ORDER_BASE, db, saleOrderResource, ORDER_MENUS.sale, options);
  registerListReads(app, SALE_ALLOCATION_BASE, db, saleAllocationResource, ORDER_MENUS.sale, options);
  registerListReads(app, SALE_ALLOCATION_RECORD_BASE, db, saleAllocationRecordResource, ORDER_MENUS.sale, options);
  registerListReads(app, SALE_CONFIRM_BASE, db, saleShippingResource, ORDER_MENUS.sale, options);
  registerListReads(app, SALE_FINISHED_RECORD_BASE, db, saleFinishedResource, ORDER_MENUS.sale, options);
  await app.register(saleSaveRoutes, { db });
  await app.register(saleAllocationRoutes, { db });
  await app.register(saleShippingRoutes, { db });
  await app.register(saleActionRoutes, { db, outbox });
  await app.register(saleReportRoutes, { db });
  await app.register(saleImportRoutes(db));
  registerPrintData(app, saleShippingResolver);
  // A stored 销售发运单 print (生成并上传) follows its shipment's scope on order:sale.
  registerFileAccess(app, SALE_SHIPPING_PRINT_BIZ_TYPE, scopedRecordFileAccess(db, saleShippingResource, { read: [ORDER_MENUS.sale], write: [ORDER_MENUS.saleShip, ORDER_MENUS.saleConfirm] }));
};
