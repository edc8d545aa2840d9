/**
 * The purchase order list on the list engine (issue 26, part G1): mat_purchase_order under
 * /material/api/v1/order/purchase (POST page, GET page, custom-page and export through the download
 * tasks), scoped by org and category on the menu order:purchase.
 */
import { PURCHASE_ORDER_STATUSES } from '../../api/order-purchase.js';
import type { ListResource } from '../../core/list/query.js';
import { matPurchaseOrder as order } from '../../db/tables/order.js';
import { ORDER_MENUS } from './order-paths.js';

const s = { sortable: true } as const;

export const purchaseOrderResource: ListResource = {
  label: '采购订单',
  table: order,
  id: order.id,
  version: order.version,
  fields: {
    id: { column: order.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    orderNo: { column: order.orderNo, type: 'text', notNull: true, selective: true, title: '采购订单号', ...s },
    orgCode: { column: order.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    orgName: { column: order.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: order.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: order.categoryName, type: 'text', title: '品类名称' },
    supplierSn: { column: order.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码' },
    supplierName: { column: order.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
    orderDate: { column: order.orderDate, type: 'date', notNull: true, title: '订单日期', ...s },
    deliveryStart: { column: order.deliveryStart, type: 'date', title: '交货开始日期', ...s },
    deliveryEnd: { column: order.deliveryEnd, type: 'date', title: '交货结束日期', ...s },
    status: { column: order.status, type: 'text', notNull: true, values: PURCHASE_ORDER_STATUSES, title: '状态', ...s },
    totalQuantity: { column: order.totalQuantity, type: 'decimal', notNull: true, title: '订单数量', ...s },
    totalAmount: { column: order.totalAmount, type: 'decimal', notNull: true, title: '订单金额', ...s },
    allocatedQuantity: { column: order.allocatedQuantity, type: 'decimal', notNull: true, title: '已分配数量' },
    shippedQuantity: { column: order.shippedQuantity, type: 'decimal', notNull: true, title: '已发运数量' },
    ebsOrderNo: { column: order.ebsOrderNo, type: 'text', selective: true, title: 'EBS订单号' },
    ebsStatus: { column: order.ebsStatus, type: 'text', notNull: true, values: ['unsent', 'pending', 'success', 'failed'], title: 'EBS推送状态' },
    ebsMessage: { column: order.ebsMessage, type: 'text', title: 'EBS信息' },
    ebsRetryCount: { column: order.ebsRetryCount, type: 'integer', notNull: true, title: 'EBS重推次数' },
    contractId: { column: order.contractId, type: 'integer', selective: true, exported: false, title: '合同ID' },
    contractNo: { column: order.contractNo, type: 'text', selective: true, title: '合同编号' },
    contractStatus: { column: order.contractStatus, type: 'text', notNull: true, values: ['none', 'created', 'failed'], title: '合同状态' },
    contractMessage: { column: order.contractMessage, type: 'text', title: '合同生成信息' },
    contractRetryCount: { column: order.contractRetryCount, type: 'integer', notNull: true, title: '合同重试次数' },
    closeReason: { column: order.closeReason, type: 'text', title: '取消/关闭原因' },
    remark: { column: order.remark, type: 'text', title: '备注' },
    createdBy: { column: order.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: order.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    updatedTime: { column: order.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: order.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.purchase, org: order.orgCode, category: order.categoryCode },
};
