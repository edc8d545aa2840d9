export { SideMenu, SidebarToggle, type SideMenuProps, type SidebarToggleProps } from './SideMenu';
export {
  EXTERNAL_SYSTEM,
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
