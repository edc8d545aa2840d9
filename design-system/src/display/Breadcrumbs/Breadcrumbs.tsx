import { ClassNames, css, type Theme } from '@emotion/react';
import { forwardRef, useMemo, type ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs as RACBreadcrumbs, Link, RouterProvider } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { DASHBOARD_PATH, buildBreadcrumbs, type BreadcrumbRoute } from './breadcrumbTrail';

export interface BreadcrumbsProps {
  /** The matched routes, outermost first (the app maps its route meta to `{title, path, redirect, name, breadcrumb}`). */
  items: readonly BreadcrumbRoute[];
  /**
   * Client-side navigation for a plain click on a crumb (e.g. react-router's `navigate`). Links
   * keep their `href`, so a modified click (Ctrl/⌘, middle button) still opens a new tab.
   * Without it, links navigate natively (or through an app-level react-aria RouterProvider).
   */
  onNavigate?: (path: string) => void;
  /**
   * Title of the home crumb.
   * @default '采购管理平台' in zh-CN, 'Procurement Platform' in en
   */
  homeTitle?: string;
  /**
   * Path of the home crumb.
   * @default '/dashboard'
   */
  homePath?: string;
  /**
   * Drawn between crumbs (hidden from assistive technology).
   * @default '/'
   */
  separator?: ReactNode;
  /**
   * Name of the navigation landmark.
   * @default '面包屑导航' in zh-CN, 'Breadcrumb' in en
   */
  'aria-label'?: string;
  className?: string;
}

function breadcrumbsStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};

    .srm-breadcrumb-list {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-breadcrumb {
      display: inline-flex;
      align-items: center;
      min-width: 0;
    }
    .srm-breadcrumb-link {
      color: ${c.textSecondary};
      font-weight: ${theme.fontWeights.medium};
      text-decoration: none;
      cursor: pointer;
      outline: none;
      border-radius: ${theme.radii.sm};
    }
    .srm-breadcrumb-link[data-hovered] {
      color: ${c.primary};
    }
    .srm-breadcrumb-link[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-breadcrumb-text {
      color: ${c.textTertiary};
    }
    .srm-breadcrumb[data-current] .srm-breadcrumb-text {
      color: ${c.text};
    }
    .srm-breadcrumb-separator {
      margin: 0 ${theme.space[2]};
      color: ${c.textTertiary};
    }
  `;
}

/**
 * The page's breadcrumb trail (spec 01 §2.4) on react-aria's Breadcrumbs: starts with 采购管理平台
 * unless the first route is the dashboard; the last crumb (`aria-current="page"`) and `noRedirect`
 * crumbs are text. States: react-aria's `data-current` on the last item; `data-link` on linked items.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, onNavigate, homeTitle, homePath = DASHBOARD_PATH, separator = '/', 'aria-label': ariaLabel, className },
  ref,
) {
  const { t } = useLocale();
  const crumbs = useMemo(
    () => buildBreadcrumbs(items, { homeTitle: homeTitle ?? t('breadcrumbs.home'), homePath }),
    [items, homeTitle, homePath, t],
  );
  const label = ariaLabel ?? t('breadcrumbs.label');
  const trail = (
    <RACBreadcrumbs className="srm-breadcrumb-list" aria-label={label}>
      {crumbs.map((crumb) => (
        <Breadcrumb key={crumb.key} id={crumb.key} className="srm-breadcrumb" data-link={crumb.href ? true : undefined}>
          {crumb.href ? (
            <Link className="srm-breadcrumb-link" href={crumb.href}>
              {crumb.title}
            </Link>
          ) : (
            <span className="srm-breadcrumb-text" aria-current={crumb.isCurrent ? 'page' : undefined}>
              {crumb.title}
            </span>
          )}
          {crumb.isCurrent ? null : (
            <span className="srm-breadcrumb-separator" aria-hidden="true">
              {separator}
            </span>
          )}
        </Breadcrumb>
      ))}
    </RACBreadcrumbs>
  );
  return (
    <ClassNames>
      {({ css: toClass, cx, theme }) => (
        <nav ref={ref} aria-label={label} className={cx(toClass(breadcrumbsStyles(theme)), className)}>
          {onNavigate ? <RouterProvider navigate={(path) => onNavigate(String(path))}>{trail}</RouterProvider> : trail}
        </nav>
      )}
    </ClassNames>
  );
});
