/** Texts of 菜单管理 and 组织管理 editing (issue 21; zh-CN source, en twin); merged in i18n/messages.ts. */
export const menuOrgAdminZhCN = {} as const;

export const menuOrgAdminEn: Record<keyof typeof menuOrgAdminZhCN, string> = {};
