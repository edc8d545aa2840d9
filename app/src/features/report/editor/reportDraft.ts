/**
 * What the report editor edits and sends: the form state of a report (or a template) ↔ the gateway's
 * ReportBody (POST createReport / commitReport), its checks with Chinese messages (a draft needs a
 * title and a report type; 提交 also a body; every analysis a title; every reference its report or
 * file), and what the preview shows of the form or of a stored report (the four blocks, the body as
 * contentBlocks). Pure.
 */
import type { ReportPreviewData } from '@srm/design-system';
import type { DictMap, ReportBody, ReportDetail, ReportType } from '@srm/gateway/api';
import { dictName } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';
import { REPORT_DICTIONARIES } from '../list/reportList';

/** A block of the body: a paragraph, or an uploaded image (its key, an address to show it, its alt text). */
export type DraftBlock = { type: 'paragraph'; text: string } | { type: 'image'; fileKey: string; alt?: string; url: string };

export interface DraftImage {
  fileKey: string;
  url: string;
  alt?: string;
}

export interface DraftAnalysis {
  /** A key of the form only. */
  key: number;
  title: string;
  content: string;
  images: DraftImage[];
}

export interface DraftReference {
  key: number;
  /** 1 another report, 2 a file. */
  referenceType: 1 | 2;
  /** The report's title or the file's name. */
  name: string;
  referenceReportId: number | null;
  fileKey: string | null;
}

export interface ReportDraft {
  id: number | null;
  version: number | null;
  isTemplate: boolean;
  sourceTemplateId: number | null;
  title: string;
  subjectType: string | null;
  researchType: string | null;
  reportType: ReportType | null;
  author: string;
  /** YYYY-MM-DD */
  date: string | null;
  content: DraftBlock[];
  analyses: DraftAnalysis[];
  references: DraftReference[];
}

/** A block of the preview's body (ReportPreviewData.contentBlocks). */
export type PreviewBlock = { type: 'paragraph'; text: string } | { type: 'image'; url: string; alt?: string };
/** The preview's data with the body as blocks. */
export type ReportPreviewWithBlocks = ReportPreviewData & { contentBlocks?: readonly PreviewBlock[] };

export const MAX_TITLE = 200;
export const MAX_ANALYSIS_TITLE = 200;

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const orNull = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? null : text.trim());

/** A new report (or template): dated today, by `author`, one empty paragraph. */
export function emptyReportDraft({ isTemplate = false, author = '', now = new Date() }: { isTemplate?: boolean; author?: string; now?: Date } = {}): ReportDraft {
  return {
    id: null,
    version: null,
    isTemplate,
    sourceTemplateId: null,
    title: '',
    subjectType: null,
    researchType: null,
    reportType: null,
    author,
    date: isTemplate ? null : todayText(now),
    content: [{ type: 'paragraph', text: '' }],
    analyses: [],
    references: [],
  };
}

/** The form of a stored report (a draft, a template, or the draft 使用模板 made). */
export function reportDraftOf(detail: ReportDetail): ReportDraft {
  return {
    id: detail.id,
    version: detail.version,
    isTemplate: detail.isTemplate,
    sourceTemplateId: detail.sourceTemplateId,
    title: detail.title,
    subjectType: detail.subjectType,
    researchType: detail.researchType,
    reportType: detail.reportType,
    author: detail.author ?? '',
    date: detail.reportDate,
    content: detail.content.length > 0 ? detail.content.map((block) => ({ ...block })) : [{ type: 'paragraph', text: '' }],
    analyses: detail.analyses.map((analysis, index) => ({
      key: index + 1,
      title: analysis.title,
      content: analysis.content,
      images: analysis.images.map((image) => ({ fileKey: image.fileKey, url: image.url, ...(image.alt ? { alt: image.alt } : {}) })),
    })),
    references: detail.references.map((reference, index) => ({
      key: index + 1,
      referenceType: reference.referenceType,
      name: reference.name,
      referenceReportId: reference.referenceReportId,
      fileKey: reference.fileKey,
    })),
  };
}

const nextKey = (items: readonly { key: number }[]) => Math.max(0, ...items.map((item) => item.key)) + 1;

export const emptyAnalysis = (analyses: readonly DraftAnalysis[]): DraftAnalysis => ({ key: nextKey(analyses), title: '', content: '', images: [] });
export const emptyReference = (references: readonly DraftReference[]): DraftReference => ({ key: nextKey(references), referenceType: 1, name: '', referenceReportId: null, fileKey: null });

/** The body's blocks that say something: paragraphs with text (trimmed at the ends) and images. */
export function keptBlocks(blocks: readonly DraftBlock[]): DraftBlock[] {
  return blocks.filter((block) => block.type === 'image' || block.text.trim() !== '');
}

/**
 * The form's own check: null, or the first problem. `commit` (提交) also needs a body; a template is
 * never committed. The gateway checks again.
 */
