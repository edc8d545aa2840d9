import { css, keyframes, type Theme } from '@emotion/react';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A square icon-only button (plain or toggle); states from react-aria's data attributes. */
export function iconButtonStyles(theme: Theme) {
  const c = theme.colors;
  const size = theme.density.controlHeight;
  return css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${size};
    height: ${size};
    padding: ${theme.space[0]};
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${c.textSecondary};
    font-size: ${theme.fontSizes.lg};
    line-height: 1;
    cursor: pointer;
    outline: none;
    transition: background-color 0.15s, color 0.15s;
    &[data-hovered] {
      color: ${c.primary};
      background: ${c.background};
    }
    &[data-pressed] {
      background: ${c.borderSubtle};
    }
    &[data-selected] {
      color: ${c.primary};
      background: ${c.primarySubtle};
      border-color: ${c.primary};
    }
    &[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    &[data-disabled] {
      color: ${c.textDisabled};
      background: transparent;
      border-color: transparent;
      cursor: not-allowed;
    }
    &[data-pending] {
      cursor: progress;
    }
    &[data-pending] .srm-table-icon {
      animation: ${spin} 0.8s linear infinite;
    }
  `;
}

/** The toolbar row. */
export function toolbarStyles(theme: Theme) {
  return css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[1]};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.md};
    .srm-table-toolbar-extra {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[2]};
      margin-right: ${theme.space[2]};
    }
  `;
}

/** Extra rules for menus whose items can be chosen (density, column fixing): a check column. */
export function selectableMenuStyles(theme: Theme) {
  return css`
    .srm-menu-item.srm-table-menu-item {
      flex-direction: row;
      align-items: center;
      gap: ${theme.space[2]};
    }
    .srm-table-menu-check {
      display: inline-flex;
      flex: none;
      width: 1em;
      visibility: hidden;
      color: ${theme.colors.primary};
    }
    .srm-table-menu-item[data-selected] .srm-table-menu-check {
      visibility: visible;
    }
    .srm-table-menu-item[data-selected] {
      color: ${theme.colors.primary};
    }
  `;
}
