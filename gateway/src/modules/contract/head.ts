/**
 * Contract heads as a list resource (spec 02 §7: /purchase/api/v1/contract/head custom-page, page,
 * detail, save, deleteByIds), scoped by the caller's orgs and categories on the contract list menu.
 * The document (head, lines, rebates) is saved and read by document.ts; the status machine by
 * status-routes.ts. Lines joined with their heads form the head-join-line list below.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerListRoutes } from '../../core/list/routes.js';
import type { ListResource } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead as head, conContractLineView as line } from '../../db/tables/contract.js';
import { conContractHeadGrams as headGrams } from '../../db/tables/search-grams.js';

export const CONTRACT_HEAD_BASE = '/purchase/api/v1/contract/head';

export const CONTRACT_MENUS = {
  list: 'contract:list',
  add: 'contract:add',
  edit: 'contract:edit',
  remove: 'contract:delete',
} as const;

export const CONTRACT_STATUSES = ['draft', 'APPROVING', 'APPROVED', 'SENT', 'SIGN_SALE', 'SIGN_BUY', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE', 'REJECT', 'CANCEL', 'CLOSE'] as const;

export const contractHeadResource: ListResource = {
  label: '合同',
  table: head,
  id: head.id,
  version: head.version,
  fields: {
    id: { column: head.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
    contractNo: { column: head.contractNo, type: 'text', sortable: true, selective: true, trigram: false, notNull: true, title: '合同编号' },
    contractName: { column: head.contractName, type: 'text', sortable: true, trigram: true, grams: headGrams.contractName, notNull: true, title: '合同名称' },
    contractCategory: { column: head.contractCategory, type: 'text', notNull: true, title: '合同类别', dictCode: 'contractCategory' },
    purchaseModel: { column: head.purchaseModel, type: 'integer', title: '采购模式', dictCode: 'purchaseModel' },
    orgCode: { column: head.orgCode, type: 'text', sortable: true, notNull: true, title: '组织编码' },
    orgName: { column: head.orgName, type: 'text', title: '组织名称' },
    supplierSn: { column: head.supplierSn, type: 'text', selective: true, notNull: true, title: '供应商编码' },
    supplierName: { column: head.supplierName, type: 'text', sortable: true, trigram: true, grams: headGrams.supplierName, notNull: true, title: '供应商名称' },
    categoryCode: { column: head.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: head.categoryName, type: 'text', title: '品类名称' },
    priceType: { column: head.priceType, type: 'text', title: '价格类型', dictCode: 'priceType' },
    pricingPoint: { column: head.pricingPoint, type: 'text', title: '定价点', dictCode: 'pricingPoint' },
    deliverType: { column: head.deliverType, type: 'text', title: '交货方式', dictCode: 'deliverType' },
    payMethod: { column: head.payMethod, type: 'text', title: '付款方式' },
    payTerms: { column: head.payTerms, type: 'text', title: '付款条件' },
    currencyCode: { column: head.currencyCode, type: 'text', title: '币种' },
    signDate: { column: head.signDate, type: 'date', sortable: true, title: '签订日期' },
    startDate: { column: head.startDate, type: 'date', sortable: true, title: '开始日期' },
    endDate: { column: head.endDate, type: 'date', sortable: true, title: '结束日期' },
    totalQuantity: { column: head.totalQuantity, type: 'decimal', sortable: true, notNull: true, title: '合同数量' },
    totalAmount: { column: head.totalAmount, type: 'decimal', sortable: true, notNull: true, title: '合同金额' },
    status: { column: head.status, type: 'text', values: CONTRACT_STATUSES, notNull: true, title: '合同状态', dictCode: 'contractStatus' },
    exeStatus: { column: head.exeStatus, type: 'text', values: ['EXECUTING', 'EXECUTION_COMPLETE'], title: '执行状态', dictCode: 'contractExeStatus' },
    remark: { column: head.remark, type: 'text', title: '备注' },
    createdTime: { column: head.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
    updatedTime: { column: head.updatedTime, type: 'datetime', sortable: true, title: '更新时间' },
    version: { column: head.version, type: 'integer', filterable: false, title: '版本', exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CONTRACT_MENUS.list, org: head.orgCode, category: head.categoryCode, supplier: head.supplierSn },
};

/** Lines joined with their heads (spec 02 §7 head-join-line), read from the view con_contract_line_v, scoped like the head list. */
export const CONTRACT_LINE_BASE = '/purchase/api/v1/contract/head-join-line';

