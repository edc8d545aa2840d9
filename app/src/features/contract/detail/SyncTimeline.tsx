import { Button, Tag } from '@srm/design-system';
import type { ContractSyncLog } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { canResend, formatTime, syncStateTone } from './contractDetailModel';
import { Attempts, Muted, Timeline, TimelineLine } from './detailStyles';

const bizTypeKey = (bizType: string) => `contract.detail.sync.bizType.${bizType}` as AppMessageKey;
const KNOWN_BIZ_TYPES = ['CONTRACT_SYNC', 'EBS_PO_STATUS'];

export interface SyncTimelineProps {
  logs: readonly ContractSyncLog[];
  /** 重新发送 on failed messages (the user holds contract:sync). */
  onResend?: (log: ContractSyncLog) => void;
}

/** ERP同步记录: each message to the ERP (newest first) with its state and every attempt. */
export function SyncTimeline({ logs, onResend }: SyncTimelineProps) {
  const t = useAppT();
  if (logs.length === 0) return <Muted>{t('contract.detail.sync.empty')}</Muted>;
  return (
    <Timeline aria-label={t('contract.detail.syncTimeline')}>
      {logs.map((log) => (
        <li key={log.id} data-state={log.state}>
          <TimelineLine>
            <strong>{KNOWN_BIZ_TYPES.includes(log.bizType) ? t(bizTypeKey(log.bizType)) : log.bizType}</strong>
            <span>{log.system}</span>
            <Tag size="small" variant={syncStateTone(log.state)}>
              {t(`contract.detail.sync.state.${log.state}` as AppMessageKey)}
            </Tag>
            <Muted>{t('contract.detail.sync.submitted', { who: log.createdBy ?? t('contract.detail.timeline.system'), time: formatTime(log.createdTime) })}</Muted>
            {onResend && canResend(log) ? (
              <Button size="small" variant="link" onPress={() => onResend(log)}>
                {t('contract.detail.sync.resend')}
              </Button>
            ) : null}
          </TimelineLine>
          {log.state === 'PENDING' ? (
            <Muted>{log.nextAttemptTime ? t('contract.detail.sync.nextAttempt', { time: formatTime(log.nextAttemptTime) }) : t('contract.detail.sync.waiting')}</Muted>
          ) : null}
          {log.attemptList.length === 0 ? (
            <Muted>{t('contract.detail.sync.noAttempts')}</Muted>
          ) : (
            <Attempts>
              {log.attemptList.map((attempt) => (
                <li key={attempt.attemptNo}>
                  {t('contract.detail.sync.attempt', { n: attempt.attemptNo })} <time dateTime={attempt.time}>{formatTime(attempt.time)}</time>{' '}
                  {attempt.httpStatus === null ? t('contract.detail.sync.noAnswer') : `HTTP ${attempt.httpStatus}`}{' '}
                  {attempt.ok ? t('contract.detail.sync.ok') : (attempt.error ?? '')} ({attempt.durationMs} ms)
                </li>
              ))}
            </Attempts>
          )}
        </li>
      ))}
    </Timeline>
  );
}
