/**
 * The supplier area's messages in the catalogue (core/message-catalogue.ts): the key and English twin
 * of every Chinese text its routes throw. The list engine's texts are catalogued by core/list/routes.ts.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { ADMISSION_MESSAGES as ADMISSION } from './admission.js';
import { SUPPLIER_SAVE_MESSAGES as SAVE } from './supplier-rules.js';

/** The list resources of the area: their label in English. */
const RESOURCES: readonly (readonly [label: string, en: string])[] = [
  ['供应商', 'supplier'],
  ['准入申请', 'admission'],
  ['资质证照', 'certificate'],
  ['询价单', 'inquiry'],
];

export const SUPPLIER_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'supplier.nameRequired', zh: SAVE.nameRequired, en: 'Fill in the supplier name' },
  { key: 'supplier.creditCodeInvalid', zh: SAVE.creditCodeInvalid, en: 'The unified social credit code is not valid; check it and enter it again' },
  { key: 'supplier.creditCodeTaken', zh: /^统一社会信用代码 (\S+) 已被其他供应商使用$/, en: 'Unified social credit code {1} is used by another supplier' },
  { key: 'supplier.typeUnknown', zh: SAVE.typeUnknown, en: 'The supplier type does not exist' },
  { key: 'supplier.smallTypeMismatch', zh: SAVE.smallTypeMismatch, en: 'The small type does not belong to the chosen big type' },
  { key: 'supplier.contactRequired', zh: SAVE.contactRequired, en: 'Add at least one contact' },
  { key: 'supplier.contactNameRequired', zh: /^第(\d+)个联系人：请输入联系人姓名$/, en: 'Contact {1}: fill in the name' },
  { key: 'supplier.contactMobile', zh: /^第(\d+)个联系人：手机号有误$/, en: 'Contact {1}: invalid mobile number' },
  { key: 'supplier.onePrimary', zh: SAVE.onePrimary, en: 'Only one contact can be the main contact' },
  { key: 'supplier.bankAccount', zh: /^第(\d+)个银行账户：银行账号须为纯数字$/, en: 'Bank account {1}: the account number must contain digits only' },
  { key: 'supplier.bankNameRequired', zh: /^第(\d+)个银行账户：请输入开户行和户名$/, en: 'Bank account {1}: fill in the bank and the account name' },
  { key: 'supplier.oneDefaultBank', zh: SAVE.oneDefaultBank, en: 'Only one bank account can be the default' },
  { key: 'supplier.addressRequired', zh: /^第(\d+)个地址：请输入详细地址$/, en: 'Address {1}: fill in the street address' },
  { key: 'supplier.admission.supplierNotFound', zh: ADMISSION.supplierNotFound, en: 'The supplier does not exist' },
  { key: 'supplier.admission.notAdmittable', zh: /^供应商 (.+) 当前状态不能申请准入$/, en: 'Supplier {1} cannot apply for admission in its current status' },
  { key: 'supplier.admission.open', zh: /^供应商 (.+) 已有未完成的准入申请$/, en: 'Supplier {1} already has an admission in progress' },
  { key: 'supplier.admission.notEditable', zh: ADMISSION.notEditable, en: 'The admission has gone for approval and cannot be changed' },
  { key: 'supplier.admission.notSubmittable', zh: ADMISSION.notSubmittable, en: 'The admission cannot be submitted for approval in its current status' },
  { key: 'supplier.admission.submitted', zh: ADMISSION.submitted, en: 'Submitted to OA for approval' },
  { key: 'supplier.admission.orgUnknown', zh: /^组织 (\S+) 不存在$/, en: 'Organisation {1} does not exist' },
  // 品类 X 不存在 and 回调鉴权失败 are catalogued by the master and contract areas, in the same words.
  { key: 'supplier.callback.notConfigured', zh: ADMISSION.callbackNotConfigured, en: 'Approval callbacks are not configured; contact the administrator' },
  { key: 'supplier.blacklist.notAllowed', zh: /^供应商 (.+) 当前状态不能加入黑名单$/, en: 'Supplier {1} cannot be blacklisted in its current status' },
  { key: 'supplier.blacklist.untilInPast', zh: ADMISSION.untilInPast, en: 'The blacklist end date cannot be before today' },
  { key: 'supplier.blacklist.done', zh: ADMISSION.blacklisted, en: 'Added to the blacklist' },
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${en} does not exist or you may not see it` })),
];

registerMessages(SUPPLIER_MESSAGE_TEXTS);
