/**
 * Return invoices of material orders (issue 26) under /material/api/v1/order/return-invoice, on the
 * menu order:purchase: the list (POST page, GET page, custom-page, export), the pending charges
 * (POST pending-charge/page), and details, save, commit, confirm, updateTaxRate, reSendEBS and
 * pending-charge/confirm (return-routes.ts).
 */
import './return-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaPlugin } from '../area.js';
import { RETURN_CHARGE_BASE, RETURN_INVOICE_BASE, RETURN_MENUS, returnChargeResource, returnInvoiceResource } from './return-list.js';
import { returnInvoiceRoutes } from './return-routes.js';

export const returnInvoicePart: AreaPlugin = async (app, { db, outbox }) => {
  registerListReads(app, RETURN_INVOICE_BASE, db, returnInvoiceResource, RETURN_MENUS.list, { postPage: true });
  registerListReads(app, RETURN_CHARGE_BASE, db, returnChargeResource, RETURN_MENUS.list, { postPage: true });
  await app.register(returnInvoiceRoutes, { db, outbox });
};
