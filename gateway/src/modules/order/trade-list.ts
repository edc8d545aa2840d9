/**
 * The multilateral trade and pick apply lists on the list engine (issue 26, part G3), each answering
 * GET/POST custom-page, GET page and POST page, and known to the export tasks:
 *
 * - multi-trade (mat_multi_trade), multi-trade/commerce (each company's side of each leg),
 *   multi-trade/detail-list (each leg), multi-trade/arrive and multi-trade/outfactory (the movements),
 *   scoped on order:multi-trade by org and category;
 * - pick-apply (mat_pick_apply), scoped on pick:apply by the applying org and category.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListField, ListResource } from '../../core/list/query.js';
import { MULTI_TRADE_STATUSES, PICK_APPLY_STATUSES } from '../../api/order-trade.js';
import {
  matMultiTrade as trade,
  matPickApply as apply,
  matViewMultiTradeArrive,
  matViewMultiTradeCommerce as commerce,
  matViewMultiTradeLeg as leg,
  matViewMultiTradeOutfactory,
} from '../../db/tables/order.js';
import { MULTI_TRADE_BASE, ORDER_MENUS, PICK_APPLY_BASE } from './order-paths.js';

export const TRADE_COMMERCE_BASE = `${MULTI_TRADE_BASE}/commerce`;
export const TRADE_LEG_BASE = `${MULTI_TRADE_BASE}/detail-list`;
export const TRADE_ARRIVE_BASE = `${MULTI_TRADE_BASE}/arrive`;
export const TRADE_OUTFACTORY_BASE = `${MULTI_TRADE_BASE}/outfactory`;
export { MULTI_TRADE_BASE, PICK_APPLY_BASE };

const s = { sortable: true } as const;
const idField = (column: AnyPgColumn): ListField => ({ column, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s });
const versionField = (column: AnyPgColumn): ListField => ({ column, type: 'integer', notNull: true, filterable: false, exported: false });

export const multiTradeResource: ListResource = {
  label: '多边贸易',
  table: trade,
  id: trade.id,
  version: trade.version,
  fields: {
    id: idField(trade.id),
    tradeNo: { column: trade.tradeNo, type: 'text', notNull: true, selective: true, title: '贸易单号', ...s },
    orgCode: { column: trade.orgCode, type: 'text', notNull: true, title: '起始公司编码', ...s },
    orgName: { column: trade.orgName, type: 'text', title: '起始公司' },
    finalOrgCode: { column: trade.finalOrgCode, type: 'text', notNull: true, title: '最终买方编码' },
    finalOrgName: { column: trade.finalOrgName, type: 'text', title: '最终买方' },
    categoryCode: { column: trade.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: trade.categoryName, type: 'text', title: '品类' },
    matCode: { column: trade.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...s },
    matName: { column: trade.matName, type: 'text', notNull: true, title: '物料名称', ...s },
    unitCode: { column: trade.unitCode, type: 'text', notNull: true, title: '单位' },
    quantity: { column: trade.quantity, type: 'decimal', notNull: true, title: '数量', ...s },
    basePrice: { column: trade.basePrice, type: 'decimal', notNull: true, title: '起始采购价' },
    supplierSn: { column: trade.supplierSn, type: 'text', title: '供应商编码' },
    supplierName: { column: trade.supplierName, type: 'text', title: '供应商' },
    legCount: { column: trade.legCount, type: 'integer', notNull: true, title: '段数' },
    totalMargin: { column: trade.totalMargin, type: 'decimal', notNull: true, title: '总毛利', ...s },
    appliedQuantity: { column: trade.appliedQuantity, type: 'decimal', notNull: true, title: '已申请数量' },
    status: { column: trade.status, type: 'text', notNull: true, values: MULTI_TRADE_STATUSES, title: '状态', ...s },
    tradeDate: { column: trade.tradeDate, type: 'date', notNull: true, title: '贸易日期', ...s },
    committedBy: { column: trade.committedBy, type: 'text', title: '提交人' },
    committedTime: { column: trade.committedTime, type: 'datetime', title: '提交时间', ...s },
    remark: { column: trade.remark, type: 'text', title: '备注' },
    createdTime: { column: trade.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: versionField(trade.version),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.trade, org: trade.orgCode, category: trade.categoryCode },
};

export const tradeCommerceResource: ListResource = {
  label: '商务明细',
  table: commerce,
  id: commerce.id,
  version: commerce.version,
  fields: {
    id: idField(commerce.id),
    tradeId: { column: commerce.tradeId, type: 'integer', notNull: true, selective: true, exported: false, title: '贸易ID' },
    tradeNo: { column: commerce.tradeNo, type: 'text', notNull: true, selective: true, title: '贸易单号', ...s },
    status: { column: commerce.status, type: 'text', notNull: true, values: MULTI_TRADE_STATUSES, title: '状态' },
    tradeDate: { column: commerce.tradeDate, type: 'date', notNull: true, title: '贸易日期', ...s },
    categoryCode: { column: commerce.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    matCode: { column: commerce.matCode, type: 'text', notNull: true, title: '物料编码' },
    matName: { column: commerce.matName, type: 'text', notNull: true, title: '物料名称' },
    unitCode: { column: commerce.unitCode, type: 'text', notNull: true, title: '单位' },
    legNo: { column: commerce.legNo, type: 'integer', notNull: true, title: '段号', ...s },
    side: { column: commerce.side, type: 'text', notNull: true, values: ['sell', 'buy'], title: '方向' },
    orgCode: { column: commerce.orgCode, type: 'text', notNull: true, title: '公司编码', ...s },
    orgName: { column: commerce.orgName, type: 'text', title: '公司' },
    counterpartOrgCode: { column: commerce.counterpartOrgCode, type: 'text', notNull: true, title: '对方公司编码' },
    counterpartOrgName: { column: commerce.counterpartOrgName, type: 'text', title: '对方公司' },
    priceWithTax: { column: commerce.priceWithTax, type: 'decimal', notNull: true, title: '含税单价' },
    taxRate: { column: commerce.taxRate, type: 'decimal', notNull: true, title: '税率(%)' },
    quantity: { column: commerce.quantity, type: 'decimal', notNull: true, title: '数量' },
    amount: { column: commerce.amount, type: 'decimal', notNull: true, title: '金额', ...s },
    margin: { column: commerce.margin, type: 'decimal', notNull: true, title: '毛利' },
    createdTime: { column: commerce.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: versionField(commerce.version),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.trade, org: commerce.orgCode, category: commerce.categoryCode },
};

export const tradeLegResource: ListResource = {
  label: '贸易明细',
  table: leg,
  id: leg.id,
  version: leg.version,
  fields: {
    id: idField(leg.id),
    tradeId: { column: leg.tradeId, type: 'integer', notNull: true, selective: true, exported: false, title: '贸易ID' },
    tradeNo: { column: leg.tradeNo, type: 'text', notNull: true, selective: true, title: '贸易单号', ...s },
    status: { column: leg.status, type: 'text', notNull: true, values: MULTI_TRADE_STATUSES, title: '状态' },
    tradeDate: { column: leg.tradeDate, type: 'date', notNull: true, title: '贸易日期', ...s },
    orgCode: { column: leg.orgCode, type: 'text', notNull: true, title: '起始公司编码' },
    categoryCode: { column: leg.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    matCode: { column: leg.matCode, type: 'text', notNull: true, title: '物料编码' },
    matName: { column: leg.matName, type: 'text', notNull: true, title: '物料名称' },
    unitCode: { column: leg.unitCode, type: 'text', notNull: true, title: '单位' },
    legNo: { column: leg.legNo, type: 'integer', notNull: true, title: '段号', ...s },
    sellerOrgCode: { column: leg.sellerOrgCode, type: 'text', notNull: true, title: '卖方编码' },
    sellerOrgName: { column: leg.sellerOrgName, type: 'text', title: '卖方' },
    buyerOrgCode: { column: leg.buyerOrgCode, type: 'text', notNull: true, title: '买方编码' },
    buyerOrgName: { column: leg.buyerOrgName, type: 'text', title: '买方' },
    priceWithTax: { column: leg.priceWithTax, type: 'decimal', notNull: true, title: '含税单价' },
    taxRate: { column: leg.taxRate, type: 'decimal', notNull: true, title: '税率(%)' },
    quantity: { column: leg.quantity, type: 'decimal', notNull: true, title: '数量' },
    amount: { column: leg.amount, type: 'decimal', notNull: true, title: '金额', ...s },
    margin: { column: leg.margin, type: 'decimal', notNull: true, title: '毛利', ...s },
    createdTime: { column: leg.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: versionField(leg.version),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.trade, org: leg.orgCode, category: leg.categoryCode },
};

function movementResource(label: string, view: typeof matViewMultiTradeArrive | typeof matViewMultiTradeOutfactory): ListResource {
  return {
    label,
    table: view,
    id: view.id,
    version: view.version,
    fields: {
      id: idField(view.id),
      tradeId: { column: view.tradeId, type: 'integer', notNull: true, selective: true, exported: false, title: '贸易ID' },
      tradeNo: { column: view.tradeNo, type: 'text', notNull: true, selective: true, title: '贸易单号', ...s },
      kind: { column: view.kind, type: 'text', notNull: true, values: ['outfactory', 'arrive'], title: '类型', exported: false },
      orgCode: { column: view.orgCode, type: 'text', notNull: true, title: '公司编码', ...s },
      orgName: { column: view.orgName, type: 'text', title: '公司' },
      categoryCode: { column: view.categoryCode, type: 'text', notNull: true, title: '品类编码' },
      matCode: { column: view.matCode, type: 'text', notNull: true, title: '物料编码' },
      matName: { column: view.matName, type: 'text', notNull: true, title: '物料名称' },
      unitCode: { column: view.unitCode, type: 'text', notNull: true, title: '单位' },
      pickApplyId: { column: view.pickApplyId, type: 'integer', exported: false, title: '提货申请ID' },
      applyNo: { column: view.applyNo, type: 'text', title: '提货申请单号' },
      vehicleId: { column: view.vehicleId, type: 'integer', exported: false, title: '车辆ID' },
      plateNo: { column: view.plateNo, type: 'text', notNull: true, title: '车牌号', ...s },
      quantity: { column: view.quantity, type: 'decimal', notNull: true, title: '数量', ...s },
      movedTime: { column: view.movedTime, type: 'datetime', notNull: true, title: label === '到货记录' ? '到货时间' : '出厂时间', ...s },
      remark: { column: view.remark, type: 'text', title: '备注' },
      createdBy: { column: view.createdBy, type: 'text', title: '登记人' },
      createdTime: { column: view.createdTime, type: 'datetime', notNull: true, title: '登记时间', ...s },
      version: versionField(view.version),
    },
    defaultSort: [{ field: 'id', order: 'desc' }],
    scope: { menu: ORDER_MENUS.trade, org: view.orgCode, category: view.categoryCode },
  };
}

export const tradeArriveResource = movementResource('到货记录', matViewMultiTradeArrive);
export const tradeOutfactoryResource = movementResource('出厂记录', matViewMultiTradeOutfactory);

export const pickApplyResource: ListResource = {
  label: '提货申请',
  table: apply,
  id: apply.id,
  version: apply.version,
  fields: {
    id: idField(apply.id),
    applyNo: { column: apply.applyNo, type: 'text', notNull: true, selective: true, title: '申请单号', ...s },
    tradeId: { column: apply.tradeId, type: 'integer', notNull: true, selective: true, exported: false, title: '贸易ID' },
    tradeNo: { column: apply.tradeNo, type: 'text', notNull: true, selective: true, title: '贸易单号', ...s },
    orgCode: { column: apply.orgCode, type: 'text', notNull: true, title: '申请公司编码', ...s },
    orgName: { column: apply.orgName, type: 'text', title: '申请公司' },
    categoryCode: { column: apply.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: apply.categoryName, type: 'text', title: '品类' },
    applyDate: { column: apply.applyDate, type: 'date', notNull: true, title: '申请日期', ...s },
    status: { column: apply.status, type: 'text', notNull: true, values: PICK_APPLY_STATUSES, title: '状态', ...s },
    totalQuantity: { column: apply.totalQuantity, type: 'decimal', notNull: true, title: '申请数量', ...s },
    allocatedQuantity: { column: apply.allocatedQuantity, type: 'decimal', notNull: true, title: '已分配数量' },
    committedBy: { column: apply.committedBy, type: 'text', title: '提交人' },
    committedTime: { column: apply.committedTime, type: 'datetime', title: '提交时间', ...s },
    remark: { column: apply.remark, type: 'text', title: '备注' },
    createdTime: { column: apply.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: versionField(apply.version),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: ORDER_MENUS.apply, org: apply.orgCode, category: apply.categoryCode },
};
