/** The items table of the month plan's dialog and drawers (a plain captioned table, tokens only). */
import styled from '@emotion/styled';

export const ItemsTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 500;
  }
`;
