export { Menu, MenuContext, type MenuProps } from './Menu';
export {
  duplicateMenuKeys,
  findMenuItem,
  flattenMenuItems,
  hasEnabledItem,
  isMenuSection,
  isMenuSeparator,
  tidyMenuEntries,
  type MenuEntry,
  type MenuItemDef,
  type MenuSectionDef,
  type MenuSeparatorDef,
} from './menuItems';
