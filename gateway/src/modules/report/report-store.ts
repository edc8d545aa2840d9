/**
 * Reading and writing reports (issue 27): the detail the editor and the preview read (images with the
 * file service's signed preview address, reference files with their download address), and the save of
 * a draft, a template or a committed report with its analyses and references, binding the files it names
 * (uploaded with bizType `report` and no bizKey by the caller, or already this report's; a draft made
 * from a template keeps naming the template's files, which stay bound to the template and readable by
 * everyone who may read templates).
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ReportBody, ReportContentBlock, ReportDetail, ReportImage } from '../../api/report.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, permissionDenied, versionConflict } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { sysFile } from '../../db/tables/files.js';
import { rptReport as report, rptReportAnalysis as analysis, rptReportFavourite as favourite, rptReportReference as reference } from '../../db/tables/report.js';
import { previewUrl } from '../files/preview.js';
import { REPORT_MENUS } from './report-list.js';
import { REPORT_MESSAGES as M } from './report-message-texts.js';
import { badReferenceIndex, contentTextOf, fileKeysOf, mayEdit, mayRead } from './report-rules.js';

/** The sys_file bizType of a report's files (bizKey: the report's id). */
export const REPORT_FILE_BIZ_TYPE = 'report';

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
type Reader = Pick<AppDatabase, 'select'>;
export type ReportRecord = typeof report.$inferSelect;

export const EDIT_CODES = { edit: REPORT_MENUS.edit, template: REPORT_MENUS.template } as const;

export async function accountOf(db: Reader, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
  return user?.account ?? String(userId);
}

/** The report if it exists and the caller may read it (else 404 报告不存在或无权查看). */
export async function readableReport(db: Reader, access: UserAccess, id: number): Promise<ReportRecord> {
  const [row] = await db.select().from(report).where(eq(report.id, id)).limit(1);
  if (!row || !mayRead(row, access)) throw new ApiError(404, M.notFound);
  return row;
}

const dateText = (value: Date | null) => (value ? value.toISOString() : null);

/** The detail of a report the caller may read, with addresses under `prefix` (the gateway's). */
export async function reportDetail(db: Reader, access: UserAccess, prefix: string, id: number): Promise<ReportDetail> {
  const row = await readableReport(db, access, id);
  const analyses = await db.select().from(analysis).where(eq(analysis.reportId, id)).orderBy(asc(analysis.sortNumber), asc(analysis.id));
  const references = await db.select().from(reference).where(eq(reference.reportId, id)).orderBy(asc(reference.sortNumber), asc(reference.id));
  const [mark] = await db
    .select({ id: favourite.reportId })
    .from(favourite)
    .where(and(eq(favourite.reportId, id), eq(favourite.userId, access.userId)))
    .limit(1);
  const image = (fileKey: string, alt: string | undefined): ReportImage => ({ fileKey, ...(alt === undefined ? {} : { alt }), url: previewUrl(prefix, fileKey) });
  const content: ReportContentBlock[] = row.content.map((block) =>
    block.type === 'paragraph' ? { type: 'paragraph', text: block.text } : { type: 'image', ...image(block.fileKey, block.alt) },
  );
  return {
    id: row.id,
    title: row.title,
    subjectType: row.subjectType,
    researchType: row.researchType,
    reportType: row.reportType,
    author: row.author,
    reportDate: row.reportDate,
    status: row.status,
    isTemplate: row.isTemplate,
    favourite: mark !== undefined,
    ownerId: row.ownerId,
    createdBy: row.createdBy,
    createdTime: row.createdTime.toISOString(),
    updatedTime: row.updatedTime.toISOString(),
    committedTime: dateText(row.committedTime),
    version: row.version,
    content,
    contentText: row.contentText,
    sourceTemplateId: row.sourceTemplateId,
    analyses: analyses.map((item) => ({ id: item.id, title: item.title, content: item.content, images: item.images.map((img) => image(img.fileKey, img.alt)) })),
    references: references.map((item) => ({
      id: item.id,
      referenceType: item.referenceType,
      name: item.name,
      referenceReportId: item.referenceReportId,
      fileKey: item.fileKey,
      url: item.fileKey ? `${prefix}/system/file/${item.fileKey}` : null,
    })),
    editable: mayEdit(row, access, EDIT_CODES),
  };
}

/** Refuses (400) a file the body names that is not the caller's unbound report file, this report's, or its source template's files. */
async function assertUsableFiles(tx: Reader, access: UserAccess, keys: readonly string[], reportId: number | undefined): Promise<void> {
  if (keys.length === 0) return;
  const files = await tx.select({ fileKey: sysFile.fileKey, bizType: sysFile.bizType, bizKey: sysFile.bizKey, creatorId: sysFile.creatorId }).from(sysFile).where(inArray(sysFile.fileKey, [...keys]));
  const boundKeys = [...new Set(files.map((file) => file.bizKey).filter((key): key is string => key !== null && /^[1-9][0-9]{0,14}$/.test(key)))].map(Number);
  const templates = boundKeys.length === 0 ? [] : await tx.select({ id: report.id }).from(report).where(and(inArray(report.id, boundKeys), eq(report.isTemplate, true)));
  const templateKeys = new Set(templates.map((row) => String(row.id)));
  const usable = new Set(
    files
      .filter((file) => file.bizType === REPORT_FILE_BIZ_TYPE)
      .filter((file) =>
        file.bizKey === null || file.bizKey === ''
          ? access.isAdmin || file.creatorId === access.userId
          : file.bizKey === (reportId === undefined ? null : String(reportId)) || templateKeys.has(file.bizKey),
      )
      .map((file) => file.fileKey),
  );
  if (keys.some((key) => !usable.has(key))) throw new ApiError(400, M.fileUnusable);
}

