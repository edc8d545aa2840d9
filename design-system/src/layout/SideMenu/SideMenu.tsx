import { ClassNames, css } from '@emotion/react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Link,
  Menu as RACMenu,
  MenuItem,
  MenuTrigger,
  NavigationTree,
  NavigationTreeItem,
  NavigationTreeItemContent,
  Popover as RACPopover,
  RouterProvider,
  SubmenuTrigger,
  Toolbar,
  VisuallyHidden,
  type Key,
} from 'react-aria-components';
import { menuPopoverStyles } from '../../overlays/Menu/menuStyles';
import { Tooltip } from '../../overlays/Tooltip';
import { overlayTokens } from '../../theme/tokens';
import { useLocale } from '../../i18n/LocaleProvider';
import { activeAncestorKeys, activeTopKey, buildSideMenu, findActiveNode, type SideMenuItem, type SideMenuNode } from './sideMenuModel';
import { sideMenuStyles, sidebarToggleStyles } from './sideMenuStyles';

export interface SideMenuProps {
  /** The user's menu tree as the gateway gives it (hidden, belongsTo, children …); see `buildSideMenu`. */
  items: readonly SideMenuItem[];
  /** The current route's path (or its activeMenu): that item is marked and its groups open. */
  activeKey?: string | null;
  /**
   * Client-side navigation for an internal link (react-router's `navigate`). Links keep their
   * `href`, so Ctrl/⌘-click still opens a new tab; external links (belongsTo 2 or an absolute URL)
   * always open in a new tab with rel="noopener noreferrer" and never call it.
   */
  onNavigate?: (path: string) => void;
  /**
   * Called with an internal link's path when the user shows the intent to open it: the pointer enters
   * it (mouse or pen) or it gets the keyboard focus. Not for groups or external links. An app can start
   * loading that page here (its code, its first data), so that the page opens sooner on the click.
   */
  onItemIntent?: (path: string) => void;
  /**
   * Icons only, each with a tooltip; a group opens its items in a popup menu.
   * @default false
   */
  collapsed?: boolean;
  /**
   * Called by the collapse toggle at the bottom of the menu; without it there is no toggle (the
   * caller may place `SidebarToggle` elsewhere).
   */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Draws a menu's icon from its `icon` name.
   * @default the first character of the menu's name in a small frame
   */
  renderIcon?: (icon: string | undefined, node: SideMenuNode) => ReactNode;
  /**
   * Names the menu for assistive technology.
   * @default '侧边菜单' in zh-CN, 'Side menu' in en
   */
  'aria-label'?: string;
  className?: string;
}

function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function defaultIcon(_icon: string | undefined, node: SideMenuNode): ReactNode {
  return <span className="srm-side-menu-monogram srm-side-menu-icon">{Array.from(node.label)[0] ?? ''}</span>;
}

/** Popup menu items that are links look like the other items. */
const popupLinkStyles = css`
  a.srm-menu-item {
    color: inherit;
    text-decoration: none;
  }
`;

function linkProps(node: SideMenuNode) {
  return node.external ? { href: node.href, target: '_blank', rel: 'noopener noreferrer' } : { href: node.href };
}

type ItemIntent = ((path: string) => void) | undefined;

/** Hover and focus handlers of an internal link that report the intent to open it (`onItemIntent`). */
function intentProps(node: SideMenuNode, onItemIntent: ItemIntent) {
  const path = node.href;
  if (!onItemIntent || !path || node.external || node.children) return {};
  const intent = () => onItemIntent(path);
  return { onHoverStart: intent, onFocus: intent };
}

export interface SidebarToggleProps {
  /** Whether the side menu is collapsed now (the button then offers to expand it). */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  className?: string;
}

/**
 * The collapse toggle of the side menu: a button named 收起菜单 / 展开菜单 with `aria-expanded`
 * (true while the menu is expanded). The app keeps the state (cookie `sidebarStatus` 1/0).
 */
export function SidebarToggle({ collapsed, onCollapsedChange, className }: SidebarToggleProps) {
  const { t: t } = useLocale();
  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <RACButton
          className={cx(css(sidebarToggleStyles(theme)), className)}
          aria-label={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
          aria-expanded={!collapsed}
          data-collapsed={collapsed || undefined}
          onPress={() => onCollapsedChange(!collapsed)}
        >
          <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
            {collapsed ? (
              <path d="M2 3h12M6 8h8M2 13h12M2 6l2.5 2L2 10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            ) : (
              <path d="M2 3h12M6 8h8M2 13h12M4.5 6L2 8l2.5 2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            )}
          </svg>
        </RACButton>
      )}
    </ClassNames>
  );
}

