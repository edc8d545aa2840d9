export const pickZhCN = {} as const;
export const pickEn: Record<keyof typeof pickZhCN, string> = {};
