import { css, type Theme } from '@emotion/react';

/**
 * The sheet: the whole viewport, over the Dialog's backdrop (`backdropStyles`; its centring and
 * padding do not move a fixed box).
 */
export function previewBoxStyles(theme: Theme) {
  return css`
    position: fixed;
    inset: 0;
    display: flex;
    background: ${theme.colors.surface};
    outline: none;
  `;
}

/**
 * The inside of the preview (on the dialog element, with the shared overlay chrome): a toolbar with the
 * template selector and the actions, then the viewer filling the rest. The body does not scroll: the
 * PDF viewer scrolls itself.
 */
export function previewContentStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-overlay-body {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[3]};
      padding: ${theme.space[3]} ${theme.space[6]} ${theme.space[6]};
      overflow: hidden;
    }
    .srm-print-preview-toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      justify-content: space-between;
      gap: ${theme.space[3]};
    }
    .srm-print-preview-template {
      flex: 0 1 calc(${theme.space[10]} * 8);
      min-width: 0;
    }
    .srm-print-preview-actions {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space[2]};
    }
    .srm-print-preview-viewer {
      position: relative;
      flex: 1;
      min-height: 0;
      display: flex;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      background: ${c.background};
    }
    .srm-print-preview-frame {
      flex: 1;
      width: 100%;
      height: 100%;
      border: none;
      background: ${c.surface};
    }
    .srm-print-preview-status {
      flex: 1;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[3]};
      padding: ${theme.space[6]};
      color: ${c.textTertiary};
      text-align: center;
    }
    .srm-print-preview-status[data-error] {
      color: ${c.danger};
    }
    .srm-print-preview-status p {
      margin: 0;
    }
    .srm-print-preview-notice {
      margin: 0;
      color: ${c.successText};
      font-size: ${theme.fontSizes.sm};
    }
  `;
}
