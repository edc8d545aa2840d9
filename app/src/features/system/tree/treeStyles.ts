import { css, type Theme } from '@emotion/react';

/** Shared look of the tree grid and the checkbox tree: indentation per level, the expander, focus. */
export const treeStyles = (theme: Theme) => css`
  --srm-tree-indent: ${theme.space[5]};
  --srm-tree-row: ${theme.density.rowHeight};

  .srm-tree-expander {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: ${theme.space[5]};
    height: ${theme.space[5]};
    margin-inline-end: ${theme.space[1]};
    color: ${theme.colors.textSecondary};
    cursor: pointer;
    user-select: none;
  }
  .srm-tree-expander[data-leaf] {
    cursor: default;
  }
  .srm-tree-cell-main {
    display: flex;
    align-items: center;
    min-width: 0;
  }
  .srm-tree-label {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .srm-tree-muted {
    margin-inline-start: ${theme.space[2]};
    color: ${theme.colors.textTertiary};
    font-size: ${theme.fontSizes.xs};
    white-space: nowrap;
  }
  [data-focus-ring]:focus-visible {
    outline: none;
    box-shadow: inset ${theme.shadows.focus};
  }
`;

export const treeGridTableStyles = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.fontSizes.md};
  background: ${theme.colors.surface};

  th,
  td {
    height: var(--srm-tree-row);
    padding: 0 ${theme.density.paddingX};
    border-bottom: 1px solid ${theme.colors.borderSubtle};
    text-align: start;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: ${theme.zIndices.sticky};
    background: ${theme.colors.background};
    color: ${theme.colors.textSecondary};
    font-weight: ${theme.fontWeights.medium};
  }
  tbody tr:hover {
    background: ${theme.colors.background};
  }
  tbody tr[data-focused] {
    background: ${theme.colors.primarySubtle};
  }
`;

export const checkTreeStyles = (theme: Theme) => css`
  max-height: 50vh;
  overflow: auto;
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.md};
  padding: ${theme.space[1]} 0;

  [role='treeitem'] {
    display: flex;
    align-items: center;
    min-height: var(--srm-tree-row);
    padding-inline-end: ${theme.space[3]};
    cursor: pointer;
  }
  [role='treeitem']:hover {
    background: ${theme.colors.background};
  }
  [role='treeitem'][data-focused] {
    background: ${theme.colors.primarySubtle};
  }
  .srm-tree-check {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: ${theme.space[4]};
    height: ${theme.space[4]};
    margin-inline-end: ${theme.space[2]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.textInverse};
    font-size: ${theme.fontSizes.xs};
    line-height: 1;
  }
  [aria-checked='true'] > .srm-tree-check {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
  }
`;
