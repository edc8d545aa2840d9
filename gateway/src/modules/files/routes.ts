/**
 * Files (spec 01 §7.3, §5 "Files"), under the /gateway prefix:
 *
 * - POST   /system/file/upload        multipart `multipartFile` + bizType, module, bizKey, contractFileType
 * - POST   /system/file/uploadByUrl   { url, bizType, module?, bizKey?, contractFileType?, originalName? }:
 *                                     the gateway fetches the address and stores it like an upload
 * - GET    /system/file               ?bizType=&bizKey=: the files bound to a record, newest first
 *   GET    /system/file/getBindFile   the same (the name spec 01 §7.3 gives the call)
 * - GET    /system/file/:id           download (attachment, UTF-8 file name); `:id` is everywhere the
 *                                     file's key (FileInfo.id, 32 hex digits), never its row id
 *   GET    /system/file/getFileBlob/:id, /system/file/downFile/:id   the same (spec 01 §7.3 names)
 * - GET    /system/fileTemplate/getFileStream/:id   a template file (module `template`) as a download
 * - POST   /system/file/batch         at most 200 ids -> [{ id, reviewUrl, originalName }]
 * - GET    /system/file/preview/:id   signed, public: the file inline (png, jpg, jpeg, gif, pdf only)
 * - PUT    /system/file               attributes, with optimistic lock
 * - DELETE /system/file               ids: rows and stored bytes
 *
 * Access (core/file-access.ts): a file follows the data scope of the record it is bound to (its
 * bizType's rule, registered by that area's module). Listing a record's files needs read on the record
 * and uploading (or binding by PUT) needs write, else 403 您暂无此权限, checked before anything is kept
 * when the binding arrives ahead of the file, and the stored bytes dropped otherwise. A file the caller
 * may not read answers 404 文件不存在 on every by-id call (download, blob, template stream, batch
 * previews, update, delete), as if it did not exist, so ids cannot be probed. A bizType without a rule
 * is refused; a file without bizKey is its uploader's and admins' only. Changing or deleting a file also
 * needs to be its uploader or an admin. Signed preview addresses are handed out only with files the
 * caller may read, and the signature is the proof when they are fetched (README "Security: file access").
 *
 * Uploads are limited to 10485760 bytes: `@fastify/multipart` only truncates a larger
 * file, so the stream is checked for truncation before the temporary name becomes the stored one, and
 * nothing is kept on refusal. One file per upload request: the batch uploader's limit of 5 files
 * (spec 01 §5) is the client's, as each of its files is its own request.
 *
 * uploadByUrl is off unless hosts are configured (FILE_FETCH_HOSTS), see fetch-url.ts for its guards;
 * the fetched body goes through the same metering, 413 and sniffing as an upload, and its name is the
 * given originalName, else the server's content-disposition name, else the address's last path part.
 */
