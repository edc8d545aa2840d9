/**
 * The sales order lists on the list engine (issue 26, part G2), under /material/api/v1/order/sale, each
 * answering GET/POST custom-page, GET page and POST page (and exported through the download tasks):
 * the orders (mat_sale_order), the active allocations (allocation/…, mat_view_sale_allocation_active),
 * the allocation record (allocation/record/…, every allocation), the shipments to confirm (confirm/…,
 * mat_view_sale_shipping) and the finished record (finished/record/…). Scoped by org and category on
 * the menu order:sale.
 */
import { SALE_ORDER_STATUSES } from '../../api/order-sale.js';
import type { ListField, ListResource } from '../../core/list/query.js';
import {
  matSaleOrder,
  matViewSaleAllocation,
  matViewSaleAllocationActive,
  matViewSaleOrderFinished,
  matViewSaleShipping as shipping,
} from '../../db/tables/order.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';

export const SALE_ALLOCATION_BASE = `${SALE_ORDER_BASE}/allocation`;
export const SALE_ALLOCATION_RECORD_BASE = `${SALE_ORDER_BASE}/allocation/record`;
export const SALE_CONFIRM_BASE = `${SALE_ORDER_BASE}/confirm`;
export const SALE_FINISHED_RECORD_BASE = `${SALE_ORDER_BASE}/finished/record`;

const s = { sortable: true } as const;
const EBS_STATUSES = ['unsent', 'pending', 'success', 'failed'] as const;

function orderFields(t: typeof matSaleOrder | typeof matViewSaleOrderFinished): Record<string, ListField> {
  return {
    id: { column: t.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    orderNo: { column: t.orderNo, type: 'text', notNull: true, selective: true, title: '销售订单号', ...s },
    orgCode: { column: t.orgCode, type: 'text', notNull: true, title: '销售组织编码', ...s },
    orgName: { column: t.orgName, type: 'text', title: '销售组织' },
    customerOrgCode: { column: t.customerOrgCode, type: 'text', notNull: true, title: '客户组织编码', ...s },
    customerOrgName: { column: t.customerOrgName, type: 'text', title: '客户组织' },
    categoryCode: { column: t.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: t.categoryName, type: 'text', title: '品类' },
    orderDate: { column: t.orderDate, type: 'date', notNull: true, title: '订单日期', ...s },
    deliveryDate: { column: t.deliveryDate, type: 'date', title: '交货日期', ...s },
    status: { column: t.status, type: 'text', notNull: true, values: SALE_ORDER_STATUSES, title: '状态', ...s },
    totalQuantity: { column: t.totalQuantity, type: 'decimal', notNull: true, title: '订单数量', ...s },
    totalAmount: { column: t.totalAmount, type: 'decimal', notNull: true, title: '订单金额', ...s },
    allocatedQuantity: { column: t.allocatedQuantity, type: 'decimal', notNull: true, title: '已分配数量' },
    shippedQuantity: { column: t.shippedQuantity, type: 'decimal', notNull: true, title: '已发运数量' },
    confirmedQuantity: { column: t.confirmedQuantity, type: 'decimal', notNull: true, title: '已确认数量' },
    ebsStatus: { column: t.ebsStatus, type: 'text', notNull: true, values: EBS_STATUSES, title: 'EBS状态' },
    ebsMessage: { column: t.ebsMessage, type: 'text', title: 'EBS信息' },
    finishedBy: { column: t.finishedBy, type: 'text', title: '完结人' },
    finishedTime: { column: t.finishedTime, type: 'datetime', title: '完结时间', ...s },
    closeReason: { column: t.closeReason, type: 'text', title: '关闭原因' },
    remark: { column: t.remark, type: 'text', title: '备注' },
    createdBy: { column: t.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: t.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: t.version, type: 'integer', notNull: true, filterable: false, exported: false },
  };
}

export const saleOrderResource: ListResource = {
  label: '销售订单',
  table: matSaleOrder,
  id: matSaleOrder.id,
  version: matSaleOrder.version,
  fields: orderFields(matSaleOrder),
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.sale, org: matSaleOrder.orgCode, category: matSaleOrder.categoryCode },
};

export const saleFinishedResource: ListResource = {
  label: '完结记录',
  table: matViewSaleOrderFinished,
  id: matViewSaleOrderFinished.id,
  version: matViewSaleOrderFinished.version,
  fields: orderFields(matViewSaleOrderFinished),
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.sale, org: matViewSaleOrderFinished.orgCode, category: matViewSaleOrderFinished.categoryCode },
};

