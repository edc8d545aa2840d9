import styled from '@emotion/styled';

/**
 * The diff's marks: an old value struck through (del), a new one underlined (ins), and the kind of a
 * line change as a labelled badge; the words and the strike / underline carry the meaning, the
 * colours only repeat it (WCAG 1.4.1).
 */
export const OldValue = styled.del`
  color: ${({ theme }) => theme.colors.danger};
  text-decoration: line-through;
`;

export const NewValue = styled.ins`
  color: ${({ theme }) => theme.colors.successText};
  text-decoration: underline;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const KindBadge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: nowrap;

  &[data-kind='added'] {
    color: ${({ theme }) => theme.colors.successText};
    background: ${({ theme }) => theme.colors.successSubtle};
  }
  &[data-kind='removed'] {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
  &[data-kind='changed'] {
    color: ${({ theme }) => theme.colors.warningText};
    background: ${({ theme }) => theme.colors.warningSubtle};
  }
`;

export const ChangeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
