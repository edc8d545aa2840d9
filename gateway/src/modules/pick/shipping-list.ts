/**
 * The lists of the pick-up area's shipping part (issue 24) on the list engine (page, custom-page,
 * export): shipments (pick-shipping, scope menu shipping:list), vehicle change requests
 * (pick-vehicle-update-audit, vehicle:audit), allocations (pick-allocation) and the pick lines to
 * allocate (view-pick-allocation-list, both allocation:list). Each is scoped by org and category, and
 * names its supplier column so a supplier user sees only its own rows.
 */
import type { SQL } from 'drizzle-orm';
import type { DataScopeFilter } from '../../core/access.js';
import { whereOf, type ListField, type ListResource } from '../../core/list/query.js';
import { pickHeadResource } from './pick-list.js';
import { purPickAllocation, purPickShipping, purPickVehicleUpdateAudit, purViewPickAllocationList } from '../../db/tables/pick.js';

export const PURCHASE_BASE = '/purchase/api/v1/purchase';
export const PICK_HEAD_BASE = `${PURCHASE_BASE}/pick-head`;
export const SHIPPING_BASE = `${PURCHASE_BASE}/pick-shipping`;
export const VEHICLE_AUDIT_BASE = `${PURCHASE_BASE}/pick-vehicle-update-audit`;
export const VEHICLE_HISTORY_BASE = `${PURCHASE_BASE}/pick-vehicle-update-history`;
export const ALLOCATION_BASE = `${PURCHASE_BASE}/pick-allocation`;
export const ALLOCATION_VIEW_BASE = `${PURCHASE_BASE}/view-pick-allocation-list`;

export const SHIPPING_MENUS = {
  list: 'shipping:list',
  add: 'shipping:add',
  edit: 'shipping:edit',
  remove: 'shipping:delete',
  import: 'shipping:import',
  finish: 'shipping:finish',
  receive: 'pick:receive',
  vehicleChange: 'pick:vehicle-change',
  audit: 'vehicle:audit',
  approve: 'vehicle:audit:approve',
  allocation: 'allocation:list',
  allocate: 'allocation:submit',
  cancelAllocation: 'allocation:cancel',
} as const;

const sortable = { sortable: true } as const;
const text = (column: ListField['column'], title: string, extra: Partial<ListField> = {}): ListField => ({ column, type: 'text', title, ...extra });
const decimal = (column: ListField['column'], title: string, extra: Partial<ListField> = {}): ListField => ({ column, type: 'decimal', title, ...extra });

