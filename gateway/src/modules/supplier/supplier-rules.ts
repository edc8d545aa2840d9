/**
 * The rules of a supplier save (供应商档案), pure: the same checks as the form, with the messages of
 * spec 01 §5 for mobiles (手机号有误) and bank accounts (银行账号须为纯数字), and the check digit of the
 * unified social credit code (GB 32100-2015, lookups/credit-code.ts). The route adds what needs the
 * database (types that exist, a credit code used by another supplier).
 */
import { validate, validationMessages } from '@srm/rules';
import type { SupplierSaveBody } from '../../api/supplier.js';
import { isValidCreditCode } from '../lookups/credit-code.js';

export const SUPPLIER_SAVE_MESSAGES = {
  /** The list engine's text for the archive (core/list/routes.ts SAVE_MESSAGES.notFound('供应商')). */
  notFound: '供应商不存在或无权查看',
  nameRequired: '请输入供应商名称',
  creditCodeInvalid: '统一社会信用代码有误，请核对后重新输入',
  creditCodeTaken: (code: string) => `统一社会信用代码 ${code} 已被其他供应商使用`,
  typeUnknown: '供应商类型不存在',
  smallTypeMismatch: '供应商小类不属于所选大类',
  contactRequired: '请至少填写一个联系人',
  contactNameRequired: (index: number) => `第${index}个联系人：请输入联系人姓名`,
  contactMobile: (index: number) => `第${index}个联系人：${validationMessages['zh-CN'].mobile}`,
  onePrimary: '只能设置一个主联系人',
  bankAccount: (index: number) => `第${index}个银行账户：${validationMessages['zh-CN'].bankAccount}`,
  bankNameRequired: (index: number) => `第${index}个银行账户：请输入开户行和户名`,
  oneDefaultBank: '只能设置一个默认银行账户',
  addressRequired: (index: number) => `第${index}个地址：请输入详细地址`,
  saved: '保存成功',
} as const;

/** The supplier types: type number → the big type it belongs to (null for a big type). */
export type SupplierTypeParents = ReadonlyMap<string, string | null>;

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The first problem of a supplier save body, in the form's order; undefined when it may be saved. */
export function supplierSaveProblem(body: SupplierSaveBody, types: SupplierTypeParents): string | undefined {
  if (blank(body.name)) return SUPPLIER_SAVE_MESSAGES.nameRequired;
  if (!isValidCreditCode(body.unifiedCreditCode.trim().toUpperCase())) return SUPPLIER_SAVE_MESSAGES.creditCodeInvalid;
  if (types.get(body.bigType) !== null || !types.has(body.smallType)) return SUPPLIER_SAVE_MESSAGES.typeUnknown;
  if (types.get(body.smallType) !== body.bigType) return SUPPLIER_SAVE_MESSAGES.smallTypeMismatch;
  if (body.contacts.length === 0) return SUPPLIER_SAVE_MESSAGES.contactRequired;
  for (const [index, contact] of body.contacts.entries()) {
    if (blank(contact.contactName)) return SUPPLIER_SAVE_MESSAGES.contactNameRequired(index + 1);
    if (validate('mobile', contact.mobile.trim())) return SUPPLIER_SAVE_MESSAGES.contactMobile(index + 1);
  }
  if (body.contacts.filter((contact) => contact.isPrimary === 1).length > 1) return SUPPLIER_SAVE_MESSAGES.onePrimary;
  for (const [index, bank] of body.banks.entries()) {
    if (blank(bank.bankName) || blank(bank.accountName)) return SUPPLIER_SAVE_MESSAGES.bankNameRequired(index + 1);
    if (validate('bankAccount', bank.accountNo.trim())) return SUPPLIER_SAVE_MESSAGES.bankAccount(index + 1);
  }
  if (body.banks.filter((bank) => bank.isDefault === 1).length > 1) return SUPPLIER_SAVE_MESSAGES.oneDefaultBank;
  for (const [index, address] of body.addresses.entries()) {
    if (blank(address.detail)) return SUPPLIER_SAVE_MESSAGES.addressRequired(index + 1);
  }
  return undefined;
}
