import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { DownloadTask } from '@srm/gateway/api';
import { Badge, Button, DialogTrigger, Popover, StatusTag, Tooltip, type StatusItem } from '@srm/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useAppT } from '../i18n/useAppT';
import { downloadsAttentionAtom, downloadsOpenAtom, downloadsRefreshAtom } from '../state/downloads';
import { DOWNLOAD_STATUSES, STATUS_COLOURS, canRedownload, failureReason, pendingCount } from './taskRules';
import { useDownloadTasks, useTaskDownload } from './useDownloadTasks';

function DownloadIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 17v3h16v-3" />
    </svg>
  );
}

/**
 * The header's download centre (spec 01 §4): a button with the number of pending tasks, opening a
 * list of tasks with their status (失败 with its reason as a tooltip) and re-download where allowed.
 * Mounting it starts the polling (useDownloadTasks).
 */
export function DownloadCenter() {
  const t = useAppT();
  const tasks = useDownloadTasks();
  const [isOpen, setOpen] = useAtom(downloadsOpenAtom);
  const attention = useAtomValue(downloadsAttentionAtom);
  const refresh = useSetAtom(downloadsRefreshAtom);
  const pending = pendingCount(tasks ?? []);
  const label = pending > 0 ? t('downloads.buttonLabelPending', { count: pending }) : t('downloads.buttonLabel');

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) refresh();
      }}
    >
      <HeaderButton variant="text" aria-label={label}>
        <Badge count={pending}>
          {/* A new key replays the pulse each time attention is asked for (a new export, task/animate). */}
          <Pulse key={attention} data-animate={attention > 0 || undefined}>
            <DownloadIcon />
          </Pulse>
        </Badge>
      </HeaderButton>
      <Popover title={t('downloads.title')} placement="bottom end" style={{ width: 440, maxWidth: 'calc(100vw - 32px)' }}>
        <TaskList tasks={tasks ?? []} />
      </Popover>
    </DialogTrigger>
  );
}

function TaskList({ tasks }: { tasks: readonly DownloadTask[] }) {
  const t = useAppT();
  const download = useTaskDownload();
  const items = useMemo<StatusItem[]>(
    () => DOWNLOAD_STATUSES.map((status) => ({ dictItemCode: String(status), dictItemName: t(`download.status.${status}`), color: STATUS_COLOURS[status] })),
    [t],
  );
  if (tasks.length === 0) return <Empty>{t('downloads.empty')}</Empty>;
  return (
    <List aria-label={t('downloads.title')}>
      {tasks.map((task) => (
        <Row key={task.id} data-task-id={task.id} data-status={task.status}>
          <FileName title={task.fileName}>{task.fileName}</FileName>
          {task.status === 4 ? (
            <Tooltip content={failureReason(task, t('error.system'))}>
              <Button variant="text" size="small" aria-label={`${t('download.status.4')}：${failureReason(task, t('error.system'))}`}>
                <StatusTag items={items} value={task.status} />
              </Button>
            </Tooltip>
          ) : (
            <StatusTag items={items} value={task.status} />
          )}
          {canRedownload(task) ? (
            <Button variant="link" size="small" aria-label={t('downloads.redownloadLabel', { fileName: task.fileName })} onPress={() => void download(task)}>
              {t('downloads.redownload')}
            </Button>
          ) : null}
        </Row>
      ))}
    </List>
  );
}

const HeaderButton = styled(Button)`
  color: inherit;
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.header};
  }
`;

const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  30% { transform: scale(1.35); }
  60% { transform: scale(0.9); }
`;

const Pulse = styled.span`
  display: inline-flex;
  &[data-animate] {
    animation: ${pulse} 0.8s ease-in-out 2;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-animate] {
      animation: none;
    }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 360px;
  overflow-y: auto;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
