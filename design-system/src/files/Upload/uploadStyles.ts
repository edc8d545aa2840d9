import { css, type Theme } from '@emotion/react';

/** The picker (drop zone or button), progress bars, inline messages and the picked file of Upload and BatchUpload. */
export function uploadStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    &[data-variant='button'] {
      display: inline-flex;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
    }

    .srm-upload-label {
      color: ${c.textSecondary};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-upload-zone {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${theme.space[2]};
      padding: ${theme.space[4]} ${theme.space[3]};
      border: 1px dashed ${c.border};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      text-align: center;
      outline: none;
      transition: border-color 0.15s, background-color 0.15s;
    }
    .srm-upload-zone[data-hovered] {
      border-color: ${c.primary};
    }
    .srm-upload-zone[data-drop-target] {
      border-color: ${c.primary};
      border-style: solid;
      background: ${c.primarySubtle};
    }
    .srm-upload-zone[data-focus-visible] {
      border-color: ${c.primary};
      box-shadow: ${theme.shadows.focus};
    }
    .srm-upload-zone[data-disabled] {
      cursor: not-allowed;
      background: ${c.surfaceDisabled};
      border-color: ${c.borderSubtle};
    }
    .srm-upload-drop-target {
      display: inline-flex;
      border-radius: ${theme.radii.md};
    }
    .srm-upload-drop-target[data-drop-target] {
      box-shadow: ${theme.shadows.focus};
      background: ${c.primarySubtle};
    }
    .srm-upload-hint {
      margin: 0;
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
      line-height: ${theme.lineHeights.normal};
    }
    .srm-upload-progress {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[1]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-upload-task {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${theme.space[1]} ${theme.space[2]};
      align-items: center;
      font-size: ${theme.fontSizes.sm};
    }
    .srm-upload-task-name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-upload-task-value {
      color: ${c.textSecondary};
      font-variant-numeric: tabular-nums;
    }
    .srm-upload-track {
      grid-column: 1 / -1;
      height: ${theme.space[1]};
      border-radius: ${theme.radii.round};
      background: ${c.borderSubtle};
      overflow: hidden;
    }
    .srm-upload-fill {
      height: 100%;
      border-radius: inherit;
      background: ${c.primary};
      transition: width 0.2s;
    }
    .srm-upload-message {
      margin: 0;
      font-size: ${theme.fontSizes.sm};
      line-height: ${theme.lineHeights.normal};
      white-space: pre-line;
    }
    .srm-upload-message[data-kind='error'],
    .srm-upload-message[data-kind='warning'] {
      color: ${c.danger};
    }
    .srm-upload-message[data-kind='success'] {
      color: ${c.successText};
    }
    ${fileListStyles(theme)}
  `;
}

/** A list of picked or uploaded files (name, size, actions); nested rules only, usable in a popover. */
export function fileListStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-upload-files {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[1]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-upload-file {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      min-width: 0;
      padding: ${theme.space[1]} ${theme.space[2]};
      border-radius: ${theme.radii.sm};
      background: ${c.background};
    }
    .srm-upload-file-name {
      flex: 1 1 auto;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-upload-file-size {
      flex: none;
      color: ${c.textSecondary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-upload-file-actions {
      display: inline-flex;
      flex: none;
      gap: ${theme.space[2]};
    }
    .srm-upload-file-actions [data-theme='danger'] {
      color: ${c.danger};
    }
  `;
}
