/**
 * The supplier area's lists (issue 22), on the list engine (core/list/routes.ts) under
 * /supplier/api/v1, each behind its menu and scoped to the caller's own supplier when the caller is a
 * supplier user (`scope.supplier`, core/list/query.ts):
 *
 * - supplier (供应商档案, supplier:info): the archive; custom-page, page, export (the detail and save are
 *   archive.ts);
 * - admission (供应商准入, supplier:admission): admissions with status 1-7;
 * - qualification (资质证照, supplier:qualification; 证照管理 contract:licence reads the same rows): the
 *   certificates, with certState (valid / expiring / expired) as of today from the view;
 * - inquiry (询价管理, supplier:inquiry): the inquiry sheets (a supplier user sees only those it is
 *   invited to, inquiry.ts).
 */
import { sql } from 'drizzle-orm';
import type { ListResource } from '../../core/list/query.js';
import { supSupplier as supplier } from '../../db/tables/lookups.js';
import { supSupplierGrams } from '../../db/tables/search-grams.js';
import { supAdmission as admission, supInquiry as inquiry, supQualificationView as qualification } from '../../db/tables/supplier.js';

export const SUPPLIER_API = '/supplier/api/v1';

export const SUPPLIER_MENUS = {
  info: 'supplier:info',
  infoEdit: 'supplier:info:edit',
  infoAdd: 'supplier:info:add',
  infoImport: 'supplier:info:import',
  blacklist: 'supplier:info:blacklist',
  admission: 'supplier:admission',
  admissionAdd: 'supplier:admission:add',
  admissionEdit: 'supplier:admission:edit',
  admissionSubmit: 'supplier:admission:submit',
  qualification: 'supplier:qualification',
  qualificationAdd: 'supplier:qualification:add',
  qualificationEdit: 'supplier:qualification:edit',
  qualificationDelete: 'supplier:qualification:delete',
  licence: 'contract:licence',
  inquiry: 'supplier:inquiry',
  inquiryAdd: 'supplier:inquiry:add',
  inquiryEdit: 'supplier:inquiry:edit',
  inquiryPublish: 'supplier:inquiry:publish',
  inquiryQuote: 'supplier:inquiry:quote',
  inquiryAward: 'supplier:inquiry:award',
} as const;

const sortable = { sortable: true } as const;

export const supplierArchiveResource: ListResource = {
  label: '供应商',
  table: supplier,
  id: supplier.id,
  version: supplier.version,
  fields: {
    id: { column: supplier.id, type: 'integer', notNull: true, exported: false, ...sortable },
    sn: { column: supplier.sn, type: 'text', notNull: true, selective: true, title: '供应商编码', ...sortable },
    name: { column: supplier.name, type: 'text', notNull: true, trigram: true, grams: supSupplierGrams.name, title: '供应商名称', ...sortable },
    unifiedCreditCode: { column: supplier.unifiedCreditCode, type: 'text', selective: true, title: '统一社会信用代码' },
    bigType: { column: supplier.bigType, type: 'text', title: '供应商大类', ...sortable },
    smallType: { column: supplier.smallType, type: 'text', title: '供应商小类', ...sortable },
    financialStatus: { column: supplier.financialStatus, type: 'integer', notNull: true, title: '供应商状态', dictCode: 'supplierFinancialStatus', ...sortable },
    ebsNo: { column: supplier.ebsNo, type: 'text', selective: true, title: 'EBS编号' },
    contactName: { column: supplier.contactName, type: 'text', title: '联系人' },
    contactPhone: { column: supplier.contactPhone, type: 'text', title: '联系电话' },
    province: { column: supplier.province, type: 'text', title: '省份', ...sortable },
    city: { column: supplier.city, type: 'text', title: '城市' },
    blacklistUntil: { column: supplier.blacklistUntil, type: 'date', title: '黑名单截止日期', ...sortable },
    updatedTime: { column: supplier.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: supplier.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'sn', order: 'asc' }],
  scope: { menu: SUPPLIER_MENUS.info, supplier: supplier.sn },
};

