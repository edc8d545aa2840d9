/** Texts of 多边贸易 (issue 26; zh-CN source, en twin); merged in i18n/messages.ts. */
export const tradeZhCN = {
  'order.trade.title': '多边贸易',
} as const;

export const tradeEn: Record<keyof typeof tradeZhCN, string> = {
  'order.trade.title': 'Multilateral trade',
};
