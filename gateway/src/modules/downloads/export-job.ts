/**
 * Runs one export task: replays the list query named by the task with the permissions its user holds
 * now, streams the rows into an .xlsx, stores it, and moves the task 0 → 1 (downloading) → 3 (uploading
 * to the file server) → 5 (completed, with a url), or to 4 (failed, with msg) on any error.
 *
 * Each move is a conditional update on the status it leaves, so a job that runs twice (a retry racing a
 * slow first run) changes nothing the second time. A running export beats a heartbeat on `updated_time`
 * (every `heartbeatMs`, and after every batch), which is how recovery tells a live task from one whose
 * process died: a task whose heartbeat is older than `staleMs` is run again (see recoverStaleTasks), with
 * the dead run's scratch file removed. With the defaults a task whose worker died runs again within a
 * minute (30 s without a heartbeat, found by a recovery pass every 15 s).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { loadAccess } from '../../core/access.js';
import { ApiError, MESSAGES } from '../../core/envelope.js';
import type { ExportColumn } from '../../core/export/cells.js';
import { readAhead } from '../../core/export/read-ahead.js';
import { TooManyRowsError, writeXlsx } from '../../core/export/xlsx.js';
import type { JobQueue, JobLogger } from '../../core/jobs.js';
import { parseFilters } from '../../core/list/filters.js';
import { refuseMaskedFilters, rowMasker } from '../../core/list/masking.js';
import { parseSort, resourceScopeFor, scanRows, type ListResource } from '../../core/list/query.js';
import type { ListRegistry } from '../../core/list/registry.js';
import { hasPermission } from '../../core/permissions.js';
import type { ScratchFolder } from '../../core/scratch.js';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysDownloadTask } from '../../db/tables/downloads.js';
import { sysDictItem } from '../../db/tables/system-data.js';

export const EXPORT_JOB = 'download-export';
/**
 * Beyond this an export is refused with a message asking for a narrower search (a sheet holds 1,048,576):
 * at the request, by a capped count before any work (routes.ts), and again while streaming.
 */
export const MAX_EXPORT_ROWS = 1_000_000;
/** Runs of one task before an interrupted one is given up. */
export const MAX_EXPORT_ATTEMPTS = 2;

/** How a running export shows it is alive, how soon recovery takes over one that is not, and its row limit. */
export interface ExportTuning {
  /** How often a running export touches its task. */
  heartbeatMs: number;
  /** A pending task whose row has not moved for this long belongs to a process that died. */
  staleMs: number;
  /** How often recovery looks for such tasks (and sweeps old scratch files). */
  recoveryEveryMs: number;
  /** The most rows an export may have (MAX_EXPORT_ROWS; tests lower it). */
  maxRows: number;
}

export const DEFAULT_EXPORT_TUNING: ExportTuning = { heartbeatMs: 10_000, staleMs: 30_000, recoveryEveryMs: 15_000, maxRows: MAX_EXPORT_ROWS };

/** The scratch files of one task's runs are named after it. */
export const scratchOwnerOf = (taskId: number) => `export-${taskId}`;

export const DOWNLOAD_MESSAGES = {
  queued: '已加入下载任务，请在下载中心查看',
  notExportable: '该列表不支持导出',
  badParams: '导出参数格式不正确',
  badColumn: (name: string) => `不支持导出的列：${name}`,
  unavailable: '导出服务暂不可用，请稍后重试',
  tooManyRows: (max: number) => `导出数据超过 ${max} 条，请缩小查询范围后重试`,
  interrupted: '下载任务中断，请重新导出',
  notFound: '下载文件不存在或已过期',
  recorded: '已记录下载',
} as const;

/** What a task asked for, as stored in its request_param. */
export interface ExportRequest {
  /** The list's filters, sort and so on (the body of its custom-page). */
  data: Record<string, unknown>;
  /** Query-string parameters of the list url. */
  params: Record<string, unknown>;
  /** The columns to write, in order; every exported field when absent. */
  columns?: { dataIndex: string; title?: string | undefined }[] | undefined;
}

