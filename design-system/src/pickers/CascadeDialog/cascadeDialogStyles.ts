import { css, type Theme } from '@emotion/react';

/** Two panes: the filterable tree on the left, the chosen items on the right. */
export function cascadeDialogStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[4]};
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    .srm-cascade-pane {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[2]};
      min-width: 0;
      min-height: 0;
    }
    .srm-cascade-heading {
      margin: 0;
      font-size: ${theme.fontSizes.md};
      font-weight: ${theme.fontWeights.medium};
      line-height: ${theme.density.controlHeight};
    }
    .srm-cascade-box {
      height: 50vh;
      overflow: auto;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      padding: ${theme.space[1]} 0;
    }
    .srm-cascade-tree {
      outline: none;
    }
    .srm-cascade-tree[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-cascade-item {
      outline: none;
      cursor: pointer;
    }
    .srm-cascade-item[data-hovered] {
      background: ${c.background};
    }
    .srm-cascade-item[data-focus-visible] {
      box-shadow: inset ${theme.shadows.focus};
    }
    .srm-cascade-item[data-disabled] {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    .srm-cascade-row {
      display: flex;
      align-items: center;
      gap: ${theme.space[1]};
      min-height: ${theme.density.rowHeight};
      padding-inline: calc(${theme.space[2]} + (var(--srm-tree-level, 1) - 1) * ${theme.space[5]}) ${theme.space[2]};
    }
    .srm-cascade-chevron,
    .srm-cascade-spacer {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${theme.space[5]};
      height: ${theme.space[5]};
      padding: 0;
      border: none;
      background: none;
      color: ${c.textSecondary};
      cursor: pointer;
    }
    .srm-cascade-chevron svg {
      width: ${theme.space[3]};
      height: ${theme.space[3]};
      transition: transform 0.15s;
    }
    .srm-cascade-item[data-expanded] .srm-cascade-chevron svg {
      transform: rotate(90deg);
    }
    .srm-cascade-label {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-cascade-empty {
      padding: ${theme.space[4]} ${theme.space[2]};
      text-align: center;
      color: ${c.textTertiary};
    }
    .srm-cascade-chosen {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-cascade-chosen li {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[2]};
      min-height: ${theme.density.rowHeight};
      padding: 0 ${theme.space[3]};
    }
    .srm-cascade-chosen li:hover {
      background: ${c.background};
    }
    .srm-cascade-chosen-text {
      display: flex;
      flex-direction: column;
      min-width: 0;
    }
    .srm-cascade-chosen-path {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .srm-cascade-error {
      margin: 0;
      color: ${c.danger};
    }
  `;
}
