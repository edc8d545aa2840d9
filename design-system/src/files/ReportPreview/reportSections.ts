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