export interface ExportContext {
  db: AppDatabase;
  registry: ListRegistry;
  storage: FileStorage;
  /** Where the spreadsheet is written before it is stored. */
  scratch: ScratchFolder;
  logger: JobLogger;
  heartbeatMs: number;
  /** The row limit (MAX_EXPORT_ROWS when absent); the request was refused past it, this re-checks while streaming. */
  maxRows?: number | undefined;
}

/** The columns of an export: the ones asked for (each a field of the list) or every exported field. */
export function exportColumnsOf(resource: ListResource, asked: ExportRequest['columns']): Omit<ExportColumn, 'names'>[] {
  if (asked && asked.length > 0) {
    return asked.map(({ dataIndex, title }) => {
      const field = resource.fields[dataIndex];
      if (!field) throw new ApiError(400, DOWNLOAD_MESSAGES.badColumn(dataIndex));
      return { field: dataIndex, title: title?.trim() || field.title || dataIndex, type: field.type };
    });
  }
  return Object.entries(resource.fields)
    .filter(([, field]) => field.exported !== false)
    .map(([name, field]) => ({ field: name, title: field.title ?? name, type: field.type }));
}

/** The filter and sort input of a replayed list query: url parameters, then the body over them. */
export function listInputOf(request: ExportRequest): Record<string, unknown> {
  return { ...request.params, ...request.data };
}

async function withDictionaryNames(db: AppDatabase, resource: ListResource, columns: Omit<ExportColumn, 'names'>[]): Promise<ExportColumn[]> {
  const codes = [...new Set(columns.flatMap((column) => resource.fields[column.field]?.dictCode ?? []))];
  if (codes.length === 0) return columns;
  const items = await db
    .select({ dictCode: sysDictItem.dictCode, itemCode: sysDictItem.itemCode, itemName: sysDictItem.itemName })
    .from(sysDictItem)
    .where(inArray(sysDictItem.dictCode, codes));
  const byDict = new Map<string, Map<string, string>>();
  for (const item of items) {
    const names = byDict.get(item.dictCode) ?? new Map<string, string>();
    names.set(item.itemCode, item.itemName);
    byDict.set(item.dictCode, names);
  }
  return columns.map((column) => {
    const dictCode = resource.fields[column.field]?.dictCode;
    const names = dictCode ? byDict.get(dictCode) : undefined;
    return names ? { ...column, names } : column;
  });
}

const task = sysDownloadTask;

/** The batches of a scan with the caller's masked fields masked (core/list/masking.ts). */
async function* maskedBatches(
  batches: AsyncIterable<Record<string, unknown>[]>,
  mask: (rows: Record<string, unknown>[]) => Record<string, unknown>[],
): AsyncGenerator<Record<string, unknown>[]> {
  for await (const rows of batches) yield mask(rows);
}

/** Moves a task to failed with a message the download centre shows. */
async function failTask(db: AppDatabase, id: number, message: string): Promise<void> {
  await db
    .update(task)
    .set({ status: 4, msg: message, finishedTime: new Date(), updatedTime: new Date() })
    .where(and(eq(task.id, id), inArray(task.status, [0, 1, 2, 3])));
}

