/** Texts of 移动端用户 and 供应商绑定 (issue 28; zh-CN source, en twin); merged in i18n/messages.ts. */
export const mobileUserZhCN = {
  'mobile.user.title': '移动端用户',
  'mobile.bind.title': '供应商绑定',
} as const;

export const mobileUserEn: Record<keyof typeof mobileUserZhCN, string> = {
  'mobile.user.title': 'App users',
  'mobile.bind.title': 'Supplier bindings',
};