import { Transform, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { FILE_FIELD_LIMITS, FileUpdateBodySchema, UploadByUrlBodySchema } from '../../api/files.js';
import type { Envelope, FileInfo, FileReview } from '../../api/index.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { sniffFileType, SNIFF_WINDOW, type SniffedType } from '../../core/file-type.js';
import { fileAccessOf, type FileAccessMode } from '../../core/file-access.js';
import { accessOf, PUBLIC, SIGNED_IN } from '../../core/permissions.js';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { sysFile, type SysFileRow } from '../../db/tables/files.js';
import { checkFetchUrl, DEFAULT_FETCH_TIMEOUT_MS, fetchFile } from './fetch-url.js';
import { toFileInfo } from './file-info.js';
import { contentDisposition, extensionOf, fileNameFromContentDisposition, fileNameFromUrl, generateStorageKey, sanitizeFileName, UNNAMED_FILE } from './names.js';
import { previewUrl, verifyPreview } from './preview.js';
import { FileKey } from '../../core/schemas.js';
import { registerMessages } from '../../core/message-catalogue.js';

export interface FileRoutesOptions {
  db: AppDatabase;
  /** The server's one file storage (AreaOptions.storage: local disk or PostgreSQL). */
  storage: FileStorage;
  /** Hosts uploadByUrl may fetch from (none: the route answers 422). */
  fetchHosts?: readonly string[] | undefined;
  /** Time limit of one uploadByUrl fetch (30 s by default). */
  fetchTimeoutMs?: number | undefined;
}

/** 10 MB (spec 01 §5, §9). */
export const MAX_FILE_SIZE = 10_485_760;
export const FILE_FIELD = 'multipartFile';
export const DEFAULT_MODULE = 'execution';
/** The module of template files, the only ones /system/fileTemplate/getFileStream serves. */
export const TEMPLATE_MODULE = 'template';
/** At most this many ids per POST /system/file/batch. */
export const MAX_BATCH_IDS = 200;

export const FILE_MESSAGES = {
  uploaded: '上传成功',
  updated: '修改成功',
  deleted: '删除成功',
  empty: '文件不能为空',
  tooLarge: '文件大小不能超过10M',
  oneFileOnly: '每次只能上传一个文件',
  notFound: '文件不存在',
  previewExpired: '预览地址已失效',
  previewUnsupported: '暂不支持预览当前文件类型',
  bizTypeRequired: '业务类型不能为空',
  nothingSelected: '请至少选择一条数据',
  templateNotFound: '模板文件不存在',
  tooManyIds: `一次最多查询${MAX_BATCH_IDS}个文件`,
} as const;

registerMessages([
  { key: 'files.uploaded', zh: FILE_MESSAGES.uploaded, en: 'Uploaded' },
  { key: 'files.empty', zh: FILE_MESSAGES.empty, en: 'The file is empty' },
  { key: 'files.tooLarge', zh: FILE_MESSAGES.tooLarge, en: 'A file may be at most 10 MB' },
  { key: 'files.oneFileOnly', zh: FILE_MESSAGES.oneFileOnly, en: 'Upload one file at a time' },
  { key: 'files.notFound', zh: FILE_MESSAGES.notFound, en: 'The file does not exist' },
  { key: 'files.previewExpired', zh: FILE_MESSAGES.previewExpired, en: 'The preview address has expired' },
  { key: 'files.previewUnsupported', zh: FILE_MESSAGES.previewUnsupported, en: 'This file type cannot be previewed' },
  { key: 'files.bizTypeRequired', zh: FILE_MESSAGES.bizTypeRequired, en: 'The business type is required' },
  { key: 'files.templateNotFound', zh: FILE_MESSAGES.templateNotFound, en: 'The template file does not exist' },
  { key: 'files.tooManyIds', zh: FILE_MESSAGES.tooManyIds, en: `At most ${MAX_BATCH_IDS} files per request` },
]);

/** Sniffed types that may be shown inline: png, jpg/jpeg, gif and pdf (spec 01 §5). */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']);

const FIELD_LABELS: Record<keyof typeof FILE_FIELD_LIMITS, string> = {
  bizType: '业务类型',
  module: '模块',
  bizKey: '业务主键',
  contractFileType: '合同文件类型',
};

const IdList = Type.Array(FileKey, { minItems: 1, maxItems: 500 });
/** A list of ids, as a bare array or as `{ ids }`. */
const IdsBody = Type.Union([IdList, Type.Object({ ids: IdList })]);
/** Batch ids: unbounded by the schema (the body limit bounds it) so that too many get a clear message. */
const BatchIdList = Type.Array(FileKey, { minItems: 1 });
const BatchIdsBody = Type.Union([BatchIdList, Type.Object({ ids: BatchIdList })]);
/** A file is addressed by its key (FileInfo.id), never by its row id. */
const IdParams = Type.Object({ id: FileKey });

const UploadQuery = Type.Object({
  bizType: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.bizType })),
  module: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.module })),
  bizKey: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.bizKey })),
  contractFileType: Type.Optional(Type.String({ maxLength: FILE_FIELD_LIMITS.contractFileType })),
});

const ListQuery = Type.Object({
  bizType: Type.String({ minLength: 1, maxLength: FILE_FIELD_LIMITS.bizType }),
  bizKey: Type.String({ minLength: 1, maxLength: FILE_FIELD_LIMITS.bizKey }),
});

const PreviewQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 64 })),
  signature: Type.Optional(Type.String({ maxLength: 256 })),
});

function idsOf(body: Static<typeof IdsBody> | Static<typeof BatchIdsBody>): string[] {
  const ids = Array.isArray(body) ? body : body.ids;
  return [...new Set(ids)];
}

