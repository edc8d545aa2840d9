/**
 * The locales of the messages: the same as the UI's `Locale` (a test keeps them equal), declared
 * here so that this React-free module needs nothing from the UI catalogues.
 */
export type ValidationLocale = 'zh-CN' | 'en';

/** The names of the format rules (spec 01 §5 "Format helpers"). */
export type ValidationRule =
  | 'email'
  | 'url'
  | 'mailto'
  | 'tel'
  | 'mobile'
  | 'landline'
  | 'idCard'
  | 'date'
  | 'amount'
  | 'positiveInteger'
  | 'boundedAmount'
  | 'bankAccount'
  | 'plateNo';

/**
 * The message of each rule, per locale. The spec's own texts are kept as they are
 * (手机号有误, 身份证号有误, 银行账号须为纯数字). These live here, not in the UI catalogues, so that the
 * gateway can use them without React.
 */
export const validationMessages: Record<ValidationLocale, Record<ValidationRule, string>> = {
  'zh-CN': {
    email: '邮箱格式有误',
    url: '网址格式有误',
    mailto: '邮件链接格式有误',
    tel: '电话链接格式有误',
    mobile: '手机号有误',
    landline: '固定电话号码有误',
    idCard: '身份证号有误',
    date: '日期格式有误，应为YYYY-MM-DD',
    amount: '金额格式有误，最多两位小数',
    positiveInteger: '请输入正整数',
    boundedAmount: '金额须在0至999999.99之间，最多两位小数',
    bankAccount: '银行账号须为纯数字',
    plateNo: '车牌号有误',
  },
  en: {
    email: 'Invalid e-mail address',
    url: 'Invalid web address',
    mailto: 'Invalid mailto link',
    tel: 'Invalid tel link',
    mobile: 'Invalid mobile number',
    landline: 'Invalid landline number',
    idCard: 'Invalid national ID number',
    date: 'Invalid date; use YYYY-MM-DD',
    amount: 'Invalid amount; at most 2 decimals',
    positiveInteger: 'Enter a positive integer',
    boundedAmount: 'Enter an amount from 0 to 999999.99 with at most 2 decimals',
    bankAccount: 'The bank account number must contain digits only',
    plateNo: 'Invalid plate number',
  },
};

/** The message of a rule in a locale (zh-CN by default). */
export function validationMessage(rule: ValidationRule, locale: ValidationLocale = 'zh-CN'): string {
  return validationMessages[locale][rule];
}
