import { css, type Theme } from '@emotion/react';

/**
 * A radio group: `fieldStyles` label, description and error; options in a row or a column; each
 * radio a `space[4]` circle whose dot shows the selection. States come from react-aria's data
 * attributes on the `.srm-radio-button` label and on the group root.
 */
export function radioGroupStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-choice-list {
      display: flex;
      flex-wrap: wrap;
      column-gap: ${theme.space[4]};
      row-gap: ${theme.space[1]};
      min-height: ${theme.density.controlHeight};
      align-items: center;
    }
    &[data-orientation='vertical'] .srm-choice-list {
      flex-direction: column;
      align-items: flex-start;
    }
    .srm-radio {
      display: inline-flex;
      flex-direction: column;
    }
    .srm-radio-button {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[2]};
      width: fit-content;
      line-height: ${theme.lineHeights.normal};
      color: ${c.text};
      cursor: pointer;
      outline: none;
    }
    .srm-radio-circle {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex-shrink: 0;
      width: ${theme.space[4]};
      height: ${theme.space[4]};
      border: 1px solid ${c.borderStrong};
      border-radius: ${theme.radii.round};
      background: ${c.surface};
      transition: border-color 0.15s, box-shadow 0.15s;
    }
    .srm-radio-circle::after {
      content: '';
      width: ${theme.space[2]};
      height: ${theme.space[2]};
      border-radius: ${theme.radii.round};
      background: transparent;
      transition: background-color 0.15s;
    }
    .srm-radio-button[data-hovered] .srm-radio-circle {
      border-color: ${c.primary};
    }
    .srm-radio-button[data-selected] .srm-radio-circle {
      border-color: ${c.primary};
    }
    .srm-radio-button[data-selected] .srm-radio-circle::after {
      background: ${c.primary};
    }
    .srm-radio-button[data-focus-visible] .srm-radio-circle {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-radio-button[data-invalid]:not([data-selected]) .srm-radio-circle {
      border-color: ${c.danger};
    }
    .srm-radio-button[data-readonly] {
      cursor: default;
    }
    .srm-radio-button[data-disabled] {
      cursor: not-allowed;
      color: ${c.textDisabled};
    }
    .srm-radio-button[data-disabled] .srm-radio-circle {
      background: ${c.surfaceDisabled};
      border-color: ${c.border};
    }
    .srm-radio-button[data-disabled][data-selected] .srm-radio-circle::after {
      background: ${c.textDisabled};
    }
    .srm-radio .srm-field-description {
      padding-left: calc(${theme.space[4]} + ${theme.space[2]});
    }
  `;
}
