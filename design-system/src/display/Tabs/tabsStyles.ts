import { css, type Theme } from '@emotion/react';

/** Line-style tabs: the selected tab is underlined in the primary colour. */
export function tabsStyles(theme: Theme) {
  const c = theme.colors;
  const line = `calc(${theme.space[1]} / 2)`;
  return css`
    display: flex;
    flex-direction: column;
    color: ${c.text};
    font-size: ${theme.fontSizes.md};

    &[data-orientation='vertical'] {
      flex-direction: row;
    }
    .srm-tab-list {
      display: flex;
      gap: ${theme.space[6]};
      border-bottom: 1px solid ${c.borderSubtle};
    }
    .srm-tab-list[data-orientation='vertical'] {
      flex-direction: column;
      gap: ${theme.space[1]};
      border-bottom: none;
      border-right: 1px solid ${c.borderSubtle};
    }
    .srm-tab {
      position: relative;
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[1]};
      padding: ${theme.space[2]} ${theme.space[0]};
      color: ${c.text};
      line-height: ${theme.lineHeights.normal};
      white-space: nowrap;
      cursor: pointer;
      outline: none;
      border-radius: ${theme.radii.sm};
      transition: color 0.15s;
    }
    .srm-tab-list[data-orientation='vertical'] .srm-tab {
      padding: ${theme.space[2]} ${theme.space[4]} ${theme.space[2]} ${theme.space[0]};
    }
    .srm-tab::after {
      content: '';
      position: absolute;
      left: 0;
      right: 0;
      bottom: -1px;
      height: ${line};
      background: transparent;
      transition: background-color 0.15s;
    }
    .srm-tab-list[data-orientation='vertical'] .srm-tab::after {
      left: auto;
      top: 0;
      right: -1px;
      bottom: 0;
      width: ${line};
      height: auto;
    }
    .srm-tab[data-hovered] {
      color: ${c.primary};
    }
    .srm-tab[data-selected] {
      color: ${c.primary};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-tab[data-selected]::after {
      background: ${c.primary};
    }
    .srm-tab[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-tab[data-disabled] {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    .srm-tab-count {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: ${theme.space[5]};
      padding: 0 ${theme.space[1]};
      border-radius: ${theme.radii.round};
      background: ${c.background};
      color: ${c.textSecondary};
      font-size: ${theme.fontSizes.xs};
      font-weight: ${theme.fontWeights.regular};
      line-height: ${theme.lineHeights.normal};
    }
    .srm-tab[data-selected] .srm-tab-count {
      background: ${c.primarySubtle};
      color: ${c.primary};
    }
    .srm-tab[data-disabled] .srm-tab-count {
      color: ${c.textDisabled};
    }
    .srm-tab-panel {
      padding-top: ${theme.space[3]};
      outline: none;
      border-radius: ${theme.radii.sm};
    }
    &[data-orientation='vertical'] .srm-tab-panel {
      padding-top: 0;
      padding-left: ${theme.space[4]};
    }
    .srm-tab-panel[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
  `;
}
