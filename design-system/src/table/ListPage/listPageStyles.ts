import { css, type Theme } from '@emotion/react';

export function listPageStyles(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
  `;
}
