/**
 * The settlement area (issue 25; spec 02 §4 reconciliation statuses and the account checking, return
 * invoice, prepayment and payment actions, §7 account-checking-head and lines, purchase-invoice,
 * execution business-process-head and cust-bal, prepayment-head, payment-settle-head, the contract's
 * account-checking pricing calls; domain.md "Settlement" and "The chain" steps 4-6): account checks from
 * accepted shipments, confirmed by the supplier; invoices matched to them within a tolerance; return
 * invoices; prepayments and payments settling invoices less prepayments; customer balances.
 */
import type { AreaPlugin } from '../area.js';
import { accountCheckPart } from './check-part.js';
import { invoicePart } from './invoice-part.js';

export const settlementArea: AreaPlugin = async (app, options) => {
  await app.register(accountCheckPart, options);
  await app.register(invoicePart, options);
};
