import { css, type Theme } from '@emotion/react';

export function chartStyles(theme: Theme, height: number) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
    margin: 0;
    padding: ${theme.space[4]};
    border: 1px solid ${c.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    color: ${c.text};

    .srm-chart-header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[2]};
    }
    .srm-chart-title {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.medium};
      line-height: ${theme.lineHeights.tight};
    }
    .srm-chart-toolbar {
      display: flex;
      gap: ${theme.space[2]};
    }
    .srm-chart-stage {
      position: relative;
      min-width: 0;
    }
    .srm-chart-stage[hidden] {
      display: none;
    }
    .srm-chart-canvas {
      width: 100%;
      height: ${height}px;
    }
    .srm-chart-overlay {
      position: absolute;
      inset: 0;
      display: flex;
      align-items: center;
      justify-content: center;
      color: ${c.danger};
    }
    .srm-chart-table {
      max-height: ${height}px;
      overflow: auto;
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.sm};
    }
    .srm-chart-table:focus-visible {
      outline: 2px solid ${c.primary};
      outline-offset: 2px;
    }
    .srm-chart-table table {
      width: 100%;
      border-collapse: collapse;
      font-size: ${theme.fontSizes.md};
      font-variant-numeric: tabular-nums;
    }
    .srm-chart-table caption {
      padding: ${theme.space[2]};
      text-align: left;
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-chart-table th,
    .srm-chart-table td {
      padding: ${theme.space[1]} ${theme.space[3]};
      border-top: 1px solid ${c.borderSubtle};
      text-align: right;
      white-space: nowrap;
    }
    .srm-chart-table th:first-of-type {
      text-align: left;
    }
    .srm-chart-table thead th {
      position: sticky;
      top: 0;
      background: ${c.surfaceDisabled};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-chart-table tbody th {
      font-weight: ${theme.fontWeights.regular};
    }
  `;
}
