/**
 * The data of a sales shipment's print (core/print-data.ts), bizType `order-shipping` (销售发运单,
 * built-in template PT_SALE_SHIPPING of modules/print/builtin-templates.ts): a shipment the caller may
 * see on order:sale (403 without the menu, 404 outside the caller's scope), with its sale order,
 * seller, customer, material, plate and quantities. Its own values win over `frontParams` of the same name.
 */
import { eq } from 'drizzle-orm';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, permissionDenied } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { hasPermission } from '../../core/permissions.js';
import { PRINT_DATA_MESSAGES, type PrintDataResolver } from '../../core/print-data.js';
import { matSaleOrder, matViewSaleShipping } from '../../db/tables/order.js';
import { ORDER_MENUS } from './order-paths.js';
import { SHIPPING_VIEW_COLUMNS } from './sale-common.js';
import { saleShippingResource } from './sale-list.js';
import { SALE_MESSAGES } from './sale-message-texts.js';

export const SALE_SHIPPING_PRINT_BIZ_TYPE = 'order-shipping';

const SHIPPING_STATUS_NAMES: Readonly<Record<string, string>> = { shipped: '待确认', confirmed: '已确认' };

export const saleShippingResolver: PrintDataResolver = {
  bizType: SALE_SHIPPING_PRINT_BIZ_TYPE,
  label: '销售发运单',
  async resolve({ db, access, bizId, frontParams }) {
    if (!hasPermission(access, ORDER_MENUS.sale)) throw permissionDenied();
    if (bizId === undefined) throw new ApiError(400, PRINT_DATA_MESSAGES.bizIdRequired);
    if (!/^\d{1,15}$/.test(bizId)) throw new ApiError(404, SALE_MESSAGES.shippingNotFound);
    const scope = dataScopeFor(access, ORDER_MENUS.sale);
    const [row] = await db.select(SHIPPING_VIEW_COLUMNS).from(matViewSaleShipping).where(scopedById(saleShippingResource, [Number(bizId)], scope));
    if (!row) throw new ApiError(404, SALE_MESSAGES.shippingNotFound);
    const [order] = await db.select({ orderDate: matSaleOrder.orderDate }).from(matSaleOrder).where(eq(matSaleOrder.id, row.saleOrderId));
    const confirmedQuantity = row.confirmedQuantity ?? '';
    return {
      ...frontParams,
      ...row,
      billNo: row.shippingNo,
      billDate: row.shipDate,
      orderDate: order?.orderDate ?? '',
      orgName: row.orgName ?? row.orgCode,
      customerOrgName: row.customerOrgName ?? row.customerOrgCode,
      driverName: row.driverName ?? '',
      driverPhone: row.driverPhone ?? '',
      confirmedQuantity,
      confirmedBy: row.confirmedBy ?? '',
      confirmedTime: row.confirmedTime === null ? '' : new Date(row.confirmedTime).toISOString().slice(0, 19).replace('T', ' '),
      statusName: SHIPPING_STATUS_NAMES[row.status] ?? row.status,
      remark: row.remark ?? '',
      lines: [{ matCode: row.matCode, materialName: row.matName, spec: row.matCode, quantity: row.quantity, confirmedQuantity, unit: row.unitCode, remark: row.remark ?? '' }],
    };
  },
};
