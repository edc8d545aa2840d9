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

/** The supplier portal's folder (seeds/menus.ts). */
export const SUPPLIER_PORTAL_CODE = 'portal';

/**
 * A supplier user's menu (issue 22: "its menu is the supplier portal tree"): top-level pages (首页) stay
 * as they are; then the portal folder, holding its own pages first and then every other granted page
 * (with its buttons) in menu order, each keeping its path; the other folders are left out. Without the
 * portal folder the tree is returned as it is.
 */
export function supplierPortalTree(tree: readonly Menu[]): Menu[] {
  const portal = tree.find((menu) => menu.menuCode === SUPPLIER_PORTAL_CODE && menu.parentId === 0);
  if (!portal) return [...tree];
  const isFolder = (menu: Menu): boolean => menu.pageUrl === null && menu.menuType !== 2 && (menu.children?.length ?? 0) > 0;
  const pages = (folder: Menu): Menu[] => (folder.children ?? []).filter((child) => child.menuType !== 2);
  const otherPages = tree.filter((root) => root !== portal && isFolder(root)).flatMap(pages);
  const children = [...pages(portal), ...otherPages].map((page, index) => ({ ...page, parentId: portal.id, sortNumber: index + 1 }));
  return [...tree.filter((root) => !isFolder(root) && root !== portal), { ...portal, children }];
}
