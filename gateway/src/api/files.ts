/**
 * Files (spec 01 §3 "File", §7.3; modules/files).
 * API shapes only: the app imports them with `import type`; nothing here may be a runtime value.
 */
// ---- Files (spec 01 §3 "File", §7.3) -------------------------------------------------------------

/** A stored file: POST /system/file/upload, GET /system/file, PUT /system/file. */
export interface FileInfo {
  /** The file's opaque key (32 hex digits): the only id of a file the API answers or takes. */
  id: string;
  /** The client's file name, sanitised; shown and used as the download name. */
  originalName: string;
  /** The generated storage name. */
  name: string;
  /** Extension of the original name, lower case, without the dot ('' when it has none). */
  fileType: string;
  /** The type sniffed from the bytes. */
  mimeType: string;
  fileSize: number;
  bizType: string;
  bizKey: string | null;
  module: string;
  /** Signed preview address, valid for 10 minutes, usable without a bearer header. */
  reviewUrl: string;
  /** Download path (needs the bearer header). */
  url: string;
  contractFileType: string | null;
  signetFlag: 0 | 1;
  fileCategory: string | null;
  /** The uploader's userName (null when the user no longer exists). */
  creatorName: string | null;
  /** ISO 8601. */
  createdTime: string;
  version: number;
}

/** One answer row of POST /system/file/batch. */
export interface FileReview {
  id: string;
  reviewUrl: string;
  originalName: string;
}

/** PUT /system/file: the attributes to change (absent ones stay as they are). */
export interface FileUpdateBody {
  id: number;
  version: number;
  fileCategory?: string | null;
  signetFlag?: 0 | 1;
  contractFileType?: string | null;
  bizKey?: string | null;
}
