/**
 * The messages of the mobile area's user side (issue 28: app users, their supplier bindings and bank
 * cards) and their place in the catalogue (core/message-catalogue.ts). The format texts (手机号有误,
 * 身份证号有误, 银行账号须为纯数字) come from @srm/rules and are catalogued by their
 * first users; 您暂无该组织的权限, …不存在或无权查看 and the stale version's text are the list engine's.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const APP_USER_MESSAGES = {
  nameRequired: '请填写姓名',
  bankNameRequired: '请填写开户行',
  accountNameRequired: '请填写户名',
  accountLength: '银行账号须为6到32位数字',
  accountTaken: '该用户在该公司已有此银行账号',
  phoneUnknown: '未找到该手机号的用户',
  supplierNotFound: '供应商不存在',
  supplierNotQualified: (name: string, status: string) => `供应商「${name}」当前状态为${status}，不能绑定`,
  userDisabled: '该用户已停用，不能绑定供应商',
  alreadyBound: (name: string) => `该用户已绑定供应商「${name}」`,
  alreadyUnbound: '该绑定已解除',
  bound: '绑定成功',
  unbound: '解绑成功',
  enabled: '启用成功',
  disabled: '停用成功',
} as const;

const M = APP_USER_MESSAGES;

export const APP_USER_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'mobile.user.nameRequired', zh: M.nameRequired, en: 'Enter the name' },
  { key: 'mobile.user.bankNameRequired', zh: M.bankNameRequired, en: 'Enter the bank' },
  { key: 'mobile.user.accountNameRequired', zh: M.accountNameRequired, en: 'Enter the account holder' },
  { key: 'mobile.user.accountLength', zh: M.accountLength, en: 'The bank account number must have 6 to 32 digits' },
  { key: 'mobile.user.accountTaken', zh: M.accountTaken, en: 'The user already has this bank account at this company' },
  { key: 'mobile.user.phoneUnknown', zh: M.phoneUnknown, en: 'No user has this mobile number' },
  { key: 'mobile.user.supplierNotFound', zh: M.supplierNotFound, en: 'The supplier does not exist' },
  { key: 'mobile.user.supplierNotQualified', zh: /^供应商「(.+)」当前状态为(.+)，不能绑定$/, en: 'Supplier “{1}” is {2} and cannot be bound' },
  { key: 'mobile.user.userDisabled', zh: M.userDisabled, en: 'The user is disabled and cannot be bound to a supplier' },
  { key: 'mobile.user.alreadyBound', zh: /^该用户已绑定供应商「(.+)」$/, en: 'The user is already bound to supplier “{1}”' },
  { key: 'mobile.user.alreadyUnbound', zh: M.alreadyUnbound, en: 'The binding has already been ended' },
  { key: 'mobile.user.bound', zh: M.bound, en: 'Bound' },
  { key: 'mobile.user.unbound', zh: M.unbound, en: 'Unbound' },
  { key: 'mobile.user.enabled', zh: M.enabled, en: 'Enabled' },
  { key: 'mobile.user.disabled', zh: M.disabled, en: 'Disabled' },
];

registerMessages(APP_USER_MESSAGE_TEXTS);
