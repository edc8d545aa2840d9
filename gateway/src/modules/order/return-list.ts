/**
 * The lists of material return invoices (issue 26) on the list engine, under
 * /material/api/v1/order/return-invoice (POST page, GET page, custom-page and export through the
 * download tasks) and its pending charges (POST pending-charge/page), scoped by org and category on the
 * menu order:purchase (the return invoices are a tab of the 采购订单 page).
 */
import { MAT_RETURN_INVOICE_STATUSES, RETURN_CHARGE_STATUSES, RETURN_CHARGE_TYPES } from '../../api/order-return.js';
import type { ListResource } from '../../core/list/query.js';
import { matReturnCharge as charge, matReturnInvoice as ret } from '../../db/tables/order-return.js';
import { MATERIAL_API, ORDER_MENUS } from './order-paths.js';

export const RETURN_INVOICE_BASE = `${MATERIAL_API}/order/return-invoice`;
export const RETURN_CHARGE_BASE = `${RETURN_INVOICE_BASE}/pending-charge`;
export const RETURN_MENUS = {
  list: ORDER_MENUS.purchase,
  write: 'order:purchase:return',
  confirm: 'order:purchase:return-confirm',
} as const;

const s = { sortable: true } as const;

export const returnInvoiceResource: ListResource = {
  label: '退货发票',
  table: ret,
  id: ret.id,
  version: ret.version,
  fields: {
    id: { column: ret.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    returnNo: { column: ret.returnNo, type: 'text', notNull: true, selective: true, title: '退货发票号', ...s },
    orderId: { column: ret.orderId, type: 'integer', notNull: true, selective: true, exported: false, title: '采购订单ID' },
    orderNo: { column: ret.orderNo, type: 'text', notNull: true, selective: true, title: '采购订单号', ...s },
    orgCode: { column: ret.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    orgName: { column: ret.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: ret.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: ret.categoryName, type: 'text', title: '品类名称' },
    supplierSn: { column: ret.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码' },
    supplierName: { column: ret.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
    returnDate: { column: ret.returnDate, type: 'date', notNull: true, title: '退货日期', ...s },
    quantity: { column: ret.quantity, type: 'decimal', notNull: true, title: '退货数量', ...s },
    taxRate: { column: ret.taxRate, type: 'decimal', notNull: true, title: '税率(%)' },
    amountWithTax: { column: ret.amountWithTax, type: 'decimal', notNull: true, title: '含税金额', ...s },
    taxAmount: { column: ret.taxAmount, type: 'decimal', notNull: true, title: '税额' },
    status: { column: ret.status, type: 'text', notNull: true, values: MAT_RETURN_INVOICE_STATUSES, title: '状态', ...s },
    ebsSyncStatus: { column: ret.ebsSyncStatus, type: 'text', notNull: true, values: ['synched', 'unsynched'], title: 'EBS同步状态' },
    reason: { column: ret.reason, type: 'text', title: '退货原因' },
    remark: { column: ret.remark, type: 'text', title: '备注' },
    createdBy: { column: ret.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: ret.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    updatedTime: { column: ret.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: ret.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: RETURN_MENUS.list, org: ret.orgCode, category: ret.categoryCode },
};

export const returnChargeResource: ListResource = {
  label: '待确认费用',
  table: charge,
  id: charge.id,
  version: charge.version,
  fields: {
    id: { column: charge.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    returnId: { column: charge.returnId, type: 'integer', notNull: true, selective: true, exported: false, title: '退货发票ID' },
    returnNo: { column: charge.returnNo, type: 'text', notNull: true, selective: true, title: '退货发票号', ...s },
    orgCode: { column: charge.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    categoryCode: { column: charge.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    supplierSn: { column: charge.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码' },
    supplierName: { column: charge.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
    chargeType: { column: charge.chargeType, type: 'text', notNull: true, values: RETURN_CHARGE_TYPES, title: '费用类型' },
    amount: { column: charge.amount, type: 'decimal', notNull: true, title: '金额', ...s },
    status: { column: charge.status, type: 'text', notNull: true, values: RETURN_CHARGE_STATUSES, title: '状态', ...s },
    confirmedBy: { column: charge.confirmedBy, type: 'text', title: '确认人' },
    confirmedTime: { column: charge.confirmedTime, type: 'datetime', title: '确认时间', ...s },
    remark: { column: charge.remark, type: 'text', title: '备注' },
    createdTime: { column: charge.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: charge.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: RETURN_MENUS.list, org: charge.orgCode, category: charge.categoryCode },
};
