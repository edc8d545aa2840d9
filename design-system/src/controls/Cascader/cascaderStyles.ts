import { css, type Theme } from '@emotion/react';
import { LIST_VISIBLE_ROWS } from '../selectCore/constants';
import { optionStyles } from '../selectCore/selectStyles';

/** The cascader's panel: an optional search box over side-by-side columns (or search results). */
export function cascaderPanelStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    outline: none;
    max-width: calc(100vw - ${theme.space[4]});
    ${optionStyles(theme)}

    .srm-cascader-search {
      display: flex;
      padding: ${theme.space[2]};
      border-bottom: 1px solid ${c.borderSubtle};
    }
    .srm-cascader-search input {
      flex: 1;
      min-width: 0;
      height: ${theme.density.controlHeight};
      padding: 0 ${theme.density.paddingX};
      border: 1px solid ${c.border};
      border-radius: ${theme.radii.md};
      font: inherit;
      color: inherit;
      outline: none;
    }
    .srm-cascader-search input::placeholder {
      color: ${c.textPlaceholder};
    }
    .srm-cascader-search input[data-focused] {
      border-color: ${c.primary};
      box-shadow: ${theme.shadows.focus};
    }
    .srm-cascader-columns {
      display: flex;
      overflow-x: auto;
    }
    .srm-cascader-column {
      flex: none;
      min-width: calc(${theme.space[10]} * 3);
      max-height: calc(${theme.density.rowHeight} * ${LIST_VISIBLE_ROWS} + ${theme.space[2]});
      overflow-y: auto;
      padding: ${theme.space[1]} 0;
      outline: none;
    }
    .srm-cascader-column + .srm-cascader-column {
      border-left: 1px solid ${c.borderSubtle};
    }
    .srm-cascader-option[data-active] {
      background: ${c.primarySubtle};
      color: ${c.primary};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-cascader-option[data-disabled] {
      color: ${c.textDisabled};
      background: transparent;
      font-weight: ${theme.fontWeights.regular};
    }
    .srm-cascader-arrow {
      display: inline-flex;
      flex: none;
      margin-left: auto;
      color: inherit;
    }
  `;
}
