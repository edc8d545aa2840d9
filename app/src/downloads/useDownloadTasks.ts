import type { DownloadTask } from '@srm/gateway/api';
import { useOptionalToast } from '@srm/design-system';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppT } from '../i18n/useAppT';
import { downloadTasksAtom, downloadsRefreshAtom } from '../state/downloads';
import { downloadByPlan, listDownloadTasks } from './api';
import { downloadPlan, newlyCompleted, pollDelay } from './taskRules';

/**
 * Loads the download tasks and keeps them fresh (spec 01 §4): on mount and on every refresh request
 * (downloadsRefreshAtom), then every 5 s while a task is pending, stopping when none is. A task that
 * reaches 5 is downloaded automatically. Mount once (the download centre does).
 */
export function useDownloadTasks() {
  const [tasks, setTasks] = useAtom(downloadTasksAtom);
  const refreshKey = useAtomValue(downloadsRefreshAtom);
  const [pollTick, setPollTick] = useState(0);
  const previous = useRef<DownloadTask[] | null>(null);
  const download = useTaskDownload();

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleFrom = (list: readonly DownloadTask[]) => {
      const delay = pollDelay(list);
      if (delay !== null) timer = setTimeout(() => setPollTick((tick) => tick + 1), delay);
    };
    listDownloadTasks().then(
      (page) => {
        if (cancelled) return;
        const next = page.result;
        const completed = newlyCompleted(previous.current, next);
        previous.current = next;
        setTasks(next);
        for (const task of completed) void download(task);
        scheduleFrom(next);
      },
      () => {
        // Keep polling what was pending; the next answer catches up.
        if (!cancelled) scheduleFrom(previous.current ?? []);
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [refreshKey, pollTick, setTasks, download]);

  return tasks;
}

/** Downloads one task (its url, or its replayed request); a failure shows its message or 系统错误. */
export function useTaskDownload() {
  const t = useAppT();
  const toast = useOptionalToast();
  return useCallback(
    async (task: DownloadTask) => {
      const systemError = t('error.system');
      const plan = downloadPlan(task, window.location.origin);
      try {
        if (!plan) throw new Error(systemError);
        await downloadByPlan(plan, task.fileName, systemError);
      } catch (error) {
        toast?.error((error as Error).message || systemError);
      }
    },
    [t, toast],
  );
}
