import { Tag, type TagVariant } from '@srm/design-system';
import type { ContractStatusTimeline } from '@srm/gateway/api';
import { useMemo } from 'react';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { formatTime, statusLabel, statusTimeline, timelineEventKey, type StatusTimelineEntry } from './contractDetailModel';
import { Muted, Timeline, TimelineLine } from './detailStyles';

const OUTCOME_TONE: Record<string, TagVariant> = { applied: 'success', late: 'warning', conflict: 'danger', unknown: 'default' };

/**
 * 状态记录: every status change (who, when, from → to, by a user or a callback) and every callback of
 * OA or the seal system with its outcome, oldest first.
 */
export function StatusTimeline({ log }: { log: ContractStatusTimeline | null }) {
  const t = useAppT();
  const entries = useMemo(() => statusTimeline(log), [log]);
  if (entries.length === 0) return <Muted>{t('contract.detail.timeline.empty')}</Muted>;
  return (
    <Timeline aria-label={t('contract.detail.statusTimeline')}>
      {entries.map((entry) => (
        <li key={entry.key} data-kind={entry.kind}>
          <EntryLine entry={entry} />
        </li>
      ))}
    </Timeline>
  );
}

function EntryLine({ entry }: { entry: StatusTimelineEntry }) {
  const t = useAppT();
  if (entry.kind === 'change') {
    return (
      <TimelineLine>
        <time dateTime={entry.time}>{formatTime(entry.time)}</time>
        <strong>{t(timelineEventKey(entry.event))}</strong>
        <span>
          {statusLabel(t, entry.fromStatus)} → {statusLabel(t, entry.toStatus)}
        </span>
        <Tag size="small" variant={entry.source === 'user' ? 'primary' : 'info'}>
          {t(entry.source === 'user' ? 'contract.detail.timeline.user' : 'contract.detail.timeline.callback')}
        </Tag>
        <span>{entry.actor ?? t('contract.detail.timeline.system')}</span>
      </TimelineLine>
    );
  }
  return (
    <TimelineLine>
      <time dateTime={entry.time}>{formatTime(entry.time)}</time>
      <strong>{t('contract.detail.timeline.report', { system: entry.bizType, status: statusLabel(t, entry.status) })}</strong>
      {entry.fromStatus ? <Muted>{statusLabel(t, entry.fromStatus)}</Muted> : null}
      <Tag size="small" variant={OUTCOME_TONE[entry.outcome] ?? 'default'}>
        {t(`contract.detail.timeline.outcome.${entry.outcome}` as AppMessageKey)}
      </Tag>
    </TimelineLine>
  );
}
