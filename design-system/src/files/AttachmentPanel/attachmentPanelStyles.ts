import { css, type Theme } from '@emotion/react';

/** The panel's layout: the messages, the table and the cell editors and file names inside it. */
export function panelStyles(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
    .srm-attachment-messages:empty {
      display: none;
    }
    .srm-attachment-editor {
      width: 100%;
      min-width: 0;
    }
    .srm-attachment-name {
      display: block;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      text-align: left;
    }
  `;
}
