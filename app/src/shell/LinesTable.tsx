import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** One column of a LinesTable: its heading and how a line shows in it. */
export interface LineColumn<L> {
  heading: string;
  isRequired?: boolean;
  cell: (line: L, index: number) => ReactNode;
}

/**
 * A captioned table of a record's lines (a supplier's contacts, bank accounts, addresses and blacklist
 * entries; an app user's bindings and bank cards): read only in a detail drawer, with controls in its
 * cells in a form dialog. `empty` fills a table without lines.
 */
export function LinesTable<L>({ caption, columns, lines, lineKey, empty }: { caption: string; columns: LineColumn<L>[]; lines: readonly L[]; lineKey: (line: L, index: number) => string | number; empty: string }) {
  return (
    <LinesTableFrame>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={column.isRequired ? 'srm-required' : undefined}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length > 0 ? (
          lines.map((line, index) => (
            <tr key={lineKey(line, index)}>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(line, index)}</td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </LinesTableFrame>
  );
}

/** The table of LinesTable, for a screen whose rows are its own (the quote form's editable lines). */
export const LinesTableFrame = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: start;
    vertical-align: middle;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th.srm-required::before {
    content: '*';
    color: ${({ theme }) => theme.colors.danger};
    margin-inline-end: ${({ theme }) => theme.space[1]};
  }
`;
