import { css, type Theme } from '@emotion/react';

/** Multi-line additions to `fieldStyles`: a growing box, vertical resizing and the counter row. */
export function textAreaStyles(theme: Theme) {
  return css`
    .srm-field-group.srm-textarea-group {
      height: auto;
      align-items: stretch;
      padding: ${theme.space[1]} ${theme.density.paddingX};
    }
    .srm-field-input.srm-textarea-input {
      height: auto;
      min-height: ${theme.density.controlHeight};
      line-height: ${theme.lineHeights.normal};
      resize: vertical;
    }
    &[data-readonly] .srm-textarea-input,
    &[data-disabled] .srm-textarea-input {
      resize: none;
    }
    .srm-textarea-footer {
      display: flex;
      align-items: flex-start;
      gap: ${theme.space[2]};
    }
    .srm-textarea-footer .srm-field-counter {
      margin-left: auto;
      white-space: nowrap;
    }
    &[data-over-limit] .srm-field-counter {
      color: ${theme.colors.danger};
    }
  `;
}
