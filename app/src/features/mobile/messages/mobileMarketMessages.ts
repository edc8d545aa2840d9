/** Texts of 销售信息 and 收购价格 (issue 28; zh-CN source, en twin); merged in i18n/messages.ts. */
export const mobileMarketZhCN = {
  'mobile.sale.title': '销售信息',
  'mobile.buy.title': '收购价格',
} as const;

export const mobileMarketEn: Record<keyof typeof mobileMarketZhCN, string> = {
  'mobile.sale.title': 'Grain offers',
  'mobile.buy.title': 'Buying prices',
};
