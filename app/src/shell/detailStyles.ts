/**
 * The layout of the detail screens, shared by the areas' pages and drawers:
 * - a detail drawer's body (物料详情, 供应商详情, 询价单): blocks one under the other, and a `dl` of
 *   label/value pairs in two columns with the labels muted (a drawer adds its own rules with
 *   `styled(DetailBody)`);
 * - a detail page (合同详情, 提货单详情): its heading row, action bar and panels of descriptions.
 */
import styled from '@emotion/styled';

export const DetailBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

/** The detail page: its heading row, action bar and sections, one under the other. */
export const DetailPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const HeadingRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One block of the page (基本信息, 合同明细 …) on the surface colour. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 4px;
  padding: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** A descriptions layout: label and value pairs in a responsive grid. */
export const Descriptions = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }
  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dt::after {
    content: '：';
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
