/**
 * The body of a detail drawer (物料详情, 供应商详情, 询价单): blocks one under the other, and a `dl` of
 * label/value pairs in two columns with the labels muted. A drawer adds its own rules with
 * `styled(DetailBody)`.
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
