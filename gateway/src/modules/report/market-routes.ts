/**
 * The 行情指数 routes beside its lists (issue 27), under /report/api/v1/market-index:
 * - GET indices: the indices, in their order (menu report:market-index or report:trend);
 * - POST uploadCheck (the pipeline's check, plus counts.duplicates: rows whose index, place and date are
 *   stored already) and POST uploadInsert?checkId= (the pipeline's commit: a draft batch);
 * - POST batch/:id/submit {version} and its alias POST uploadsubmit?id= (button report:market-index:submit):
 *   in one transaction, creates the indices the batch names, writes its rows into the series (replacing
 *   stored values) and marks it submitted; a submitted batch again → 409;
 * - POST export (button report:market-index:export): the stored values as a download task, like the
 *   download centre's export of the list market-index/page.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ImportCheckSummary } from '../../api/imports.js';
import type { MarketIndex } from '../../api/market-index.js';
import type { Envelope } from '../../api/index.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import type { ImportPipeline } from '../../core/import/pipeline.js';
import { readUpload, type ImportScope } from '../../core/import/routes.js';
import type { JobQueue } from '../../core/jobs.js';
import { parseFilters } from '../../core/list/filters.js';
import { parseSort } from '../../core/list/query.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { Id, Version } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { sysDownloadTask } from '../../db/tables/downloads.js';
import { sysImportRun } from '../../db/tables/imports.js';
import { mktIndex, mktIndexBatch } from '../../db/tables/report.js';
import { DOWNLOAD_MESSAGES, EXPORT_JOB, exportColumnsOf, listInputOf, type ExportRequest } from '../downloads/export-job.js';
import { exportFileName } from '../downloads/file-name.js';
import { checkDuplicates, marketIndexImport } from './market-import.js';
import { MARKET_INDEX_BASE, MARKET_MENUS, marketIndexValueResource } from './market-list.js';
import { MARKET_MESSAGES } from './market-message-texts.js';

const CheckIdQuery = Type.Object({ checkId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, { additionalProperties: false });
const SubmitBody = Type.Object({ version: Version }, { additionalProperties: false });
const OptionalSubmitBody = Type.Union([Type.Object({ version: Type.Optional(Version) }, { additionalProperties: false }), Type.Null()]);
const ExportBody = Type.Object(
  {
    fileName: Type.Optional(Type.String({ maxLength: 100 })),
    columns: Type.Optional(Type.Array(Type.Object({ dataIndex: Type.String({ minLength: 1, maxLength: 100 }), title: Type.Optional(Type.String({ maxLength: 100 })) }), { maxItems: 50 })),
  },
  { additionalProperties: true },
);

export const marketDeclaration = marketIndexImport();

/** uploadCheck and uploadInsert, in the import's scope (they take its upload). */
export function marketImportMoreRoutes(db: AppDatabase) {
  return (app: ImportScope, pipeline: ImportPipeline): void => {
    const permission = MARKET_MENUS.import;
    app.post(`${MARKET_INDEX_BASE}/uploadCheck`, { config: { permission } }, async (request): Promise<Envelope<ImportCheckSummary>> => {
      const { userId } = accessOf(request);
      const { fileName, bytes } = await readUpload(request);
      const found = new Set<string>();
      checkDuplicates.set(userId, found);
      let summary: ImportCheckSummary;
      try {
        summary = await pipeline.start(marketDeclaration, userId, fileName, bytes);
      } finally {
        checkDuplicates.delete(userId);
      }
      if (summary.status !== 'checked') return ok(summary);
      const counts = { ...summary.counts, duplicates: found.size };
      await db.update(sysImportRun).set({ counts }).where(eq(sysImportRun.id, summary.checkId));
      return ok({ ...summary, counts });
    });
    app.post(`${MARKET_INDEX_BASE}/uploadInsert`, { schema: { querystring: CheckIdQuery }, config: { permission } }, async (request): Promise<Envelope<ImportCheckSummary>> => {
      const summary = await pipeline.commit((request.query as { checkId: string }).checkId, accessOf(request).userId);
      return ok(summary, summary.status === 'committed' ? (summary.message ?? undefined) : undefined);
    });
  };
}

