import { css, type Theme } from '@emotion/react';

/** Number-specific additions to `fieldStyles`: tabular digits and the stacked step buttons. */
export function numberFieldStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-field-input {
      font-variant-numeric: tabular-nums;
    }
    .srm-number-steppers {
      display: flex;
      flex-direction: column;
      align-self: stretch;
      margin-right: calc(-1 * ${theme.density.paddingX});
      border-left: 1px solid ${c.borderSubtle};
    }
    .srm-number-step {
      flex: 1;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${theme.space[5]};
      padding: ${theme.space[0]};
      border: none;
      background: transparent;
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-number-step + .srm-number-step {
      border-top: 1px solid ${c.borderSubtle};
    }
    .srm-number-step[data-hovered] {
      color: ${c.primary};
      background: ${c.primarySubtle};
    }
    .srm-number-step[data-pressed] {
      color: ${c.primaryActive};
    }
    .srm-number-step[data-disabled] {
      color: ${c.textDisabled};
      background: transparent;
      cursor: not-allowed;
    }
  `;
}
