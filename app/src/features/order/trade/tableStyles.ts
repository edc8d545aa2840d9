/** The plain tables of the order area's dialogs and drawers (leg rows, lines, vehicles): captioned, ruled, figures aligned right. */
import styled from '@emotion/styled';

export const Rows = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export const Num = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: end !important;
`;

/** A row of buttons under a table (添加一段, 计算 …). */
export const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
