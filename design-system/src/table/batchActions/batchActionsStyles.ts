import { css, type Theme } from '@emotion/react';

export function batchActionsStyles(theme: Theme) {
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    .srm-batch-actions-count {
      color: ${theme.colors.textSecondary};
      font-size: ${theme.fontSizes.md};
      white-space: nowrap;
    }
  `;
}
