/**
 * The content of the report preview drawer (spec 01 §2.7, §3 "Report meta" / "Report reference"):
 * base info, the comprehensive market view, data analysis (text and images) and other references.
 * Pure and React-free.
 */
import type { MessageKey } from '../../i18n/messages';

export type ReportType = 'daily' | 'weekly' | 'month' | 'subject';

export interface ReportAnalysisImage {
  src: string;
  /** The image's text alternative; defaults to the analysis title and its number. */
  alt?: string;
}

export interface ReportAnalysis {
  id?: string | number;
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  content?: string;
  images?: readonly ReportAnalysisImage[];
}

/** 1 another report (by referenceReportId), 2 a file (by fileId). */
export type ReportReferenceType = 1 | 2;

export interface ReportReference {
  id?: string | number;
  referenceType: ReportReferenceType;
  name: string;
  referenceReportId?: string | number;
  fileId?: string | number;
}

/** One block of a rich text content (RichTextEditor's blocks, with a displayable url). */
export type ReportContentBlock = { type: 'paragraph'; text: string } | { type: 'image'; url: string; alt?: string };

/** What the drawer shows; texts are display texts (the caller resolves dictionary codes to names). */
export interface ReportPreviewData {
  title: string;
  subjectType?: string | null;
  researchType?: string | null;
  /** daily, weekly, month, subject (shown translated), or any other text as it is. */
  reportType?: string | null;
  author?: string | null;
  /** YYYY-MM-DD. */
  date?: string | null;
  /** The comprehensive market view, plain text; blank lines separate paragraphs. */
  content?: string | null;
  /** The content as blocks (paragraphs and images in order); when present and not empty it replaces `content`. */
  contentBlocks?: readonly ReportContentBlock[];
  analyses?: readonly ReportAnalysis[];
  references?: readonly ReportReference[];
}

const REPORT_TYPE_KEYS: Record<ReportType, MessageKey> = {
  daily: 'reportPreview.typeDaily',
  weekly: 'reportPreview.typeWeekly',
  month: 'reportPreview.typeMonth',
  subject: 'reportPreview.typeSubject',
};

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The report type as shown: 日报, 周报, 月报, 专题报告, or the text as it came. */
export function reportTypeLabel(type: string | null | undefined, t: Translate): string {
  if (!type) return '';
  return Object.hasOwn(REPORT_TYPE_KEYS, type) ? t(REPORT_TYPE_KEYS[type as ReportType]) : type;
}

export function referenceTypeLabel(type: ReportReferenceType, t: Translate): string {
  return t(type === 1 ? 'reportPreview.referenceReport' : 'reportPreview.referenceFile');
}

/** Paragraphs of plain text: split at blank lines (single line breaks stay inside), trimmed, empty ones dropped. */
export function paragraphsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface BaseInfoItem {
  key: string;
  label: string;
  value: string;
}

/** The base info block, in the spec's order (report meta: subject type, research type, report type, author, date). */
export function baseInfoItems(report: ReportPreviewData, t: Translate): BaseInfoItem[] {
  return [
    { key: 'title', label: t('reportPreview.reportTitle'), value: report.title },
    { key: 'subjectType', label: t('reportPreview.subjectType'), value: report.subjectType ?? '' },
    { key: 'researchType', label: t('reportPreview.researchType'), value: report.researchType ?? '' },
    { key: 'reportType', label: t('reportPreview.reportType'), value: reportTypeLabel(report.reportType, t) },
    { key: 'author', label: t('reportPreview.author'), value: report.author ?? '' },
    { key: 'date', label: t('reportPreview.date'), value: report.date ?? '' },
  ];
}

/** The alt text of an analysis image: its own, else '{title}（图 n）'. */
export function analysisImageAlt(analysis: ReportAnalysis, image: ReportAnalysisImage, index: number, t: Translate): string {
  return image.alt?.trim() || t('reportPreview.analysisImage', { title: analysis.title, index: index + 1 });
}

/** A content block as shown: a paragraph's text, or an image's address and text alternative. */
export type ContentItem = { type: 'paragraph'; text: string } | { type: 'image'; url: string; alt: string };

/**
 * The content blocks to show, in order: blank paragraphs left out; each image with its own text
 * alternative, else `{block title}（图 n）` (n counts the images).
 */
export function contentItems(blocks: readonly ReportContentBlock[], blockTitle: string, t: Translate): ContentItem[] {
  let images = 0;
  const items: ContentItem[] = [];
  for (const block of blocks) {
    if (block.type === 'paragraph') {
      if (block.text.trim() !== '') items.push({ type: 'paragraph', text: block.text });
    } else {
      images += 1;
      items.push({ type: 'image', url: block.url, alt: block.alt?.trim() || t('reportPreview.analysisImage', { title: blockTitle, index: images }) });
    }
  }
  return items;
}
