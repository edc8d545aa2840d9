import type { Locale } from '@srm/design-system';
import type { DictMap } from '@srm/gateway/api';

/** A menu as far as its name goes (a menu of the tree, or a common function). */
interface Named {
  menuName: string;
  menuNameEn?: string | null;
  children?: readonly Named[] | undefined;
}

/**
 * Menus named in `locale`: in English a menu with an English name (`menuNameEn`, from the gateway)
 * shows it, the others keep their Chinese name; in Chinese the list is returned as it is. Children are
 * named too. Pure: the menu atoms run it, so the sidebar, tabs, breadcrumb and common functions follow
 * the language without loading the menus again.
 */
export function localiseMenus<T extends Named>(menus: readonly T[], locale: Locale): T[] {
  if (locale !== 'en') return menus as T[];
  return menus.map((menu) => ({
    ...menu,
    menuName: menu.menuNameEn || menu.menuName,
    ...(menu.children ? { children: localiseMenus(menu.children, locale) } : {}),
  }));
}

/**
 * Dictionaries named in `locale`: in English an item with an English name (`dictItemNameEn`) shows it,
 * the others keep their Chinese name; in Chinese the map is returned as it is. Pure, like localiseMenus.
 */
export function localiseDictionaries(dictionaries: DictMap | undefined, locale: Locale): DictMap | undefined {
  if (!dictionaries || locale !== 'en') return dictionaries;
  return Object.fromEntries(
    Object.entries(dictionaries).map(([code, items]) => [code, items.map((item) => ({ ...item, dictItemName: item.dictItemNameEn || item.dictItemName }))]),
  );
}
