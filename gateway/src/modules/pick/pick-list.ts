/**
 * The pick area's lists on the list engine (issue 24, part H1), under /purchase/api/v1/purchase:
 * pick-head (pur_pick_head), view-pick-list (one row per pick line, pur_view_pick_list), pick-vehicle
 * (pur_view_pick_vehicle) and pick-price-rules, each with custom-page, page and export; scoped by org,
 * category and supplier on the menu pick:list, so a supplier user sees only its own picks.
 */
import type { ListField, ListResource } from '../../core/list/query.js';
import { purPickHead as head, purPickPriceRules as rule, purViewPickList as line, purViewPickVehicle as vehicle } from '../../db/tables/pick.js';
import { PICK_STATUSES } from '../../api/pick.js';

export const PICK_API = '/purchase/api/v1/purchase';
export const PICK_HEAD_BASE = `${PICK_API}/pick-head`;
export const PICK_LIST_BASE = `${PICK_API}/view-pick-list`;
export const PICK_VEHICLE_BASE = `${PICK_API}/pick-vehicle`;
export const PICK_COST_BASE = `${PICK_API}/pick-cost`;
export const PICK_MATERIAL_BASE = `${PICK_API}/pick-material`;
export const PICK_PRICE_RULES_BASE = `${PICK_API}/pick-price-rules`;

export const PICK_MENUS = {
  list: 'pick:list',
  detail: 'pick:detail',
  add: 'pick:add',
  edit: 'pick:edit',
  remove: 'pick:delete',
  export: 'pick:export',
  accept: 'pick:accept',
  close: 'pick:close',
} as const;

const SHIPPING_STATUSES = ['NEW', 'SHIPPING', 'SHIPPING_DONE', 'CLOSE'] as const;
const s = { sortable: true } as const;

