/**
 * The layout family: presentational shell parts other internal apps can reuse (spec 01 §2.4).
 * The breadcrumb is the display family's `Breadcrumbs` (exported from the package root).
 */
export * from './AppFrame';
export * from './SideMenu';
export * from './TabBar';
export { layoutTokens } from '../theme/tokens';
