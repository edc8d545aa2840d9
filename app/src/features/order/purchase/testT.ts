/** A translate function over the zh-CN texts of 采购订单 and 销售订单, for the pure modules' tests. */
import { purchaseZhCN } from '../messages/purchaseMessages';
import { saleZhCN } from '../messages/saleMessages';

const texts: Record<string, string> = { ...purchaseZhCN, ...saleZhCN };

export const zhT = ((key: string, params?: Record<string, unknown>) => {
  let text = texts[key] ?? key;
  for (const [name, value] of Object.entries(params ?? {})) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}) as never;
