/**
 * The import pipeline (issue 21): stores an upload first, checks it, and commits it all or nothing, for
 * every declared import. One per server (`app.imports`); areas register their routes with
 * `registerImportRoutes` (routes.ts).
 *
 * A run (sys_import_run) moves checking → checked → committing → committed, or to failed with a
 * message. A file of at most 5,000 rows is checked and committed within its request; a larger one is
 * handed to the job queue after its first 5,000 rows and listed in the download centre (a task of biz
 * type 4 whose file, once checked, is the error workbook). The commit reads the stored bytes again and
 * checks every row again inside its transaction, so what is saved is exactly what passed, and a row that
 * became wrong since the check (a material deleted meanwhile) rolls the whole commit back.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { ImportCheckSummary } from '../../api/imports.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysDownloadTask } from '../../db/tables/downloads.js';
import { sysImportRun as run, type ImportRunStatus } from '../../db/tables/imports.js';
import { ApiError } from '../envelope.js';
import type { JobLogger, JobQueue } from '../jobs.js';
import { ScratchFolder } from '../scratch.js';
import { LocalDiskStorage, type FileStorage } from '../storage.js';
import { ImportFileError, isBlankRow, mapHeader, rowMessage, RowChecker, type FailedRow, type SheetRow } from './check.js';
import type { AnyImportDeclaration, ImportRowOf } from './declaration.js';
import { ErrorWorkbookWriter, readSheetBatches } from './workbook.js';

export const IMPORT_JOB = 'import-run';
/** Files with more rows than this run as a task (issue 21). */
export const TASK_THRESHOLD_ROWS = 5_000;
/** The most rows one file may hold. */
export const MAX_IMPORT_ROWS = 100_000;
/** Rows checked (and saved) per batch: one context query and one insert per batch. */
export const IMPORT_BATCH_ROWS = 500;
/** Row messages kept with the run (all of them are in the error workbook). */
export const ERRORS_KEPT = 100;
/** A run left checking or committing this long belongs to a process that died. */
export const STALE_RUN_MS = 60_000;
/** Runs and their files are kept this long. */
export const RUN_RETENTION_MS = 7 * 24 * 3600_000;

