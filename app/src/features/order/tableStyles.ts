/** The plain tables of the order area's dialogs and drawers (leg rows, lines, vehicles): captioned, ruled, figures aligned right. */
import styled from '@emotion/styled';
import { DetailBody } from '../../shell/detailStyles';

/** A detail drawer's body whose plain tables are captioned and padded (采购订单 and 销售订单 详情). */
export const TablesBody = styled(DetailBody)`
  table {
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
  }
`;

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
