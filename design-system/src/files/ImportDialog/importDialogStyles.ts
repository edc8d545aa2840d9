import { css, type Theme } from '@emotion/react';

/**
 * The body of the import dialog: the description, the steps, the template and file rows, progress,
 * counts, the error list and the messages. State styling through `data-state` on each step.
 */
export function importDialogStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${c.text};

    p {
      margin: 0;
    }
    .srm-import-description,
    .srm-import-hint {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.sm};
    }

    .srm-import-steps {
      display: flex;
      gap: ${theme.space[2]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-import-steps > li {
      display: flex;
      flex: 1 1 0;
      align-items: center;
      gap: ${theme.space[2]};
      min-width: 0;
      padding-bottom: ${theme.space[2]};
      border-bottom: 2px solid ${c.borderSubtle};
      color: ${c.textSecondary};
      font-size: ${theme.fontSizes.sm};
      line-height: ${theme.lineHeights.tight};
    }
    .srm-import-step-label {
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .srm-import-step-index {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${theme.space[6]};
      height: ${theme.space[6]};
      border: 1px solid ${c.borderStrong};
      border-radius: ${theme.radii.round};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-import-steps > li[data-state='done'] {
      border-bottom-color: ${c.primary};
    }
    .srm-import-steps > li[data-state='done'] .srm-import-step-index {
      border-color: ${c.primary};
      color: ${c.primary};
    }
    .srm-import-steps > li[data-state='current'] {
      border-bottom-color: ${c.primary};
      color: ${c.text};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-import-steps > li[data-state='current'] .srm-import-step-index {
      border-color: ${c.primary};
      background: ${c.primary};
      color: ${c.textInverse};
    }

    .srm-import-row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[2]} ${theme.space[3]};
      min-width: 0;
    }
    .srm-import-row[data-align='start'] {
      align-items: flex-start;
    }
    .srm-import-label {
      flex: none;
      min-width: 5em;
      color: ${c.textSecondary};
      line-height: ${theme.density.controlHeight};
    }
    .srm-import-file {
      display: flex;
      flex: 1 1 0;
      flex-direction: column;
      gap: ${theme.space[1]};
      min-width: 0;
    }
    .srm-import-file .srm-upload-drop-target {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[1]} ${theme.space[3]};
      border-radius: ${theme.radii.md};
    }
    .srm-import-file .srm-upload-drop-target[data-drop-target] {
      box-shadow: ${theme.shadows.focus};
      background: ${c.primarySubtle};
    }
    .srm-import-file .srm-upload-hint {
      flex-basis: 100%;
      margin: 0;
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-import-file-name {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-import-file-name[data-empty] {
      color: ${c.textTertiary};
    }

    .srm-import-progress {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${theme.space[1]} ${theme.space[2]};
      align-items: center;
      font-size: ${theme.fontSizes.sm};
    }
    .srm-import-progress-value {
      color: ${c.textSecondary};
      font-variant-numeric: tabular-nums;
    }
    .srm-import-track {
      display: block;
      grid-column: 1 / -1;
      height: ${theme.space[2]};
      border-radius: ${theme.radii.round};
      background: ${c.borderSubtle};
      overflow: hidden;
    }
    .srm-import-fill {
      display: block;
      height: 100%;
      border-radius: inherit;
      background: ${c.primary};
      transition: width 0.2s;
    }

    .srm-import-note {
      padding: ${theme.space[2]} ${theme.space[3]};
      border-radius: ${theme.radii.md};
      background: ${c.primarySubtle};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-import-counts {
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-import-errors-title {
      margin: 0;
      font-size: ${theme.fontSizes.md};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-import-errors {
      max-height: calc(${theme.space[10]} * 3);
      overflow: auto;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      outline: none;
    }
    .srm-import-errors[data-focus-visible],
    .srm-import-errors:focus-visible {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-import-errors ul {
      margin: 0;
      padding: ${theme.space[1]} 0;
      list-style: none;
    }
    .srm-import-errors li {
      padding: ${theme.space[1]} ${theme.space[3]};
      color: ${c.danger};
      font-size: ${theme.fontSizes.sm};
      overflow-wrap: anywhere;
    }
    .srm-import-errors li + li {
      border-top: 1px solid ${c.borderSubtle};
    }
    .srm-import-message {
      font-size: ${theme.fontSizes.sm};
      white-space: pre-line;
    }
    .srm-import-message[data-kind='error'] {
      color: ${c.danger};
    }
    .srm-import-message[data-kind='success'] {
      color: ${c.successText};
      font-weight: ${theme.fontWeights.medium};
    }
  `;
}
