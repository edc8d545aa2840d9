import type { PageLoader } from '../../router/pageRegistry';

/** The settlement area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const settlementPages: Readonly<Record<string, PageLoader>> = {
  'settlement/reconciliation': () => import('./reconciliation/ReconciliationPage').then((module) => ({ default: module.ReconciliationPage })),
  'settlement/invoice': () => import('./invoice/InvoicePage').then((module) => ({ default: module.InvoicePage })),
  'settlement/return-invoice': () => import('./returnInvoice/ReturnInvoicePage').then((module) => ({ default: module.ReturnInvoicePage })),
  'settlement/payment': () => import('./payment/PaymentPage').then((module) => ({ default: module.PaymentPage })),
  'settlement/cust-bal': () => import('./custBal/CustBalPage').then((module) => ({ default: module.CustBalPage })),
};