function allocationResource(t: typeof matViewSaleAllocation | typeof matViewSaleAllocationActive, label: string): ListResource {
  return {
    label,
    table: t,
    id: t.id,
    version: t.version,
    fields: {
      id: { column: t.id, type: 'integer', notNull: true, selective: true, title: '分配ID', ...s },
      saleOrderId: { column: t.saleOrderId, type: 'integer', notNull: true, selective: true, exported: false, title: '销售订单ID' },
      saleOrderNo: { column: t.saleOrderNo, type: 'text', notNull: true, selective: true, title: '销售订单号', ...s },
      saleLineId: { column: t.saleLineId, type: 'integer', notNull: true, selective: true, exported: false, title: '销售订单行ID' },
      saleLineNo: { column: t.saleLineNo, type: 'integer', notNull: true, title: '销售行号' },
      purchaseOrderId: { column: t.purchaseOrderId, type: 'integer', notNull: true, selective: true, exported: false, title: '采购订单ID' },
      purchaseOrderNo: { column: t.purchaseOrderNo, type: 'text', notNull: true, selective: true, title: '采购订单号', ...s },
      purchaseLineId: { column: t.purchaseLineId, type: 'integer', notNull: true, selective: true, exported: false, title: '采购订单行ID' },
      purchaseLineNo: { column: t.purchaseLineNo, type: 'integer', notNull: true, title: '采购行号' },
      orgCode: { column: t.orgCode, type: 'text', notNull: true, title: '销售组织编码', ...s },
      orgName: { column: t.orgName, type: 'text', title: '销售组织' },
      customerOrgCode: { column: t.customerOrgCode, type: 'text', notNull: true, title: '客户组织编码', ...s },
      customerOrgName: { column: t.customerOrgName, type: 'text', title: '客户组织' },
      categoryCode: { column: t.categoryCode, type: 'text', notNull: true, title: '品类编码' },
      supplierSn: { column: t.supplierSn, type: 'text', notNull: true, title: '供应商编码' },
      supplierName: { column: t.supplierName, type: 'text', notNull: true, title: '供应商', ...s },
      matCode: { column: t.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...s },
      matName: { column: t.matName, type: 'text', notNull: true, title: '物料名称', ...s },
      unitCode: { column: t.unitCode, type: 'text', notNull: true, title: '单位' },
      quantity: { column: t.quantity, type: 'decimal', notNull: true, title: '分配数量', ...s },
      shippedQuantity: { column: t.shippedQuantity, type: 'decimal', notNull: true, title: '已发运数量' },
      status: { column: t.status, type: 'text', notNull: true, values: ['active', 'canceled'], title: '分配状态', ...s },
      allocatedBy: { column: t.allocatedBy, type: 'text', title: '分配人' },
      allocatedTime: { column: t.allocatedTime, type: 'datetime', notNull: true, title: '分配时间', ...s },
      canceledBy: { column: t.canceledBy, type: 'text', title: '取消人' },
      canceledTime: { column: t.canceledTime, type: 'datetime', title: '取消时间', ...s },
      version: { column: t.version, type: 'integer', notNull: true, filterable: false, exported: false },
    },
    defaultSort: [{ field: 'id', order: 'desc' }],
    scope: { menu: ORDER_MENUS.sale, org: t.orgCode, category: t.categoryCode },
  };
}

export const saleAllocationResource = allocationResource(matViewSaleAllocationActive, '分配记录');
export const saleAllocationRecordResource = allocationResource(matViewSaleAllocation, '分配记录');

export const saleShippingResource: ListResource = {
  label: '发运记录',
  table: shipping,
  id: shipping.id,
  version: shipping.version,
  fields: {
    id: { column: shipping.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    shippingNo: { column: shipping.shippingNo, type: 'text', notNull: true, selective: true, title: '发运单号', ...s },
    saleOrderId: { column: shipping.saleOrderId, type: 'integer', notNull: true, selective: true, exported: false, title: '销售订单ID' },
    saleOrderNo: { column: shipping.saleOrderNo, type: 'text', notNull: true, selective: true, title: '销售订单号', ...s },
    saleLineId: { column: shipping.saleLineId, type: 'integer', notNull: true, selective: true, exported: false, title: '销售订单行ID' },
    saleLineNo: { column: shipping.saleLineNo, type: 'integer', notNull: true, title: '销售行号' },
    allocationId: { column: shipping.allocationId, type: 'integer', notNull: true, selective: true, title: '分配ID' },
    purchaseOrderNo: { column: shipping.purchaseOrderNo, type: 'text', notNull: true, selective: true, title: '采购订单号', ...s },
    orgCode: { column: shipping.orgCode, type: 'text', notNull: true, title: '销售组织编码', ...s },
    orgName: { column: shipping.orgName, type: 'text', title: '销售组织' },
    customerOrgCode: { column: shipping.customerOrgCode, type: 'text', notNull: true, title: '客户组织编码', ...s },
    customerOrgName: { column: shipping.customerOrgName, type: 'text', title: '客户组织' },
    categoryCode: { column: shipping.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    matCode: { column: shipping.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...s },
    matName: { column: shipping.matName, type: 'text', notNull: true, title: '物料名称', ...s },
    unitCode: { column: shipping.unitCode, type: 'text', notNull: true, title: '单位' },
    plateNo: { column: shipping.plateNo, type: 'text', notNull: true, title: '车牌号', ...s },
    driverName: { column: shipping.driverName, type: 'text', title: '司机' },
    driverPhone: { column: shipping.driverPhone, type: 'text', title: '手机号' },
    quantity: { column: shipping.quantity, type: 'decimal', notNull: true, title: '发运数量', ...s },
    shipDate: { column: shipping.shipDate, type: 'date', notNull: true, title: '发运日期', ...s },
    status: { column: shipping.status, type: 'text', notNull: true, values: ['shipped', 'confirmed'], title: '状态', ...s },
    confirmedQuantity: { column: shipping.confirmedQuantity, type: 'decimal', title: '确认数量' },
    confirmedBy: { column: shipping.confirmedBy, type: 'text', title: '确认人' },
    confirmedTime: { column: shipping.confirmedTime, type: 'datetime', title: '确认时间', ...s },
    remark: { column: shipping.remark, type: 'text', title: '备注' },
    createdTime: { column: shipping.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: shipping.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.sale, org: shipping.orgCode, category: shipping.categoryCode },
};
