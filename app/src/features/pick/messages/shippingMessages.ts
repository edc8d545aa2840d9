export const shippingZhCN = {} as const;
export const shippingEn: Record<keyof typeof shippingZhCN, string> = {};
