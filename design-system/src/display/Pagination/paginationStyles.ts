import { css, type Theme } from '@emotion/react';

/** The bar: selected count on the left, then total, sizes, prev, pager, next and jumper. */
export function paginationStyles(theme: Theme) {
  const c = theme.colors;
  const h = theme.density.controlHeight;
  return css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${theme.space[2]};
    color: ${c.text};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.tight};

    .srm-pagination-selected {
      margin-right: auto;
      color: ${c.textSecondary};
    }
    .srm-pagination-total {
      color: ${c.textSecondary};
      white-space: nowrap;
    }
    .srm-pager {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[1]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-pagination-button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: ${h};
      height: ${h};
      padding: 0 ${theme.space[1]};
      border: 1px solid transparent;
      border-radius: ${theme.radii.md};
      background: transparent;
      color: ${c.text};
      font: inherit;
      cursor: pointer;
      outline: none;
      transition: background-color 0.15s, color 0.15s;
    }
    .srm-pagination-button svg {
      width: ${theme.fontSizes.md};
      height: ${theme.fontSizes.md};
    }
    .srm-pagination-button[data-hovered] {
      background: ${c.background};
      color: ${c.primary};
    }
    .srm-pagination-button[data-pressed] {
      background: ${c.borderSubtle};
    }
    .srm-pagination-button[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-pagination-button[data-current] {
      border-color: ${c.primary};
      background: ${c.primarySubtle};
      color: ${c.primary};
      font-weight: ${theme.fontWeights.medium};
      cursor: default;
    }
    .srm-pagination-button[data-disabled] {
      background: transparent;
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    .srm-pagination-button[data-current][data-disabled] {
      border-color: ${c.borderSubtle};
      background: ${c.surfaceDisabled};
    }
    .srm-pager-jump-icon {
      display: none;
    }
    .srm-pager-ellipsis[data-hovered] .srm-pager-jump-icon,
    .srm-pager-ellipsis[data-focus-visible] .srm-pager-jump-icon {
      display: inline-flex;
    }
    .srm-pager-ellipsis[data-hovered] .srm-pager-dots,
    .srm-pager-ellipsis[data-focus-visible] .srm-pager-dots {
      display: none;
    }

    .srm-pagination-size-trigger {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[1]};
      height: ${h};
      padding: 0 ${theme.density.paddingX};
      border: 1px solid ${c.border};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      color: ${c.text};
      font: inherit;
      white-space: nowrap;
      cursor: pointer;
      outline: none;
      transition: border-color 0.15s, box-shadow 0.15s;
    }
    .srm-pagination-size-trigger svg {
      width: ${theme.fontSizes.xs};
      height: ${theme.fontSizes.xs};
      color: ${c.textSecondary};
      transition: transform 0.15s;
    }
    .srm-pagination-size-trigger[data-hovered] {
      border-color: ${c.primaryHover};
    }
    .srm-pagination-size-trigger[data-focus-visible],
    .srm-pagination-size-trigger[data-pressed] {
      border-color: ${c.primary};
      box-shadow: ${theme.shadows.focus};
    }
    .srm-pagination-sizes[data-open] .srm-pagination-size-trigger svg {
      transform: rotate(180deg);
    }
    .srm-pagination-size-trigger[data-disabled] {
      background: ${c.surfaceDisabled};
      border-color: ${c.borderSubtle};
      color: ${c.textDisabled};
      cursor: not-allowed;
    }

    .srm-pagination-jumper {
      flex-direction: row;
      align-items: center;
      gap: ${theme.space[1]};
      white-space: nowrap;
      color: ${c.textSecondary};
    }
    .srm-pagination-jumper .srm-field-group {
      width: calc(${theme.space[10]} + ${theme.space[2]});
    }
    .srm-pagination-jumper .srm-field-input {
      text-align: center;
      color: ${c.text};
    }
  `;
}

/** The page-size list, rendered in a popover outside the bar. */
export function pageSizePopoverStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    min-width: var(--trigger-width);
    padding: ${theme.space[1]} 0;
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    box-shadow: ${theme.shadows.md};
    outline: none;
    z-index: ${theme.zIndices.dropdown};

    .srm-pagination-size-list {
      outline: none;
      max-height: inherit;
      overflow: auto;
    }
    .srm-pagination-size-option {
      display: flex;
      align-items: center;
      height: ${theme.density.controlHeight};
      padding: 0 ${theme.density.paddingX};
      color: ${c.text};
      font-size: ${theme.fontSizes.md};
      white-space: nowrap;
      cursor: pointer;
      outline: none;
    }
    .srm-pagination-size-option[data-hovered],
    .srm-pagination-size-option[data-focused] {
      background: ${c.background};
    }
    .srm-pagination-size-option[data-focus-visible] {
      box-shadow: inset ${theme.shadows.focus};
    }
    .srm-pagination-size-option[data-selected] {
      color: ${c.primary};
      font-weight: ${theme.fontWeights.medium};
    }
  `;
}
