/** Texts of 采购订单 (issue 26; zh-CN source, en twin); merged in i18n/messages.ts. */
export const purchaseZhCN = {
  'order.purchase.title': '采购订单',
} as const;

export const purchaseEn: Record<keyof typeof purchaseZhCN, string> = {
  'order.purchase.title': 'Purchase orders',
};
