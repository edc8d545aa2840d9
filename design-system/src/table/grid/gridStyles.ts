import { css, type Theme } from '@emotion/react';
import { tagVariantColours } from '../../display/Tag/tagStyles';
import { TAG_VARIANTS } from '../../display/Tag/tagColors';
import { tableTokens } from '../../theme/tokens';

/**
 * One stylesheet for the whole grid, on its root: rows and cells use the static class names below
 * and CSS variables set on the root (`--srm-grid-width`, `--srm-grid-row`), never a styled
 * component per cell. Rows are flex rows of fixed-width cells (cheaper to lay out than grid rows
 * when a dozen new rows arrive every frame); each cell's width and sticky offset come from one style
 * object shared by its column.
 */
export function gridStyles(theme: Theme) {
  return css`
    position: relative;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    .srm-grid {
      position: relative;
      overflow: auto;
      outline: none;
      contain: strict;
    }
    .srm-grid[data-auto-height] {
      contain: none;
    }
    .srm-grid-canvas {
      position: relative;
      display: flex;
      flex-direction: column;
      width: var(--srm-grid-width);
      min-width: 100%;
    }
    .srm-grid-head,
    .srm-grid-foot {
      position: sticky;
      z-index: 3;
    }
    .srm-grid-head {
      top: 0;
    }
    .srm-grid-foot {
      bottom: 0;
    }
    .srm-grid-body {
      position: relative;
      flex: none;
    }
    .srm-grid-row {
      display: flex;
      width: var(--srm-grid-width);
      min-width: 100%;
      height: var(--srm-grid-row);
      background: ${theme.colors.surface};
    }
    .srm-grid-body > .srm-grid-row,
    .srm-grid-body > .srm-grid-item {
      position: absolute;
      top: 0;
      left: 0;
    }
    .srm-grid-body[data-flow] > .srm-grid-row,
    .srm-grid-body[data-flow] > .srm-grid-item {
      position: relative;
    }
    .srm-grid-item > .srm-grid-row {
      position: relative;
    }
    .srm-grid-row:hover > .srm-grid-cell {
      background: ${tableTokens.rowHover};
    }
    .srm-grid-row[aria-selected='true'] > .srm-grid-cell {
      background: ${tableTokens.rowSelected};
    }
    .srm-grid-head .srm-grid-row {
      height: ${tableTokens.headerHeight}px;
    }
    .srm-grid-cell {
      flex: none;
      position: relative;
      display: flex;
      align-items: center;
      min-width: 0;
      padding: 0 ${tableTokens.cellPaddingX};
      border-bottom: 1px solid ${theme.colors.borderSubtle};
      background: ${theme.colors.surface};
      outline: none;
    }
    .srm-grid-cell--right {
      justify-content: flex-end;
      text-align: right;
    }
    .srm-grid-cell--center {
      justify-content: center;
      text-align: center;
    }
    .srm-grid-cell--pinned {
      position: sticky;
      z-index: 1;
    }
    .srm-grid-cell--edge-left::after,
    .srm-grid-cell--edge-right::before {
      content: '';
      position: absolute;
      top: 0;
      bottom: -1px;
      width: ${theme.space[2]};
      pointer-events: none;
    }
    .srm-grid-cell--edge-left::after {
      right: -${theme.space[2]};
      box-shadow: ${tableTokens.pinnedShadowLeft};
    }
    .srm-grid-cell--edge-right::before {
      left: -${theme.space[2]};
      box-shadow: ${tableTokens.pinnedShadowRight};
    }
    .srm-grid-head .srm-grid-cell,
    .srm-grid-foot .srm-grid-cell {
      background: ${tableTokens.headerBackground};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-grid-foot .srm-grid-cell {
      border-top: 1px solid ${theme.colors.borderSubtle};
    }
    .srm-grid-cell[data-sortable] {
      cursor: pointer;
      user-select: none;
    }
    /* A text cell: block layout, centred by a line as high as the row (same pixels as a centred span). */
    .srm-grid-cell--text {
      display: block;
      line-height: var(--srm-grid-row);
    }
    /* Every body cell of a data column keeps to one line and cuts its text with an ellipsis: plain
       text in the cell itself, a title or summary value in .srm-grid-text, and the element a column's
       render gives (a link, a span …) as the cell's flex item (editors excepted). */
    .srm-grid-cell--text,
    .srm-grid-text,
    .srm-grid-body .srm-grid-cell--data > :not([data-grid-editor]) {
      min-width: 0;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    .srm-grid-body .srm-grid-cell--data > :not([data-grid-editor]) {
      max-width: 100%;
    }
    .srm-grid-sort {
      flex: none;
      display: inline-flex;
      flex-direction: column;
      margin-inline-start: ${theme.space[1]};
      color: ${theme.colors.textPlaceholder};
      line-height: 0;
    }
    .srm-grid-sort svg {
      width: ${tableTokens.sortIconSize};
      height: ${tableTokens.sortIconSize};
    }
    .srm-grid-sort [data-active] {
      color: ${theme.colors.primary};
    }
    .srm-grid-resizer {
      position: absolute;
      top: 0;
      right: 0;
      bottom: 0;
      width: ${tableTokens.resizeHandleWidth};
      cursor: col-resize;
      touch-action: none;
    }
    .srm-grid-resizer:hover,
    .srm-grid-resizer[data-resizing] {
      border-right: 2px solid ${theme.colors.primary};
    }
    .srm-grid-cell:focus-visible {
      box-shadow: inset 0 0 0 2px ${theme.colors.primary};
    }
    /* A focused row draws one ring around the whole row, above its pinned cells. */
    .srm-grid-row:focus-visible {
      outline: none;
    }
    .srm-grid-row:focus-visible::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 2;
      border: 2px solid ${theme.colors.primary};
      pointer-events: none;
    }
    .srm-grid-check {
      width: ${theme.fontSizes.md};
      height: ${theme.fontSizes.md};
      margin: 0;
      accent-color: ${theme.colors.primary};
      cursor: pointer;
    }
    .srm-grid-expander {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${theme.space[5]};
      height: ${theme.space[5]};
      padding: 0;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surface};
      color: ${theme.colors.textSecondary};
      cursor: pointer;
    }
    .srm-grid-expander svg {
      width: ${theme.fontSizes.xs};
      height: ${theme.fontSizes.xs};
      transition: transform 0.15s;
    }
    .srm-grid-expander[aria-expanded='true'] svg {
      transform: rotate(90deg);
    }
    .srm-grid-detail {
      display: block;
      width: 100%;
      padding: ${theme.space[3]} ${theme.space[4]};
      border-bottom: 1px solid ${theme.colors.borderSubtle};
      background: ${tableTokens.headerBackground};
    }
    .srm-grid-detail > [role='gridcell'] {
      display: block;
      position: sticky;
      left: ${theme.space[4]};
      box-sizing: border-box;
      padding-inline-end: ${theme.space[8]};
    }
    .srm-grid-empty {
      width: var(--srm-grid-width);
      min-width: 100%;
      padding: ${theme.space[6]} 0;
      border-bottom: 1px solid ${theme.colors.borderSubtle};
    }
    .srm-grid-empty > [role='gridcell'] {
      position: sticky;
      left: 0;
      display: flex;
      justify-content: center;
    }
    /* A block with a line as high as the tag (not a flex box), so its label can end in an ellipsis. */
    .srm-grid-tag {
      display: inline-block;
      max-width: 100%;
      height: ${theme.space[5]};
      padding: 0 ${theme.space[1]};
      overflow: hidden;
      border: 1px solid color-mix(in srgb, currentColor 30%, transparent);
      border-radius: ${theme.radii.sm};
      font-size: ${theme.fontSizes.xs};
      line-height: calc(${theme.space[5]} - 2px);
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    ${TAG_VARIANTS.map((variant) => {
      const colours = tagVariantColours(theme, variant);
      return `.srm-grid-tag[data-variant='${variant}'] { color: ${colours.fg}; background: ${colours.bg};${variant === 'default' ? ` border-color: ${theme.colors.border};` : ''} }`;
    }).join('\n')}
    .srm-grid-actions {
      display: flex;
      gap: ${theme.space[2]};
      overflow: hidden;
    }
  `;
}
