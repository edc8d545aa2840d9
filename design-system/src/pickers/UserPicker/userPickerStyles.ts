import { css, type Theme } from '@emotion/react';

/** The footer row: the nothing-ticked warning on the left of 取消/确定. */
export function userPickerStyles(theme: Theme) {
  return css`
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: flex-end;
    gap: ${theme.space[2]};

    .srm-user-picker-warning {
      margin-inline-end: auto;
      color: ${theme.colors.warningText};
      font-size: ${theme.fontSizes.sm};
    }
  `;
}
