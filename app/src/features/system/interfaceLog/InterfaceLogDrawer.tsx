import { Button, Drawer } from '@srm/design-system';
import type { InterfaceLogRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission } from '../../../permissions';
import { fetchInterfaceLogDetail, retryInterfaceLog } from '../api/adminListsApi';
import { useDialogSave } from '../shared/useDialogSave';
import { useRemote } from '../../../api/useRemote';
import { canRetry, INTERFACE_LOG_RETRY_BUTTON, prettyText } from './interfaceLogList';

interface InterfaceLogDrawerProps {
  row: InterfaceLogRow;
  onClose: () => void;
  /** After 重新推送: the list reloads. */
  onRetried: () => void;
}

/** 接口日志详情: the payload, the last response and every attempt; 重新推送 for a failed message (system:interface-log:retry). */
export function InterfaceLogDrawer({ row, onClose, onRetried }: InterfaceLogDrawerProps) {
  const t = useAppT();
  const load = useCallback(() => fetchInterfaceLogDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const { isSaving, run } = useDialogSave(onRetried);
  const none = t('system.log.none');
  const data = detail.data;
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${t('system.log.detailTitle')} ${row.bizKey}`}
      width="large"
      isLoading={detail.isLoading && !data}
      footer={
        canRetry(row) ? (
          <Permission role={INTERFACE_LOG_RETRY_BUTTON}>
            <Button variant="primary" isPending={isSaving} onPress={() => run(() => retryInterfaceLog(row.id))}>
              {t('system.log.retry')}
            </Button>
          </Permission>
        ) : null
      }
    >
      {data ? (
        <>
          <h3>{t('system.log.payload')}</h3>
          <pre>{prettyText(data.payload) ?? none}</pre>
          <h3>{t('system.log.response')}</h3>
          <pre>{prettyText(data.response) ?? none}</pre>
          <h3>{t('system.log.attemptList')}</h3>
          {data.attemptList.length === 0 ? (
            <p>{none}</p>
          ) : (
            <ol>
              {data.attemptList.map((attempt) => (
                <li key={attempt.attemptNo}>
                  {t('system.log.attemptLine', {
                    no: attempt.attemptNo,
                    time: attempt.attemptTime,
                    status: attempt.httpStatus ?? '-',
                    result: attempt.ok ? t('system.log.attemptOk') : `${t('system.log.attemptFailed')} ${attempt.error ?? ''}`,
                    duration: attempt.durationMs,
                  })}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </Drawer>
  );
}
