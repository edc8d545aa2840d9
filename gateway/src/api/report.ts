/**
 * 报告中心 shapes (issue 27; spec 02 §2 report lists, §3 "Report", §7 "Policy and reports"; domain.md
 * "Reports"), under /report/api/v1/report. A report's rich text is a list of blocks (paragraphs of plain
 * text and images stored by the file service, by fileKey), never HTML. Files of a report (content images,
 * analysis images, referenced files) are bound to bizType `report`, bizKey the report's id.
 */
import { Type, type Static } from 'typebox';
import { FileKey, Id, Version } from '../core/schemas.js';
import type { ReportStatus, ReportType } from '../db/tables/report.js';

export type { ReportStatus, ReportType };
export const REPORT_TYPES = ['daily', 'weekly', 'month', 'subject'] as const satisfies readonly ReportType[];
export const REPORT_STATUSES = ['draft', 'committed'] as const satisfies readonly ReportStatus[];
/** The four lists of spec 02 §2: all (committed reports), favourite (the caller's), draft (the caller's), template. */
export const REPORT_LISTS = ['all', 'favourite', 'draft', 'template'] as const;
export type ReportList = (typeof REPORT_LISTS)[number];
export const MAX_REPORT_BLOCKS = 200;
export const MAX_REPORT_ANALYSES = 20;
export const MAX_REPORT_IMAGES = 12;
export const MAX_REPORT_REFERENCES = 20;

const Text = (maxLength: number) => Type.String({ maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));

export const ReportImageSchema = Type.Object({ fileKey: FileKey, alt: Type.Optional(Text(200)) }, { additionalProperties: false });
export type ReportImageInput = Static<typeof ReportImageSchema>;

export const ReportContentBlockSchema = Type.Union([
  Type.Object({ type: Type.Literal('paragraph'), text: Text(5000) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('image'), fileKey: FileKey, alt: Type.Optional(Text(200)) }, { additionalProperties: false }),
]);
export type ReportContentBlockInput = Static<typeof ReportContentBlockSchema>;

export const ReportAnalysisInputSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.Optional(Text(5000)),
    images: Type.Optional(Type.Array(ReportImageSchema, { maxItems: MAX_REPORT_IMAGES })),
  },
  { additionalProperties: false },
);
export type ReportAnalysisInput = Static<typeof ReportAnalysisInputSchema>;

/** 1 another report (referenceReportId), 2 a file (fileKey, bound to this report). */
export const ReportReferenceInputSchema = Type.Object(
  {
    referenceType: Type.Union([Type.Literal(1), Type.Literal(2)]),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    referenceReportId: Type.Optional(Type.Union([Type.Null(), Id])),
    fileKey: Type.Optional(Type.Union([Type.Null(), FileKey])),
  },
  { additionalProperties: false },
);
export type ReportReferenceInput = Static<typeof ReportReferenceInputSchema>;

/**
 * POST report/createReport: saves a draft (new without id; an update of the caller's draft or template
 * with id and version). `isTemplate` true saves a template (report:template). POST report/commitReport
 * takes the same body and stores it committed (a draft becomes committed; a template cannot be committed).
 */
export const ReportBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Null(), Id])),
    version: Type.Optional(Version),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.Array(ReportContentBlockSchema, { maxItems: MAX_REPORT_BLOCKS }),
    subjectType: OptionalText(40),
    researchType: OptionalText(40),
    reportType: Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('month'), Type.Literal('subject')]),
    author: OptionalText(50),
    /** YYYY-MM-DD */
    date: Type.Optional(Type.Union([Type.Null(), Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })])),
    analyses: Type.Array(ReportAnalysisInputSchema, { maxItems: MAX_REPORT_ANALYSES }),
    references: Type.Array(ReportReferenceInputSchema, { maxItems: MAX_REPORT_REFERENCES }),
    isTemplate: Type.Optional(Type.Boolean()),
    sourceTemplateId: Type.Optional(Type.Union([Type.Null(), Id])),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBodySchema>;

/** A row of the report lists (GET/POST report/page, favourite/page, draft/page and template/page, with filters). */
export interface ReportRow {
  id: number;
  title: string;
  subjectType: string | null;
  researchType: string | null;
  reportType: ReportType;
  author: string | null;
  reportDate: string | null;
  status: ReportStatus;
  isTemplate: boolean;
  /** The caller has it among their favourites. */
  favourite: boolean;
  ownerId: number;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  committedTime: string | null;
  version: number;
}

export interface ReportImage {
  fileKey: string;
  alt?: string;
  /** The address the browser reads the image from (the file service's preview of this file). */
  url: string;
}
export type ReportContentBlock = { type: 'paragraph'; text: string } | { type: 'image'; fileKey: string; alt?: string; url: string };
export interface ReportAnalysis {
  id: number;
  title: string;
  content: string;
  images: ReportImage[];
}
export interface ReportReference {
  id: number;
  referenceType: 1 | 2;
  name: string;
  referenceReportId: number | null;
  fileKey: string | null;
  /** For a file: its download address. */
  url: string | null;
}

/** GET report/getReportById?id=: what the editor and the preview read. */
export interface ReportDetail extends ReportRow {
  content: ReportContentBlock[];
  contentText: string;
  sourceTemplateId: number | null;
  analyses: ReportAnalysis[];
  references: ReportReference[];
  /** The caller may edit it (their draft or template, or report:edit). */
  editable: boolean;
}