/** Keeps the active item's groups open: they are added whenever the active key changes. */
function useExpandedKeys(nodes: SideMenuNode[], activeKey: string | null | undefined) {
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(activeAncestorKeys(nodes, activeKey)));
  const [seen, setSeen] = useState({ nodes, activeKey });
  if (seen.nodes !== nodes || seen.activeKey !== activeKey) {
    setSeen({ nodes, activeKey });
    const ancestors = activeAncestorKeys(nodes, activeKey);
    if (ancestors.some((key) => !expanded.has(key))) setExpanded(new Set([...expanded, ...ancestors]));
  }
  return [expanded, setExpanded] as const;
}

function ExpandedTree({
  nodes,
  activeKey,
  label,
  renderIcon,
  externalNote,
  onItemIntent,
}: {
  nodes: SideMenuNode[];
  activeKey: string | null | undefined;
  label: string;
  renderIcon: NonNullable<SideMenuProps['renderIcon']>;
  externalNote: string;
  onItemIntent: ItemIntent;
}) {
  const [expandedKeys, setExpandedKeys] = useExpandedKeys(nodes, activeKey);
  const selectedRoute = findActiveNode(nodes, activeKey)?.href ?? null;
  const renderNode = (node: SideMenuNode): ReactNode => (
    <NavigationTreeItem
      key={node.key}
      id={node.key}
      textValue={node.label}
      className="srm-side-menu-row"
      hasChildItems={node.children !== undefined}
      {...linkProps(node)}
    >
      <NavigationTreeItemContent>
        {({ hasChildItems }) => (
          <Link className="srm-side-menu-link" {...intentProps(node, onItemIntent)}>
            <span className="srm-side-menu-icon" aria-hidden="true">
              {renderIcon(node.icon, node)}
            </span>
            <span className="srm-side-menu-label">{node.label}</span>
            {node.external ? <VisuallyHidden>{externalNote}</VisuallyHidden> : null}
            {hasChildItems ? <Chevron className="srm-side-menu-chevron" /> : null}
          </Link>
        )}
      </NavigationTreeItemContent>
      {node.children?.map(renderNode)}
    </NavigationTreeItem>
  );
  return (
    <NavigationTree
      className="srm-side-menu-tree"
      aria-label={label}
      selectedRoute={selectedRoute}
      expandedKeys={expandedKeys}
      onExpandedChange={setExpandedKeys}
    >
      {nodes.map(renderNode)}
    </NavigationTree>
  );
}

function renderPopupItems(nodes: SideMenuNode[], externalNote: string, popupClass: string, onItemIntent: ItemIntent): ReactNode[] {
  return nodes.map((node) =>
    node.children ? (
      <SubmenuTrigger key={node.key}>
        <MenuItem id={node.key} textValue={node.label} className="srm-menu-item srm-side-menu-popup-item">
          <span className="srm-menu-item-label">{node.label}</span>
        </MenuItem>
        <RACPopover placement="end top" offset={0} className={popupClass}>
          <RACMenu className="srm-menu" aria-label={node.label}>
            {renderPopupItems(node.children, externalNote, popupClass, onItemIntent)}
          </RACMenu>
        </RACPopover>
      </SubmenuTrigger>
    ) : (
      <MenuItem key={node.key} id={node.key} textValue={node.label} className="srm-menu-item" {...linkProps(node)} {...intentProps(node, onItemIntent)}>
        <span className="srm-menu-item-label">
          {node.label}
          {node.external ? <VisuallyHidden>{externalNote}</VisuallyHidden> : null}
        </span>
      </MenuItem>
    ),
  );
}