const s = purPickShipping;
export const shippingResource: ListResource = {
  label: '发运单',
  table: s,
  id: s.id,
  version: s.version,
  fields: {
    id: { column: s.id, type: 'integer', notNull: true, exported: false, ...sortable },
    shippingNo: text(s.shippingNo, '发运单号', { notNull: true, selective: true, ...sortable }),
    pickId: { column: s.pickId, type: 'integer', notNull: true, selective: true, exported: false },
    pickNo: text(s.pickNo, '提货单号', { notNull: true, selective: true, ...sortable }),
    pickMaterialId: { column: s.pickMaterialId, type: 'integer', notNull: true, selective: true, exported: false },
    contractNo: text(s.contractNo, '合同号', { notNull: true, ...sortable }),
    orgCode: text(s.orgCode, '组织编码', { notNull: true, ...sortable }),
    categoryCode: text(s.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(s.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(s.supplierName, '供应商', { notNull: true }),
    matCode: text(s.matCode, '物料编码', { notNull: true, ...sortable }),
    matName: text(s.matName, '物料名称', { notNull: true }),
    vehicleId: { column: s.vehicleId, type: 'integer', exported: false },
    plateNo: text(s.plateNo, '车牌号', { notNull: true, ...sortable }),
    driverName: text(s.driverName, '司机'),
    shippingDate: { column: s.shippingDate, type: 'date', notNull: true, title: '发运日期', ...sortable },
    arrivalDate: { column: s.arrivalDate, type: 'date', title: '到货日期', ...sortable },
    shippedQuantity: decimal(s.shippedQuantity, '发运数量', { notNull: true }),
    grossWeight: decimal(s.grossWeight, '毛重'),
    tareWeight: decimal(s.tareWeight, '皮重'),
    netWeight: decimal(s.netWeight, '净重'),
    deductWeightRate: decimal(s.deductWeightRate, '扣重(%)', { notNull: true }),
    deductPrice: decimal(s.deductPrice, '扣价', { notNull: true }),
    acceptedQuantity: decimal(s.acceptedQuantity, '验收数量'),
    shippingStatus: text(s.shippingStatus, '发运状态', { notNull: true, values: ['NEW', 'SHIPPING', 'SHIPPING_DONE', 'CLOSE'], dictCode: 'pickShippingStatus', ...sortable }),
    receiveStatus: { column: s.receiveStatus, type: 'integer', notNull: true, title: '收货状态', dictCode: 'receiveStatus', ...sortable },
    reconciliation: text(s.reconciliation, '对账状态', { notNull: true, values: ['notCheck', 'partCheck', 'allCheck'], dictCode: 'reconciliationStatus' }),
    acceptedBy: text(s.acceptedBy, '验收人'),
    acceptedTime: { column: s.acceptedTime, type: 'datetime', title: '验收时间', ...sortable },
    remark: text(s.remark, '备注'),
    createdTime: { column: s.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    updatedTime: { column: s.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: s.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: SHIPPING_MENUS.list, org: s.orgCode, category: s.categoryCode, supplier: s.supplierSn },
};

const a = purPickVehicleUpdateAudit;
export const vehicleAuditResource: ListResource = {
  label: '车辆变更申请',
  table: a,
  id: a.id,
  version: a.version,
  fields: {
    id: { column: a.id, type: 'integer', notNull: true, exported: false, ...sortable },
    vehicleId: { column: a.vehicleId, type: 'integer', notNull: true, exported: false },
    pickId: { column: a.pickId, type: 'integer', notNull: true, selective: true, exported: false },
    pickNo: text(a.pickNo, '提货单号', { notNull: true, selective: true, ...sortable }),
    orgCode: text(a.orgCode, '组织编码', { notNull: true }),
    categoryCode: text(a.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(a.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(a.supplierName, '供应商', { notNull: true }),
    oldPlateNo: text(a.oldPlateNo, '原车牌号', { notNull: true }),
    plateNo: text(a.plateNo, '新车牌号', { notNull: true }),
    driverName: text(a.driverName, '司机', { notNull: true }),
    driverPhone: text(a.driverPhone, '手机号', { notNull: true }),
    idCard: text(a.idCard, '身份证号', { notNull: true }),
    reason: text(a.reason, '变更原因', { notNull: true }),
    status: text(a.status, '审核状态', { notNull: true, values: ['pending', 'approved', 'rejected'], ...sortable }),
    auditedBy: text(a.auditedBy, '审核人'),
    auditedTime: { column: a.auditedTime, type: 'datetime', title: '审核时间', ...sortable },
    opinion: text(a.opinion, '审核意见'),
    createdBy: text(a.createdBy, '申请人'),
    createdTime: { column: a.createdTime, type: 'datetime', notNull: true, title: '申请时间', ...sortable },
    updatedTime: { column: a.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: a.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: SHIPPING_MENUS.audit, org: a.orgCode, category: a.categoryCode, supplier: a.supplierSn },
};

const p = purPickAllocation;
export const allocationResource: ListResource = {
  label: '分配单',
  table: p,
  id: p.id,
  version: p.version,
  fields: {
    id: { column: p.id, type: 'integer', notNull: true, exported: false, ...sortable },
    allocationNo: text(p.allocationNo, '分配单号', { notNull: true, selective: true, ...sortable }),
    pickId: { column: p.pickId, type: 'integer', notNull: true, selective: true, exported: false },
    pickNo: text(p.pickNo, '提货单号', { notNull: true, selective: true, ...sortable }),
    pickMaterialId: { column: p.pickMaterialId, type: 'integer', notNull: true, selective: true, exported: false },
    orgCode: text(p.orgCode, '组织编码', { notNull: true }),
    categoryCode: text(p.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(p.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(p.supplierName, '供应商', { notNull: true }),
    matCode: text(p.matCode, '物料编码', { notNull: true }),
    matName: text(p.matName, '物料名称', { notNull: true }),
    targetOrgCode: text(p.targetOrgCode, '调入组织编码', { notNull: true }),
    targetOrgName: text(p.targetOrgName, '调入组织'),
    subInventory: text(p.subInventory, '子库'),
    quantity: decimal(p.quantity, '分配数量', { notNull: true }),
    status: text(p.status, '状态', { notNull: true, values: ['new', 'submitted'], ...sortable }),
    ebsSyncStatus: text(p.ebsSyncStatus, 'EBS同步状态', { notNull: true, values: ['synched', 'unsynched'] }),
    submittedBy: text(p.submittedBy, '提交人'),
    submittedTime: { column: p.submittedTime, type: 'datetime', title: '提交时间', ...sortable },
    remark: text(p.remark, '备注'),
    createdTime: { column: p.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    updatedTime: { column: p.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: p.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: SHIPPING_MENUS.allocation, org: p.orgCode, category: p.categoryCode, supplier: p.supplierSn },
};

const v = purViewPickAllocationList;
export const allocationLineResource: ListResource = {
  label: '提货单明细',
  table: v,
  id: v.id,
  version: v.version,
  fields: {
    id: { column: v.id, type: 'integer', notNull: true, exported: false, ...sortable },
    pickId: { column: v.pickId, type: 'integer', notNull: true, selective: true, exported: false },
    pickNo: text(v.pickNo, '提货单号', { notNull: true, selective: true, ...sortable }),
    contractNo: text(v.contractNo, '合同号', { notNull: true }),
    orgCode: text(v.orgCode, '组织编码', { notNull: true }),
    orgName: text(v.orgName, '组织'),
    categoryCode: text(v.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(v.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(v.supplierName, '供应商', { notNull: true }),
    storeOrgCode: text(v.storeOrgCode, '库存组织编码'),
    storeOrgName: text(v.storeOrgName, '库存组织'),
    status: text(v.status, '提货单状态', { notNull: true, values: ['new', 'waitConfirm', 'confirmed', 'refused', 'closed'] }),
    lineNo: { column: v.lineNo, type: 'integer', notNull: true, title: '行号', ...sortable },
    matCode: text(v.matCode, '物料编码', { notNull: true }),
    matName: text(v.matName, '物料名称', { notNull: true }),
    unitCode: text(v.unitCode, '单位', { notNull: true }),
    acceptedQuantity: decimal(v.acceptedQuantity, '验收数量', { notNull: true }),
    allocatedQuantity: decimal(v.allocatedQuantity, '已分配数量', { notNull: true }),
    submittedQuantity: decimal(v.submittedQuantity, '已提交数量', { notNull: true }),
    availableQuantity: decimal(v.availableQuantity, '可分配数量', { notNull: true }),
    createdTime: { column: v.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    updatedTime: { column: v.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: v.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: SHIPPING_MENUS.allocation, org: v.orgCode, category: v.categoryCode, supplier: v.supplierSn },
};

/**
 * The caller's data scope on the pick head's own columns (org, category, supplier), for the writes that
 * reach a pick through its line, vehicle or shipment: undefined when the scope holds everything.
 */
export function pickHeadInScope(scope: DataScopeFilter): SQL | undefined {
  return whereOf(pickHeadResource, [], scope);
}
