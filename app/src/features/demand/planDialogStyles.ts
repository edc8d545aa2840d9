/** The layout of the year and month plan dialogs: the body, the three-column head, the scrolled items and muted notes. */
import styled from '@emotion/styled';

export const PlanDialogBody = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PlanDialogHead = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const PlanItemsScroll = styled.div`
  overflow-x: auto;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
