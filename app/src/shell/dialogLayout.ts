/**
 * The layout of a form dialog's body, shared by the areas' dialogs: its parts one under the other
 * (`DialogBody`, a dialog adds its own rules with `styled(DialogBody)`), and its fields in a grid of
 * equal columns (`FieldGrid`, two by default).
 */
import styled from '@emotion/styled';

export const DialogBody = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const FieldGrid = styled.div<{ columns?: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: repeat(${({ columns = 2 }) => columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