/** Submits a draft batch into the series (one transaction); answers the rows written. */
export async function submitBatch(db: AppDatabase, id: number, version: number | undefined, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(mktIndexBatch).where(eq(mktIndexBatch.id, id)).for('update');
    if (!batch) throw new ApiError(404, MARKET_MESSAGES.batchNotFound);
    if (batch.status === 'submitted') throw new ApiError(409, MARKET_MESSAGES.batchSubmitted(batch.batchNo));
    if (version !== undefined && version !== batch.version) throw versionConflict();
    const [user] = await tx.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
    const actor = String(userId);
    await tx.execute(sql`
      insert into mkt_index (index_code, index_name, unit, sort_number, created_by, updated_by)
      select distinct on (s.index_code) s.index_code, coalesce(s.index_name, s.index_code), coalesce(s.unit, ''),
        (select coalesce(max(sort_number), 0) + 1 from mkt_index), ${actor}, ${actor}
      from mkt_index_staged s where s.batch_id = ${id}
      order by s.index_code, s.row_no
      on conflict (index_code) do nothing`);
    const written = await tx.execute(sql`
      insert into mkt_index_value (index_code, place, data_date, value, batch_id, created_by, updated_by)
      select s.index_code, s.place, s.data_date, s.value, s.batch_id, ${actor}, ${actor}
      from mkt_index_staged s where s.batch_id = ${id}
      on conflict (index_code, place, data_date) do update set value = excluded.value, batch_id = excluded.batch_id,
        updated_by = excluded.updated_by, updated_time = now(), version = mkt_index_value.version + 1
      returning 1`);
    await tx
      .update(mktIndexBatch)
      .set({ status: 'submitted', submittedBy: user?.userName ?? actor, submittedTime: new Date(), updatedBy: actor, updatedTime: new Date(), version: sql`${mktIndexBatch.version} + 1` })
      .where(eq(mktIndexBatch.id, id));
    return written.rows.length;
  });
}

export async function marketIndices(db: AppDatabase): Promise<MarketIndex[]> {
  return db
    .select({ indexCode: mktIndex.indexCode, indexName: mktIndex.indexName, categoryCode: mktIndex.categoryCode, unit: mktIndex.unit })
    .from(mktIndex)
    .orderBy(asc(mktIndex.sortNumber), asc(mktIndex.indexCode));
}

export function marketRoutes(app: FastifyInstance, db: AppDatabase, jobs: JobQueue | undefined): void {
  app.get(`${MARKET_INDEX_BASE}/indices`, { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<MarketIndex[]>> => {
    const access = accessOf(request);
    if (!hasPermission(access, MARKET_MENUS.list) && !hasPermission(access, MARKET_MENUS.trend)) throw permissionDenied();
    return ok(await marketIndices(db));
  });

  app.post(
    `${MARKET_INDEX_BASE}/batch/:id/submit`,
    { schema: { params: Type.Object({ id: Id }), body: SubmitBody }, config: { permission: MARKET_MENUS.submit } },
    async (request): Promise<Envelope<{ rows: number }>> => {
      const { id } = request.params as { id: number };
      const { version } = request.body as { version: number };
      return ok({ rows: await submitBatch(db, id, version, accessOf(request).userId) }, MARKET_MESSAGES.submitted);
    },
  );
  app.post(
    `${MARKET_INDEX_BASE}/uploadsubmit`,
    { schema: { querystring: Type.Object({ id: Id }, { additionalProperties: false }), body: Type.Optional(OptionalSubmitBody) }, config: { permission: MARKET_MENUS.submit } },
    async (request): Promise<Envelope<{ rows: number }>> => {
      const { id } = request.query as { id: number };
      const version = (request.body as { version?: number } | null | undefined)?.version;
      return ok({ rows: await submitBatch(db, id, version, accessOf(request).userId) }, MARKET_MESSAGES.submitted);
    },
  );

  app.post(`${MARKET_INDEX_BASE}/export`, { schema: { body: Type.Optional(ExportBody) }, config: { permission: MARKET_MENUS.export } }, async (request): Promise<Envelope<{ id: number; fileName: string }>> => {
    const access = accessOf(request);
    const { fileName: wanted, columns, ...data } = (request.body ?? {}) as { fileName?: string; columns?: { dataIndex: string; title?: string }[] } & Record<string, unknown>;
    const exportRequest: ExportRequest = { data, params: {}, columns };
    const input = listInputOf(exportRequest);
    parseFilters(input, marketIndexValueResource.fields);
    parseSort(input['sort'], marketIndexValueResource);
    exportColumnsOf(marketIndexValueResource, columns);
    // Without a running job queue (a process that runs no jobs) the export cannot be queued: 409, never a 5xx.
    if (!jobs?.isStarted) throw new ApiError(409, DOWNLOAD_MESSAGES.unavailable);
    const fileName = exportFileName(wanted || `${marketIndexValueResource.label}列表`, new Date());
    const [created] = await db
      .insert(sysDownloadTask)
      .values({
        userId: access.userId,
        fileName,
        status: 0,
        requestUrl: `${app.prefix}${MARKET_INDEX_BASE}/page`,
        requestMethod: 'POST',
        requestParam: exportRequest,
        pagePath: '/report/market-index',
        bizType: 1,
        createdBy: String(access.userId),
        updatedBy: String(access.userId),
      })
      .returning({ id: sysDownloadTask.id });
    if (!created) throw new Error('the download task was not written');
    await jobs.send(EXPORT_JOB, { taskId: created.id });
    return ok({ id: created.id, fileName }, DOWNLOAD_MESSAGES.queued);
  });
}
