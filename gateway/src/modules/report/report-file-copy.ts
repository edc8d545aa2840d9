/**
 * A draft made from a template (createFromTemplate) gets its own copies of the template's files (body
 * images, analysis images, referenced files): new bytes in the file storage and new sys_file rows bound
 * to the draft, and the draft's blocks, analyses and references point at the copies. The draft, and the
 * report committed from it, so keep their images when the template is edited or deleted; the template's
 * own files stay the template's.
 *
 * Copied after the draft's transaction: a file missing from the storage is left as the template's (still
 * readable while the template lives), and a failed copy leaves the draft as it was.
 */
import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysFile } from '../../db/tables/files.js';
import { rptReport as report, rptReportAnalysis as analysis, rptReportReference as reference, type ReportContentBlock, type ReportImage } from '../../db/tables/report.js';
import { generateStorageKey } from '../files/names.js';
import { REPORT_FILE_BIZ_TYPE } from './report-store.js';

/** Old file key → the copy's key, applied to a report's stored blocks and images (pure). */
export function withCopies<T extends ReportContentBlock | ReportImage>(items: readonly T[], copies: ReadonlyMap<string, string>): T[] {
  return items.map((item) => {
    if ('type' in item && item.type !== 'image') return item;
    const copy = copies.get((item as ReportImage).fileKey);
    return copy ? { ...item, fileKey: copy } : item;
  });
}

/** Copies the template's files for the draft and points the draft at them; answers the copies made. */
export async function copyTemplateFiles(db: AppDatabase, storage: FileStorage, templateId: number, draftId: number, userId: number, actor: string | null): Promise<ReadonlyMap<string, string>> {
  const files = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.bizType, REPORT_FILE_BIZ_TYPE), eq(sysFile.bizKey, String(templateId))));
  const copies = new Map<string, string>();
  for (const file of files) {
    const source = await storage.open(file.name);
    if (!source) continue;
    const key = generateStorageKey(file.fileType);
    await storage.put(key, source);
    const [row] = await db
      .insert(sysFile)
      .values({
        originalName: file.originalName,
        name: key,
        fileType: file.fileType,
        mimeType: file.mimeType,
        fileSize: file.fileSize,
        bizType: REPORT_FILE_BIZ_TYPE,
        bizKey: String(draftId),
        module: file.module,
        creatorId: userId,
        createdBy: actor,
        updatedBy: actor,
      })
      .returning({ fileKey: sysFile.fileKey });
    if (row) copies.set(file.fileKey, row.fileKey);
  }
  if (copies.size === 0) return copies;
  await db.transaction(async (tx) => {
    const [draft] = await tx.select({ content: report.content }).from(report).where(eq(report.id, draftId)).for('update');
    if (!draft) return;
    await tx.update(report).set({ content: withCopies(draft.content, copies) }).where(eq(report.id, draftId));
    for (const row of await tx.select({ id: analysis.id, images: analysis.images }).from(analysis).where(eq(analysis.reportId, draftId))) {
      if (row.images.some((image) => copies.has(image.fileKey))) await tx.update(analysis).set({ images: withCopies(row.images, copies) }).where(eq(analysis.id, row.id));
    }
    for (const row of await tx.select({ id: reference.id, fileKey: reference.fileKey }).from(reference).where(eq(reference.reportId, draftId))) {
      const copy = row.fileKey ? copies.get(row.fileKey) : undefined;
      if (copy) await tx.update(reference).set({ fileKey: copy }).where(eq(reference.id, row.id));
    }
  });
  return copies;
}
