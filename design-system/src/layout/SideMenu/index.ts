export { SideMenu, SidebarToggle, type SideMenuProps, type SidebarToggleProps } from './SideMenu';
export {
  activeAncestorKeys,
  activeTopKey,
  buildSideMenu,
  findActiveNode,
  flattenSideMenu,
  isExternalUrl,
  resolveMenuPath,
  type SideMenuItem,
  type SideMenuNode,
} from './sideMenuModel';
