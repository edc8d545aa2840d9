import styled from '@emotion/styled';
import { Button } from '@srm/design-system';
import { useAppT } from '../../../i18n/useAppT';

export interface ConflictNoticeProps {
  /** The gateway's message (数据已被他人修改，请刷新后重试). */
  message: string;
  /** Reloads the page's data and closes the dialog. */
  onReload: () => void;
}

/** A dialog's notice of a stale version (409): the gateway's message and 刷新并关闭. */
export function ConflictNotice({ message, onReload }: ConflictNoticeProps) {
  const t = useAppT();
  return (
    <Notice role="alert">
      <span>{t('system.adminEdit.conflict', { message })}</span>
      <Button variant="link" onPress={onReload}>
        {t('system.adminEdit.reload')}
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
`;
