import { css, type Theme } from '@emotion/react';
import { overlayTokens, tableTokens } from '../../theme/tokens';

/**
 * The viewer inside the Dialog (put on the dialog element through `className`): a toolbar over a
 * stage that fills the rest of the box. No transitions or animations of its own, so a zoomed,
 * turned or paged file is drawn the same way every time.
 */
export function viewerStyles(theme: Theme) {
  const c = theme.colors;
  const s = theme.space;
  return css`
    .srm-overlay-body {
      display: flex;
      flex-direction: column;
      padding: 0;
      overflow: hidden;
    }
    .srm-viewer {
      display: flex;
      flex: 1;
      flex-direction: column;
      min-height: 0;
    }
    .srm-viewer-toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${s[1]};
      padding: ${s[2]} ${s[4]};
      border-bottom: 1px solid ${c.borderSubtle};
    }
    .srm-viewer-separator {
      align-self: stretch;
      width: 1px;
      margin: ${s[1]} ${s[2]};
      background: ${c.borderSubtle};
    }
    .srm-viewer-counter,
    .srm-viewer-zoom {
      min-width: ${s[10]};
      color: ${c.textSecondary};
      font-size: ${theme.fontSizes.sm};
      font-variant-numeric: tabular-nums;
      text-align: center;
      white-space: nowrap;
    }
    .srm-viewer-spacer {
      flex: 1;
    }
    .srm-viewer-tool svg {
      width: ${overlayTokens.iconSize};
      height: ${overlayTokens.iconSize};
    }
    .srm-viewer-main {
      position: relative;
      display: flex;
      flex: 1;
      flex-direction: column;
      min-height: 0;
      background: ${c.background};
    }
    .srm-viewer[data-status='loading'] .srm-viewer-main > :not(.srm-viewer-overlay) {
      visibility: hidden;
    }
    .srm-viewer-overlay {
      position: absolute;
      inset: 0;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: ${s[3]};
      padding: ${s[6]};
      text-align: center;
    }
    .srm-viewer-overlay-icon {
      display: flex;
      color: ${c.textTertiary};
    }
    .srm-viewer-overlay-icon svg {
      width: ${s[10]};
      height: ${s[10]};
    }
    .srm-viewer[data-status='error'] .srm-viewer-overlay-icon {
      color: ${c.danger};
    }
    .srm-viewer-message {
      margin: 0;
      color: ${c.text};
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-viewer-hint {
      margin: 0;
      color: ${c.textTertiary};
    }
    .srm-viewer-stage {
      display: flex;
      flex: 1;
      min-height: 0;
      padding: ${s[4]};
      overflow: auto;
      scrollbar-gutter: stable;
      outline: none;
    }
    .srm-viewer-stage[data-focus-visible],
    .srm-viewer-stage:focus-visible {
      box-shadow: inset ${theme.shadows.focus};
    }
    .srm-viewer-sizer {
      position: relative;
      flex: none;
      margin: auto;
    }
    .srm-viewer-content {
      position: absolute;
      top: 50%;
      left: 50%;
      width: max-content;
      transform-origin: center;
    }
    .srm-viewer-image {
      display: block;
      max-width: var(--srm-viewer-fit-width, 100%);
      max-height: var(--srm-viewer-fit-height, 100%);
      user-select: none;
    }
    .srm-viewer-pdf {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${s[4]};
    }
    .srm-viewer-pdf-page {
      position: relative;
      max-width: var(--srm-viewer-fit-width, 100%);
      background: ${c.surface};
      box-shadow: ${theme.shadows.md};
    }
    .srm-viewer-pdf-page canvas {
      display: block;
      width: 100%;
      height: 100%;
    }
    .srm-viewer-sheets {
      flex: 1;
      min-height: 0;
    }
    .srm-viewer-sheets .srm-tab-list {
      padding: 0 ${s[4]};
      background: ${c.surface};
    }
    .srm-viewer-sheet-panel {
      outline: none;
    }
    .srm-viewer-sheet-note {
      margin: 0 0 ${s[2]};
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-viewer-sheet {
      border-collapse: collapse;
      background: ${c.surface};
      color: ${c.text};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-viewer-sheet th,
    .srm-viewer-sheet td {
      padding: ${s[1]} ${s[2]};
      border: 1px solid ${c.borderSubtle};
      white-space: nowrap;
      text-align: left;
      vertical-align: middle;
    }
    .srm-viewer-sheet th {
      background: ${tableTokens.headerBackground};
      color: ${c.textSecondary};
      font-weight: ${theme.fontWeights.regular};
      text-align: center;
    }
    .srm-viewer-sheet td[data-bold] {
      font-weight: ${theme.fontWeights.bold};
    }
    .srm-viewer-sheet td[data-italic] {
      font-style: italic;
    }
    .srm-viewer-sheet td[data-align='center'] {
      text-align: center;
    }
    .srm-viewer-sheet td[data-align='right'] {
      text-align: right;
    }
    .srm-viewer-docx {
      min-width: ${s[10]};
    }
  `;
}
