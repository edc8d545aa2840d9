/** Texts of 提货申请 (issue 26; zh-CN source, en twin); merged in i18n/messages.ts. */
export const applyZhCN = {
  'order.apply.title': '提货申请',
} as const;

export const applyEn: Record<keyof typeof applyZhCN, string> = {
  'order.apply.title': 'Pick-up requests',
};
