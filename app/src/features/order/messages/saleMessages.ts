/** Texts of 销售订单 (issue 26; zh-CN source, en twin); merged in i18n/messages.ts. */
export const saleZhCN = {
  'order.sale.title': '销售订单',
} as const;

export const saleEn: Record<keyof typeof saleZhCN, string> = {
  'order.sale.title': 'Sales orders',
};
