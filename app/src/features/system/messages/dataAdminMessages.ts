/** Texts of 数据字典 and 品类管理 editing (issue 21; zh-CN source, en twin); merged in i18n/messages.ts. */
export const dataAdminZhCN = {} as const;

export const dataAdminEn: Record<keyof typeof dataAdminZhCN, string> = {};
