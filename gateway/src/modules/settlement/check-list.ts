/**
 * The account check lists on the list engine (issue 25, part S1), each with custom-page, page and
 * export: account-checking-head (stl_account_check_head), account-check-line (the lines with their
 * head's scope, stl_view_account_check_line), pricing confirmations (…/pricingConPage) and business
 * confirmations (execution/business-process-head). Scoped by org, category and supplier on the menu
 * reconciliation:list, so a supplier user sees only its own rows.
 */
import type { ListField, ListResource } from '../../core/list/query.js';
import { stlAccountCheckHead as head, stlBusinessProcessHead as process, stlPricingConfirmation as pricing } from '../../db/tables/settlement.js';
import { stlViewAccountCheckLine as line } from '../../db/tables/settlement-views.js';
import { ACCOUNT_CHECK_STATUSES, BUSINESS_PROCESS_STATUSES } from '../../api/settlement-check.js';

export const CHECK_BASE = '/purchase/api/v1/account-checking-head';
export const CHECK_LINE_BASE = '/purchase/api/v1/account-check-line';
export const PROCESS_BASE = '/purchase/api/v1/execution/business-process-head';

export const CHECK_MENUS = {
  list: 'reconciliation:list',
  add: 'reconciliation:add',
  edit: 'reconciliation:edit',
  submit: 'reconciliation:submit',
  revoke: 'reconciliation:revoke',
  send: 'reconciliation:send',
  settle: 'reconciliation:settle',
  invalid: 'reconciliation:invalid',
  confirm: 'reconciliation:confirm',
  busConfirm: 'reconciliation:bus-confirm',
  pricing: 'reconciliation:pricing',
  export: 'reconciliation:export',
} as const;

const s = { sortable: true } as const;
const text = (column: ListField['column'], title: string, extra: Partial<ListField> = {}): ListField => ({ column, type: 'text', title, ...extra });
const decimal = (column: ListField['column'], title: string, extra: Partial<ListField> = {}): ListField => ({ column, type: 'decimal', notNull: true, title, ...extra });

