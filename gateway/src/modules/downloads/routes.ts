/**
 * Download tasks (spec 01 §4 statuses, §7.1 export "task" mode, §7.6 calls):
 *
 * - POST /demand/exprot/batch/async {queryParams, queryUrl, requestMethod, pagePath, styleCode, fileName?,
 *   columns?}: checks the list exists, that the caller may read it, that its filters parse and that it
 *   has no more rows than the export limit (a capped count: a bad or too large request
 *   is answered now, not as a failed task), stores a task at status 0 and queues the export;
 * - POST /demand/exprot/download/task/list: the caller's own tasks, newest first (the download centre
 *   polls it every 5 s while one is pending);
 * - POST /demand/exprot/download/record: records a download the app made directly (biz type 2 may be
 *   replayed from its request, 3 not), straight at status 5;
 * - GET /demand/exprot/download/file/:id: the spreadsheet of a completed task, to its owner only.
 *
 * ("exprot" is the spelling of the original backend's path, kept so the app's calls match.)
 */
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DownloadTask, Envelope, PageData } from '../../api/index.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import type { JobQueue } from '../../core/jobs.js';
import { parseFilters } from '../../core/list/filters.js';
import { refuseMaskedFilters } from '../../core/list/masking.js';
import { cappedCount } from '../../core/list/estimates.js';
import { parseSort, resourceScopeFor, whereOf } from '../../core/list/query.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { ScratchFolder } from '../../core/scratch.js';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysDownloadTask as task } from '../../db/tables/downloads.js';
import { contentDisposition } from '../files/names.js';
import { DEFAULT_EXPORT_TUNING, DOWNLOAD_MESSAGES, EXPORT_JOB, exportColumnsOf, listInputOf, recoverStaleTasks, runExport, type ExportRequest, type ExportTuning } from './export-job.js';
import { exportFileName } from './file-name.js';
import { Id, PageNumber, PageSize } from '../../core/schemas.js';

export interface DownloadRoutesOptions {
  db: AppDatabase;
  /** Where finished spreadsheets are kept: the server's one file storage (AreaOptions.storage). */
  storage: FileStorage;
  /**
   * This machine's files folder: spreadsheets are written in its `.scratch` folder (exceljs needs a real
   * file) before they are stored, whichever the storage.
   */
  filesDir: string;
  /** The running job queue; without it exports are refused as unavailable. */
  jobs?: JobQueue | undefined;
  /** Heartbeat and recovery timings of running exports, and the row limit (tests shorten and lower them). */
  tuning?: Partial<ExportTuning> | undefined;
}

const Params = Type.Record(Type.String(), Type.Unknown());

const ExportBody = Type.Object({
  queryParams: Type.Optional(Type.Union([Params, Type.String({ maxLength: 200_000 }), Type.Null()])),
  queryUrl: Type.String({ minLength: 1, maxLength: 500 }),
  requestMethod: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('get'), Type.Literal('post'), Type.Null()])),
  pagePath: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  styleCode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  fileName: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  columns: Type.Optional(
    Type.Array(Type.Object({ dataIndex: Type.String({ minLength: 1, maxLength: 100 }), title: Type.Optional(Type.String({ maxLength: 100 })) }), { maxItems: 200 }),
  ),
});

const TaskListBody = Type.Union([
  Type.Object({
    page: Type.Optional(PageNumber()),
    pageSize: Type.Optional(PageSize(100)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  }),
  Type.Null(),
]);

const RecordBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  requestUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  requestMethod: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Null()])),
  requestParam: Type.Optional(Type.Union([Type.Object({ data: Type.Optional(Type.Unknown()), params: Type.Optional(Type.Unknown()) }), Type.Null()])),
  bizType: Type.Optional(Type.Union([Type.Literal(2), Type.Literal(3)])),
});

const IdParams = Type.Object({ id: Id });

const taskColumns = {
  id: task.id,
  fileName: task.fileName,
  status: task.status,
  msg: task.msg,
  url: task.url,
  requestUrl: task.requestUrl,
  requestMethod: task.requestMethod,
  requestParam: task.requestParam,
  pagePath: task.pagePath,
  bizType: task.bizType,
  rowCount: task.rowCount,
  fileSize: task.fileSize,
  createdTime: task.createdTime,
  finishedTime: task.finishedTime,
};

/** queryParams as sent: an object, JSON text, or nothing. */
function paramsOf(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw new ApiError(400, DOWNLOAD_MESSAGES.badParams);
  }
  return raw as Record<string, unknown>;
}

