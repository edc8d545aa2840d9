import { css, type Theme } from '@emotion/react';
import { layoutTokens as lt } from '../../theme/tokens';

/** The dark side menu, expanded (tree) or collapsed (icons only); states from react-aria's data attributes. */
export function sideMenuStyles(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    height: 100%;
    width: ${lt.sidebarWidth};
    background: ${lt.sidebarBackground};
    color: ${lt.sidebarText};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};

    &[data-collapsed] {
      width: ${lt.sidebarCollapsedWidth};
    }
    .srm-side-menu-scroll {
      flex: 1;
      min-height: 0;
      overflow-x: hidden;
      overflow-y: auto;
    }
    .srm-side-menu-tree {
      outline: none;
      padding: ${theme.space[1]} 0;
    }
    .srm-side-menu-row {
      outline: none;
    }
    .srm-side-menu-link {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      min-height: ${lt.menuItemHeight};
      padding: 0 ${theme.space[4]} 0 calc(${theme.space[4]} + (var(--tree-item-level, 1) - 1) * ${lt.menuIndent});
      color: inherit;
      text-decoration: none;
      cursor: pointer;
      outline: none;
    }
    .srm-side-menu-row[data-hovered] .srm-side-menu-link,
    .srm-side-menu-link[data-hovered] {
      background: ${lt.sidebarHover};
      color: ${lt.sidebarTextActive};
    }
    .srm-side-menu-row[data-current-ancestor] .srm-side-menu-link {
      color: ${lt.sidebarTextActive};
    }
    .srm-side-menu-row[data-current] .srm-side-menu-link {
      background: ${lt.sidebarActive};
      color: ${lt.sidebarTextActive};
    }
    .srm-side-menu-row[data-focus-visible] .srm-side-menu-link,
    .srm-side-menu-link[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${lt.sidebarTextActive};
    }
    .srm-side-menu-label {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    .srm-side-menu-chevron {
      flex: none;
      transition: transform 0.2s;
    }
    .srm-side-menu-row[data-expanded] .srm-side-menu-chevron {
      transform: rotate(180deg);
    }
    .srm-side-menu-icon {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${lt.iconSize};
      height: ${lt.iconSize};
      font-size: ${theme.fontSizes.xs};
      line-height: 1;
    }
    .srm-side-menu-monogram {
      border: 1px solid currentColor;
      border-radius: ${theme.radii.md};
    }
    .srm-side-menu-empty {
      padding: ${theme.space[3]} ${theme.space[4]};
    }

    /* Collapsed: a vertical toolbar of icons. */
    .srm-side-menu-icons {
      display: flex;
      flex-direction: column;
      padding: ${theme.space[1]} 0;
      outline: none;
    }
    .srm-side-menu-icon-button {
      display: flex;
      align-items: center;
      justify-content: center;
      width: 100%;
      height: ${lt.menuItemHeight};
      padding: 0;
      border: none;
      background: transparent;
      color: inherit;
      font: inherit;
      text-decoration: none;
      cursor: pointer;
      outline: none;
    }
    .srm-side-menu-icon-button[data-hovered],
    .srm-side-menu-icon-button[data-pressed] {
      background: ${lt.sidebarHover};
      color: ${lt.sidebarTextActive};
    }
    .srm-side-menu-icon-button[data-active] {
      background: ${lt.sidebarActive};
      color: ${lt.sidebarTextActive};
    }
    .srm-side-menu-icon-button[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${lt.sidebarTextActive};
    }

    .srm-side-menu-footer {
      flex: none;
      display: flex;
      justify-content: flex-end;
      padding: ${theme.space[1]} ${theme.space[2]};
      border-top: 1px solid ${lt.sidebarHover};
    }
    &[data-collapsed] .srm-side-menu-footer {
      justify-content: center;
    }
  `;
}

/** The toggle of the collapsed mode: an icon button readable on the dark sidebar. */
export function sidebarToggleStyles(theme: Theme) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.density.controlHeight};
    height: ${theme.density.controlHeight};
    padding: 0;
    border: none;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: inherit;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background: ${lt.sidebarHover};
    }
    &[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
      outline: 2px solid currentColor;
    }
  `;
}
