import { buildSideMenu, isExternalUrl, type SideMenuItem } from '@srm/design-system';
import { firstPageHref } from './shellRoutes';

/** One entry of the list pages' side menu. */
export interface ListSideMenuEntry {
  key: string;
  label: string;
  href: string;
  /** An absolute address: it opens in a new window. */
  external: boolean;
}

/**
 * The side menu of list pages (spec 01 §2.4): the top-level menus that are not hidden, each leading to
 * its first page; absolute addresses open in a new window; top menus with no page are left out.
 */
export function listSideMenuEntries(menus: readonly SideMenuItem[]): ListSideMenuEntry[] {
  return buildSideMenu(menus).flatMap((node) => {
    const href = firstPageHref(node);
    if (!href) return [];
    return [{ key: node.key, label: node.label, href, external: isExternalUrl(href) }];
  });
}