/** The columns of a file plus its uploader's name. */
const fileColumns = {
  id: sysFile.id,
  fileKey: sysFile.fileKey,
  originalName: sysFile.originalName,
  name: sysFile.name,
  fileType: sysFile.fileType,
  mimeType: sysFile.mimeType,
  fileSize: sysFile.fileSize,
  bizType: sysFile.bizType,
  bizKey: sysFile.bizKey,
  module: sysFile.module,
  contractFileType: sysFile.contractFileType,
  signetFlag: sysFile.signetFlag,
  fileCategory: sysFile.fileCategory,
  creatorId: sysFile.creatorId,
  createdTime: sysFile.createdTime,
  version: sysFile.version,
  creatorName: sysUser.userName,
};

type FileRecord = Pick<SysFileRow, Exclude<keyof typeof fileColumns, 'creatorName'>> & { creatorName: string | null };

class FileTooLarge extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLarge';
  }
}

interface StoredUpload {
  key: string;
  size: number;
  sniffed: SniffedType;
  originalName: string;
  fileType: string;
}

/** Drains a part nobody wants, so the parser can go on to the next one. */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discard
  }
}

/**
 * Streams one uploaded file into the storage while counting it and keeping its first and last bytes
 * for sniffing. A truncated stream (over the size limit) fails inside the pipe, so the storage drops
 * its temporary file and keeps nothing.
 */
async function storeUpload(storage: FileStorage, file: Readable & { truncated?: boolean }, clientName: string): Promise<StoredUpload> {
  const originalName = sanitizeFileName(clientName);
  const fileType = extensionOf(originalName);
  const key = generateStorageKey(fileType);
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let tail = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (headLength < SNIFF_WINDOW) {
        const piece = chunk.subarray(0, SNIFF_WINDOW - headLength);
        headChunks.push(piece);
        headLength += piece.length;
      }
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > SNIFF_WINDOW) tail = Buffer.from(tail.subarray(tail.length - SNIFF_WINDOW));
      if (file.truncated || size > MAX_FILE_SIZE) {
        callback(new FileTooLarge());
        return;
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(file.truncated || size > MAX_FILE_SIZE ? new FileTooLarge() : null);
    },
  });
  file.once('limit', () => meter.destroy(new FileTooLarge()));
  file.once('error', (error) => meter.destroy(error));
  file.pipe(meter);
  try {
    await storage.put(key, meter);
  } catch (error) {
    // Let the parser run to the end of the part (it only skips the rest of a truncated file).
    file.unpipe(meter);
    if (!file.destroyed) file.resume();
    throw error;
  }
  const head = Buffer.concat(headChunks);
  return { key, size, sniffed: sniffFileType(head, size > SNIFF_WINDOW ? tail : undefined), originalName, fileType };
}

/** Turns the multipart parser's refusals into the messages the app shows. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof FileTooLarge) return new ApiError(413, FILE_MESSAGES.tooLarge);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, FILE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, FILE_MESSAGES.oneFileOnly);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ApiError(400, '上传的字段过多');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(400, FILE_MESSAGES.empty);
  if (error instanceof Error && /multipart|Unexpected end|terminated early/i.test(error.message)) {
    return new ApiError(400, '上传内容格式不正确');
  }
  return error;
}

/** A text field of the upload: trimmed, '' as absent, capped. */
function uploadField(fields: Record<string, string>, query: Record<string, string | undefined>, name: keyof typeof FILE_FIELD_LIMITS): string | null {
  const value = (fields[name] ?? query[name] ?? '').trim();
  if (value.length > FILE_FIELD_LIMITS[name]) throw new ApiError(400, `${FIELD_LABELS[name]}长度不能超过${FILE_FIELD_LIMITS[name]}个字符`);
  return value === '' ? null : value;
}

function mayChange(access: UserAccess, file: { creatorId: number | null }): boolean {
  return access.isAdmin || (file.creatorId !== null && file.creatorId === access.userId);
}