/** Refuses references whose fields do not fit their type, or that name a report not committed. */
async function assertReferences(tx: Reader, references: ReportBody['references']): Promise<void> {
  const bad = badReferenceIndex(references);
  if (bad >= 0) throw new ApiError(400, M.referenceIncomplete(bad + 1));
  const ids = [...new Set(references.flatMap((item) => (item.referenceType === 1 && item.referenceReportId ? [item.referenceReportId] : [])))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: report.id }).from(report).where(and(inArray(report.id, ids), eq(report.status, 'committed'), eq(report.isTemplate, false)))).map((row) => row.id),
  );
  const missing = references.findIndex((item) => item.referenceType === 1 && !found.has(item.referenceReportId as number));
  if (missing >= 0) throw new ApiError(400, M.referenceMissing(missing + 1));
}

/** Writes the analyses and references of the report (replacing the stored ones) and binds its unbound files. */
export async function writeChildren(tx: Tx, reportId: number, body: Pick<ReportBody, 'content' | 'analyses' | 'references'>, actor: string): Promise<void> {
  await tx.delete(analysis).where(eq(analysis.reportId, reportId));
  await tx.delete(reference).where(eq(reference.reportId, reportId));
  if (body.analyses.length > 0) {
    await tx.insert(analysis).values(
      body.analyses.map((item, index) => ({
        reportId,
        sortNumber: index,
        title: item.title,
        content: item.content ?? '',
        images: (item.images ?? []).map((img) => ({ fileKey: img.fileKey, ...(img.alt === undefined ? {} : { alt: img.alt }) })),
        createdBy: actor,
        updatedBy: actor,
      })),
    );
  }
  if (body.references.length > 0) {
    await tx.insert(reference).values(
      body.references.map((item, index) => ({
        reportId,
        sortNumber: index,
        referenceType: item.referenceType,
        name: item.name,
        referenceReportId: item.referenceType === 1 ? (item.referenceReportId ?? null) : null,
        fileKey: item.referenceType === 2 ? (item.fileKey ?? null) : null,
        createdBy: actor,
        updatedBy: actor,
      })),
    );
  }
  const keys = fileKeysOf(body);
  if (keys.length > 0) {
    await tx
      .update(sysFile)
      .set({ bizKey: String(reportId), updatedTime: new Date() })
      .where(and(inArray(sysFile.fileKey, keys), eq(sysFile.bizType, REPORT_FILE_BIZ_TYPE), or(isNull(sysFile.bizKey), eq(sysFile.bizKey, ''))));
  }
}

/** Saves a draft or template (`commit` false) or a committed report; answers the report's id. */
export async function saveReport(db: AppDatabase, access: UserAccess, body: ReportBody, commit: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const id = body.id ?? undefined;
    const existing = id === undefined ? undefined : await readableReport(tx, access, id);
    const isTemplate = existing ? existing.isTemplate : body.isTemplate === true;
    if (commit && isTemplate) throw new ApiError(400, M.templateCannotCommit);
    if (existing) {
      if (existing.status === 'committed') throw new ApiError(409, M.committedReadOnly);
      if (!mayEdit(existing, access, EDIT_CODES)) throw permissionDenied();
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    } else if (!access.isAdmin && !access.codes.has(isTemplate ? REPORT_MENUS.template : REPORT_MENUS.add)) {
      throw permissionDenied();
    }
    await assertReferences(tx, body.references);
    await assertUsableFiles(tx, access, fileKeysOf(body), id);
    const actor = await accountOf(tx, access.userId);
    const now = new Date();
    const values = {
      title: body.title.trim() || body.title,
      content: body.content.map((block) => (block.type === 'paragraph' ? { type: 'paragraph' as const, text: block.text } : { type: 'image' as const, fileKey: block.fileKey, ...(block.alt === undefined ? {} : { alt: block.alt }) })),
      contentText: contentTextOf(body.content),
      subjectType: body.subjectType || null,
      researchType: body.researchType || null,
      reportType: body.reportType,
      author: body.author?.trim() || null,
      reportDate: body.date ?? null,
      status: commit ? ('committed' as const) : ('draft' as const),
      committedTime: commit ? now : null,
      updatedBy: actor,
      updatedTime: now,
    };
    let reportId: number;
    if (existing) {
      const [updated] = await tx
        .update(report)
        .set({ ...values, version: existing.version + 1 })
        .where(and(eq(report.id, existing.id), eq(report.version, body.version as number)))
        .returning({ id: report.id });
      if (!updated) throw versionConflict();
      reportId = updated.id;
    } else {
      let sourceTemplateId: number | null = null;
      if (body.sourceTemplateId) {
        const [template] = await tx.select({ id: report.id }).from(report).where(and(eq(report.id, body.sourceTemplateId), eq(report.isTemplate, true))).limit(1);
        if (!template) throw new ApiError(404, M.templateNotFound);
        sourceTemplateId = template.id;
      }
      const [created] = await tx
        .insert(report)
        .values({ ...values, isTemplate, sourceTemplateId, ownerId: access.userId, createdBy: actor })
        .returning({ id: report.id });
      reportId = (created as { id: number }).id;
    }
    await writeChildren(tx, reportId, body, actor);
    return reportId;
  });
}
