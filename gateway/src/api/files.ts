/**
 * Files (spec 01 §3 "File", §7.3; modules/files).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { FileKey, Version } from '../core/schemas.js';

/** The longest value of each binding field of a file (upload fields and query, uploadByUrl, update). */
export const FILE_FIELD_LIMITS = { bizType: 64, module: 64, bizKey: 128, contractFileType: 64 } as const;

const NullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
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

/** PUT /system/file: the attributes to change (absent ones stay as they are). The file by its key (FileInfo.id). */
export const FileUpdateBodySchema = Type.Object({
  id: FileKey,
  version: Version,
  fileCategory: Type.Optional(NullableText(64)),
  signetFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  contractFileType: Type.Optional(NullableText(FILE_FIELD_LIMITS.contractFileType)),
  bizKey: Type.Optional(NullableText(FILE_FIELD_LIMITS.bizKey)),
});
export type FileUpdateBody = Static<typeof FileUpdateBodySchema>;

/**
 * POST /system/file/uploadByUrl: the gateway fetches the address (http/https, hosts of FILE_FETCH_HOSTS
 * only, 30 s, redirects on the same host only) and stores it like an upload; answers FileInfo. 422 when
 * fetching by address is not configured, the host is not allowed or the fetch fails; 413 over 10485760
 * bytes. Template files (module 'template') are served by GET /system/fileTemplate/getFileStream/{id}.
 */
export const UploadByUrlBodySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  /** Needed: absent or blank is a 400 (业务类型不能为空), answered by the route rather than the schema. */
  bizType: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.bizType })),
  module: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.module })),
  bizKey: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.bizKey })),
  contractFileType: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.contractFileType })),
  /** The name to store; otherwise the server's content-disposition name, then the address's last path part. */
  originalName: Type.Optional(Type.String({ maxLength: 255 })),
});
export type UploadByUrlBody = Static<typeof UploadByUrlBodySchema>;
