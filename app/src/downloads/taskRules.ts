import type { DownloadTask, DownloadTaskStatus } from '@srm/gateway/api';

/**
 * The download centre's rules (spec 01 §4 "Download task status", §9 polling 5000 ms). Pure.
 * Statuses 4 (failed) and 5 (completed) are final; 0 waiting, 1 downloading, 2 interrupted and 3
 * uploading count as pending.
 */
export const POLL_INTERVAL_MS = 5000;

export const DOWNLOAD_STATUSES: readonly DownloadTaskStatus[] = [0, 1, 2, 3, 4, 5];

export const isFinalStatus = (status: number) => status === 4 || status === 5;

export const isPending = (task: Pick<DownloadTask, 'status'>) => !isFinalStatus(task.status);

export const pendingCount = (tasks: readonly Pick<DownloadTask, 'status'>[]) => tasks.filter(isPending).length;

/** Milliseconds until the next poll: 5 s while any task is pending, otherwise null (stop polling). */
export function pollDelay(tasks: readonly Pick<DownloadTask, 'status'>[]): number | null {
  return tasks.some(isPending) ? POLL_INTERVAL_MS : null;
}

/**
 * Tasks that reached 5 since the previous list: the ones to download automatically. A task seen
 * pending before and completed now, or an export task (bizType 1) that appeared and finished between
 * two polls (an import task only with its error workbook). Nothing on the first load (old tasks are not downloaded again), and never a recorded
 * download (bizType 2 or 3: the app already downloaded it itself).
 */
export function newlyCompleted(previous: readonly DownloadTask[] | null, next: readonly DownloadTask[]): DownloadTask[] {
  if (previous === null) return [];
  const before = new Map(previous.map((task) => [task.id, task.status]));
  return next.filter((task) => {
    if (task.status !== 5 || !hasFile(task)) return false;
    const was = before.get(task.id);
    if (was === undefined) return task.bizType === 1;
    return !isFinalStatus(was);
  });
}

/** An import run as a task (bizType 4) has a file only when its check found errors (the error workbook). */
const hasFile = (task: Pick<DownloadTask, 'bizType' | 'url'>) => task.bizType !== 4 || Boolean(task.url);

/** Re-download is offered only at status 5, when bizType is not 3, and when an import task has its error workbook. */
export const canRedownload = (task: Pick<DownloadTask, 'status' | 'bizType' | 'url'>) => task.status === 5 && task.bizType !== 3 && hasFile(task);

/** The tooltip of a failed task: its message, or 系统错误 (the fallback given). */
export function failureReason(task: Pick<DownloadTask, 'msg'>, fallback: string): string {
  return task.msg?.trim() || fallback;
}

/** Colour of each status for the StatusTag. */
export const STATUS_COLOURS: Readonly<Record<DownloadTaskStatus, string>> = {
  0: 'default',
  1: 'primary',
  2: 'warning',
  3: 'primary',
  4: 'danger',
  5: 'success',
};

/** A path on the gateway for its axios instance (base /gateway): `/gateway/x` → `/x`. */
export function gatewayPath(url: string): string {
  return url.replace(/^\/gateway(?=\/)/, '');
}

/** How to fetch a task's file. */
export type DownloadPlan =
  | { kind: 'gateway'; method: 'GET' | 'POST'; path: string; data?: unknown; params?: unknown }
  | { kind: 'external'; url: string };

/**
 * The stored url when there is one (with the bearer token when it is on the gateway; another site's
 * address is opened as it is, never with the token), else the original request replayed. Null when
 * the task cannot be downloaded.
 */
export function downloadPlan(task: Pick<DownloadTask, 'url' | 'requestUrl' | 'requestMethod' | 'requestParam'>, origin: string): DownloadPlan | null {
  if (task.url) {
    let url: URL;
    try {
      url = new URL(task.url, origin);
    } catch {
      return null;
    }
    if (url.origin !== origin) return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', url: url.href } : null;
    return { kind: 'gateway', method: 'GET', path: gatewayPath(`${url.pathname}${url.search}`) };
  }
  if (task.requestUrl && task.requestUrl.startsWith('/') && !task.requestUrl.startsWith('//')) {
    return {
      kind: 'gateway',
      method: task.requestMethod ?? 'POST',
      path: gatewayPath(task.requestUrl),
      data: task.requestParam?.data,
      params: task.requestParam?.params,
    };
  }
  return null;
}