export const fileRoutes: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (app, { db, storage, fetchHosts = [], fetchTimeoutMs = DEFAULT_FETCH_TIMEOUT_MS }) => {
  const prefix = app.prefix;

  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_SIZE, files: 1, fields: 20, fieldSize: 4096, parts: 30 },
    // Truncation is detected by the upload itself (file.truncated), before anything is kept.
    throwFileSizeLimit: false,
  });

  const toInfo = (file: FileRecord): FileInfo => toFileInfo(prefix, file, file.creatorName);
  const fileAccess = fileAccessOf(app);

  /** Whether the caller may read (write) each stored file, by its binding and uploader. */
  const allowed = (access: UserAccess, mode: FileAccessMode, files: readonly Pick<SysFileRow, 'bizType' | 'bizKey' | 'creatorId'>[]) =>
    fileAccess.check(
      access,
      mode,
      files.map((file) => ({ bizType: file.bizType, bizKey: file.bizKey, creatorId: file.creatorId })),
    );

  /** The file if the caller may read it; a file they may not read is as missing (404). */
  async function readableFile(access: UserAccess, id: string, notFound: string = FILE_MESSAGES.notFound): Promise<FileRecord> {
    const file = await findFile(id);
    if (!file) throw new ApiError(404, notFound);
    const [readable] = await allowed(access, 'read', [file]);
    if (!readable) throw new ApiError(404, notFound);
    return file;
  }

  /** The file of a key (FileInfo.id). */
  async function findFile(key: string): Promise<FileRecord | null> {
    const [file] = await db
      .select(fileColumns)
      .from(sysFile)
      .leftJoin(sysUser, eq(sysUser.id, sysFile.creatorId))
      .where(eq(sysFile.fileKey, key));
    return file ?? null;
  }

  async function accountOf(userId: number): Promise<string> {
    const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
    return user?.account ?? String(userId);
  }

  /** Writes the row of a stored upload and answers it as read back. */
  async function recordFile(
    access: UserAccess,
    stored: StoredUpload,
    meta: { bizType: string; module: string; bizKey: string | null; contractFileType: string | null },
  ): Promise<FileRecord> {
    const account = await accountOf(access.userId);
    const [row] = await db
      .insert(sysFile)
      .values({
        originalName: stored.originalName,
        name: stored.key,
        fileType: stored.fileType,
        mimeType: stored.sniffed.mime,
        fileSize: stored.size,
        ...meta,
        creatorId: access.userId,
        createdBy: account,
        updatedBy: account,
      })
      .returning({ fileKey: sysFile.fileKey });
    const file = row ? await findFile(row.fileKey) : null;
    if (!file) throw new Error('the uploaded file row was not written');
    return file;
  }

  /**
   * Streams a stored file, as a download or inline. Its routes opt out of the server's compression
   * (`compress: false`): the bytes go out as stored, with their length, so a browser shows progress.
   */
  async function sendFile(reply: FastifyReply, file: FileRecord, kind: 'attachment' | 'inline'): Promise<FastifyReply> {
    const stream = await storage.open(file.name);
    if (!stream) throw new ApiError(404, FILE_MESSAGES.notFound);
    const type = file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType;
    return reply
      .header('content-type', type)
      .header('content-length', file.fileSize)
      .header('content-disposition', contentDisposition(kind, file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  }

  app.post(
    '/system/file/upload',
    { schema: { querystring: UploadQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<FileInfo>> => {
      const access = accessOf(request);
      if (!request.isMultipart()) throw new ApiError(400, FILE_MESSAGES.empty);
      const fields: Record<string, string> = {};
      let stored: StoredUpload | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== FILE_FIELD || stored) {
            await drain(part.file);
            continue;
          }
          // The binding known so far (query, fields sent before the file): refuse before storing anything.
          const earlyType = uploadField(fields, request.query, 'bizType');
          if (earlyType && !(await fileAccess.may(access, 'write', { bizType: earlyType, bizKey: uploadField(fields, request.query, 'bizKey') }))) {
            await drain(part.file);
            throw permissionDenied();
          }
          stored = await storeUpload(storage, part.file, part.filename);
        }
        if (!stored || stored.size === 0) throw new ApiError(400, FILE_MESSAGES.empty);

        const bizType = uploadField(fields, request.query, 'bizType');
        if (!bizType) throw new ApiError(400, FILE_MESSAGES.bizTypeRequired);
        const bizKey = uploadField(fields, request.query, 'bizKey');
        // The whole binding (fields may follow the file): a refusal drops the stored bytes below.
        await fileAccess.assert(access, 'write', { bizType, bizKey });
        const file = await recordFile(access, stored, {
          bizType,
          module: uploadField(fields, request.query, 'module') ?? DEFAULT_MODULE,
          bizKey,
          contractFileType: uploadField(fields, request.query, 'contractFileType'),
        });
        return ok(toInfo(file), FILE_MESSAGES.uploaded);
      } catch (error) {
        if (stored) await storage.delete(stored.key);
        throw uploadFailure(error);
      }
    },
  );

  app.post(
    '/system/file/uploadByUrl',
    { schema: { body: UploadByUrlBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<FileInfo>> => {
      const access = accessOf(request);
      const { body } = request;
      const url = checkFetchUrl(body.url, fetchHosts);
      const text = (name: keyof typeof FILE_FIELD_LIMITS) => body[name]?.trim() || null;
      const bizType = text('bizType');
      if (!bizType) throw new ApiError(400, FILE_MESSAGES.bizTypeRequired);
      const bizKey = text('bizKey');
      await fileAccess.assert(access, 'write', { bizType, bizKey });

      const fetched = await fetchFile(url, fetchTimeoutMs);
      let stored: StoredUpload | null = null;
      try {
        if (fetched.length !== null && fetched.length > MAX_FILE_SIZE) throw new FileTooLarge();
        const name = body.originalName?.trim() || fileNameFromContentDisposition(fetched.contentDisposition) || fileNameFromUrl(fetched.url) || UNNAMED_FILE;
        stored = await storeUpload(storage, fetched.body, name);
        fetched.done();
        if (stored.size === 0) throw new ApiError(400, FILE_MESSAGES.empty);
        const file = await recordFile(access, stored, {
          bizType,
          module: text('module') ?? DEFAULT_MODULE,
          bizKey,
          contractFileType: text('contractFileType'),
        });
        return ok(toInfo(file), FILE_MESSAGES.uploaded);
      } catch (error) {
        // A refused body is not read any further; whatever was stored goes.
        fetched.abort();
        if (stored) await storage.delete(stored.key);
        throw uploadFailure(error);
      }
    },
  );

  const listBound = async (access: UserAccess, query: Static<typeof ListQuery>): Promise<Envelope<FileInfo[]>> => {
    // Read on the record (a missing record and one out of scope answer alike).
    await fileAccess.assert(access, 'read', { bizType: query.bizType, bizKey: query.bizKey });
    const files = await db
      .select(fileColumns)
      .from(sysFile)
      .leftJoin(sysUser, eq(sysUser.id, sysFile.creatorId))
      .where(and(eq(sysFile.bizType, query.bizType), eq(sysFile.bizKey, query.bizKey)))
      .orderBy(desc(sysFile.createdTime), desc(sysFile.id));
    return ok(files.map(toInfo));
  };
  for (const path of ['/system/file', '/system/file/getBindFile']) {
    app.get(path, { schema: { querystring: ListQuery }, config: { permission: SIGNED_IN } }, (request) => listBound(accessOf(request), request.query));
  }

  for (const path of ['/system/file/:id', '/system/file/getFileBlob/:id', '/system/file/downFile/:id']) {
    app.get(path, { schema: { params: IdParams }, config: { permission: SIGNED_IN }, compress: false }, async (request, reply) => {
      const file = await readableFile(accessOf(request), request.params.id);
      return sendFile(reply, file, 'attachment');
    });
  }

  app.get(
    '/system/fileTemplate/getFileStream/:id',
    { schema: { params: IdParams }, config: { permission: SIGNED_IN }, compress: false },
    async (request, reply) => {
      const file = await readableFile(accessOf(request), request.params.id, FILE_MESSAGES.templateNotFound);
      // Only template files: this path must not become a second door to every attachment.
      if (file.module !== TEMPLATE_MODULE) throw new ApiError(404, FILE_MESSAGES.templateNotFound);
      return sendFile(reply, file, 'attachment');
    },
  );

  app.get(
    '/system/file/preview/:id',
    // Public: an <img> or pdf.js request cannot send the bearer header; the signature is the proof.
    { schema: { params: IdParams, querystring: PreviewQuery }, config: { permission: PUBLIC }, compress: false },
    async (request, reply) => {
      const { id } = request.params;
      if (!verifyPreview(id, request.query.expires, request.query.signature)) {
        throw new ApiError(403, FILE_MESSAGES.previewExpired, PERMISSION_DENIED_CODE);
      }
      const file = await findFile(id);
      if (!file) throw new ApiError(404, FILE_MESSAGES.notFound);
      if (!PREVIEWABLE.has(file.mimeType)) throw new ApiError(422, FILE_MESSAGES.previewUnsupported);
      return sendFile(reply, file, 'inline');
    },
  );

  app.post(
    '/system/file/batch',
    { schema: { body: BatchIdsBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<FileReview[]>> => {
      const ids = idsOf(request.body);
      if (ids.length > MAX_BATCH_IDS) throw new ApiError(400, FILE_MESSAGES.tooManyIds);
      const found = await db
        .select({ id: sysFile.fileKey, originalName: sysFile.originalName, bizType: sysFile.bizType, bizKey: sysFile.bizKey, creatorId: sysFile.creatorId })
        .from(sysFile)
        .where(inArray(sysFile.fileKey, ids));
      // Files the caller may not read are left out, as missing ones are.
      const readable = await allowed(accessOf(request), 'read', found);
      const rows = found.filter((_row, index) => readable[index]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const reviews = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ id, reviewUrl: previewUrl(prefix, id), originalName: row.originalName }] : [];
      });
      return ok(reviews);
    },
  );

  app.put(
    '/system/file',
    { schema: { body: FileUpdateBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<FileInfo>> => {
      const access = accessOf(request);
      const { id, version, ...changes } = request.body;
      const file = await readableFile(access, id);
      if (!mayChange(access, file)) throw permissionDenied();
      await fileAccess.assert(access, 'write', file);
      const set: Partial<Pick<SysFileRow, 'fileCategory' | 'signetFlag' | 'contractFileType' | 'bizKey'>> = {};
      if (changes.fileCategory !== undefined) set.fileCategory = changes.fileCategory?.trim() || null;
      if (changes.signetFlag !== undefined) set.signetFlag = changes.signetFlag;
      if (changes.contractFileType !== undefined) set.contractFileType = changes.contractFileType?.trim() || null;
      if (changes.bizKey !== undefined) set.bizKey = changes.bizKey?.trim() || null;
      // Binding (or moving) the file: the caller must be able to write the record it goes to.
      if (set.bizKey !== undefined && set.bizKey !== file.bizKey) {
        await fileAccess.assert(access, 'write', { bizType: file.bizType, bizKey: set.bizKey, creatorId: file.creatorId });
      }
      const updated = await db
        .update(sysFile)
        .set({
          ...set,
          version: sql`${sysFile.version} + 1`,
          updatedTime: new Date(),
          updatedBy: await accountOf(access.userId),
        })
        .where(and(eq(sysFile.fileKey, id), eq(sysFile.version, version)))
        .returning({ id: sysFile.id });
      if (updated.length === 0) throw versionConflict();
      const fresh = await findFile(id);
      if (!fresh) throw new ApiError(404, FILE_MESSAGES.notFound);
      return ok(toInfo(fresh), FILE_MESSAGES.updated);
    },
  );

  app.delete(
    '/system/file',
    { schema: { body: IdsBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<null>> => {
      const access = accessOf(request);
      const ids = idsOf(request.body);
      if (ids.length === 0) throw new ApiError(400, FILE_MESSAGES.nothingSelected);
      const rows = await db
        .select({ id: sysFile.id, name: sysFile.name, creatorId: sysFile.creatorId, bizType: sysFile.bizType, bizKey: sysFile.bizKey })
        .from(sysFile)
        .where(inArray(sysFile.fileKey, ids));
      if (rows.length !== ids.length) throw new ApiError(404, FILE_MESSAGES.notFound);
      // A file the caller may not read is as missing; one they may read but not change is refused.
      if (!(await allowed(access, 'read', rows)).every(Boolean)) throw new ApiError(404, FILE_MESSAGES.notFound);
      if (!rows.every((row) => mayChange(access, row))) throw permissionDenied();
      if (!(await allowed(access, 'write', rows)).every(Boolean)) throw permissionDenied();
      await db.delete(sysFile).where(inArray(sysFile.fileKey, ids));
      // The rows are gone, so the bytes are unreachable; a failure here only leaves garbage behind.
      const results = await Promise.allSettled(rows.map((row) => storage.delete(row.name)));
      for (const result of results) {
        if (result.status === 'rejected') request.log.warn({ err: result.reason }, 'stored file not removed');
      }
      return ok(null, FILE_MESSAGES.deleted);
    },
  );
};
