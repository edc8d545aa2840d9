import styled from '@emotion/styled';

/** A list page with the list pages' side menu beside it (spec 01 §2.4). */
export const WithSideMenu = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The list page itself: its heading, search form and table, one under the other. */
export const ListPageSection = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
