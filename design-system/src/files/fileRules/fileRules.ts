/**
 * The file rules of spec 01 §5 "Files" and §9, pure and React-free: the 10 MB limit, the batch
 * count, accepted formats, the attachment panel's caller limit, delete visibility and size text.
 * Checks answer message keys (with their values), so each component shows them in its language.
 */
import type { MessageKey, MessageValues } from '../../i18n/messages';

/** 10 MB per file (spec 01 §5, §9): 10485760 bytes. */
export const FILE_SIZE_LIMIT = 10_485_760;
/** The batch uploader takes at most 5 files by default (spec 01 §5, §9). */
export const BATCH_UPLOAD_MAX_COUNT = 5;
/** The attachment list reloads 400 ms after its business keys stop changing (spec 01 §9). */
export const ATTACHMENT_LIST_DEBOUNCE_MS = 400;
/** The module an upload is filed under when the caller names none (spec 01 §9). */
export const DEFAULT_FILE_MODULE = 'execution';
/** Direct suppliers whose OA attachments cannot be deleted (spec 01 §5). */
export const DIRECT_SUPPLIER_CODES: readonly string[] = ['CD', 'ZLMY'];

/** A message to show: a catalogue key and its placeholder values. */
export interface FileIssue {
  key: MessageKey;
  values?: MessageValues;
}

/** What the checks need of a file: a browser `File` satisfies it. */
export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export type UploadKind = 'single' | 'batch';

export interface FileCheckOptions {
  /** `single` warns 文件大小不能超过10M, `batch` 请勿上传超过10M的文件. */
  kind: UploadKind;
  /** Bytes per file. @default FILE_SIZE_LIMIT */
  maxSize?: number;
  /** Most files in all (already uploaded plus new). @default 1 for single, 5 for batch */
  maxCount?: number;
  /** Files already uploaded, counted against `maxCount`. @default 0 */
  existingCount?: number;
  /** Accepted formats: extensions (`pdf`, `.pdf`) or MIME types (`image/png`, `image/*`). Empty: any. */
  accept?: readonly string[];
  /** Joins the formats in the message. @default '、' (listSeparator('en') gives ', ') */
  formatSeparator?: string;
}

export interface FileCheckResult<F extends FileLike> {
  /** The files that may be sent. */
  accepted: F[];
  /** What was refused and why: one issue per kind of problem, in the order found. */
  issues: FileIssue[];
}

const MB = 1024 * 1024;

/** The limit as the spec writes it: 10485760 → '10M'. */
export function sizeLimitLabel(maxSize: number = FILE_SIZE_LIMIT): string {
  return maxSize % MB === 0 ? `${maxSize / MB}M` : formatFileSize(maxSize);
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file matches one of the accepted formats (an empty list accepts everything). */
export function acceptsFile(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const extension = fileExtensionOf(file.name);
  const mime = (file.type ?? '').toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === '') return false;
    if (entry.includes('/')) {
      if (entry.endsWith('/*')) return mime.startsWith(entry.slice(0, -1));
      return mime === entry;
    }
    return extension !== '' && extension === entry.replace(/^\./, '');
  });
}

/** How a locale joins a short list: `pdf、docx` in Chinese, `pdf, docx` otherwise. */
export function listSeparator(locale: string): string {
  return locale.startsWith('zh') ? '、' : ', ';
}

/** The accepted formats as the message shows them: `pdf、docx、image/*`. */
export function acceptLabel(accept: readonly string[], separator = '、'): string {
  return accept.map((entry) => entry.trim().replace(/^\./, '')).filter(Boolean).join(separator);
}

/** The `accept` attribute of a file input: extensions get their dot, MIME types stay as they are. */
export function acceptAttribute(accept: readonly string[] | undefined): string[] | undefined {
  if (!accept || accept.length === 0) return undefined;
  return accept.map((entry) => entry.trim()).filter(Boolean).map((entry) => (entry.includes('/') || entry.startsWith('.') ? entry : `.${entry}`));
}

/**
 * Checks a selection before anything is sent (spec 01 §5):
 * - nothing selected, or a file of 0 bytes: 文件不能为空;
 * - more files than `maxCount` (with those already uploaded): 'at most N attachments', nothing sent;
 * - a format not accepted: 'only files of format X can be selected', that file refused;
 * - over `maxSize`: 文件大小不能超过10M (single) or 请勿上传超过10M的文件 (batch), that file refused.
 */
export function checkSelectedFiles<F extends FileLike>(files: readonly F[], options: FileCheckOptions): FileCheckResult<F> {
  const { kind, maxSize = FILE_SIZE_LIMIT, existingCount = 0, accept, formatSeparator = '、' } = options;
  const maxCount = options.maxCount ?? (kind === 'single' ? 1 : BATCH_UPLOAD_MAX_COUNT);
  if (files.length === 0) return { accepted: [], issues: [{ key: 'upload.empty' }] };
  if (existingCount + files.length > maxCount) return { accepted: [], issues: [{ key: 'upload.tooMany', values: { count: maxCount } }] };

  const issues: FileIssue[] = [];
  const add = (issue: FileIssue) => {
    if (!issues.some((known) => known.key === issue.key)) issues.push(issue);
  };
  const accepted = files.filter((file) => {
    if (!acceptsFile(file, accept)) {
      add({ key: 'upload.wrongFormat', values: { formats: acceptLabel(accept ?? [], formatSeparator) } });
      return false;
    }
    if (file.size > maxSize) {
      add({ key: kind === 'single' ? 'upload.tooLarge' : 'upload.batchTooLarge', values: { size: sizeLimitLabel(maxSize) } });
      return false;
    }
    if (file.size === 0) {
      add({ key: 'upload.empty' });
      return false;
    }
    return true;
  });
  return { accepted, issues };
}

/**
 * The attachment panel's caller limit (spec 01 §5): with `limit` files or more, uploading is refused
 * with 最多上传N个附件，请删除后再上传. No limit (undefined, 0 or less) never refuses.
 */
export function attachmentLimitIssue(count: number, limit: number | undefined, adding = 1): FileIssue | null {
  if (limit === undefined || limit <= 0) return null;
  return count + adding > limit ? { key: 'upload.limitReached', values: { count: limit } } : null;
}

export interface DeleteVisibilityContext {
  /** The panel is in edit mode. */
  isEditable: boolean;
  /** The supplier of the record (`CD`, `ZLMY` … ). */
  supplierCode?: string | null;
  /** The OA id of the record: attachments filed under it (`fileCategory`) came from the OA. */
  oaId?: string | null;
}

/**
 * Whether an attachment's delete action shows (spec 01 §5): never outside edit mode, and not for the
 * direct suppliers CD and ZLMY when the attachment's category equals the OA id.
 */
export function canDeleteAttachment(file: { fileCategory?: string | null }, context: DeleteVisibilityContext): boolean {
  if (!context.isEditable) return false;
  const { supplierCode, oaId } = context;
  if (supplierCode && DIRECT_SUPPLIER_CODES.includes(supplierCode) && oaId != null && oaId !== '' && file.fileCategory === oaId) return false;
  return true;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count for people: 1024-based, at most two decimals without trailing zeros:
 * 0 → '0 B', 1536 → '1.5 KB', 10485760 → '10 MB'. Negative or non-finite values give ''.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding may reach 1024 of a unit (1023.999 KB): show it as 1 of the next one.
  let rounded = Math.round(value * 100) / 100;
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1024) * 100) / 100;
    unit += 1;
  }
  return `${String(rounded)} ${UNITS[unit]}`;
}
