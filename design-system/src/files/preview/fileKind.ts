/**
 * Which renderer a file gets: an image, a PDF, a Word document, a spreadsheet, or the fallback
 * (spec 01 §2.7, §5). Pure: decided from the file's `type`, its name, or its address.
 */
import { fileExtensionOf } from '../fileRules/fileRules';

export type PreviewKind = 'image' | 'pdf' | 'docx' | 'xlsx' | 'unsupported';

/** What the kind decision needs of a file. */
export interface FileTypeInfo {
  name: string;
  /** An extension (`pdf`, `.PDF`) or a MIME type (`application/pdf`). */
  type?: string;
  url?: string;
}

/** Image extensions the viewer shows in an `<img>`. */
export const imageExtensions: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'];

/** Every extension the viewer can render. */
export const previewableTypes: readonly string[] = [...imageExtensions, 'pdf', 'docx', 'xlsx'];

/**
 * The product's limited preview list (spec 01 §5): only png, jpg, jpeg, gif and pdf. Pass it as
 * `previewTypes` where the caller limits preview; everything else then shows the fallback.
 */
export const limitedPreviewTypes: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'pdf'];

const mimeExtensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'text/plain': 'txt',
  'application/zip': 'zip',
};

/** The lower-case extension of a file name or address (`合同.PDF`, `/files/a.pdf?v=2` → `pdf`), or `''`. */
export function fileExtension(nameOrUrl: string | undefined): string {
  return nameOrUrl ? fileExtensionOf(nameOrUrl.split(/[?#]/)[0] ?? '') : '';
}

/** A `type` given as an extension or a MIME type, as a lower-case extension; `''` if unknown. */
export function normalizeType(type: string | undefined): string {
  const value = type?.trim().toLowerCase() ?? '';
  if (!value) return '';
  if (value.includes('/')) return mimeExtensions[value.split(';')[0]?.trim() ?? ''] ?? '';
  return value.replace(/^\./, '');
}

/** The file's extension: its `type` first, then its name, then its address. */
export function resolveFileType(file: FileTypeInfo): string {
  return normalizeType(file.type) || fileExtension(file.name) || fileExtension(file.url);
}

/** The kind of an extension, ignoring any caller limit. */
export function kindOfType(type: string): PreviewKind {
  if (imageExtensions.includes(type)) return 'image';
  if (type === 'pdf' || type === 'docx' || type === 'xlsx') return type;
  return 'unsupported';
}

/**
 * The renderer of a file. With `previewTypes` (extensions, any case, with or without a dot) only
 * those types are previewed; any other type, and any type the viewer cannot render, is
 * `unsupported` and shows the fallback with a download offer.
 */
export function previewKind(file: FileTypeInfo, previewTypes?: readonly string[]): PreviewKind {
  const type = resolveFileType(file);
  if (previewTypes && !previewTypes.some((allowed) => normalizeType(allowed) === type)) return 'unsupported';
  return kindOfType(type);
}

/**
 * Whether a file previews under a caller's list (spec 01 §5): by default the product's limited list
 * (png, jpg, jpeg, gif, pdf). Any other type shows 暂不支持预览当前文件类型 with a download.
 */
export function isPreviewable(file: FileTypeInfo, previewTypes: readonly string[] = limitedPreviewTypes): boolean {
  return previewKind(file, previewTypes) !== 'unsupported';
}
