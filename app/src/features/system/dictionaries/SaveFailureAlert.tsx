import styled from '@emotion/styled';
import { Button } from '@srm/design-system';
import type { CallFailure } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';

/** A save the gateway refused, as an edit dialog of 数据字典 / 品类管理 shows it in place. */
export interface SaveFailure {
  /** 409: someone saved the record since the dialog read it. */
  conflict: boolean;
  /** The gateway's message (数据已被他人修改，请刷新后重试, 该字典下已存在相同编码的字典项 …). */
  message: string;
}

/** The refusal of a silent save call. Pure. */
export function saveFailureOf(failure: CallFailure): SaveFailure {
  return { conflict: failure.status === 409, message: failure.message };
}

/**
 * The refusal in the dialog (role alert): the gateway's message; on a 409 also what happened and
 * 重新加载最新数据, which reads the record again (its new version) so it can be edited once more.
 */
export function SaveFailureAlert({ failure, onReload }: { failure: SaveFailure; onReload?: (() => void) | undefined }) {
  const t = useAppT();
  return (
    <Alert role="alert" data-conflict={failure.conflict ? '' : undefined}>
      <strong>{t(failure.conflict ? 'dataAdmin.conflict' : 'dataAdmin.refused', { message: failure.message })}</strong>
      {failure.conflict ? (
        <>
          <span>{t('dataAdmin.conflictHint')}</span>
          {onReload ? (
            <Button variant="link" onPress={onReload}>
              {t('dataAdmin.reloadLatest')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Alert>
  );
}

const Alert = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
`;