function CollapsedIcons({
  nodes,
  activeKey,
  label,
  renderIcon,
  externalNote,
  popupClass,
  onItemIntent,
}: {
  nodes: SideMenuNode[];
  activeKey: string | null | undefined;
  label: string;
  renderIcon: NonNullable<SideMenuProps['renderIcon']>;
  externalNote: string;
  popupClass: string;
  onItemIntent: ItemIntent;
}) {
  const activeTop = activeTopKey(nodes, activeKey);
  const activeLeaf = findActiveNode(nodes, activeKey);
  return (
    <Toolbar className="srm-side-menu-icons" orientation="vertical" aria-label={label}>
      {nodes.map((node) => {
        const icon = (
          <span className="srm-side-menu-icon" aria-hidden="true">
            {renderIcon(node.icon, node)}
          </span>
        );
        const isActive = node.key === activeTop;
        if (!node.children) {
          return (
            <Tooltip key={node.key} content={node.label} placement="end">
              <Link
                className="srm-side-menu-icon-button"
                data-active={isActive || undefined}
                aria-current={node === activeLeaf ? 'page' : undefined}
                {...linkProps(node)}
                {...intentProps(node, onItemIntent)}
              >
                {icon}
                <VisuallyHidden>
                  {node.label}
                  {node.external ? externalNote : null}
                </VisuallyHidden>
              </Link>
            </Tooltip>
          );
        }
        return (
          <MenuTrigger key={node.key}>
            <Tooltip content={node.label} placement="end">
              <RACButton className="srm-side-menu-icon-button" data-active={isActive || undefined}>
                {icon}
                <VisuallyHidden>{node.label}</VisuallyHidden>
              </RACButton>
            </Tooltip>
            <RACPopover placement="end top" offset={overlayTokens.offset / 2} className={popupClass}>
              <RACMenu className="srm-menu" aria-label={node.label}>
                {renderPopupItems(node.children, externalNote, popupClass, onItemIntent)}
              </RACMenu>
            </RACPopover>
          </MenuTrigger>
        );
      })}
    </Toolbar>
  );
}

/**
 * The side menu of the layout shell (spec 01 §2.4), built from the user's menu tree: nested groups,
 * the single-child rule, hidden menus left out, external links (belongsTo 2) in a new tab, the
 * active item marked with its groups open. Expanded it is react-aria's NavigationTree (arrow keys
 * move, ArrowRight/ArrowLeft open and close a group, Enter follows a link); collapsed it is a
 * vertical toolbar of icons with tooltips (ArrowUp/ArrowDown move), a group opening a popup menu.
 * The root carries `data-collapsed`; rows carry react-aria's `data-expanded`, `data-current`,
 * `data-current-ancestor`, `data-focus-visible`.
 *
 * Memoised: it renders again only when its props change, so pass stable callbacks (a layout that
 * renders again around it, as when a tab is added, then leaves the whole tree alone).
 */
export const SideMenu = memo(function SideMenu({
  items,
  activeKey,
  onNavigate,
  onItemIntent,
  collapsed = false,
  onCollapsedChange,
  renderIcon = defaultIcon,
  'aria-label': ariaLabel,
  className,
}: SideMenuProps) {
  const { t: t } = useLocale();
  const nodes = useMemo(() => buildSideMenu(items), [items]);
  const label = ariaLabel ?? t('sideMenu.label');
  const externalNote = t('sideMenu.external');

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const popupClass = css(menuPopoverStyles(theme), popupLinkStyles);
        let body: ReactNode;
        if (nodes.length === 0) {
          body = <p className="srm-side-menu-empty">{t('sideMenu.empty')}</p>;
        } else if (collapsed) {
          body = (
            <CollapsedIcons
              nodes={nodes}
              activeKey={activeKey}
              label={label}
              renderIcon={renderIcon}
              externalNote={externalNote}
              popupClass={popupClass}
              onItemIntent={onItemIntent}
            />
          );
        } else {
          body = (
            <ExpandedTree nodes={nodes} activeKey={activeKey} label={label} renderIcon={renderIcon} externalNote={externalNote} onItemIntent={onItemIntent} />
          );
        }
        const content = (
          <div className={cx(css(sideMenuStyles(theme)), className)} data-collapsed={collapsed || undefined}>
            <div className="srm-side-menu-scroll">{body}</div>
            {onCollapsedChange ? (
              <div className="srm-side-menu-footer">
                <SidebarToggle collapsed={collapsed} onCollapsedChange={onCollapsedChange} />
              </div>
            ) : null}
          </div>
        );
        return onNavigate ? <RouterProvider navigate={(path) => onNavigate(String(path))}>{content}</RouterProvider> : content;
      }}
    </ClassNames>
  );
});
