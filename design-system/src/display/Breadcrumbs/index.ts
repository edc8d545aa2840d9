export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export { NO_REDIRECT, buildBreadcrumbs, isDashboardRoute, type BreadcrumbRoute, type Crumb, type TrailOptions } from './breadcrumbTrail';
