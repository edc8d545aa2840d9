import { css, type Theme } from '@emotion/react';
import { formStyles } from '../form/Form/formStyles';
import { SEARCH_ROW_HEIGHT } from './layout';

/**
 * The form's grid (shared with Form), with rows of at least 66 px. Cells sit at the bottom of their
 * row, so controls line up across a row even when a long label wraps, and the buttons (in the cell
 * after the last visible field) line up with them.
 */
export function searchFormStyles(theme: Theme) {
  return css`
    ${formStyles(theme)};
    gap: ${theme.space[2]};

    .srm-form-grid {
      row-gap: 0;
      grid-auto-rows: minmax(${SEARCH_ROW_HEIGHT}px, auto);
      align-items: end;
    }
    .srm-form-cell,
    .srm-search-actions {
      padding-bottom: ${theme.space[3]};
    }
    .srm-search-actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
      gap: ${theme.space[2]};
    }
    .srm-search-toggle {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[1]};
    }
    .srm-search-step {
      margin: 0;
      color: ${theme.colors.textSecondary};
      font-size: ${theme.fontSizes.sm};
    }
  `;
}
