/**
 * The lists of invoices, return invoices, prepayments, payments and customer balances on the list engine
 * (issue 25, part S2): purchase-invoice (scope menu invoice:list), return-invoice (invoice:return),
 * prepayment-head under /demand (payment:list), payment-settle-head (payment:list), cust-bal
 * (settlement:cust-bal, org and category only: a supplier user sees no balances). Each document list is
 * scoped by org, category and supplier, so a supplier user sees only its own rows.
 */
import type { ListField, ListResource } from '../../core/list/query.js';
import { stlAccountCheckHead, stlCustBal as bal, stlPaymentSettleHead as pay, stlPrepaymentHead as pre, stlPurchaseInvoice as inv, stlReturnInvoice as ret } from '../../db/tables/settlement.js';
import { INVOICE_STATUSES, INVOICE_TYPES, PAYMENT_STATUSES, PREPAYMENT_STATUSES, RETURN_INVOICE_STATUSES } from '../../api/settlement-invoice.js';

export const INVOICE_BASE = '/purchase/api/v1/purchase-invoice';
export const RETURN_INVOICE_BASE = '/purchase/api/v1/return-invoice';
export const PREPAYMENT_BASE = '/demand/api/v1/prepayment-head';
export const PAYMENT_BASE = '/purchase/api/v1/payment-settle-head';
export const CUST_BAL_BASE = '/purchase/api/v1/execution/cust-bal';

export const INVOICE_MENUS = {
  list: 'invoice:list',
  add: 'invoice:add',
  edit: 'invoice:edit',
  remove: 'invoice:delete',
  send: 'invoice:send',
  returnList: 'invoice:return',
  returnAdd: 'invoice:return:add',
  returnCommit: 'invoice:return:commit',
  returnConfirm: 'invoice:return:confirm',
  returnResend: 'invoice:return:resend',
} as const;

export const PAYMENT_MENUS = {
  list: 'payment:list',
  add: 'payment:add',
  edit: 'payment:edit',
  remove: 'payment:delete',
  submit: 'payment:submit',
  cancel: 'payment:cancel',
  sync: 'payment:sync',
  prepayAdd: 'payment:prepay:add',
  prepaySubmit: 'payment:prepay:submit',
  prepayCancel: 'payment:prepay:cancel',
} as const;

export const CUST_BAL_MENUS = { list: 'settlement:cust-bal', add: 'settlement:cust-bal:add', edit: 'settlement:cust-bal:edit', remove: 'settlement:cust-bal:delete' } as const;

const s = { sortable: true } as const;
const SYNC = ['synched', 'unsynched'] as const;

type Party = typeof inv | typeof ret | typeof pre | typeof pay;

