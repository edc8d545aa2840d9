export { TabBar, type TabBarProps } from './TabBar';
export {
  MAX_TABS,
  addTab,
  availableCloseActions,
  closeTabs,
  isDashboardTab,
  tabTarget,
  type TabChange,
  type TabCloseAction,
  type TabItem,
  type TabOptions,
  type TabRoute,
} from './tabBarModel';
