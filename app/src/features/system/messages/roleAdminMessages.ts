/** Texts of 角色管理 editing (issue 21; zh-CN source, en twin); merged in i18n/messages.ts. */
export const roleAdminZhCN = {} as const;

export const roleAdminEn: Record<keyof typeof roleAdminZhCN, string> = {};
