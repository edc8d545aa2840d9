/** Invoices, return invoices, prepayments, payments and customer balances (issue 25, part S2): placeholder until built. */
import type { AreaPlugin } from '../area.js';

export const invoicePart: AreaPlugin = async () => {};
