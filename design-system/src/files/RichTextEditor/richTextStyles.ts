import { css, type Theme } from '@emotion/react';

/** The editor's and the image list's layout: a bordered column of blocks, a toolbar, thumbnails. */
export function richTextStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;

    .srm-richtext-label {
      font-size: ${theme.fontSizes.sm};
      color: ${c.text};
    }
    .srm-richtext-required {
      margin-left: ${theme.space[1]};
      color: ${c.danger};
    }
    .srm-richtext-toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[2]};
    }
    .srm-richtext-hint {
      margin: 0;
      font-size: ${theme.fontSizes.xs};
      color: ${c.textTertiary};
    }
    .srm-richtext-blocks {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[3]};
      margin: 0;
      padding: ${theme.space[3]};
      list-style: none;
      border: 1px solid ${c.border};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
    }
    .srm-richtext-block {
      display: flex;
      gap: ${theme.space[2]};
      align-items: flex-start;
      min-width: 0;
    }
    .srm-richtext-block-body {
      display: flex;
      flex: 1 1 auto;
      flex-direction: column;
      gap: ${theme.space[2]};
      min-width: 0;
    }
    .srm-richtext-block-actions {
      display: flex;
      flex: none;
      gap: ${theme.space[1]};
    }
    .srm-richtext-empty {
      margin: 0;
      color: ${c.textTertiary};
    }
    .srm-richtext-error {
      margin: 0;
      font-size: ${theme.fontSizes.sm};
      color: ${c.danger};
    }
    .srm-imagelist-items {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space[3]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-imagelist-item {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[2]};
      width: calc(${theme.space[10]} * 5);
      padding: ${theme.space[2]};
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
    }
  `;
}
