/**
 * The 新增/编辑 dialog of 供应商档案 as data: the draft (head fields and the editable lists of contacts,
 * bank accounts and addresses), its check before anything is sent (the gateway's supplier-rules order
 * and words: 第1个联系人：手机号有误, 第1个银行账户：银行账号须为纯数字 …, with the design system's
 * validation rules) and the body of POST /supplier/api/v1/supplier/save. Pure.
 */
import { validate, type ValidationLocale } from '@srm/design-system/validation';
import type { SupplierDetail, SupplierSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

/** A line of an editable list: `key` tells the rows apart while editing; `id` is the saved one's. */
interface Line {
  key: string;
  id?: number;
}

export interface ContactLine extends Line {
  contactName: string;
  mobile: string;
  position: string;
  email: string | null;
  isPrimary: boolean;
}

export interface BankLine extends Line {
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: boolean;
}

export interface AddressLine extends Line {
  addressType: string;
  province: string | null;
  city: string | null;
  district: string | null;
  detail: string;
}

export interface SupplierDraft {
  name: string;
  unifiedCreditCode: string;
  bigType: string;
  smallType: string;
  ebsNo: string;
  province: string;
  city: string;
  contacts: ContactLine[];
  banks: BankLine[];
  addresses: AddressLine[];
}

/** The address type of an address added here (the seed's; the form asks only for the detail). */
export const NEW_ADDRESS_TYPE = 'office';

let lineCount = 0;
const nextKey = () => `line-${++lineCount}`;

export const emptyContact = (isPrimary = false): ContactLine => ({ key: nextKey(), contactName: '', mobile: '', position: '', email: null, isPrimary });
export const emptyBank = (isDefault = false): BankLine => ({ key: nextKey(), bankName: '', accountName: '', accountNo: '', isDefault });
export const emptyAddress = (): AddressLine => ({ key: nextKey(), addressType: NEW_ADDRESS_TYPE, province: null, city: null, district: null, detail: '' });

/** The draft of a saved supplier, or of a new one (one primary contact to fill in). */
export function supplierDraftOf(detail?: SupplierDetail): SupplierDraft {
  if (!detail) {
    return { name: '', unifiedCreditCode: '', bigType: '', smallType: '', ebsNo: '', province: '', city: '', contacts: [emptyContact(true)], banks: [], addresses: [] };
  }
  return {
    name: detail.name,
    unifiedCreditCode: detail.unifiedCreditCode ?? '',
    bigType: detail.bigType ?? '',
    smallType: detail.smallType ?? '',
    ebsNo: detail.ebsNo ?? '',
    province: detail.province ?? '',
    city: detail.city ?? '',
    contacts: detail.contacts.map((contact) => ({ ...emptyContact(contact.isPrimary === 1), ...withId(contact.id), contactName: contact.contactName, mobile: contact.mobile, position: contact.position ?? '', email: contact.email })),
    banks: detail.banks.map((bank) => ({ ...emptyBank(bank.isDefault === 1), ...withId(bank.id), bankName: bank.bankName, accountName: bank.accountName, accountNo: bank.accountNo })),
    addresses: detail.addresses.map((address) => ({ ...emptyAddress(), ...withId(address.id), addressType: address.addressType, province: address.province, city: address.city, district: address.district, detail: address.detail })),
  };
}

const withId = (id: number | undefined) => (id === undefined ? {} : { id });
const blank = (value: string) => value.trim() === '';

/** The first problem of the draft in the form's order, or null when it may be sent. */
export function supplierDraftProblem(draft: SupplierDraft, t: AppT, locale: ValidationLocale): string | null {
  if (blank(draft.name) || blank(draft.unifiedCreditCode) || blank(draft.bigType) || blank(draft.smallType)) return t('supplier.form.required');
  if (draft.contacts.length === 0) return t('supplier.form.contactRequired');
  for (const [index, contact] of draft.contacts.entries()) {
    if (blank(contact.contactName)) return t('supplier.form.contactName', { index: index + 1 });
    const mobile = validate('mobile', contact.mobile.trim(), locale);
    if (mobile) return t('supplier.form.contactMobile', { index: index + 1, message: mobile });
  }
  if (draft.contacts.filter((contact) => contact.isPrimary).length > 1) return t('supplier.form.onePrimary');
  for (const [index, bank] of draft.banks.entries()) {
    if (blank(bank.bankName) || blank(bank.accountName)) return t('supplier.form.bankName', { index: index + 1 });
    const account = validate('bankAccount', bank.accountNo.trim(), locale);
    if (account) return t('supplier.form.bankAccount', { index: index + 1, message: account });
  }
  if (draft.banks.filter((bank) => bank.isDefault).length > 1) return t('supplier.form.oneDefault');
  for (const [index, address] of draft.addresses.entries()) {
    if (blank(address.detail)) return t('supplier.form.address', { index: index + 1 });
  }
  return null;
}

const textOrNull = (value: string | null) => (value === null || blank(value) ? null : value.trim());

/** The save body: without `row` a new supplier; with it the row's id and version (409 when someone saved in between). */
export function toSupplierSaveBody(draft: SupplierDraft, row?: { id: number; version: number }): SupplierSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    name: draft.name.trim(),
    unifiedCreditCode: draft.unifiedCreditCode.trim().toUpperCase(),
    bigType: draft.bigType,
    smallType: draft.smallType,
    ebsNo: textOrNull(draft.ebsNo),
    province: textOrNull(draft.province),
    city: textOrNull(draft.city),
    contacts: draft.contacts.map((contact) => ({
      ...withId(contact.id),
      contactName: contact.contactName.trim(),
      mobile: contact.mobile.trim(),
      position: textOrNull(contact.position),
      email: textOrNull(contact.email),
      isPrimary: contact.isPrimary ? 1 : 0,
    })),
    banks: draft.banks.map((bank) => ({ ...withId(bank.id), bankName: bank.bankName.trim(), accountName: bank.accountName.trim(), accountNo: bank.accountNo.trim(), isDefault: bank.isDefault ? 1 : 0 })),
    addresses: draft.addresses.map((address) => ({
      ...withId(address.id),
      addressType: address.addressType,
      province: textOrNull(address.province),
      city: textOrNull(address.city),
      district: textOrNull(address.district),
      detail: address.detail.trim(),
    })),
  };
}