export const admissionResource: ListResource = {
  label: '准入申请',
  table: admission,
  id: admission.id,
  version: admission.version,
  fields: {
    id: { column: admission.id, type: 'integer', notNull: true, exported: false, ...sortable },
    admissionNo: { column: admission.admissionNo, type: 'text', notNull: true, selective: true, title: '准入单号', ...sortable },
    supplierSn: { column: admission.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码', ...sortable },
    supplierName: { column: admission.supplierName, type: 'text', notNull: true, title: '供应商名称', ...sortable },
    categoryCodes: { column: admission.categoryCodes, type: 'text', filterable: false, title: '申请品类' },
    orgCodes: { column: admission.orgCodes, type: 'text', filterable: false, title: '申请组织' },
    status: { column: admission.status, type: 'integer', notNull: true, values: ['1', '2', '3', '4', '5', '6', '7'], title: '准入状态', dictCode: 'supplierFinancialStatus', ...sortable },
    oaRound: { column: admission.oaRound, type: 'integer', notNull: true, title: 'OA轮次' },
    reason: { column: admission.reason, type: 'text', title: '申请理由' },
    opinion: { column: admission.opinion, type: 'text', title: '审批意见' },
    submittedTime: { column: admission.submittedTime, type: 'datetime', title: '提交时间', ...sortable },
    decidedTime: { column: admission.decidedTime, type: 'datetime', title: '审批时间', ...sortable },
    createdTime: { column: admission.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    version: { column: admission.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: SUPPLIER_MENUS.admission, supplier: admission.supplierSn },
};

export const qualificationResource: ListResource = {
  label: '资质证照',
  table: qualification,
  id: qualification.id,
  version: qualification.version,
  fields: {
    id: { column: qualification.id, type: 'integer', notNull: true, exported: false, ...sortable },
    supplierSn: { column: qualification.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码', ...sortable },
    supplierName: { column: qualification.supplierName, type: 'text', notNull: true, title: '供应商名称', ...sortable },
    certType: { column: qualification.certType, type: 'text', notNull: true, title: '证照类型', dictCode: 'certType', ...sortable },
    certNo: { column: qualification.certNo, type: 'text', notNull: true, selective: true, title: '证照编号' },
    issuer: { column: qualification.issuer, type: 'text', title: '发证机关' },
    validFrom: { column: qualification.validFrom, type: 'date', notNull: true, title: '有效期起', ...sortable },
    validTo: { column: qualification.validTo, type: 'date', notNull: true, title: '有效期止', ...sortable },
    certState: { column: qualification.certState, type: 'text', notNull: true, values: ['valid', 'expiring', 'expired'], title: '证照状态', dictCode: 'certState' },
    required: { column: qualification.required, type: 'integer', notNull: true, values: ['0', '1'], title: '必备证照' },
    fileId: { column: qualification.fileId, type: 'text', filterable: false, exported: false },
    remark: { column: qualification.remark, type: 'text', title: '备注' },
    updatedTime: { column: qualification.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: qualification.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'validTo', order: 'asc' }],
  scope: { menu: SUPPLIER_MENUS.qualification, supplier: qualification.supplierSn },
};

/** 证照管理 (contract:licence) lists the same certificates under its own menu's permission. */
export const licenceResource: ListResource = {
  ...qualificationResource,
  scope: { menu: SUPPLIER_MENUS.licence, supplier: qualification.supplierSn },
};

/** A supplier user's inquiries: those it is invited to. */
const invitedSupplier = (supplierSn: string) =>
  sql`exists (select 1 from sup_inquiry_supplier s where s.inquiry_id = ${inquiry.id} and s.supplier_sn = ${supplierSn})`;

export const inquiryResource: ListResource = {
  label: '询价单',
  table: inquiry,
  id: inquiry.id,
  version: inquiry.version,
  fields: {
    id: { column: inquiry.id, type: 'integer', notNull: true, exported: false, ...sortable },
    inquiryNo: { column: inquiry.inquiryNo, type: 'text', notNull: true, selective: true, title: '询价单号', ...sortable },
    title: { column: inquiry.title, type: 'text', notNull: true, title: '询价标题', ...sortable },
    orgCode: { column: inquiry.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: inquiry.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: inquiry.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    categoryName: { column: inquiry.categoryName, type: 'text', title: '品类名称' },
    deadline: { column: inquiry.deadline, type: 'datetime', notNull: true, title: '报价截止时间', ...sortable },
    status: { column: inquiry.status, type: 'text', notNull: true, values: ['draft', 'published', 'closed', 'awarded', 'cancelled'], title: '询价状态', dictCode: 'inquiryStatus', ...sortable },
    awardedSupplierSn: { column: inquiry.awardedSupplierSn, type: 'text', title: '中选供应商' },
    contractId: { column: inquiry.contractId, type: 'integer', filterable: false, exported: false },
    remark: { column: inquiry.remark, type: 'text', title: '备注' },
    createdTime: { column: inquiry.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    version: { column: inquiry.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: SUPPLIER_MENUS.inquiry, org: inquiry.orgCode, category: inquiry.categoryCode, supplier: invitedSupplier },
};