export async function runExport(context: ExportContext, taskId: number): Promise<void> {
  const { db, registry, storage, scratch, logger } = context;
  // Claim: only a waiting or interrupted task starts, and only once.
  const [claimed] = await db
    .update(task)
    .set({ status: 1, attempts: sql`${task.attempts} + 1`, startedTime: new Date(), updatedTime: new Date(), msg: null })
    .where(and(eq(task.id, taskId), inArray(task.status, [0, 2])))
    .returning();
  if (!claimed) return;

  const temp = scratch.path(scratchOwnerOf(taskId), 'xlsx');
  const heartbeat = setInterval(() => {
    db.update(task)
      .set({ updatedTime: new Date() })
      .where(and(eq(task.id, taskId), inArray(task.status, [1, 3])))
      .catch((error: unknown) => logger.error({ err: error, taskId }, 'export heartbeat failed'));
  }, context.heartbeatMs);
  heartbeat.unref();
  let storageKey: string | undefined;
  try {
    const resolved = registry.resolve(claimed.requestUrl ?? '');
    if (!resolved) throw new ApiError(400, DOWNLOAD_MESSAGES.notExportable);
    const { resource, readPermission } = resolved.list;
    // The user's permissions now, not when they asked: access taken away meanwhile stops the export.
    const access = await loadAccess(db, claimed.userId);
    if (!hasPermission(access, readPermission)) throw new ApiError(403, MESSAGES.permissionDenied);
    const request = (claimed.requestParam ?? { data: {}, params: {} }) as ExportRequest;
    const input = { ...resolved.query, ...listInputOf(request) };
    const conditions = parseFilters(input, resource.fields);
    const sort = parseSort(input['sort'], resource);
    refuseMaskedFilters(resource, access, conditions, sort);
    const columns = await withDictionaryNames(db, resource, exportColumnsOf(resource, request.columns));
    const scope = resourceScopeFor(resource, access);

    const rows = await writeXlsx({
      path: temp,
      sheetName: resource.label,
      columns,
      batches: maskedBatches(readAhead(scanRows(db, resource, conditions, sort, scope)), rowMasker(resource, access)),
      maxRows: context.maxRows ?? MAX_EXPORT_ROWS,
      onProgress: async (written) => {
        await db.update(task).set({ rowCount: written, updatedTime: new Date() }).where(and(eq(task.id, taskId), eq(task.status, 1)));
      },
    });

    await db.update(task).set({ status: 3, rowCount: rows, updatedTime: new Date() }).where(and(eq(task.id, taskId), eq(task.status, 1)));
    storageKey = `export-${taskId}-${randomUUID()}.xlsx`;
    await storage.put(storageKey, createReadStream(temp));
    const { size } = await stat(temp);
    // Gone before the task shows finished: a finished export leaves no scratch file behind.
    await rm(temp, { force: true });
    const [finished] = await db
      .update(task)
      .set({
        status: 5,
        storageKey,
        fileSize: size,
        url: `/gateway/demand/exprot/download/file/${taskId}`,
        finishedTime: new Date(),
        updatedTime: new Date(),
      })
      .where(and(eq(task.id, taskId), eq(task.status, 3)))
      .returning({ id: task.id });
    // Recovered as stale meanwhile (a very slow storage): the other run owns the task now.
    if (!finished) await storage.delete(storageKey);
  } catch (error) {
    if (storageKey) await storage.delete(storageKey);
    let message: string = MESSAGES.systemError;
    if (error instanceof ApiError) message = error.message;
    else if (error instanceof TooManyRowsError) message = DOWNLOAD_MESSAGES.tooManyRows(error.maxRows);
    else logger.error({ err: error, taskId }, 'export failed');
    await failTask(db, taskId, message);
  } finally {
    clearInterval(heartbeat);
    await rm(temp, { force: true });
  }
}

/**
 * Tasks whose process died: a pending task that has not moved for `staleMs`. A waiting or interrupted
 * one is queued again (its job was lost); a running one is marked interrupted and queued again while
 * it has attempts left, else failed, and the scratch file its dead run left is removed. Answers how many
 * tasks it touched.
 */
export async function recoverStaleTasks(
  db: AppDatabase,
  jobs: JobQueue,
  { staleMs = DEFAULT_EXPORT_TUNING.staleMs, now = new Date(), scratch }: { staleMs?: number; now?: Date; scratch?: ScratchFolder } = {},
): Promise<number> {
  const before = new Date(now.getTime() - staleMs);
  const stale = and(inArray(task.status, [0, 1, 2, 3]), lt(task.updatedTime, before), eq(task.bizType, 1));
  const given = await db
    .update(task)
    .set({ status: 4, msg: DOWNLOAD_MESSAGES.interrupted, finishedTime: now, updatedTime: now })
    .where(and(stale, inArray(task.status, [1, 3]), sql`${task.attempts} >= ${MAX_EXPORT_ATTEMPTS}`))
    .returning({ id: task.id });
  const retried = await db
    .update(task)
    .set({ status: sql`case when ${task.status} in (1, 3) then 2 else ${task.status} end`, updatedTime: now })
    .where(stale)
    .returning({ id: task.id });
  if (scratch) for (const { id } of [...given, ...retried]) await scratch.removeOwned(scratchOwnerOf(id));
  // A job sent twice is harmless: the claim lets only one run start the task.
  for (const { id } of retried) await jobs.send(EXPORT_JOB, { taskId: id });
  return given.length + retried.length;
}
