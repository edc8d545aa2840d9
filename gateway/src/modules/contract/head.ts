/**
 * Contract heads as a list resource (spec 02 §7: /purchase/api/v1/contract/head custom-page, page,
 * detail, save, deleteByIds), scoped by the caller's orgs and categories on the contract list menu.
 * The status machine, lines, rebates and the other contract calls come with the contracts work.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { registerListRoutes } from '../../core/list/routes.js';
import type { ListResource } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead as head } from '../../db/tables/contract.js';

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
    contractName: { column: head.contractName, type: 'text', sortable: true, trigram: true, notNull: true, title: '合同名称' },
    contractCategory: { column: head.contractCategory, type: 'text', notNull: true, title: '合同类别', dictCode: 'contractCategory' },
    purchaseModel: { column: head.purchaseModel, type: 'integer', title: '采购模式', dictCode: 'purchaseModel' },
    orgCode: { column: head.orgCode, type: 'text', sortable: true, notNull: true, title: '组织编码' },
    orgName: { column: head.orgName, type: 'text', title: '组织名称' },
    supplierSn: { column: head.supplierSn, type: 'text', selective: true, notNull: true, title: '供应商编码' },
    supplierName: { column: head.supplierName, type: 'text', sortable: true, trigram: true, notNull: true, title: '供应商名称' },
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
  scope: { menu: CONTRACT_MENUS.list, org: head.orgCode, category: head.categoryCode },
};

const text = (maxLength: number) => Type.String({ maxLength });
const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const day = () => Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]));

export const ContractHeadSaveBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    contractName: Type.String({ minLength: 1, maxLength: 200 }),
    contractCategory: text(40),
    purchaseModel: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
    orgCode: Type.String({ minLength: 1, maxLength: 40 }),
    orgName: optionalText(200),
    supplierSn: Type.String({ minLength: 1, maxLength: 40 }),
    supplierName: Type.String({ minLength: 1, maxLength: 200 }),
    categoryCode: Type.String({ minLength: 1, maxLength: 40 }),
    categoryName: optionalText(200),
    priceType: optionalText(40),
    pricingPoint: optionalText(40),
    deliverType: optionalText(40),
    payMethod: optionalText(40),
    payTerms: optionalText(40),
    currencyCode: Type.Optional(text(10)),
    signDate: day(),
    startDate: day(),
    endDate: day(),
    totalQuantity: Type.Optional(Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$' })),
    totalAmount: Type.Optional(Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$' })),
    remark: optionalText(2000),
  },
  { additionalProperties: false },
);

export type ContractHeadSave = Static<typeof ContractHeadSaveBody>;

export interface ContractRoutesOptions {
  db: AppDatabase;
}

export const contractRoutes: FastifyPluginAsync<ContractRoutesOptions> = async (app, { db }) => {
  registerListRoutes<ContractHeadSave>(app, CONTRACT_HEAD_BASE, {
    db,
    resource: contractHeadResource,
    permissions: { read: CONTRACT_MENUS.list, create: CONTRACT_MENUS.add, update: CONTRACT_MENUS.edit, remove: CONTRACT_MENUS.remove },
    save: {
      body: ContractHeadSaveBody,
      toValues: ({ id: _id, version: _version, ...values }) => values,
      scopeOf: (values) => ({ orgCode: values['orgCode'] as string, categoryCode: values['categoryCode'] as string }),
    },
  });
};
