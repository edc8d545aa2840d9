/**
 * The rules of the common functions (常用功能, spec 01 §2.4, §2.5, §9): which menus can be chosen,
 * the limit of 15, the order kept, and the tile colours. Pure.
 */
import type { Menu, ShortMenu, CompositeShortMenuBody } from '@srm/gateway/api';
import { normalisePath } from '../router/menuRoutes';

/** At most 15 common functions (spec 01 §9); the gateway refuses more too. */
export const MAX_SHORT_MENUS = 15;

/** A page menu the user may choose as a common function. */
export interface ShortcutChoice {
  menuId: number;
  title: string;
  path: string;
}

/** Choices under one top menu (合同管理, 需求管理 …), in menu order. */
export interface ShortcutGroup {
  key: string;
  title: string;
  items: ShortcutChoice[];
}

const bySortNumber = (a: Menu, b: Menu) => a.sortNumber - b.sortNumber || a.id - b.id;

/**
 * A menu that opens a page of this app: a visible menu (not a button, not hidden, not an external
 * system) with a path and a page (a pageUrl or an embedded module). Folders without a page of their
 * own are left out.
 */
export function isPageMenu(menu: Menu): boolean {
  if (menu.menuType !== 1 || menu.hidden === 1 || menu.belongsTo === 2) return false;
  if (normalisePath(menu.pathUrl) === null) return false;
  return Boolean(menu.pageUrl?.trim() || menu.moduleName?.trim());
}

/** The user's page menus grouped by their top menu, both in menu order; empty groups are left out. */
export function pageMenuChoices(menuList: readonly Menu[]): ShortcutGroup[] {
  const groups: ShortcutGroup[] = [];
  for (const root of [...menuList].sort(bySortNumber)) {
    const items: ShortcutChoice[] = [];
    const visit = (menu: Menu) => {
      if (menu.menuType === 2 || menu.hidden === 1) return;
      if (isPageMenu(menu)) items.push({ menuId: menu.id, title: menu.menuName, path: normalisePath(menu.pathUrl) as string });
      for (const child of [...(menu.children ?? [])].sort(bySortNumber)) visit(child);
    };
    visit(root);
    if (items.length > 0) groups.push({ key: String(root.id), title: root.menuName, items });
  }
  return groups;
}

/**
 * The groups of the configuration dialog: the page menus, plus an `other` group for common
 * functions the user already has that are not among them (so saving does not drop them unseen).
 */
export function configGroups(groups: readonly ShortcutGroup[], current: readonly ShortMenu[], otherTitle: string): ShortcutGroup[] {
  const known = new Set(groups.flatMap((group) => group.items.map((item) => item.menuId)));
  const others = current
    .filter((entry) => !known.has(entry.menuId))
    .map((entry) => ({ menuId: entry.menuId, title: entry.menuName, path: normalisePath(entry.pathUrl) ?? '' }));
  return others.length > 0 ? [...groups, { key: 'other', title: otherTitle, items: others }] : [...groups];
}

/** The menus the user has, in their order (by sortNumber). */
export function currentSelection(current: readonly ShortMenu[]): number[] {
  return [...current].sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id).map((entry) => entry.menuId);
}

export interface ToggleResult {
  selected: number[];
  /** True when ticking was refused because 15 are already chosen (show 抱歉，常用功能不能超过15个). */
  refused: boolean;
}

/**
 * Ticks or unticks a menu in the dialog. A newly ticked menu goes last (the order the user chose is
 * kept); a 16th is refused.
 */
export function toggleSelection(selected: readonly number[], menuId: number, checked: boolean, max = MAX_SHORT_MENUS): ToggleResult {
  const has = selected.includes(menuId);
  if (!checked) return { selected: has ? selected.filter((id) => id !== menuId) : [...selected], refused: false };
  if (has) return { selected: [...selected], refused: false };
  if (selected.length >= max) return { selected: [...selected], refused: true };
  return { selected: [...selected, menuId], refused: false };
}

/** Whether one more common function may be added to `count` (checked before the call). */
export function canAddShortMenu(count: number, max = MAX_SHORT_MENUS): boolean {
  return count < max;
}

/** The composite save of the chosen menus, numbered 1..n in order. */
export function compositeBody(userId: number, selected: readonly number[]): CompositeShortMenuBody {
  return { userId, sysShortMenus: selected.map((menuId, index) => ({ menuId, sortNumber: index + 1 })) };
}

/** The choices not yet among the user's common functions (what the dashboard's 添加 offers). */
export function addableGroups(groups: readonly ShortcutGroup[], current: readonly ShortMenu[]): ShortcutGroup[] {
  const have = new Set(current.map((entry) => entry.menuId));
  return groups.map((group) => ({ ...group, items: group.items.filter((item) => !have.has(item.menuId)) })).filter((group) => group.items.length > 0);
}

export type TileTone = 'primary' | 'success' | 'warning';

const TONES: readonly TileTone[] = ['primary', 'success', 'warning'];

/**
 * The colour of a tile: cycles by id mod 3 (spec 01 §9). The id is the menu's, so a function keeps
 * its colour when the list is configured again (the entries' own ids are renewed by every save).
 */
export function tileTone(menuId: number): TileTone {
  return TONES[((menuId % 3) + 3) % 3] as TileTone;
}
