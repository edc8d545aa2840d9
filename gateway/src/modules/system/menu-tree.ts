/**
 * Pure helpers that turn flat menu rows into the tree the app builds its routes from.
 */
import type { Menu } from '../../contract.js';

export const ROOT_PARENT_ID = 0;

function byMenuOrder(a: Menu, b: Menu): number {
  return a.sortNumber - b.sortNumber || a.id - b.id;
}

/**
 * The granted menus plus every ancestor of each, so a granted page is always reachable from a root
 * even when only the page (not its folder) was assigned to a role.
 */
export function withAncestors(allMenus: readonly Menu[], grantedIds: Iterable<number>): Menu[] {
  const byId = new Map(allMenus.map((menu) => [menu.id, menu]));
  const included = new Set<number>();
  for (const grantedId of grantedIds) {
    let current = byId.get(grantedId);
    while (current && !included.has(current.id)) {
      included.add(current.id);
      current = current.parentId === ROOT_PARENT_ID ? undefined : byId.get(current.parentId);
    }
  }
  return allMenus.filter((menu) => included.has(menu.id));
}

/**
 * Nests flat menus under their parents: roots have parentId 0, siblings are ordered by sortNumber
 * (then id), buttons (menuType 2) stay as leaves. Rows whose parent is not in the list are unreachable
 * and left out. `children` is present only on menus that have some.
 */
export function buildMenuTree(menus: readonly Menu[]): Menu[] {
  const nodes = new Map<number, Menu>();
  for (const menu of [...menus].sort(byMenuOrder)) {
    const { children: _ignored, ...flat } = menu;
    nodes.set(menu.id, flat);
  }
  const roots: Menu[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === ROOT_PARENT_ID) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
  }
  return roots;
}
