/**
 * The search-gram columns of migration 0044 (issue 29): stored generated `text[]` columns
 * (`srm_grams(<col>)`) behind GIN indexes, read only by the list engine's contains filter
 * (ListField.grams, core/list/grams.ts). They are declared here, on tables of the same names, and not in
 * the main table definitions, so that no insert or update ever names them (the database fills them) and
 * no `select()` of a whole row returns them.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';

export const conContractHeadGrams = pgTable('con_contract_head', {
  contractName: text('contract_name_grams').array(),
  supplierName: text('supplier_name_grams').array(),
});

export const supSupplierGrams = pgTable('sup_supplier', {
  name: text('name_grams').array(),
});

export const sysCustomerGrams = pgTable('sys_customer', {
  partyName: text('party_name_grams').array(),
});

export const sysBranchBankGrams = pgTable('sys_branch_bank', {
  branchBankName: text('branch_bank_name_grams').array(),
});

export const sysMaterialGrams = pgTable('sys_material', {
  matCode: text('mat_code_grams').array(),
  matName: text('mat_name_grams').array(),
});

export const sysUserGrams = pgTable('sys_user', {
  userName: text('user_name_grams').array(),
});
