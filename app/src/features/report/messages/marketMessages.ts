/** Texts of 行情指数, 趋势分析, 资源地图 and the dashboard's figures (issue 27; zh-CN source, en twin); merged in i18n/messages.ts. */
export const marketZhCN = {
  'market.index.title': '行情指数',
  'market.trend.title': '趋势分析',
  'market.resource.title': '资源地图',
} as const;

export const marketEn: Record<keyof typeof marketZhCN, string> = {
  'market.index.title': 'Market indices',
  'market.trend.title': 'Trend analysis',
  'market.resource.title': 'Resource map',
};