export const checkHeadResource: ListResource = {
  label: '对账单',
  table: head,
  id: head.id,
  version: head.version,
  fields: {
    id: { column: head.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    checkNo: text(head.checkNo, '对账单号', { notNull: true, selective: true, ...s }),
    orgCode: text(head.orgCode, '组织编码', { notNull: true, ...s }),
    orgName: text(head.orgName, '组织名称'),
    categoryCode: text(head.categoryCode, '品类编码', { notNull: true }),
    categoryName: text(head.categoryName, '品类名称'),
    supplierSn: text(head.supplierSn, '供应商编码', { notNull: true, selective: true }),
    supplierName: text(head.supplierName, '供应商名称', { notNull: true, ...s }),
    periodStart: { column: head.periodStart, type: 'date', title: '对账开始日期', ...s },
    periodEnd: { column: head.periodEnd, type: 'date', title: '对账结束日期', ...s },
    status: text(head.status, '状态', { notNull: true, values: ACCOUNT_CHECK_STATUSES, ...s }),
    totalQuantity: decimal(head.totalQuantity, '对账数量', s),
    totalAmount: decimal(head.totalAmount, '对账金额', s),
    totalTaxAmount: decimal(head.totalTaxAmount, '税额'),
    deductAmount: decimal(head.deductAmount, '扣款金额'),
    invoicedAmount: decimal(head.invoicedAmount, '已开票金额'),
    ebsSyncStatus: text(head.ebsSyncStatus, 'EBS同步状态', { notNull: true, values: ['synched', 'unsynched'] }),
    supplierOpinion: text(head.supplierOpinion, '供应商意见'),
    confirmedBy: text(head.confirmedBy, '确认人'),
    confirmedTime: { column: head.confirmedTime, type: 'datetime', title: '确认时间', ...s },
    settledBy: text(head.settledBy, '结算人'),
    settledTime: { column: head.settledTime, type: 'datetime', title: '结算时间', ...s },
    remark: text(head.remark, '备注'),
    createdBy: text(head.createdBy, '创建人'),
    createdTime: { column: head.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    updatedTime: { column: head.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: head.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CHECK_MENUS.list, org: head.orgCode, category: head.categoryCode, supplier: head.supplierSn },
};

export const checkLineResource: ListResource = {
  label: '对账单明细',
  table: line,
  id: line.id,
  version: line.version,
  fields: {
    id: { column: line.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    headId: { column: line.headId, type: 'integer', notNull: true, selective: true, exported: false, title: '对账单ID' },
    checkNo: text(line.checkNo, '对账单号', { notNull: true, selective: true, ...s }),
    orgCode: text(line.orgCode, '组织编码', { notNull: true }),
    orgName: text(line.orgName, '组织名称'),
    categoryCode: text(line.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(line.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(line.supplierName, '供应商名称', { notNull: true }),
    status: text(line.status, '对账单状态', { notNull: true, values: ACCOUNT_CHECK_STATUSES }),
    lineNo: { column: line.lineNo, type: 'integer', notNull: true, title: '行号', ...s },
    shippingId: { column: line.shippingId, type: 'integer', notNull: true, selective: true, exported: false, title: '发运单ID' },
    shippingNo: text(line.shippingNo, '发运单号', { notNull: true, selective: true }),
    pickId: { column: line.pickId, type: 'integer', notNull: true, selective: true, exported: false, title: '提货单ID' },
    pickNo: text(line.pickNo, '提货单号', { notNull: true, selective: true, ...s }),
    pickMaterialId: { column: line.pickMaterialId, type: 'integer', notNull: true, selective: true, exported: false, title: '提货单明细ID' },
    contractId: { column: line.contractId, type: 'integer', notNull: true, selective: true, exported: false, title: '合同ID' },
    contractNo: text(line.contractNo, '合同编号', { notNull: true, selective: true }),
    contractLineId: { column: line.contractLineId, type: 'integer', notNull: true, selective: true, exported: false, title: '合同行ID' },
    matCode: text(line.matCode, '物料编码', { notNull: true, ...s }),
    matName: text(line.matName, '物料名称', { notNull: true }),
    unitCode: text(line.unitCode, '单位', { notNull: true }),
    quantity: decimal(line.quantity, '对账数量'),
    contractPrice: decimal(line.contractPrice, '合同单价'),
    deductPrice: decimal(line.deductPrice, '扣价'),
    price: decimal(line.price, '结算单价'),
    priceSource: text(line.priceSource, '价格来源', { notNull: true, values: ['contract', 'pricing'] }),
    taxRate: decimal(line.taxRate, '税率(%)'),
    amount: decimal(line.amount, '含税金额'),
    taxAmount: decimal(line.taxAmount, '税额'),
    invoicedQuantity: decimal(line.invoicedQuantity, '已开票数量'),
    invoicedAmount: decimal(line.invoicedAmount, '已开票金额'),
    lineStatus: text(line.lineStatus, '行状态', { notNull: true, values: ['valid', 'invalid'] }),
    remark: text(line.remark, '备注'),
    createdTime: { column: line.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: line.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CHECK_MENUS.list, org: line.orgCode, category: line.categoryCode, supplier: line.supplierSn },
};

export const pricingResource: ListResource = {
  label: '价格确认',
  table: pricing,
  id: pricing.id,
  version: pricing.version,
  fields: {
    id: { column: pricing.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    contractId: { column: pricing.contractId, type: 'integer', notNull: true, selective: true, exported: false, title: '合同ID' },
    contractNo: text(pricing.contractNo, '合同编号', { notNull: true, selective: true, ...s }),
    contractLineId: { column: pricing.contractLineId, type: 'integer', notNull: true, selective: true, exported: false, title: '合同行ID' },
    orgCode: text(pricing.orgCode, '组织编码', { notNull: true }),
    categoryCode: text(pricing.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(pricing.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(pricing.supplierName, '供应商名称', { notNull: true }),
    matCode: text(pricing.matCode, '物料编码', { notNull: true }),
    matName: text(pricing.matName, '物料名称', { notNull: true }),
    quantity: decimal(pricing.quantity, '定价数量'),
    price: decimal(pricing.price, '确认单价'),
    pricingDate: { column: pricing.pricingDate, type: 'date', notNull: true, title: '定价日期', ...s },
    status: text(pricing.status, '状态', { notNull: true, values: ['new', 'confirmed'] }),
    confirmedBy: text(pricing.confirmedBy, '确认人'),
    confirmedTime: { column: pricing.confirmedTime, type: 'datetime', title: '确认时间' },
    remark: text(pricing.remark, '备注'),
    createdTime: { column: pricing.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: pricing.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CHECK_MENUS.list, org: pricing.orgCode, category: pricing.categoryCode, supplier: pricing.supplierSn },
};

export const processResource: ListResource = {
  label: '业务确认单',
  table: process,
  id: process.id,
  version: process.version,
  fields: {
    id: { column: process.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    processNo: text(process.processNo, '业务确认单号', { notNull: true, selective: true, ...s }),
    checkId: { column: process.checkId, type: 'integer', selective: true, exported: false, title: '对账单ID' },
    checkNo: text(process.checkNo, '对账单号', { selective: true }),
    orgCode: text(process.orgCode, '组织编码', { notNull: true }),
    orgName: text(process.orgName, '组织名称'),
    categoryCode: text(process.categoryCode, '品类编码', { notNull: true }),
    supplierSn: text(process.supplierSn, '供应商编码', { notNull: true }),
    supplierName: text(process.supplierName, '供应商名称', { notNull: true, ...s }),
    businessDate: { column: process.businessDate, type: 'date', notNull: true, title: '业务日期', ...s },
    quantity: decimal(process.quantity, '数量'),
    amount: decimal(process.amount, '金额'),
    status: text(process.status, '状态', { notNull: true, values: BUSINESS_PROCESS_STATUSES, ...s }),
    remark: text(process.remark, '备注'),
    createdTime: { column: process.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    version: { column: process.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CHECK_MENUS.list, org: process.orgCode, category: process.categoryCode, supplier: process.supplierSn },
};
