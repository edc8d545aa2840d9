import { css, keyframes, type Theme } from '@emotion/react';
import { LIST_VISIBLE_ROWS } from './constants';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * Extra field styles of the select family, added beside `fieldStyles` on the field root:
 * the trigger button, value text, placeholder, chevron, tags of a multiple selection and spinner.
 * States come from data attributes on the root: data-open, data-disabled, data-readonly,
 * data-selection-mode, data-loading.
 */
export function selectFieldStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    min-width: 0;

    .srm-select-trigger {
      display: flex;
      flex: 1;
      align-items: center;
      gap: ${theme.space[1]};
      min-width: 0;
      height: 100%;
      padding: 0;
      border: none;
      background: transparent;
      font: inherit;
      color: inherit;
      text-align: left;
      cursor: pointer;
      outline: none;
    }
    &[data-readonly] .srm-select-trigger {
      cursor: default;
    }
    &[data-disabled] .srm-select-trigger {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    &[data-open] .srm-field-group {
      border-color: ${c.primary};
    }
    .srm-select-value {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-select-value[data-placeholder],
    .srm-select-placeholder {
      /* A visible placeholder made of text, not an input placeholder: it must still meet 4.5:1. */
      color: ${c.textTertiary};
    }
    &[data-disabled] .srm-select-value[data-placeholder],
    &[data-disabled] .srm-select-placeholder {
      color: ${c.textDisabled};
    }
    .srm-select-chevron {
      display: inline-flex;
      flex: none;
      color: ${c.textSecondary};
      transition: transform 0.15s;
    }
    &[data-open] .srm-select-chevron {
      transform: rotate(180deg);
    }
    &[data-disabled] .srm-select-chevron {
      color: ${c.textDisabled};
    }
    &[data-selection-mode='multiple'] .srm-field-group {
      height: auto;
      min-height: ${theme.density.controlHeight};
      padding-top: calc(${theme.space[1]} / 2);
      padding-bottom: calc(${theme.space[1]} / 2);
    }
    .srm-select-tags {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[1]};
      min-width: 0;
    }
    .srm-select-tags-wrap {
      display: flex;
      flex: 1;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[1]};
      min-width: 0;
    }
    .srm-select-tag {
      max-width: 100%;
      padding: 0 ${theme.space[1]};
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.sm};
      background: ${c.background};
      color: ${c.text};
      font-size: ${theme.fontSizes.sm};
      line-height: ${theme.lineHeights.normal};
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    &[data-selection-mode='multiple'] .srm-field-input {
      flex: 1 0 ${theme.space[10]};
      height: auto;
      min-height: calc(${theme.density.controlHeight} - ${theme.space[2]});
    }
    .srm-select-spinner {
      flex: none;
      width: ${theme.fontSizes.md};
      height: ${theme.fontSizes.md};
      border: 2px solid ${c.primary};
      border-right-color: transparent;
      border-radius: ${theme.radii.round};
      animation: ${spin} 0.8s linear infinite;
    }
  `;
}

/** The dropdown surface: at least as wide as the field. */
export function selectPopoverStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    min-width: var(--trigger-width);
    max-width: calc(100vw - ${theme.space[4]});
    border: 1px solid ${c.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    box-shadow: ${theme.shadows.md};
    color: ${c.text};
    font-family: ${theme.fontFamily};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    outline: none;
    overflow: hidden;
    z-index: ${theme.zIndices.dropdown};
  `;
}

/** Options of a list: hover/keyboard focus, selection, disabled, description line, status rows. */
export function optionStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-select-option {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      min-height: ${theme.density.rowHeight};
      padding: ${theme.space[1]} ${theme.density.paddingX};
      color: ${c.text};
      cursor: pointer;
      outline: none;
    }
    .srm-select-option[data-hovered],
    .srm-select-option[data-focused] {
      background: ${c.background};
    }
    .srm-select-option[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${c.focusRing};
    }
    .srm-select-option[data-selected] {
      background: ${c.primarySubtle};
      color: ${c.primary};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-select-option[data-disabled] {
      color: ${c.textDisabled};
      cursor: not-allowed;
      background: transparent;
    }
    .srm-select-option-text {
      display: flex;
      flex: 1;
      flex-direction: column;
      min-width: 0;
    }
    .srm-select-option-label {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-select-option-description {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
      font-weight: ${theme.fontWeights.regular};
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-select-option[data-disabled] .srm-select-option-description {
      color: ${c.textDisabled};
    }
    .srm-select-check {
      display: inline-flex;
      flex: none;
      width: ${theme.fontSizes.md};
      color: ${c.primary};
    }
    .srm-select-status {
      display: flex;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-height: ${theme.density.rowHeight};
      padding: ${theme.space[1]} ${theme.density.paddingX};
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.sm};
    }
  `;
}

/** A scrolling list inside the dropdown: at most eight rows tall. */
export function listBoxStyles(theme: Theme) {
  return css`
    max-height: calc(${theme.density.rowHeight} * ${LIST_VISIBLE_ROWS} + ${theme.space[2]});
    overflow-y: auto;
    padding: ${theme.space[1]} 0;
    outline: none;
    ${optionStyles(theme)}
  `;
}
