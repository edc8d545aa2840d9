/**
 * Purchase orders (issue 26, part G1) under /material/api/v1/order/purchase, menu order:purchase: the
 * list (POST page, GET page, custom-page, export), detail, save, orderLineUpdate, push, retryPushEbs,
 * ebs-detail, cancelOrClose and the EBS callback (purchase-routes.ts), and createContract
 * (purchase-contract.ts).
 */
import './purchase-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaPlugin } from '../area.js';
import { ORDER_MENUS, PURCHASE_ORDER_BASE } from './order-paths.js';
import { purchaseContractRoutes } from './purchase-contract.js';
import { purchaseOrderResource } from './purchase-list.js';
import { purchaseOrderRoutes } from './purchase-routes.js';

export const purchaseOrderPart: AreaPlugin = async (app, { db, outbox, settings }) => {
  registerListReads(app, PURCHASE_ORDER_BASE, db, purchaseOrderResource, ORDER_MENUS.purchase, { postPage: true });
  await app.register(purchaseOrderRoutes, { db, outbox, secret: settings.contractCallbackSecret });
  await app.register(purchaseContractRoutes, { db });
};