export function reportDraftProblem(draft: ReportDraft, t: AppT, commit = false): string | null {
  if (draft.title.trim() === '') return t('reports.center.titleRequired');
  if (draft.title.trim().length > MAX_TITLE) return t('reports.center.tooLong', { field: t('reports.center.reportTitle'), max: MAX_TITLE });
  if (!draft.reportType) return t('reports.center.reportTypeRequired');
  if (commit && keptBlocks(draft.content).length === 0) return t('reports.center.contentRequired');
  for (const [index, analysis] of draft.analyses.entries()) {
    if (analysis.title.trim() === '') return t('reports.center.analysisTitleRequired', { index: index + 1 });
    if (analysis.title.trim().length > MAX_ANALYSIS_TITLE) return t('reports.center.tooLong', { field: t('reports.center.analysisTitle', { index: index + 1 }), max: MAX_ANALYSIS_TITLE });
  }
  for (const [index, reference] of draft.references.entries()) {
    if (reference.referenceType === 1 && (!reference.referenceReportId || reference.name.trim() === '')) return t('reports.center.referenceReportRequired', { index: index + 1 });
    if (reference.referenceType === 2 && (!reference.fileKey || reference.name.trim() === '')) return t('reports.center.referenceFileRequired', { index: index + 1 });
  }
  return null;
}

/** The body sent to createReport / commitReport. */
export function toReportBody(draft: ReportDraft): ReportBody {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    ...(draft.id && draft.version !== null ? { version: draft.version } : {}),
    title: draft.title.trim(),
    content: keptBlocks(draft.content).map((block) =>
      block.type === 'paragraph' ? { type: 'paragraph' as const, text: block.text.trim() } : { type: 'image' as const, fileKey: block.fileKey, ...(orNull(block.alt) ? { alt: block.alt?.trim() } : {}) },
    ),
    subjectType: draft.subjectType,
    researchType: draft.researchType,
    reportType: draft.reportType ?? 'daily',
    author: orNull(draft.author),
    date: draft.date,
    analyses: draft.analyses.map((analysis) => ({
      title: analysis.title.trim(),
      content: analysis.content.trim(),
      images: analysis.images.map((image) => ({ fileKey: image.fileKey, ...(orNull(image.alt) ? { alt: image.alt?.trim() } : {}) })),
    })),
    references: draft.references.map((reference) =>
      reference.referenceType === 1
        ? { referenceType: 1 as const, name: reference.name.trim(), referenceReportId: reference.referenceReportId }
        : { referenceType: 2 as const, name: reference.name.trim(), fileKey: reference.fileKey },
    ),
    ...(draft.isTemplate ? { isTemplate: true } : {}),
    ...(draft.sourceTemplateId ? { sourceTemplateId: draft.sourceTemplateId } : {}),
  };
}

/** The body's text for a preview without blocks: paragraphs separated by blank lines. */
export const blocksText = (blocks: readonly DraftBlock[]): string =>
  keptBlocks(blocks)
    .flatMap((block) => (block.type === 'paragraph' ? [block.text.trim()] : []))
    .join('\n\n');

const previewBlocks = (blocks: readonly DraftBlock[]): PreviewBlock[] =>
  keptBlocks(blocks).map((block) => (block.type === 'paragraph' ? { type: 'paragraph', text: block.text.trim() } : { type: 'image', url: block.url, ...(block.alt ? { alt: block.alt } : {}) }));

type PreviewSource = Pick<ReportDraft, 'title' | 'subjectType' | 'researchType' | 'reportType' | 'date'> & {
  author: string | null;
  content: readonly DraftBlock[];
  analyses: readonly { title: string; content: string; images: readonly DraftImage[] }[];
  references: readonly { referenceType: 1 | 2; name: string; referenceReportId: number | null }[];
};

function previewOf(source: PreviewSource, dictionaries: DictMap | undefined): ReportPreviewWithBlocks {
  return {
    title: source.title,
    subjectType: dictName(dictionaries, REPORT_DICTIONARIES.subjectType, source.subjectType) || null,
    researchType: dictName(dictionaries, REPORT_DICTIONARIES.researchType, source.researchType) || null,
    reportType: source.reportType,
    author: source.author,
    date: source.date,
    content: blocksText(source.content),
    contentBlocks: previewBlocks(source.content),
    analyses: source.analyses.map((analysis, index) => ({
      id: index + 1,
      title: analysis.title,
      content: analysis.content,
      images: analysis.images.map((image) => ({ src: image.url, ...(image.alt ? { alt: image.alt } : {}) })),
    })),
    references: source.references.map((reference, index) => ({
      id: index + 1,
      referenceType: reference.referenceType,
      name: reference.name,
      ...(reference.referenceReportId ? { referenceReportId: reference.referenceReportId } : {}),
    })),
  };
}

/** The preview of the form (预览 in the editor). */
export const draftPreview = (draft: ReportDraft, dictionaries: DictMap | undefined): ReportPreviewWithBlocks => previewOf({ ...draft, author: orNull(draft.author) }, dictionaries);

/** The preview of a stored report (getReportById). */
export const detailPreview = (detail: ReportDetail, dictionaries: DictMap | undefined): ReportPreviewWithBlocks => previewOf({ ...detail, date: detail.reportDate }, dictionaries);
