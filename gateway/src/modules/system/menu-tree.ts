/**
 * Pure helpers that turn flat menu rows into the tree the app builds its routes from.
 */
import type { Menu } from '../../api/index.js';
import { buildTree, idsWithAncestors } from '../../core/tree.js';

export { ROOT_PARENT_ID } from '../../core/tree.js';

function byMenuOrder(a: Menu, b: Menu): number {
  return a.sortNumber - b.sortNumber || a.id - b.id;
}

/**
 * The granted menus plus every ancestor of each, so a granted page is always reachable from a root
 * even when only the page (not its folder) was assigned to a role.
 */
export function withAncestors(allMenus: readonly Menu[], grantedIds: Iterable<number>): Menu[] {
  const included = idsWithAncestors(allMenus, grantedIds);
  return allMenus.filter((menu) => included.has(menu.id));
}

/**
 * Nests flat menus under their parents: roots have parentId 0, siblings are ordered by sortNumber
 * (then id), buttons (menuType 2) stay as leaves. Rows whose parent is not in the list are unreachable
 * and left out. `children` is present only on menus that have some.
 */
export function buildMenuTree(menus: readonly Menu[]): Menu[] {
  return buildTree(
    menus.map(({ children: _ignored, ...flat }) => flat),
    byMenuOrder,
  ) as Menu[];
}
