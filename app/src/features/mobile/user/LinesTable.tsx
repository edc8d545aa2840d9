import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** One column of a LinesTable: its heading and how a line shows in it. */
export interface LineColumn<L> {
  heading: string;
  cell: (line: L) => ReactNode;
}

/** A captioned, read-only table of a user's lines in the detail drawer (bindings, a company's bank cards); `empty` fills it without lines. */
export function LinesTable<L>({ caption, columns, lines, lineKey, empty }: { caption: string; columns: LineColumn<L>[]; lines: readonly L[]; lineKey: (line: L) => string | number; empty: string }) {
  return (
    <Frame>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length > 0 ? (
          lines.map((line) => (
            <tr key={lineKey(line)}>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(line)}</td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </Frame>
  );
}

const Frame = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: normal;
  }
`;