/** The columns every settlement document carries: org, category and supplier. */
function partyFields(t: Party): Record<string, ListField> {
  return {
    orgCode: { column: t.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    orgName: { column: t.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: t.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    supplierSn: { column: t.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码' },
    supplierName: { column: t.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
  };
}

function auditFields(t: Party | typeof bal): Record<string, ListField> {
  return {
    createdBy: { column: t.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: t.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...s },
    updatedTime: { column: t.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: t.version, type: 'integer', notNull: true, filterable: false, exported: false },
  };
}

export const invoiceResource: ListResource = {
  label: '发票',
  table: inv,
  id: inv.id,
  version: inv.version,
  fields: {
    id: { column: inv.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    invoiceNo: { column: inv.invoiceNo, type: 'text', notNull: true, selective: true, title: '发票号码', ...s },
    invoiceCode: { column: inv.invoiceCode, type: 'text', notNull: true, selective: true, title: '发票代码', ...s },
    invoiceType: { column: inv.invoiceType, type: 'text', notNull: true, values: INVOICE_TYPES, title: '发票类型' },
    ...partyFields(inv),
    invoiceDate: { column: inv.invoiceDate, type: 'date', notNull: true, title: '开票日期', ...s },
    taxRate: { column: inv.taxRate, type: 'decimal', notNull: true, title: '税率(%)' },
    amountWithTax: { column: inv.amountWithTax, type: 'decimal', notNull: true, title: '含税金额', ...s },
    taxAmount: { column: inv.taxAmount, type: 'decimal', notNull: true, title: '税额' },
    amountWithoutTax: { column: inv.amountWithoutTax, type: 'decimal', notNull: true, title: '不含税金额' },
    matchedAmount: { column: inv.matchedAmount, type: 'decimal', notNull: true, title: '匹配金额' },
    matchDifference: { column: inv.matchDifference, type: 'decimal', notNull: true, title: '差异金额', ...s },
    paidAmount: { column: inv.paidAmount, type: 'decimal', notNull: true, title: '已付金额' },
    status: { column: inv.status, type: 'text', notNull: true, values: INVOICE_STATUSES, title: '状态', ...s },
    ebsSyncStatus: { column: inv.ebsSyncStatus, type: 'text', notNull: true, values: SYNC, title: 'EBS同步状态' },
    remark: { column: inv.remark, type: 'text', title: '备注' },
    ...auditFields(inv),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: INVOICE_MENUS.list, org: inv.orgCode, category: inv.categoryCode, supplier: inv.supplierSn },
};

export const returnInvoiceResource: ListResource = {
  label: '退货发票',
  table: ret,
  id: ret.id,
  version: ret.version,
  fields: {
    id: { column: ret.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    returnNo: { column: ret.returnNo, type: 'text', notNull: true, selective: true, title: '退货发票号', ...s },
    invoiceId: { column: ret.invoiceId, type: 'integer', selective: true, exported: false, title: '发票ID' },
    invoiceNo: { column: ret.invoiceNo, type: 'text', selective: true, title: '原发票号码' },
    ...partyFields(ret),
    returnDate: { column: ret.returnDate, type: 'date', notNull: true, title: '退货日期', ...s },
    quantity: { column: ret.quantity, type: 'decimal', notNull: true, title: '数量' },
    taxRate: { column: ret.taxRate, type: 'decimal', notNull: true, title: '税率(%)' },
    amountWithTax: { column: ret.amountWithTax, type: 'decimal', notNull: true, title: '含税金额', ...s },
    taxAmount: { column: ret.taxAmount, type: 'decimal', notNull: true, title: '税额' },
    status: { column: ret.status, type: 'text', notNull: true, values: RETURN_INVOICE_STATUSES, title: '状态', ...s },
    ebsSyncStatus: { column: ret.ebsSyncStatus, type: 'text', notNull: true, values: SYNC, title: 'EBS同步状态' },
    reason: { column: ret.reason, type: 'text', title: '退货原因' },
    remark: { column: ret.remark, type: 'text', title: '备注' },
    ...auditFields(ret),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: INVOICE_MENUS.returnList, org: ret.orgCode, category: ret.categoryCode, supplier: ret.supplierSn },
};

export const prepaymentResource: ListResource = {
  label: '预付款',
  table: pre,
  id: pre.id,
  version: pre.version,
  fields: {
    id: { column: pre.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    prepayNo: { column: pre.prepayNo, type: 'text', notNull: true, selective: true, title: '预付款单号', ...s },
    contractId: { column: pre.contractId, type: 'integer', selective: true, exported: false, title: '合同ID' },
    contractNo: { column: pre.contractNo, type: 'text', selective: true, title: '合同编号' },
    ...partyFields(pre),
    applyDate: { column: pre.applyDate, type: 'date', notNull: true, title: '申请日期', ...s },
    amount: { column: pre.amount, type: 'decimal', notNull: true, title: '预付金额', ...s },
    appliedAmount: { column: pre.appliedAmount, type: 'decimal', notNull: true, title: '已核销金额' },
    status: { column: pre.status, type: 'text', notNull: true, values: PREPAYMENT_STATUSES, title: '状态', ...s },
    remark: { column: pre.remark, type: 'text', title: '备注' },
    ...auditFields(pre),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PAYMENT_MENUS.list, org: pre.orgCode, category: pre.categoryCode, supplier: pre.supplierSn },
};

export const paymentResource: ListResource = {
  label: '付款申请',
  table: pay,
  id: pay.id,
  version: pay.version,
  fields: {
    id: { column: pay.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    paymentNo: { column: pay.paymentNo, type: 'text', notNull: true, selective: true, title: '付款申请单号', ...s },
    ...partyFields(pay),
    applyDate: { column: pay.applyDate, type: 'date', notNull: true, title: '申请日期', ...s },
    payMethod: { column: pay.payMethod, type: 'text', title: '付款方式' },
    invoiceAmount: { column: pay.invoiceAmount, type: 'decimal', notNull: true, title: '发票金额', ...s },
    prepaidAmount: { column: pay.prepaidAmount, type: 'decimal', notNull: true, title: '预付核销金额' },
    payAmount: { column: pay.payAmount, type: 'decimal', notNull: true, title: '应付金额', ...s },
    status: { column: pay.status, type: 'text', notNull: true, values: PAYMENT_STATUSES, title: '状态', ...s },
    ebsStatus: { column: pay.ebsStatus, type: 'text', title: 'EBS付款状态' },
    ebsSyncStatus: { column: pay.ebsSyncStatus, type: 'text', notNull: true, values: SYNC, title: 'EBS同步状态' },
    remark: { column: pay.remark, type: 'text', title: '备注' },
    ...auditFields(pay),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PAYMENT_MENUS.list, org: pay.orgCode, category: pay.categoryCode, supplier: pay.supplierSn },
};

export const custBalResource: ListResource = {
  label: '客户余额',
  table: bal,
  id: bal.id,
  version: bal.version,
  fields: {
    id: { column: bal.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    orgCode: { column: bal.orgCode, type: 'text', notNull: true, title: '组织编码', ...s },
    orgName: { column: bal.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: bal.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    custNumber: { column: bal.custNumber, type: 'text', notNull: true, selective: true, title: '客户编码', ...s },
    custName: { column: bal.custName, type: 'text', notNull: true, title: '客户名称', ...s },
    balance: { column: bal.balance, type: 'decimal', notNull: true, title: '余额', ...s },
    creditLimit: { column: bal.creditLimit, type: 'decimal', notNull: true, title: '信用额度', ...s },
    creditStatus: { column: bal.creditStatus, type: 'integer', notNull: true, title: '额度状态' },
    effectiveStart: { column: bal.effectiveStart, type: 'date', title: '生效日期', ...s },
    effectiveEnd: { column: bal.effectiveEnd, type: 'date', title: '失效日期', ...s },
    remark: { column: bal.remark, type: 'text', title: '备注' },
    ...auditFields(bal),
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CUST_BAL_MENUS.list, org: bal.orgCode, category: bal.categoryCode },
};

/** Account checks as the invoice menu's scope sees them (the check lines an invoice may match). */
export const invoiceCheckScope: ListResource = {
  label: '对账单',
  table: stlAccountCheckHead,
  id: stlAccountCheckHead.id,
  fields: { id: { column: stlAccountCheckHead.id, type: 'integer' } },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: INVOICE_MENUS.list, org: stlAccountCheckHead.orgCode, category: stlAccountCheckHead.categoryCode, supplier: stlAccountCheckHead.supplierSn },
};
