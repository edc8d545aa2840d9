/**
 * The materials order area (issue 26; spec 02 §4 direct-supplier order statuses, §7 materials order
 * module; domain.md "Material orders and multilateral trade"): a trading company's purchase orders to
 * direct suppliers (EBS push, contract creation with retries), its sales orders to the group's mills
 * (allocation of purchase-line quantity, shipping, the mill's confirmation, finishing), multilateral
 * trade chains between trading companies (calculate, commit, movements), pick applies against them, and
 * return invoices of the purchase orders with their pending charges.
 */
import type { AreaPlugin } from '../area.js';
import { purchaseOrderPart } from './purchase-part.js';
import { returnInvoicePart } from './return-part.js';
import { saleOrderPart } from './sale-part.js';
import { multiTradePart } from './trade-part.js';

export const orderArea: AreaPlugin = async (app, options) => {
  await app.register(purchaseOrderPart, options);
  await app.register(saleOrderPart, options);
  await app.register(multiTradePart, options);
  await app.register(returnInvoicePart, options);
};
