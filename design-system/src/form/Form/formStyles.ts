import { css, type Theme } from '@emotion/react';
import { GRID_COLUMNS } from '../fieldDefinition';

export function formStyles(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};

    .srm-form-grid {
      display: grid;
      grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
      column-gap: ${theme.space[4]};
      row-gap: ${theme.space[3]};
    }
    .srm-form-cell {
      min-width: 0;
    }
    .srm-form-actions {
      display: flex;
      gap: ${theme.space[2]};
    }
  `;
}