export const contractLineResource: ListResource = {
  label: '合同明细',
  table: line,
  id: line.id,
  fields: {
    id: { column: line.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
    headId: { column: line.headId, type: 'integer', selective: true, notNull: true, title: '合同ID', exported: false },
    contractNo: { column: line.contractNo, type: 'text', sortable: true, selective: true, notNull: true, title: '合同编号' },
    contractName: { column: line.contractName, type: 'text', sortable: true, notNull: true, title: '合同名称' },
    contractCategory: { column: line.contractCategory, type: 'text', notNull: true, title: '合同类别', dictCode: 'contractCategory' },
    lineNo: { column: line.lineNo, type: 'integer', sortable: true, notNull: true, title: '行号' },
    orgCode: { column: line.orgCode, type: 'text', sortable: true, notNull: true, title: '组织编码' },
    orgName: { column: line.orgName, type: 'text', title: '组织名称' },
    supplierSn: { column: line.supplierSn, type: 'text', selective: true, notNull: true, title: '供应商编码' },
    supplierName: { column: line.supplierName, type: 'text', sortable: true, notNull: true, title: '供应商名称' },
    categoryCode: { column: line.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: line.categoryName, type: 'text', title: '品类名称' },
    status: { column: line.status, type: 'text', values: CONTRACT_STATUSES, notNull: true, title: '合同状态', dictCode: 'contractStatus' },
    exeStatus: { column: line.exeStatus, type: 'text', values: ['EXECUTING', 'EXECUTION_COMPLETE'], title: '执行状态', dictCode: 'contractExeStatus' },
    signDate: { column: line.signDate, type: 'date', sortable: true, title: '签订日期' },
    matCode: { column: line.matCode, type: 'text', sortable: true, selective: true, notNull: true, title: '物料编码' },
    matName: { column: line.matName, type: 'text', sortable: true, notNull: true, title: '物料名称' },
    quantity: { column: line.quantity, type: 'decimal', sortable: true, notNull: true, title: '数量' },
    unitCode: { column: line.unitCode, type: 'text', notNull: true, title: '单位' },
    priceWithTax: { column: line.priceWithTax, type: 'decimal', sortable: true, notNull: true, title: '含税单价' },
    taxRate: { column: line.taxRate, type: 'decimal', notNull: true, title: '税率(%)' },
    amount: { column: line.amount, type: 'decimal', sortable: true, notNull: true, title: '价税合计' },
    taxAmount: { column: line.taxAmount, type: 'decimal', notNull: true, title: '税额' },
    amountWithoutTax: { column: line.amountWithoutTax, type: 'decimal', notNull: true, title: '不含税金额' },
    executedQuantity: { column: line.executedQuantity, type: 'decimal', notNull: true, title: '已执行数量' },
    residualQuantity: { column: line.residualQuantity, type: 'decimal', sortable: true, notNull: true, title: '剩余数量' },
    deliveryStart: { column: line.deliveryStart, type: 'date', sortable: true, title: '交货开始日期' },
    deliveryEnd: { column: line.deliveryEnd, type: 'date', sortable: true, title: '交货结束日期' },
    deliveryAddress: { column: line.deliveryAddress, type: 'text', title: '交货地点' },
    qualityStandard: { column: line.qualityStandard, type: 'text', title: '质量标准' },
    currencyCode: { column: line.currencyCode, type: 'text', title: '币种' },
    remark: { column: line.remark, type: 'text', title: '备注' },
    createdTime: { column: line.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CONTRACT_MENUS.list, org: line.orgCode, category: line.categoryCode, supplier: line.supplierSn },
};

export interface ContractRoutesOptions {
  db: AppDatabase;
}

/**
 * The head and head-join-line lists. The document itself (detail, save, deleteByIds, batch-copy) is
 * served by modules/contract/document.ts.
 */
export const contractRoutes: FastifyPluginAsync<ContractRoutesOptions> = async (app, { db }) => {
  registerListRoutes(app, CONTRACT_HEAD_BASE, {
    db,
    resource: contractHeadResource,
    permissions: { read: CONTRACT_MENUS.list },
    detail: false,
  });
  registerListRoutes(app, CONTRACT_LINE_BASE, {
    db,
    resource: contractLineResource,
    permissions: { read: CONTRACT_MENUS.list },
    detail: false,
  });
};
