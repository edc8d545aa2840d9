import styled from '@emotion/styled';

// The page layout shared with every detail page (shell/detailStyles.ts).
export { ActionBar, Descriptions, DetailPage, HeadingRow, Panel } from '../../../shell/detailStyles';

export const Totals = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A timeline: a vertical list with a rail. */
export const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  > li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 2px solid ${({ theme }) => theme.colors.borderSubtle};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const TimelineLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Attempts = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
