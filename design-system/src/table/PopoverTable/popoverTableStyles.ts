import { css, type Theme } from '@emotion/react';

/** The popover's table: compact rows, a sticky header, a scrolling body. */
export function popoverTableStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-popover-table {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[2]};
      font-size: ${theme.fontSizes.sm};
      color: ${c.text};
    }
    .srm-popover-table-scroll {
      max-height: 50vh;
      overflow: auto;
      outline: none;
      border-radius: ${theme.radii.sm};
    }
    .srm-popover-table-scroll:focus-visible {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-popover-table-table {
      width: 100%;
      border-collapse: collapse;
    }
    th,
    td {
      padding: ${theme.space[1]} ${theme.space[2]};
      border-bottom: 1px solid ${c.borderSubtle};
      text-align: left;
      white-space: nowrap;
      line-height: ${theme.lineHeights.normal};
    }
    th {
      position: sticky;
      top: 0;
      background: ${c.background};
      color: ${c.textSecondary};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-popover-table-message {
      padding: ${theme.space[4]} ${theme.space[2]};
      text-align: center;
      color: ${c.textTertiary};
    }
    .srm-popover-table-message[data-error] {
      color: ${c.danger};
    }
  `;
}
