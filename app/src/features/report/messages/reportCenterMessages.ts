/** Texts of 报告中心 (issue 27; zh-CN source, en twin); merged in i18n/messages.ts. */
export const reportCenterZhCN = {
  'reports.center.title': '报告中心',
} as const;

export const reportCenterEn: Record<keyof typeof reportCenterZhCN, string> = {
  'reports.center.title': 'Report centre',
};
