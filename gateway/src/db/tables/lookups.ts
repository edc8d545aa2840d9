/**
 * Drizzle mirrors of `migrations/0007_lookups.sql` (the SQL is the source of truth): the master-data
 * lookups of spec 01 §7.4.
 */
import { date, integer, numeric, pgTable, smallint, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, id, type Flag } from '../schema.js';

/** 'Y' enabled, 'N' disabled (currencies and pay methods, spec 01 §9). */
export type EnableFlag = 'Y' | 'N';
export type ActiveStatus = 'Active' | 'Inactive';

export const sysCurrency = pgTable('sys_currency', {
  id: id(),
  currencyCode: text('currency_code').notNull().unique('sys_currency_code_unique'),
  currencyName: text('currency_name').notNull(),
  enableFlag: text('enable_flag').$type<EnableFlag>().notNull().default('Y'),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

export const sysPayMethod = pgTable('sys_pay_method', {
  id: id(),
  payMethodCode: text('pay_method_code').notNull().unique('sys_pay_method_code_unique'),
  payMethodName: text('pay_method_name').notNull(),
  enableFlag: text('enable_flag').$type<EnableFlag>().notNull().default('Y'),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

export const sysTaxRate = pgTable('sys_tax_rate', {
  id: id(),
  taxRateCode: text('tax_rate_code').notNull().unique('sys_tax_rate_code_unique'),
  taxRateName: text('tax_rate_name').notNull(),
  /** A fraction as a decimal string ("0.13"), never a float. */
  taxRateValue: numeric('tax_rate_value').notNull(),
  enableFlag: text('enable_flag').$type<EnableFlag>().notNull().default('Y'),
  ...auditColumns(),
});

export const sysPayTerms = pgTable('sys_pay_terms', {
  id: id(),
  payTermsCode: text('pay_terms_code').notNull().unique('sys_pay_terms_code_unique'),
  payTermsName: text('pay_terms_name').notNull(),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

export const sysUnit = pgTable('sys_unit', {
  id: id(),
  unitCode: text('unit_code').notNull().unique('sys_unit_code_unique'),
  unitName: text('unit_name').notNull(),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

export const sysSubInventory = pgTable(
  'sys_sub_inventory',
  {
    id: id(),
    /** The inventory org (level 7), or a company (level 6) that has none. */
    orgCode: text('org_code').notNull(),
    subName: text('sub_name').notNull(),
    secondaryInventoryName: text('secondary_inventory_name').notNull(),
    statusCode: text('status_code').$type<ActiveStatus>().notNull().default('Active'),
    /** 1: the in-transit store. */
    isTransit: smallint('is_transit').$type<Flag>().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [unique('sys_sub_inventory_org_name_unique').on(t.orgCode, t.secondaryInventoryName)],
);

export const sysCustomer = pgTable('sys_customer', {
  id: id(),
  custNumber: text('cust_number').notNull().unique('sys_customer_cust_number_unique'),
  partyName: text('party_name').notNull(),
  orgCode: text('org_code'),
  ...auditColumns(),
});

export const sysBranchBank = pgTable('sys_branch_bank', {
  id: id(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  branchBankCode: text('branch_bank_code').notNull().unique('sys_branch_bank_code_unique'),
  branchBankName: text('branch_bank_name').notNull(),
  province: text('province'),
  city: text('city'),
  ...auditColumns(),
});

export const sysMaterial = pgTable('sys_material', {
  id: id(),
  matCode: text('mat_code').notNull().unique('sys_material_mat_code_unique'),
  matName: text('mat_name').notNull(),
  categoryCode: text('category_code').notNull(),
  spec: text('spec'),
  unitCode: text('unit_code'),
  /** 1: a small material (packaging, premix). */
  isLittle: smallint('is_little').$type<Flag>().notNull().default(0),
  status: text('status').$type<ActiveStatus>().notNull().default('Active'),
  taxRateCode: text('tax_rate_code'),
  ...auditColumns(),
});

export const supSupplierType = pgTable('sup_supplier_type', {
  id: id(),
  typeNum: text('type_num').notNull().unique('sup_supplier_type_num_unique'),
  typeName: text('type_name').notNull(),
  /** null for a big type; the big type's number for a small type. */
  parentNum: text('parent_num').references((): AnyPgColumn => supSupplierType.typeNum, { onUpdate: 'cascade' }),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

/** 1 to be admitted, 2 admitting, 3 qualified, 4 suspended, 5 eliminated, 6 blacklist, 7 invalid. */
export type FinancialStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const supSupplier = pgTable('sup_supplier', {
  id: id(),
  sn: text('sn').notNull().unique('sup_supplier_sn_unique'),
  name: text('name').notNull(),
  unifiedCreditCode: text('unified_credit_code').unique('sup_supplier_credit_code_unique'),
  bigType: text('big_type').references(() => supSupplierType.typeNum, { onUpdate: 'cascade' }),
  smallType: text('small_type').references(() => supSupplierType.typeNum, { onUpdate: 'cascade' }),
  financialStatus: smallint('financial_status').$type<FinancialStatus>().notNull().default(1),
  ebsNo: text('ebs_no'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  province: text('province'),
  city: text('city'),
  blacklistUntil: date('blacklist_until', { mode: 'string' }),
  ...auditColumns(),
});
