import { saveFile } from '@srm/design-system';
import type { DownloadTask, PageData } from '@srm/gateway/api';
import { isAxiosError } from 'axios';
import { fileNameOf, http, request } from '../api/http';
import { readBlobJson } from '../api/outcome';
import type { DownloadPlan } from './taskRules';

/*
 * Download-task calls (spec 01 §7.6). They can move to api/ unchanged.
 */

/** The caller's tasks, newest first. Polled every 5 s, so a failure shows no message (the next poll retries). */
export function listDownloadTasks(body: { page?: number; pageSize?: number; status?: number } = {}): Promise<PageData<DownloadTask>> {
  return request<PageData<DownloadTask>>({ url: '/demand/exprot/download/task/list', data: { page: 1, pageSize: 20, ...body } }, { silent: true });
}

export interface RecordDownloadBody {
  fileName: string;
  requestUrl?: string | null;
  requestMethod?: 'GET' | 'POST' | null;
  requestParam?: { data?: unknown; params?: unknown } | null;
  /** 2 replayable, 3 not (the default). */
  bizType?: 2 | 3;
}

/** Records a download the app made itself, so it shows in the download centre. */
export function recordDownload(body: RecordDownloadBody): Promise<{ id: number }> {
  return request<{ id: number }>({ url: '/demand/exprot/download/record', data: body });
}

/** The message inside a blob answer holding a JSON envelope (spec 01 §8), if any. */
async function blobMessage(data: unknown): Promise<string | null> {
  const body = data instanceof Blob ? await readBlobJson(data) : null;
  const message = body?.['message'];
  return typeof message === 'string' && message ? message : null;
}

/** Saves a blob under a file name (the design system's `saveFile`), keeping its address for a minute. */
export function saveBlob(blob: Blob, fileName: string): void {
  saveFile(blob, fileName, document, 60_000);
}

/**
 * Fetches a task's file by its plan and saves it: on the gateway with the bearer token, named by the
 * content-disposition header (else `fallbackName`); another site's address opens in a new tab.
 * Rejects with the server's message, or with `fallbackError` (系统错误).
 */
export async function downloadByPlan(plan: DownloadPlan, fallbackName: string, fallbackError: string): Promise<void> {
  if (plan.kind === 'external') {
    window.open(plan.url, '_blank', 'noopener');
    return;
  }
  try {
    const response = await http.request<Blob>({ method: plan.method, url: plan.path, data: plan.data, params: plan.params, responseType: 'blob' });
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('application/json')) throw new Error((await blobMessage(response.data)) ?? fallbackError);
    const name = fileNameOf(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
    saveBlob(response.data, name);
  } catch (error) {
    if (isAxiosError(error)) throw new Error((await blobMessage(error.response?.data)) ?? fallbackError);
    throw error;
  }
}