export const IMPORT_MESSAGES = {
  fileRequired: '文件不能为空',
  tooLarge: '文件大小不能超过10M',
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行，请拆分文件后导入`,
  noRows: '文件中没有可导入的数据',
  notFound: '导入记录不存在或已过期',
  notReady: '请等待校验完成后再导入',
  hasErrors: '校验未通过，请修改错误后重新上传',
  alreadyCommitted: '该文件已导入，请勿重复导入',
  committed: (rows: number) => `导入成功，共导入 ${rows} 行`,
  refused: (count: number, listed: string) => `导入失败，未导入任何数据。共 ${count} 处错误：${listed}`,
  interrupted: '导入中断，请重新上传文件',
  failed: '导入失败，请稍后重试',
  taskFileName: (label: string) => `${label}导入校验结果.xlsx`,
  taskChecked: (rows: number) => `校验通过，共 ${rows} 行，请在导入窗口点击“导入”`,
  taskInvalid: (invalid: number) => `校验未通过，共 ${invalid} 行错误，请下载错误文件`,
} as const;

type RunRow = typeof run.$inferSelect;

interface CheckOutcome {
  total: number;
  valid: number;
  invalid: number;
  errors: string[];
  errorFileKey: string | null;
}

/** Thrown inside a commit's transaction when a row no longer passes: rolls the whole commit back. */
class CommitRefused extends Error {
  constructor(readonly messages: string[], readonly count: number) {
    super('commit refused');
  }
}

export interface ImportPipelineOptions {
  db: AppDatabase;
  filesDir: string;
  /** The server's file storage (a local one on filesDir when absent); scratch files stay in filesDir. */
  storage?: FileStorage | undefined;
  jobs: JobQueue | undefined;
  logger: JobLogger;
}

/** A run as the dialog sees it; `progress` is the rows a running commit has saved (as checkedRows and imported). */
const summaryOf = (row: RunRow, progress?: number): ImportCheckSummary => ({
  checkId: row.id,
  status: row.status,
  total: row.total,
  checkedRows: progress ?? row.checkedRows,
  valid: row.valid,
  invalid: row.invalid,
  errors: row.errors,
  hasErrorFile: row.errorFileKey !== null,
  imported: progress ?? row.imported,
  counts: row.counts,
  message: row.message,
  isTask: row.isTask,
});

export class ImportPipeline {
  readonly storage: FileStorage;
  private readonly scratch: ScratchFolder;
  private readonly declarations = new Map<string, AnyImportDeclaration>();
  /** Rows saved so far by the commits running in this process (shown while committing). */
  private readonly commitProgress = new Map<string, number>();

  constructor(private readonly options: ImportPipelineOptions) {
    this.storage = options.storage ?? new LocalDiskStorage(options.filesDir);
    // The error workbook is written to a real file (exceljs) on this machine, then stored.
    this.scratch = new ScratchFolder(join(options.filesDir, '.scratch'));
    const { jobs } = options;
    if (jobs) {
      jobs.define<{ runId: string; phase: 'check' | 'commit' }>({
        name: IMPORT_JOB,
        handler: async ({ runId, phase }) => this.runPhase(runId, phase),
        expireInSeconds: 3600,
      });
      jobs.every(15_000, () => this.recover());
    }
  }

  register(declaration: AnyImportDeclaration): void {
    const known = this.declarations.get(declaration.name);
    if (known && known !== declaration) throw new Error(`import ${declaration.name} declared twice`);
    this.declarations.set(declaration.name, declaration);
  }

  /** Stores the upload, then checks it within the request, or as a task past 5,000 rows. */
  async start(declaration: AnyImportDeclaration, userId: number, fileName: string, bytes: Buffer, tooManyMessage?: string): Promise<ImportCheckSummary> {
    const fileKey = `import-${randomUUID()}.xlsx`;
    await this.storage.put(fileKey, Readable.from([bytes]));
    const [created] = await this.options.db
      .insert(run)
      .values({ userId, importName: declaration.name, fileName: fileName.slice(0, 200), fileKey, createdBy: String(userId), updatedBy: String(userId) })
      .returning();
    if (!created) throw new Error('import run not stored');
    const outcome = await this.checkOrFail(created, declaration, TASK_THRESHOLD_ROWS);
    if (outcome !== 'tooManyForRequest') return this.summary(created.id, userId);
    if (tooManyMessage !== undefined) {
      await this.fail(created.id, 'checking', new ImportFileError(tooManyMessage));
      return this.summary(created.id, userId);
    }
    const [task] = await this.options.db
      .insert(sysDownloadTask)
      .values({ userId, fileName: IMPORT_MESSAGES.taskFileName(declaration.label), status: 1, bizType: 4, startedTime: new Date(), createdBy: String(userId), updatedBy: String(userId) })
      .returning({ id: sysDownloadTask.id });
    await this.options.db.update(run).set({ isTask: true, downloadTaskId: task?.id ?? null, updatedTime: new Date() }).where(eq(run.id, created.id));
    await this.dispatch(created.id, 'check');
    return this.summary(created.id, userId);
  }

  /** The caller's run now. */
  async summary(runId: string, userId: number): Promise<ImportCheckSummary> {
    const row = await this.ownRun(runId, userId);
    return summaryOf(row, row.status === 'committing' ? this.commitProgress.get(row.id) : undefined);
  }

  /** The error workbook of the caller's run. */
  async errorFile(runId: string, userId: number): Promise<{ stream: Readable; fileName: string }> {
    const row = await this.ownRun(runId, userId);
    const stream = row.errorFileKey ? await this.storage.open(row.errorFileKey) : null;
    if (!stream) throw new ApiError(404, IMPORT_MESSAGES.notFound);
    const declaration = this.declarations.get(row.importName);
    return { stream, fileName: `${declaration?.label ?? ''}导入错误数据.xlsx` };
  }

  /** Commits a checked run without errors: within the request, or as a task for a large file. */
  async commit(runId: string, userId: number): Promise<ImportCheckSummary> {
    const row = await this.ownRun(runId, userId);
    if (row.status === 'committed' || row.status === 'committing') throw new ApiError(409, IMPORT_MESSAGES.alreadyCommitted);
    if (row.status !== 'checked') throw new ApiError(409, IMPORT_MESSAGES.notReady);
    if (row.invalid > 0) throw new ApiError(400, IMPORT_MESSAGES.hasErrors);
    const [claimed] = await this.options.db
      .update(run)
      .set({ status: 'committing', checkedRows: 0, updatedTime: new Date() })
      .where(and(eq(run.id, runId), eq(run.status, 'checked')))
      .returning();
    if (!claimed) throw new ApiError(409, IMPORT_MESSAGES.alreadyCommitted);
    if (claimed.isTask) await this.dispatch(runId, 'commit');
    else await this.commitOrFail(claimed, this.declarationOf(claimed));
    return this.summary(runId, userId);
  }

  /**
   * Checks the file and commits it in one call, for the one-step imports kept from the original backend
   * (POST …/importRoleOrgCategory): a file over 5,000 rows is refused with `tooManyMessage` (400), any bad
   * row refuses the file with its 第N行：… messages (422).
   */
  async importAtOnce(declaration: AnyImportDeclaration, userId: number, fileName: string, bytes: Buffer, tooManyMessage: string): Promise<ImportCheckSummary> {
    const checked = await this.start(declaration, userId, fileName, bytes, tooManyMessage);
    if (checked.status === 'failed') throw new ApiError(400, checked.message ?? IMPORT_MESSAGES.failed);
    if (checked.invalid > 0) {
      const listed = checked.errors.slice(0, 20).join('；');
      throw new ApiError(422, IMPORT_MESSAGES.refused(checked.invalid, checked.invalid > 20 ? `${listed}；…` : listed));
    }
    const committed = await this.commit(checked.checkId, userId);
    if (committed.status === 'failed') throw new ApiError(422, committed.message ?? IMPORT_MESSAGES.failed);
    return committed;
  }

  private declarationOf(row: RunRow): AnyImportDeclaration {
    const declaration = this.declarations.get(row.importName);
    if (!declaration) throw new Error(`import ${row.importName} is not declared`);
    return declaration;
  }

  private async ownRun(runId: string, userId: number): Promise<RunRow> {
    const [row] = /^[0-9a-f]{32}$/u.test(runId)
      ? await this.options.db.select().from(run).where(and(eq(run.id, runId), eq(run.userId, userId))).limit(1)
      : [];
    if (!row) throw new ApiError(404, IMPORT_MESSAGES.notFound);
    return row;
  }

  /** A task's phase goes to the job queue, or runs in this process when there is none. */
  private async dispatch(runId: string, phase: 'check' | 'commit'): Promise<void> {
    const { jobs, logger } = this.options;
    if (jobs?.isStarted) await jobs.send(IMPORT_JOB, { runId, phase });
    else void this.runPhase(runId, phase).catch((error: unknown) => logger.error(error, 'import run failed'));
  }

  private async runPhase(runId: string, phase: 'check' | 'commit'): Promise<void> {
    const [row] = await this.options.db.select().from(run).where(eq(run.id, runId)).limit(1);
    if (!row || row.status !== (phase === 'check' ? 'checking' : 'committing')) return;
    const declaration = this.declarationOf(row);
    if (phase === 'check') await this.checkOrFail(row, declaration, undefined);
    else await this.commitOrFail(row, declaration);
    await this.finishTask(runId);
  }

  /** Checks and records the outcome; a bad file or an unexpected error fails the run with its message. */
  private async checkOrFail(row: RunRow, declaration: AnyImportDeclaration, stopAfter: number | undefined): Promise<'done' | 'tooManyForRequest'> {
    const { db } = this.options;
    try {
      const outcome = await this.checkFile(row, declaration, stopAfter);
      if (outcome === 'tooManyForRequest') return outcome;
      await db
        .update(run)
        .set({ status: 'checked', checkedRows: outcome.total, ...outcome, updatedTime: new Date() })
        .where(and(eq(run.id, row.id), eq(run.status, 'checking')));
    } catch (error) {
      await this.fail(row.id, 'checking', error);
    }
    return 'done';
  }

  private async checkFile(row: RunRow, declaration: AnyImportDeclaration, stopAfter: number | undefined): Promise<CheckOutcome | 'tooManyForRequest'> {
    const { db } = this.options;
    const outcome: CheckOutcome = { total: 0, valid: 0, invalid: 0, errors: [], errorFileKey: null };
    let writer: ErrorWorkbookWriter | null = null;
    let indexOf = new Map<string, number>();
    try {
      for await (const { rows, failed } of this.checkedBatches(row, declaration, (context) => declaration.loadContext(db, context, { userId: row.userId }), (map) => (indexOf = map))) {
        outcome.total += rows;
        if (stopAfter !== undefined && outcome.total > stopAfter) return 'tooManyForRequest';
        outcome.invalid += failed.length;
        outcome.valid += rows - failed.length;
        for (const { row: sheetRow, problems } of failed) {
          const message = rowMessage(sheetRow.rowNumber, problems);
          if (outcome.errors.length < ERRORS_KEPT) outcome.errors.push(message);
          writer ??= new ErrorWorkbookWriter(this.scratch.path(`import-${row.id}`, 'xlsx'), declaration.label, declaration.columns);
          writer.add(sheetRow, indexOf, message);
        }
        if (row.isTask || stopAfter === undefined) await db.update(run).set({ checkedRows: outcome.total, updatedTime: new Date() }).where(eq(run.id, row.id));
      }
      if (outcome.total === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
      if (writer) {
        const key = `import-errors-${row.id}.xlsx`;
        await this.storage.put(key, await writer.finish());
        outcome.errorFileKey = key;
      }
      return outcome;
    } finally {
      await this.scratch.removeOwned(`import-${row.id}`);
    }
  }

  /** The file's rows in batches, each checked: how many rows, and the failing ones. */
  private async *checkedBatches(
    row: RunRow,
    declaration: AnyImportDeclaration,
    loadContext: (values: Parameters<AnyImportDeclaration['loadContext']>[1]) => Promise<unknown>,
    onHeader: (indexOf: Map<string, number>) => void,
  ): AsyncGenerator<{ rows: number; valid: ImportRowOf[]; failed: FailedRow[] }> {
    const stream = await this.storage.open(row.fileKey);
    if (!stream) throw new ImportFileError(IMPORT_MESSAGES.notFound);
    let checker: RowChecker | null = null;
    let seen = 0;
    for await (const part of readSheetBatches(stream, IMPORT_BATCH_ROWS)) {
      if ('header' in part) {
        const indexOf = mapHeader(part.header, declaration.columns, declaration.checkHeader?.bind(declaration));
        onHeader(indexOf);
        checker = new RowChecker(declaration, indexOf);
        continue;
      }
      const rows: SheetRow[] = part.rows.filter((sheetRow) => !isBlankRow(sheetRow));
      seen += rows.length;
      if (seen > MAX_IMPORT_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
      if (!checker || rows.length === 0) continue;
      const { valid, failed } = await checker.checkBatch(rows, loadContext);
      yield { rows: rows.length, valid, failed };
    }
  }

  private async commitOrFail(row: RunRow, declaration: AnyImportDeclaration): Promise<void> {
    const { db } = this.options;
    const saved: ImportRowOf[][] = [];
    try {
      let imported = 0;
      const counts: Record<string, number> = {};
      const meta = { userName: String(row.userId), count: (name: string, amount: number) => void (counts[name] = (counts[name] ?? 0) + amount), state: new Map<string, unknown>() };
      await db.transaction(async (tx) => {
        const refused: string[] = [];
        let refusedCount = 0;
        for await (const { valid, failed } of this.checkedBatches(row, declaration, (values) => declaration.loadContext(tx as unknown as AppDatabase, values, { userId: row.userId }), () => undefined)) {
          refusedCount += failed.length;
          for (const { row: sheetRow, problems } of failed) if (refused.length < ERRORS_KEPT) refused.push(rowMessage(sheetRow.rowNumber, problems));
          if (refusedCount > 0) continue;
          imported += await declaration.saveRows(tx, valid, meta);
          this.commitProgress.set(row.id, imported);
          if (declaration.afterCommit) saved.push(valid);
        }
        if (refusedCount > 0) throw new CommitRefused(refused, refusedCount);
      });
      await db
        .update(run)
        .set({ status: 'committed', imported, counts, checkedRows: imported, message: declaration.committedMessage?.(imported, counts) ?? IMPORT_MESSAGES.committed(imported), updatedTime: new Date() })
        .where(and(eq(run.id, row.id), eq(run.status, 'committing')));
      await declaration.afterCommit?.(db, saved.flat());
    } catch (error) {
      if (error instanceof CommitRefused) {
        const listed = error.messages.slice(0, 20).join('；');
        await db
          .update(run)
          .set({ status: 'failed', message: IMPORT_MESSAGES.refused(error.count, listed), errors: error.messages, updatedTime: new Date() })
          .where(eq(run.id, row.id));
      } else await this.fail(row.id, 'committing', error);
    } finally {
      this.commitProgress.delete(row.id);
    }
  }

  private async fail(runId: string, from: ImportRunStatus, error: unknown): Promise<void> {
    const known = error instanceof ImportFileError || error instanceof ApiError;
    if (!known) this.options.logger.error(error, 'import failed');
    const message = known ? error.message : IMPORT_MESSAGES.failed;
    await this.options.db.update(run).set({ status: 'failed', message, updatedTime: new Date() }).where(and(eq(run.id, runId), eq(run.status, from)));
  }

  /** A task's download-centre entry follows its run: the error workbook once checked, the outcome's message. */
  private async finishTask(runId: string): Promise<void> {
    const { db } = this.options;
    const [row] = await db.select().from(run).where(eq(run.id, runId)).limit(1);
    if (!row?.downloadTaskId) return;
    const now = new Date();
    const taskId = row.downloadTaskId;
    const where = eq(sysDownloadTask.id, taskId);
    if (row.status === 'failed') {
      await db.update(sysDownloadTask).set({ status: 4, msg: row.message, finishedTime: now, updatedTime: now }).where(where);
      return;
    }
    const message = row.status === 'committed' ? row.message : row.invalid > 0 ? IMPORT_MESSAGES.taskInvalid(row.invalid) : IMPORT_MESSAGES.taskChecked(row.total);
    const file = row.errorFileKey
      ? { storageKey: row.errorFileKey, url: `/gateway/demand/exprot/download/file/${taskId}`, fileSize: await this.storage.size(row.errorFileKey) }
      : {};
    await db.update(sysDownloadTask).set({ status: 5, msg: message, rowCount: row.total, finishedTime: now, updatedTime: now, ...file }).where(where);
  }

  /**
   * Runs left checking or committing by a process that died: a task runs again (a commit's transaction
   * was rolled back with its process), a run within a request is failed. Old runs and their files go.
   */
  async recover(now: Date = new Date()): Promise<void> {
    const { db, jobs } = this.options;
    const stale = and(inArray(run.status, ['checking', 'committing']), lt(run.updatedTime, new Date(now.getTime() - STALE_RUN_MS)));
    await db.update(run).set({ status: 'failed', message: IMPORT_MESSAGES.interrupted, updatedTime: now }).where(and(stale, eq(run.isTask, false)));
    const retried = await db.update(run).set({ updatedTime: now }).where(and(stale, eq(run.isTask, true))).returning({ id: run.id, status: run.status });
    for (const { id, status } of retried) await jobs?.send(IMPORT_JOB, { runId: id, phase: status === 'checking' ? 'check' : 'commit' });
    const expired = await db
      .delete(run)
      .where(lt(run.createdTime, new Date(now.getTime() - RUN_RETENTION_MS)))
      .returning({ fileKey: run.fileKey, errorFileKey: run.errorFileKey });
    for (const { fileKey, errorFileKey } of expired) {
      await this.storage.delete(fileKey);
      if (errorFileKey) await this.storage.delete(errorFileKey);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    imports?: ImportPipeline;
  }
}
