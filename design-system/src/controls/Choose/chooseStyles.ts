import { css, type Theme } from '@emotion/react';

/**
 * Choose: `fieldStyles` label, description and error around a wrapping row of chip buttons. A
 * chosen chip is outlined and tinted in the primary colour and set in medium weight (not colour
 * alone). States come from react-aria's data attributes on each `.srm-choose-item` and from
 * `data-invalid`/`data-readonly` on the root.
 */
export function chooseStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-choose-group {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space[2]};
    }
    .srm-choose-group[data-orientation='vertical'] {
      flex-direction: column;
      align-items: flex-start;
    }
    .srm-choose-item {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: ${theme.density.controlHeight};
      padding: 0 ${theme.space[3]};
      border: 1px solid ${c.border};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      color: ${c.text};
      font: inherit;
      line-height: ${theme.lineHeights.tight};
      cursor: pointer;
      outline: none;
      transition: background-color 0.15s, border-color 0.15s, color 0.15s;
    }
    .srm-choose-item[data-hovered] {
      border-color: ${c.primary};
      color: ${c.primary};
    }
    .srm-choose-item[data-pressed] {
      background: ${c.primarySubtle};
    }
    .srm-choose-item[data-selected] {
      border-color: ${c.primary};
      background: ${c.primarySubtle};
      color: ${c.primary};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-choose-item[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    &[data-invalid] .srm-choose-item:not([data-selected]) {
      border-color: ${c.danger};
    }
    &[data-readonly] .srm-choose-item {
      cursor: default;
    }
    &[data-readonly] .srm-choose-item[data-hovered]:not([data-selected]) {
      border-color: ${c.border};
      color: ${c.text};
    }
    .srm-choose-item[data-disabled] {
      cursor: not-allowed;
      background: ${c.surfaceDisabled};
      border-color: ${c.borderSubtle};
      color: ${c.textDisabled};
    }
  `;
}
