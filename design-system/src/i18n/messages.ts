/**
 * Message catalogues of the design system, keyed and typed: zh-CN is the source of truth and
 * every other locale must provide every key (a missing key is a type error).
 */
export const zhCN = {
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.loading': '加载中',
  'common.noData': '暂无数据',
  'field.placeholderInput': '请输入{label}',
  'field.placeholderSelect': '请选择{label}',
  'field.required': '{label}不能为空',
  'field.maxLength': '{label}不能超过{max}个字符',
  'field.counter': '{count}/{max}',
  'password.show': '显示密码',
  'password.hide': '隐藏密码',
} as const;

export type MessageKey = keyof typeof zhCN;
export type Catalogue = Record<MessageKey, string>;

export const en: Catalogue = {
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.loading': 'Loading',
  'common.noData': 'No data',
  'field.placeholderInput': 'Enter {label}',
  'field.placeholderSelect': 'Select {label}',
  'field.required': '{label} is required',
  'field.maxLength': '{label} cannot exceed {max} characters',
  'field.counter': '{count}/{max}',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
};

export const supportedLocales = ['zh-CN', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];

export const catalogues: Record<Locale, Catalogue> = { 'zh-CN': zhCN, en };

export type MessageValues = Record<string, string | number>;

/** Replaces `{name}` placeholders; an unknown placeholder is left as it is, so it shows in review. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return interpolate(catalogues[locale][key], values);
}
