import { css, type Theme } from '@emotion/react';
import { dialogWidths } from '../../theme/tokens';
import type { FileId, StoredFile } from '../fileClient';

/** The list without the file of this id (pure). */
export function withoutFile(files: readonly StoredFile[], id: FileId): StoredFile[] {
  return files.filter((file) => file.id !== id);
}

/** The popover list: wide enough for a file name and its actions, scrolling when long. */
export function batchListStyles(theme: Theme) {
  return css`
    min-width: min(${dialogWidths.xsmall}, 90vw);
    max-width: min(${dialogWidths.small}, 90vw);
    .srm-upload-files {
      max-height: 50vh;
      overflow: auto;
    }
    .srm-batch-empty {
      margin: 0;
      padding: ${theme.space[4]} ${theme.space[2]};
      text-align: center;
      color: ${theme.colors.textTertiary};
    }
  `;
}
