/**
 * Pure rules of a user's common functions (short menus, spec 01 §5 "Common functions"): at most 15,
 * one entry per menu, kept in the order the user chose.
 */

export const MAX_SHORT_MENUS = 15;

export const SHORT_MENU_MESSAGES = {
  tooMany: `抱歉，常用功能不能超过${MAX_SHORT_MENUS}个`,
  configured: '常用功能配置成功',
  added: '新增成功',
  removed: '删除成功',
} as const;

export interface ShortMenuChoice {
  menuId: number;
  sortNumber: number;
}

/**
 * The set a composite save asks for: ordered by sortNumber (ties keep the order given), one entry per
 * menu (the first wins), renumbered 1..n.
 */
export function normalizeShortMenus(choices: readonly ShortMenuChoice[]): ShortMenuChoice[] {
  const ordered = choices.map((choice, index) => ({ ...choice, index })).sort((a, b) => a.sortNumber - b.sortNumber || a.index - b.index);
  const seen = new Set<number>();
  const result: ShortMenuChoice[] = [];
  for (const { menuId } of ordered) {
    if (seen.has(menuId)) continue;
    seen.add(menuId);
    result.push({ menuId, sortNumber: result.length + 1 });
  }
  return result;
}

/**
 * The entries to add when a user adds `menuIds` to the menus they already have: new menus only (in the
 * order given, once each), numbered after the current highest sortNumber.
 */
export function appendShortMenus(existing: readonly ShortMenuChoice[], menuIds: readonly number[]): ShortMenuChoice[] {
  const have = new Set(existing.map((entry) => entry.menuId));
  let next = existing.reduce((max, entry) => Math.max(max, entry.sortNumber), 0);
  const added: ShortMenuChoice[] = [];
  for (const menuId of menuIds) {
    if (have.has(menuId)) continue;
    have.add(menuId);
    added.push({ menuId, sortNumber: ++next });
  }
  return added;
}

export function exceedsShortMenuLimit(count: number): boolean {
  return count > MAX_SHORT_MENUS;
}
