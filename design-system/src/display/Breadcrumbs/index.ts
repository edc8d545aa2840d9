export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export { DASHBOARD_PATH, NO_REDIRECT, buildBreadcrumbs, isDashboardRoute, type BreadcrumbRoute, type Crumb, type TrailOptions } from './breadcrumbTrail';
