/**
 * Invoices, return invoices, prepayments, payments and customer balances (issue 25, part S2): the lists
 * (purchase-invoice, return-invoice, prepayment-head, payment-settle-head: custom-page and page; cust-bal
 * on POST page too), the invoice's save and match (invoice-save.ts), reads and EBS message
 * (invoice-views.ts), return invoices (return-invoice.ts), prepayments (prepayment.ts), payments
 * (payment.ts) and customer balances (cust-bal.ts).
 */
import './invoice-message-texts.js';
import { registerListReads } from '../../core/list/routes.js';
import type { AreaPlugin } from '../area.js';
import { custBalRoutes } from './cust-bal.js';
import { INVOICE_BASE, INVOICE_MENUS, invoiceResource, PAYMENT_BASE, PAYMENT_MENUS, paymentResource, PREPAYMENT_BASE, prepaymentResource, RETURN_INVOICE_BASE, returnInvoiceResource } from './invoice-list.js';
import { invoiceSaveRoutes } from './invoice-save.js';
import { invoiceViewRoutes } from './invoice-views.js';
import { paymentRoutes } from './payment.js';
import { prepaymentRoutes } from './prepayment.js';
import { returnInvoiceRoutes } from './return-invoice.js';

export const invoicePart: AreaPlugin = async (app, { db, outbox }) => {
  registerListReads(app, INVOICE_BASE, db, invoiceResource, INVOICE_MENUS.list);
  registerListReads(app, RETURN_INVOICE_BASE, db, returnInvoiceResource, INVOICE_MENUS.returnList);
  registerListReads(app, PREPAYMENT_BASE, db, prepaymentResource, PAYMENT_MENUS.list);
  registerListReads(app, PAYMENT_BASE, db, paymentResource, PAYMENT_MENUS.list);
  await app.register(invoiceSaveRoutes, { db });
  await app.register(invoiceViewRoutes, { db, outbox });
  await app.register(returnInvoiceRoutes, { db, outbox });
  await app.register(prepaymentRoutes, { db });
  await app.register(paymentRoutes, { db, outbox });
  await app.register(custBalRoutes, { db });
};
