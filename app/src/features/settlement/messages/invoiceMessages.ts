export const invoiceZhCN = {} as const;
export const invoiceEn: Record<keyof typeof invoiceZhCN, string> = {};