export const downloadRoutes: FastifyPluginAsyncTypebox<DownloadRoutesOptions> = async (app, { db, storage, filesDir, jobs, tuning }) => {
  const registry = app.listRegistry;
  if (!registry) throw new Error('download tasks need the list registry (see buildServer)');
  // Spreadsheets are written under the files folder; what a process that died left there goes at start-up.
  const scratch = new ScratchFolder(join(filesDir, '.scratch'));
  await scratch.sweep();
  const timings = { ...DEFAULT_EXPORT_TUNING, ...tuning };

  if (jobs) {
    const context = { db, registry, storage, scratch, logger: app.log, heartbeatMs: timings.heartbeatMs, maxRows: timings.maxRows };
    jobs.define<{ taskId: number }>({ name: EXPORT_JOB, handler: ({ taskId }) => runExport(context, taskId), concurrency: 2 });
    jobs.every(timings.recoveryEveryMs, async () => {
      await recoverStaleTasks(db, jobs, { staleMs: timings.staleMs, scratch });
      await scratch.sweep();
    });
  }

  app.post(
    '/demand/exprot/batch/async',
    { schema: { body: ExportBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<{ id: number; fileName: string }>> => {
      const access = accessOf(request);
      const body = request.body;
      const resolved = registry.resolve(body.queryUrl);
      if (!resolved) throw new ApiError(400, DOWNLOAD_MESSAGES.notExportable);
      const { resource, readPermission } = resolved.list;
      if (!hasPermission(access, readPermission)) throw permissionDenied();
      const exportRequest: ExportRequest = { data: paramsOf(body.queryParams), params: resolved.query, columns: body.columns };
      // Bad filters, sort or columns are the caller's mistake: say so now rather than fail the task.
      const input = listInputOf(exportRequest);
      const conditions = parseFilters(input, resource.fields);
      refuseMaskedFilters(resource, access, conditions, parseSort(input['sort'], resource));
      exportColumnsOf(resource, body.columns);
      if (!jobs?.isStarted) throw new ApiError(503, DOWNLOAD_MESSAGES.unavailable);
      // Too many rows: refused now, before a task, a job or a file exists. The rows the task would replay
      // (the same filters in the caller's data scope) are counted only just past the limit: one bounded
      // scan, never a count of the whole table. The streaming writer checks again (rows added meanwhile).
      const where = whereOf(resource, conditions, resourceScopeFor(resource, access));
      if ((await cappedCount(db, resource.table, where, timings.maxRows + 1)) > timings.maxRows) {
        throw new ApiError(400, DOWNLOAD_MESSAGES.tooManyRows(timings.maxRows));
      }

      const fileName = exportFileName(body.fileName || `${resource.label}列表`, new Date());
      const [created] = await db
        .insert(task)
        .values({
          userId: access.userId,
          fileName,
          status: 0,
          requestUrl: body.queryUrl,
          requestMethod: (body.requestMethod ?? 'POST').toUpperCase() as 'GET' | 'POST',
          requestParam: exportRequest,
          pagePath: body.pagePath ?? null,
          styleCode: body.styleCode ?? null,
          bizType: 1,
          createdBy: String(access.userId),
          updatedBy: String(access.userId),
        })
        .returning({ id: task.id });
      if (!created) throw new Error('the download task was not written');
      // Should the send fail, the task stays at 0 and recovery queues it again.
      await jobs.send(EXPORT_JOB, { taskId: created.id });
      return ok({ id: created.id, fileName }, DOWNLOAD_MESSAGES.queued);
    },
  );

  app.post(
    '/demand/exprot/download/task/list',
    { schema: { body: TaskListBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<PageData<DownloadTask>>> => {
      const { userId } = accessOf(request);
      const page = request.body?.page ?? 1;
      const pageSize = request.body?.pageSize ?? 20;
      const status = request.body?.status;
      const where = and(eq(task.userId, userId), status === undefined ? undefined : eq(task.status, status as 0));
      const [rows, [total]] = await Promise.all([
        db
          .select(taskColumns)
          .from(task)
          .where(where)
          .orderBy(desc(task.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(task).where(where),
      ]);
      const result: DownloadTask[] = rows.map((row) => ({
        ...row,
        createdTime: row.createdTime.toISOString(),
        finishedTime: row.finishedTime?.toISOString() ?? null,
      }));
      return ok({ result, total: Number(total?.n ?? 0), page, pageSize });
    },
  );

  app.post(
    '/demand/exprot/download/record',
    { schema: { body: RecordBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<{ id: number }>> => {
      const { userId } = accessOf(request);
      const body = request.body;
      const now = new Date();
      const [created] = await db
        .insert(task)
        .values({
          userId,
          fileName: body.fileName,
          status: 5,
          requestUrl: body.requestUrl ?? null,
          requestMethod: body.requestMethod ?? null,
          requestParam: body.requestParam ?? null,
          bizType: body.bizType ?? 3,
          startedTime: now,
          finishedTime: now,
          createdBy: String(userId),
          updatedBy: String(userId),
        })
        .returning({ id: task.id });
      return ok({ id: created?.id ?? 0 }, DOWNLOAD_MESSAGES.recorded);
    },
  );

  app.get(
    '/demand/exprot/download/file/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN } },
    async (request, reply) => {
      const { userId } = accessOf(request);
      const [row] = await db
        .select({ fileName: task.fileName, storageKey: task.storageKey, fileSize: task.fileSize })
        .from(task)
        .where(and(eq(task.id, request.params.id), eq(task.userId, userId), eq(task.status, 5)))
        .limit(1);
      const stream = row?.storageKey ? await storage.open(row.storageKey) : null;
      if (!row || !stream) throw new ApiError(404, DOWNLOAD_MESSAGES.notFound);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', row.fileSize ?? undefined)
        .header('content-disposition', contentDisposition('attachment', row.fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
