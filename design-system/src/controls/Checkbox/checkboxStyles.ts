import { css, type Theme } from '@emotion/react';

/**
 * One checkbox: a `space[4]` square indicator and its label text. States come from react-aria's
 * data attributes on the `.srm-checkbox-button` label (hovered, selected, indeterminate,
 * focus-visible, disabled, read-only, invalid).
 */
export function checkboxStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: inline-flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    .srm-checkbox-button {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[2]};
      width: fit-content;
      line-height: ${theme.lineHeights.normal};
      cursor: pointer;
      outline: none;
    }
    .srm-checkbox-box {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex-shrink: 0;
      width: ${theme.space[4]};
      height: ${theme.space[4]};
      border: 1px solid ${c.borderStrong};
      border-radius: ${theme.radii.sm};
      background: ${c.surface};
      color: ${c.textInverse};
      transition: background-color 0.15s, border-color 0.15s, box-shadow 0.15s;
    }
    .srm-checkbox-button[data-hovered] .srm-checkbox-box {
      border-color: ${c.primary};
    }
    .srm-checkbox-button[data-selected] .srm-checkbox-box,
    .srm-checkbox-button[data-indeterminate] .srm-checkbox-box {
      background: ${c.primary};
      border-color: ${c.primary};
    }
    .srm-checkbox-button[data-focus-visible] .srm-checkbox-box {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-checkbox-button[data-invalid]:not([data-selected]):not([data-indeterminate]) .srm-checkbox-box {
      border-color: ${c.danger};
    }
    .srm-checkbox-button[data-readonly] {
      cursor: default;
    }
    .srm-checkbox-button[data-disabled] {
      cursor: not-allowed;
      color: ${c.textDisabled};
    }
    .srm-checkbox-button[data-disabled] .srm-checkbox-box {
      background: ${c.surfaceDisabled};
      border-color: ${c.border};
      color: ${c.textDisabled};
    }
    .srm-field-description {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-field-error {
      color: ${c.danger};
      font-size: ${theme.fontSizes.xs};
    }
  `;
}

/** A group of checkboxes: `fieldStyles` label, description and error, options in a row or a column. */
export function checkboxGroupStyles(theme: Theme) {
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
  `;
}
