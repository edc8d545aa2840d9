import { css, type Theme } from '@emotion/react';
import { layoutTokens as lt } from '../../theme/tokens';

/**
 * The tab bar: a scrolling row of tabs between its ‹ › controls (only while the tabs overflow) and
 * the 更多 button; states as data attributes. The row snaps to tab starts (see tabScroll.ts).
 */
export function tabBarStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-width: 0;
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.tight};

    .srm-tab-bar-strip {
      display: flex;
      flex: 1;
      align-items: center;
      gap: ${theme.space[1]};
      min-width: 0;
    }
    .srm-tab-bar-scroll {
      position: relative;
      flex: 1;
      min-width: 0;
      overflow-x: auto;
      overflow-y: hidden;
      scroll-snap-type: x mandatory;
      scrollbar-width: none;
    }
    .srm-tab-bar-scroll::-webkit-scrollbar {
      display: none;
    }
    .srm-tab-bar-list {
      display: flex;
      gap: ${theme.space[1]};
      width: max-content;
      margin: 0;
      padding: ${theme.space[1]} 0;
      list-style: none;
    }
    .srm-tab {
      display: inline-flex;
      flex: none;
      scroll-snap-align: start;
      align-items: center;
      max-width: ${lt.tabMaxWidth};
      height: ${lt.tabHeight};
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      color: ${c.textSecondary};
    }
    .srm-tab[data-active] {
      border-color: ${c.primary};
      background: ${c.primary};
      color: ${c.textInverse};
    }
    .srm-tab-link {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[1]};
      min-width: 0;
      height: 100%;
      padding: 0 ${theme.space[2]};
      color: inherit;
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      outline: none;
      border-radius: ${theme.radii.md};
    }
    .srm-tab-title {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .srm-tab:not([data-active]) .srm-tab-link[data-hovered] {
      color: ${c.primary};
    }
    .srm-tab[data-active] .srm-tab-link::before {
      content: '';
      flex: none;
      width: ${theme.space[2]};
      height: ${theme.space[2]};
      border-radius: ${theme.radii.round};
      background: currentColor;
    }
    .srm-tab-link[data-focus-visible],
    .srm-tab-close[data-focus-visible],
    .srm-tab-bar-scroll-button[data-focus-visible],
    .srm-tab-bar-more[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
      outline: 2px solid ${c.primary};
      outline-offset: 1px;
    }
    .srm-tab-close {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${theme.space[4]};
      height: ${theme.space[4]};
      margin-right: ${theme.space[1]};
      padding: 0;
      border: none;
      border-radius: ${theme.radii.round};
      background: transparent;
      color: inherit;
      cursor: pointer;
      outline: none;
    }
    .srm-tab-close[data-hovered] {
      background: ${c.textTertiary};
      color: ${c.textInverse};
    }
    .srm-tab[data-active] .srm-tab-close[data-hovered] {
      background: ${c.primaryActive};
    }
    .srm-tab-bar-scroll-button {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${theme.space[6]};
      height: ${lt.tabHeight};
      padding: 0;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-tab-bar-scroll-button[data-hovered],
    .srm-tab-bar-scroll-button[data-pressed] {
      color: ${c.primary};
      border-color: ${c.primary};
    }
    .srm-tab-bar-scroll-button[data-disabled] {
      color: ${c.textDisabled};
      border-color: ${c.borderSubtle};
      cursor: default;
    }
    .srm-tab-bar-more {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${lt.tabHeight};
      height: ${lt.tabHeight};
      padding: 0;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-tab-bar-more[data-hovered],
    .srm-tab-bar-more[data-pressed] {
      color: ${c.primary};
      border-color: ${c.primary};
    }
  `;
}
