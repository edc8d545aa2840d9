/**
 * Checks the per-menu authority rows of PUT /system/userOrgMsg/putList (sysUserMenuOrgCategory): each
 * row names a menu (by id or code) once, scopes are 1 all, 2 the user's own, 3 a list, and a list
 * scope needs codes that exist. Pure: the route loads the known menus and codes.
 */
import type { DataScope } from '../../db/schema.js';

export interface MenuScopeInput {
  menuId?: number | undefined;
  menuCode?: string | undefined;
  orgScope: DataScope;
  categoryScope: DataScope;
  orgCodes?: readonly string[] | undefined;
  categoryCodes?: readonly string[] | undefined;
}

export interface KnownMenu {
  id: number;
  menuCode: string;
}

export interface MenuScopeRowValues {
  menuId: number;
  orgScope: DataScope;
  categoryScope: DataScope;
  orgCodes: string[];
  categoryCodes: string[];
}

export interface MenuScopeKnown {
  menusById: ReadonlyMap<number, KnownMenu>;
  menusByCode: ReadonlyMap<string, KnownMenu>;
  orgCodes: ReadonlySet<string>;
  categoryCodes: ReadonlySet<string>;
}

/** Scope 3: only the listed codes. */
export const LIST_SCOPE: DataScope = 3;

export const MENU_SCOPE_MESSAGES = {
  menuRequired: '请选择菜单',
  menuUnknown: (menu: string) => `菜单 ${menu} 不存在`,
  menuMismatch: '菜单ID与菜单编码不一致',
  menuRepeated: (menuCode: string) => `菜单 ${menuCode} 重复`,
  orgsRequired: '组织范围为“指定组织”时须选择组织',
  categoriesRequired: '品类范围为“指定品类”时须选择品类',
  orgsUnknown: (codes: readonly string[]) => `组织编码 ${codes.join('、')} 不存在`,
  categoriesUnknown: (codes: readonly string[]) => `品类编码 ${codes.join('、')} 不存在`,
} as const;

/** Trimmed, non-empty, unique, sorted. */
export function cleanCodes(codes: readonly string[] | undefined): string[] {
  return [...new Set((codes ?? []).map((code) => code.trim()).filter((code) => code !== ''))].sort();
}

function resolveMenu(input: MenuScopeInput, known: MenuScopeKnown): KnownMenu | string {
  const code = input.menuCode?.trim() || undefined;
  if (input.menuId === undefined && code === undefined) return MENU_SCOPE_MESSAGES.menuRequired;
  const byId = input.menuId === undefined ? undefined : known.menusById.get(input.menuId);
  const byCode = code === undefined ? undefined : known.menusByCode.get(code);
  if (input.menuId !== undefined && !byId) return MENU_SCOPE_MESSAGES.menuUnknown(String(input.menuId));
  if (code !== undefined && !byCode) return MENU_SCOPE_MESSAGES.menuUnknown(code);
  if (byId && byCode && byId.id !== byCode.id) return MENU_SCOPE_MESSAGES.menuMismatch;
  return (byId ?? byCode) as KnownMenu;
}

/**
 * The rows to store, or every problem found as `第N条：…` (N counts from 1). Code lists are kept only
 * for scope 3 (other scopes do not read them), trimmed, unique and sorted.
 */
export function validateMenuScopes(inputs: readonly MenuScopeInput[], known: MenuScopeKnown): { rows: MenuScopeRowValues[]; errors: string[] } {
  const rows: MenuScopeRowValues[] = [];
  const errors: string[] = [];
  const seen = new Set<number>();
  inputs.forEach((input, index) => {
    const problems: string[] = [];
    const menu = resolveMenu(input, known);
    if (typeof menu === 'string') problems.push(menu);
    else if (seen.has(menu.id)) problems.push(MENU_SCOPE_MESSAGES.menuRepeated(menu.menuCode));
    else seen.add(menu.id);

    const orgCodes = input.orgScope === LIST_SCOPE ? cleanCodes(input.orgCodes) : [];
    const categoryCodes = input.categoryScope === LIST_SCOPE ? cleanCodes(input.categoryCodes) : [];
    if (input.orgScope === LIST_SCOPE && orgCodes.length === 0) problems.push(MENU_SCOPE_MESSAGES.orgsRequired);
    if (input.categoryScope === LIST_SCOPE && categoryCodes.length === 0) problems.push(MENU_SCOPE_MESSAGES.categoriesRequired);
    const unknownOrgs = orgCodes.filter((code) => !known.orgCodes.has(code));
    const unknownCategories = categoryCodes.filter((code) => !known.categoryCodes.has(code));
    if (unknownOrgs.length > 0) problems.push(MENU_SCOPE_MESSAGES.orgsUnknown(unknownOrgs));
    if (unknownCategories.length > 0) problems.push(MENU_SCOPE_MESSAGES.categoriesUnknown(unknownCategories));

    if (problems.length > 0) {
      errors.push(...problems.map((problem) => `第${index + 1}条：${problem}`));
    } else if (typeof menu !== 'string') {
      rows.push({ menuId: menu.id, orgScope: input.orgScope, categoryScope: input.categoryScope, orgCodes, categoryCodes });
    }
  });
  return { rows, errors };
}
