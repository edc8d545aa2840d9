export const checkZhCN = {} as const;
export const checkEn: Record<keyof typeof checkZhCN, string> = {};
