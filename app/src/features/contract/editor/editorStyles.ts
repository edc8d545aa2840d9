import styled from '@emotion/styled';

/** The editor page: heading and toolbar, then one section per part of the document. */
export const EditorPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const EditorHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
`;

export const Problems = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** The editable tables (lines, rebate clauses): every row's cells are controls, scrolled sideways. */
export const TableScroll = styled.div`
  overflow-x: auto;
  min-width: 0;

  table {
    border-collapse: collapse;
    width: 100%;
  }

  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: left;
    vertical-align: middle;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }

  td.srm-cell-wide {
    min-width: calc(${({ theme }) => theme.space[10]} * 5);
  }

  td.srm-cell-mid {
    min-width: calc(${({ theme }) => theme.space[10]} * 3.5);
  }

  td.srm-cell-narrow {
    min-width: calc(${({ theme }) => theme.space[10]} * 2.5);
  }

  td.srm-cell-number,
  th.srm-cell-number {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    background: ${({ theme }) => theme.colors.background};
  }

  .srm-required::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Capital = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const TableActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
