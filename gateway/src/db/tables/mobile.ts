/**
 * Drizzle mirrors of `migrations/0043_mobile_admin.sql` (the SQL is the source of truth): the mobile
 * app's PC administration (移动端管理, issue 28): app users, their supplier bindings and bank cards, the
 * grain offered for sale (sale-info) and the companies' buying prices with their history (buy-info),
 * and the read-only views the lists read.
 */
import { bigint, date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import { supSupplier } from './lookups.js';

export type AppUserType = 'grower' | 'trader' | 'broker';
export type AppUserStatus = 0 | 1;
export type SaleInfoStatus = 'onSale' | 'offShelf' | 'dealt';
export type BuyInfoStatus = 0 | 1;
/** unbound 已解绑; active 生效 (the supplier is 合格); suspended 暂停 (bound, the supplier no longer 合格). */
export type BindState = 'active' | 'suspended' | 'unbound';

const ref = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

export const mobAppUser = pgTable('mob_app_user', {
  id: id(),
  phone: text('phone').notNull().unique(),
  userName: text('user_name').notNull(),
  idCard: text('id_card'),
  userType: text('user_type').$type<AppUserType>().notNull().default('grower'),
  orgCode: text('org_code').notNull(),
  province: text('province'),
  city: text('city'),
  status: smallint('status').$type<AppUserStatus>().notNull().default(1),
  registeredTime: timestamptz('registered_time').notNull().defaultNow(),
  lastLoginTime: timestamptz('last_login_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const mobUserSupplierBind = pgTable('mob_user_supplier_bind', {
  id: id(),
  appUserId: ref('app_user_id')
    .notNull()
    .references(() => mobAppUser.id, { onDelete: 'cascade' }),
  supplierSn: text('supplier_sn')
    .notNull()
    .references(() => supSupplier.sn, { onUpdate: 'cascade', onDelete: 'cascade' }),
  /** 1 已绑定, 0 已解绑. */
  status: smallint('status').$type<0 | 1>().notNull().default(1),
  boundBy: text('bound_by'),
  boundTime: timestamptz('bound_time').notNull().defaultNow(),
  unboundBy: text('unbound_by'),
  unboundTime: timestamptz('unbound_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const mobUserBank = pgTable('mob_user_bank', {
  id: id(),
  appUserId: ref('app_user_id')
    .notNull()
    .references(() => mobAppUser.id, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  isDefault: smallint('is_default').$type<0 | 1>().notNull().default(0),
  ...auditColumns(),
});

export const mobSaleInfo = pgTable('mob_sale_info', {
  id: id(),
  infoNo: text('info_no').notNull().unique(),
  appUserId: ref('app_user_id').references(() => mobAppUser.id, { onDelete: 'set null' }),
  variety: text('variety').notNull(),
  quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
  price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  province: text('province'),
  city: text('city'),
  district: text('district'),
  address: text('address'),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  orgCode: text('org_code').notNull(),
  status: text('status').$type<SaleInfoStatus>().notNull().default('onSale'),
  validUntil: day('valid_until'),
  publishTime: timestamptz('publish_time').notNull().defaultNow(),
  remark: text('remark'),
  ...auditColumns(),
});

export const mobBuyInfo = pgTable('mob_buy_info', {
  id: id(),
  orgCode: text('org_code').notNull(),
  siteName: text('site_name').notNull(),
  variety: text('variety').notNull(),
  price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  effectiveDate: day('effective_date').notNull(),
  status: smallint('status').$type<BuyInfoStatus>().notNull().default(1),
  remark: text('remark'),
  ...auditColumns(),
});

export const mobBuyInfoHistory = pgTable('mob_buy_info_history', {
  id: id(),
  buyInfoId: ref('buy_info_id')
    .notNull()
    .references(() => mobBuyInfo.id, { onDelete: 'cascade' }),
  oldPrice: numeric('old_price', { precision: 18, scale: 2 }),
  newPrice: numeric('new_price', { precision: 18, scale: 2 }).notNull(),
  effectiveDate: day('effective_date').notNull(),
  changedBy: text('changed_by'),
  changedTime: timestamptz('changed_time').notNull().defaultNow(),
  remark: text('remark'),
});

// The lists' views (read only).

export const mobAppUserView = pgTable('mob_app_user_view', {
  id: bigint('id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  userName: text('user_name').notNull(),
  idCard: text('id_card'),
  userType: text('user_type').$type<AppUserType>().notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  province: text('province'),
  city: text('city'),
  status: smallint('status').$type<AppUserStatus>().notNull(),
  registeredTime: timestamptz('registered_time').notNull(),
  lastLoginTime: timestamptz('last_login_time'),
  remark: text('remark'),
  boundCount: integer('bound_count').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});

export const mobUserSupplierBindView = pgTable('mob_user_supplier_bind_view', {
  id: bigint('id', { mode: 'number' }).notNull(),
  appUserId: bigint('app_user_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  userName: text('user_name').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  financialStatus: smallint('financial_status').notNull(),
  status: smallint('status').$type<0 | 1>().notNull(),
  bindState: text('bind_state').$type<BindState>().notNull(),
  boundBy: text('bound_by'),
  boundTime: timestamptz('bound_time').notNull(),
  unboundBy: text('unbound_by'),
  unboundTime: timestamptz('unbound_time'),
  remark: text('remark'),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});

export const mobSaleInfoView = pgTable('mob_sale_info_view', {
  id: bigint('id', { mode: 'number' }).notNull(),
  infoNo: text('info_no').notNull(),
  appUserId: bigint('app_user_id', { mode: 'number' }),
  variety: text('variety').notNull(),
  quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
  price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  province: text('province'),
  city: text('city'),
  district: text('district'),
  address: text('address'),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  status: text('status').$type<SaleInfoStatus>().notNull(),
  validUntil: day('valid_until'),
  publishTime: timestamptz('publish_time').notNull(),
  remark: text('remark'),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});

export const mobBuyInfoView = pgTable('mob_buy_info_view', {
  id: bigint('id', { mode: 'number' }).notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  siteName: text('site_name').notNull(),
  variety: text('variety').notNull(),
  price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  effectiveDate: day('effective_date').notNull(),
  status: smallint('status').$type<BuyInfoStatus>().notNull(),
  remark: text('remark'),
  changeCount: integer('change_count').notNull(),
  updatedBy: text('updated_by'),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});
