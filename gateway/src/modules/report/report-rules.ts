/**
 * Pure rules of the 报告中心 (issue 27): the plain text of a report's rich text, the files a report body
 * names, the shape of a reference, and who may edit a report.
 */
import type { ReportBody } from '../../api/report.js';

/** The paragraphs' text, blank-line separated (rpt_report.content_text: search and the plain preview). */
export function contentTextOf(content: ReportBody['content']): string {
  return content
    .filter((block): block is { type: 'paragraph'; text: string } => block.type === 'paragraph')
    .map((block) => block.text.trim())
    .filter((text) => text !== '')
    .join('\n\n');
}

/** Every fileKey the body names (content images, analysis images, file references), once each, in order. */
export function fileKeysOf(body: Pick<ReportBody, 'content' | 'analyses' | 'references'>): string[] {
  const keys: string[] = [];
  for (const block of body.content) if (block.type === 'image') keys.push(block.fileKey);
  for (const analysis of body.analyses) for (const image of analysis.images ?? []) keys.push(image.fileKey);
  for (const reference of body.references) if (reference.referenceType === 2 && reference.fileKey) keys.push(reference.fileKey);
  return [...new Set(keys)];
}

/** The index (0-based) of the first reference whose fields do not fit its type, or -1. */
export function badReferenceIndex(references: ReportBody['references']): number {
  return references.findIndex((reference) =>
    reference.referenceType === 1
      ? reference.referenceReportId === undefined || reference.referenceReportId === null || (reference.fileKey !== undefined && reference.fileKey !== null)
      : !reference.fileKey || (reference.referenceReportId !== undefined && reference.referenceReportId !== null),
  );
}

export interface ReportAccessFacts {
  ownerId: number;
  isTemplate: boolean;
  status: 'draft' | 'committed';
}

export interface CallerFacts {
  userId: number;
  isAdmin: boolean;
  codes: ReadonlySet<string>;
}

/** Whether the caller may read the report: committed reports and templates everyone on the menu; a draft its owner or an admin. */
export function mayRead(report: ReportAccessFacts, caller: CallerFacts): boolean {
  if (report.isTemplate || report.status === 'committed') return true;
  return caller.isAdmin || report.ownerId === caller.userId;
}

/**
 * Whether the caller may edit (save over) the report: a committed report never; a template its owner or
 * report:template; a draft its owner or report:edit (admins hold every code).
 */
export function mayEdit(report: ReportAccessFacts, caller: CallerFacts, codes: { edit: string; template: string }): boolean {
  if (report.status === 'committed' && !report.isTemplate) return false;
  if (report.ownerId === caller.userId) return true;
  return caller.isAdmin || caller.codes.has(report.isTemplate ? codes.template : codes.edit);
}
