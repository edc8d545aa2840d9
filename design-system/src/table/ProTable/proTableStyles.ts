import { css, type Theme } from '@emotion/react';

export function proTableStyles(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;

    .srm-protable-bar {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[2]};
      min-height: ${theme.layout.toolbarHeight};
    }
    .srm-protable-selection {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      color: ${theme.colors.textSecondary};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-protable-errors {
      margin: 0;
      padding: ${theme.space[2]} ${theme.space[4]};
      border: 1px solid ${theme.colors.danger};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.dangerSubtle};
      color: ${theme.colors.danger};
      list-style: none;
      font-size: ${theme.fontSizes.sm};
    }
    [data-theme='danger'],
    [data-theme='delete'] {
      color: ${theme.colors.danger};
    }
  `;
}
