/**
 * Printing's use of the file storage (core/storage.ts) and the sys_file table, on the same rules as
 * modules/files/routes.ts: a generated key (never the client's name), a sanitised original name, the
 * type sniffed from the bytes, the 10 MB limit (413), and the row bound to bizType/bizKey with the
 * caller as uploader. Bytes are stored first and the row written after; when the row fails the bytes
 * go, so nothing is half-written.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FileInfo } from '../../api/index.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError } from '../../core/envelope.js';
import { sniffFileType, SNIFF_WINDOW } from '../../core/file-type.js';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { sysFile, type SysFileRow } from '../../db/tables/files.js';
import { DEFAULT_MODULE, FILE_MESSAGES, MAX_FILE_SIZE } from '../files/routes.js';
import { toFileInfo } from '../files/file-info.js';
import { extensionOf, generateStorageKey, sanitizeFileName } from '../files/names.js';

export interface FileMeta {
  originalName: string;
  bizType: string;
  bizKey?: string | null | undefined;
  module?: string | null | undefined;
  contractFileType?: string | null | undefined;
}

/** Stores bytes as a new file of the caller and answers its FileInfo. */
export async function saveFile(db: AppDatabase, storage: FileStorage, prefix: string, access: UserAccess, bytes: Buffer, meta: FileMeta): Promise<FileInfo> {
  if (bytes.length === 0) throw new ApiError(400, FILE_MESSAGES.empty);
  if (bytes.length > MAX_FILE_SIZE) throw new ApiError(413, FILE_MESSAGES.tooLarge);
  const originalName = sanitizeFileName(meta.originalName);
  const fileType = extensionOf(originalName);
  const sniffed = sniffFileType(bytes.subarray(0, SNIFF_WINDOW), bytes.length > SNIFF_WINDOW ? bytes.subarray(bytes.length - SNIFF_WINDOW) : undefined);
  const key = generateStorageKey(fileType);
  await storage.put(key, Readable.from([bytes]));
  try {
    const [user] = await db.select({ account: sysUser.account, userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, access.userId));
    const account = user?.account ?? String(access.userId);
    const [row] = await db
      .insert(sysFile)
      .values({
        originalName,
        name: key,
        fileType,
        mimeType: sniffed.mime,
        fileSize: bytes.length,
        bizType: meta.bizType,
        bizKey: meta.bizKey ?? null,
        module: meta.module ?? DEFAULT_MODULE,
        contractFileType: meta.contractFileType ?? null,
        creatorId: access.userId,
        createdBy: account,
        updatedBy: account,
      })
      .returning();
    if (!row) throw new Error('the file row was not written');
    return toFileInfo(prefix, row, user?.userName ?? null);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The bytes of a stored file (by its key), or null when the row or its bytes are gone. */
export async function readFileBytes(db: AppDatabase, storage: FileStorage, fileKey: string): Promise<{ file: SysFileRow; bytes: Buffer } | null> {
  const [file] = await db.select().from(sysFile).where(eq(sysFile.fileKey, fileKey));
  if (!file) return null;
  const stream = await storage.open(file.name);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // A template is an upload: never more than the upload limit.
    if (size > MAX_FILE_SIZE) {
      stream.destroy();
      throw new ApiError(413, FILE_MESSAGES.tooLarge);
    }
    chunks.push(chunk);
  }
  return { file, bytes: Buffer.concat(chunks) };
}