/** The head's columns shared by the head list and the line view. */
function headFields(t: typeof head | typeof line): Record<string, ListField> {
  return {
    pickNo: { column: t.pickNo, type: 'text', notNull: true, selective: true, title: '提货单号', ...s },
    contractId: { column: t.contractId, type: 'integer', notNull: true, selective: true, title: '合同ID', exported: false },
    contractNo: { column: t.contractNo, type: 'text', notNull: true, selective: true, title: '合同编号', ...s },
    orgCode: { column: t.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    orgName: { column: t.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: t.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: t.categoryName, type: 'text', title: '品类名称' },
    supplierSn: { column: t.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码' },
    supplierName: { column: t.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
    storeOrgCode: { column: t.storeOrgCode, type: 'text', title: '收货组织编码' },
    storeOrgName: { column: t.storeOrgName, type: 'text', title: '收货组织' },
    status: { column: t.status, type: 'text', notNull: true, values: PICK_STATUSES, title: '状态', ...s },
    shippingStatus: { column: t.shippingStatus, type: 'text', notNull: true, values: SHIPPING_STATUSES, title: '发运状态', ...s },
    receiveStatus: { column: t.receiveStatus, type: 'integer', notNull: true, title: '收货状态' },
    receiveMatching: { column: t.receiveMatching, type: 'integer', notNull: true, title: '收货匹配' },
    pickDate: { column: t.pickDate, type: 'date', title: '提货日期', ...s },
  };
}

export const pickHeadResource: ListResource = {
  label: '提货单',
  table: head,
  id: head.id,
  version: head.version,
  fields: {
    id: { column: head.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    ...headFields(head),
    subInventory: { column: head.subInventory, type: 'text', title: '子库存' },
    deliverType: { column: head.deliverType, type: 'text', title: '交货方式', dictCode: 'deliverType' },
    arrivalStart: { column: head.arrivalStart, type: 'date', title: '到货开始日期', ...s },
    arrivalEnd: { column: head.arrivalEnd, type: 'date', title: '到货结束日期', ...s },
    plannedQuantity: { column: head.plannedQuantity, type: 'decimal', notNull: true, title: '计划数量', ...s },
    shippedQuantity: { column: head.shippedQuantity, type: 'decimal', notNull: true, title: '发运数量' },
    acceptedQuantity: { column: head.acceptedQuantity, type: 'decimal', notNull: true, title: '已验收数量', ...s },
    releasedQuantity: { column: head.releasedQuantity, type: 'decimal', notNull: true, title: '释放数量' },
    lmsSyncStatus: { column: head.lmsSyncStatus, type: 'text', notNull: true, values: ['synched', 'unsynched'], title: 'LMS同步状态' },
    ebsSyncStatus: { column: head.ebsSyncStatus, type: 'text', notNull: true, values: ['synched', 'unsynched'], title: 'EBS同步状态' },
    confirmOpinion: { column: head.confirmOpinion, type: 'text', title: '拒单原因' },
    closeReason: { column: head.closeReason, type: 'text', title: '关闭原因' },
    forceClosed: { column: head.forceClosed, type: 'integer', notNull: true, title: '强制关闭' },
    remark: { column: head.remark, type: 'text', title: '备注' },
    createdBy: { column: head.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: head.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    updatedTime: { column: head.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: head.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PICK_MENUS.list, org: head.orgCode, category: head.categoryCode, supplier: head.supplierSn },
};

export const pickLineResource: ListResource = {
  label: '提货单明细',
  table: line,
  id: line.id,
  version: line.version,
  fields: {
    id: { column: line.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    pickId: { column: line.pickId, type: 'integer', notNull: true, selective: true, exported: false, title: '提货单ID' },
    ...headFields(line),
    lineNo: { column: line.lineNo, type: 'integer', notNull: true, title: '行号', ...s },
    contractLineId: { column: line.contractLineId, type: 'integer', notNull: true, selective: true, exported: false, title: '合同行ID' },
    matCode: { column: line.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...s },
    matName: { column: line.matName, type: 'text', notNull: true, title: '物料名称', ...s },
    unitCode: { column: line.unitCode, type: 'text', notNull: true, title: '单位' },
    priceWithTax: { column: line.priceWithTax, type: 'decimal', notNull: true, title: '含税单价' },
    plannedQuantity: { column: line.plannedQuantity, type: 'decimal', notNull: true, title: '计划数量', ...s },
    shippedQuantity: { column: line.shippedQuantity, type: 'decimal', notNull: true, title: '发运数量' },
    acceptedQuantity: { column: line.acceptedQuantity, type: 'decimal', notNull: true, title: '已验收数量' },
    releasedQuantity: { column: line.releasedQuantity, type: 'decimal', notNull: true, title: '释放数量' },
    openQuantity: { column: line.openQuantity, type: 'decimal', notNull: true, title: '未完成数量' },
    lineStatus: { column: line.lineStatus, type: 'text', notNull: true, values: ['open', 'done', 'closed'], title: '行状态' },
    createdTime: { column: line.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: line.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PICK_MENUS.list, org: line.orgCode, category: line.categoryCode, supplier: line.supplierSn },
};

export const pickVehicleResource: ListResource = {
  label: '提货车辆',
  table: vehicle,
  id: vehicle.id,
  version: vehicle.version,
  fields: {
    id: { column: vehicle.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    pickId: { column: vehicle.pickId, type: 'integer', notNull: true, selective: true, exported: false, title: '提货单ID' },
    pickNo: { column: vehicle.pickNo, type: 'text', notNull: true, selective: true, title: '提货单号', ...s },
    contractNo: { column: vehicle.contractNo, type: 'text', notNull: true, title: '合同编号' },
    orgCode: { column: vehicle.orgCode, type: 'text', notNull: true, title: '组织编码' },
    orgName: { column: vehicle.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: vehicle.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    supplierSn: { column: vehicle.supplierSn, type: 'text', notNull: true, title: '供应商编码' },
    supplierName: { column: vehicle.supplierName, type: 'text', notNull: true, title: '供应商名称' },
    status: { column: vehicle.status, type: 'text', notNull: true, values: PICK_STATUSES, title: '提货单状态' },
    plateNo: { column: vehicle.plateNo, type: 'text', notNull: true, title: '车牌号', ...s },
    driverName: { column: vehicle.driverName, type: 'text', notNull: true, title: '司机' },
    driverPhone: { column: vehicle.driverPhone, type: 'text', notNull: true, title: '手机号' },
    idCard: { column: vehicle.idCard, type: 'text', notNull: true, title: '身份证号' },
    plannedArrival: { column: vehicle.plannedArrival, type: 'date', title: '计划到货日期', ...s },
    quantity: { column: vehicle.quantity, type: 'decimal', title: '装载数量' },
    remark: { column: vehicle.remark, type: 'text', title: '备注' },
    createdTime: { column: vehicle.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: vehicle.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PICK_MENUS.list, org: vehicle.orgCode, category: vehicle.categoryCode, supplier: vehicle.supplierSn },
};

/** Supplier price rules: by org and supplier (they carry no category, so a category scope does not narrow them). */
export const pickPriceRulesResource: ListResource = {
  label: '提货价格规则',
  table: rule,
  id: rule.id,
  version: rule.version,
  fields: {
    id: { column: rule.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    supplierSn: { column: rule.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码' },
    supplierName: { column: rule.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
    orgCode: { column: rule.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    matCode: { column: rule.matCode, type: 'text', notNull: true, title: '物料编码', ...s },
    matName: { column: rule.matName, type: 'text', notNull: true, title: '物料名称' },
    ruleType: { column: rule.ruleType, type: 'text', notNull: true, values: ['freight', 'premium', 'discount'], title: '规则类型' },
    price: { column: rule.price, type: 'decimal', notNull: true, title: '价格' },
    effectiveStart: { column: rule.effectiveStart, type: 'date', notNull: true, title: '生效日期', ...s },
    effectiveEnd: { column: rule.effectiveEnd, type: 'date', title: '失效日期', ...s },
    remark: { column: rule.remark, type: 'text', title: '备注' },
    createdTime: { column: rule.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: rule.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PICK_MENUS.list, org: rule.orgCode, supplier: rule.supplierSn },
};
