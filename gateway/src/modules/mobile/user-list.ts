/**
 * The lists of the mobile area's user side (issue 28) on the list engine: the app users (user/page, on
 * mob_app_user_view) and their supplier bindings (user-supplier-bind/page, on
 * mob_user_supplier_bind_view). Both are scoped by the user's company; phones (and ID cards) are masked
 * for a caller without the page's detail button (core/list/masking.ts).
 */
import type { ListResource } from '../../core/list/query.js';
import { mobAppUserView as u, mobUserBank as bank, mobUserSupplierBindView as b } from '../../db/tables/mobile.js';
import { MOBILE_API, MOBILE_MENUS } from './lists.js';

export const APP_USER_BASE = `${MOBILE_API}/user`;
export const SUPPLIER_BIND_BASE = `${MOBILE_API}/user-supplier-bind`;
export const USER_BANK_BASE = `${MOBILE_API}/user-bank`;

const s = { sortable: true } as const;

export const appUserResource: ListResource = {
  label: '移动端用户',
  table: u,
  id: u.id,
  version: u.version,
  fields: {
    id: { column: u.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    phone: { column: u.phone, type: 'text', notNull: true, selective: true, title: '手机号', masked: { kind: 'phone', unless: MOBILE_MENUS.userDetail }, ...s },
    userName: { column: u.userName, type: 'text', notNull: true, title: '姓名', ...s },
    idCard: { column: u.idCard, type: 'text', title: '身份证号', exported: false, masked: { kind: 'idCard', unless: MOBILE_MENUS.userDetail } },
    userType: { column: u.userType, type: 'text', notNull: true, values: ['grower', 'trader', 'broker'], title: '用户类型', dictCode: 'appUserType', ...s },
    orgCode: { column: u.orgCode, type: 'text', notNull: true, title: '所属公司编码', exported: false, ...s },
    orgName: { column: u.orgName, type: 'text', title: '所属公司', ...s },
    province: { column: u.province, type: 'text', title: '省份', ...s },
    city: { column: u.city, type: 'text', title: '城市', ...s },
    status: { column: u.status, type: 'integer', notNull: true, values: ['0', '1'], title: '状态', dictCode: 'appUserStatus', ...s },
    boundCount: { column: u.boundCount, type: 'integer', notNull: true, title: '绑定供应商数', ...s },
    registeredTime: { column: u.registeredTime, type: 'datetime', notNull: true, title: '注册时间', ...s },
    lastLoginTime: { column: u.lastLoginTime, type: 'datetime', title: '最近登录', ...s },
    remark: { column: u.remark, type: 'text', title: '备注', exported: false },
    updatedTime: { column: u.updatedTime, type: 'datetime', notNull: true, title: '更新时间', exported: false, ...s },
    version: { column: u.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'registeredTime', order: 'desc' }],
  scope: { menu: MOBILE_MENUS.user, org: u.orgCode },
};

export const supplierBindResource: ListResource = {
  label: '供应商绑定',
  table: b,
  id: b.id,
  version: b.version,
  fields: {
    id: { column: b.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    appUserId: { column: b.appUserId, type: 'integer', notNull: true, selective: true, exported: false, title: '用户ID' },
    phone: { column: b.phone, type: 'text', notNull: true, title: '手机号', masked: { kind: 'phone', unless: MOBILE_MENUS.supplierBindDetail }, ...s },
    userName: { column: b.userName, type: 'text', notNull: true, title: '姓名', ...s },
    orgCode: { column: b.orgCode, type: 'text', notNull: true, title: '所属公司编码', exported: false, ...s },
    orgName: { column: b.orgName, type: 'text', title: '所属公司', ...s },
    supplierSn: { column: b.supplierSn, type: 'text', notNull: true, selective: true, title: '供应商编码', ...s },
    supplierName: { column: b.supplierName, type: 'text', notNull: true, title: '供应商名称', ...s },
    financialStatus: {
      column: b.financialStatus,
      type: 'integer',
      notNull: true,
      values: ['1', '2', '3', '4', '5', '6', '7'],
      title: '供应商状态',
      dictCode: 'supplierFinancialStatus',
      ...s,
    },
    status: { column: b.status, type: 'integer', notNull: true, values: ['0', '1'], title: '绑定', exported: false, ...s },
    bindState: { column: b.bindState, type: 'text', notNull: true, values: ['active', 'suspended', 'unbound'], title: '绑定状态', dictCode: 'bindState', ...s },
    boundBy: { column: b.boundBy, type: 'text', title: '绑定人' },
    boundTime: { column: b.boundTime, type: 'datetime', notNull: true, title: '绑定时间', ...s },
    unboundBy: { column: b.unboundBy, type: 'text', title: '解绑人' },
    unboundTime: { column: b.unboundTime, type: 'datetime', title: '解绑时间', ...s },
    remark: { column: b.remark, type: 'text', title: '备注', exported: false },
    updatedTime: { column: b.updatedTime, type: 'datetime', notNull: true, title: '更新时间', exported: false, ...s },
    version: { column: b.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'boundTime', order: 'desc' }],
  scope: { menu: MOBILE_MENUS.supplierBind, org: b.orgCode, supplier: b.supplierSn },
};

/** The bank cards' columns as answered (AppUserBank). */
export const bankSelection = {
  id: bank.id,
  orgCode: bank.orgCode,
  bankName: bank.bankName,
  accountName: bank.accountName,
  accountNo: bank.accountNo,
  isDefault: bank.isDefault,
  version: bank.version,
} as const;
