/**
 * FILE_STORAGE=postgres: files kept in the database (sys_file_chunk, migration 0045), so every gateway
 * process on one PostgreSQL serves the same bytes. Works the same on PGlite.
 *
 * A put writes the stream in chunks of CHUNK_BYTES under a temporary key, one insert per chunk (no
 * transaction spans the stream: an upload from a slow client must not hold a connection, and PGlite has
 * only one), and renames the chunks to the key in one transaction once the whole stream went through, so
 * a reader sees all of a file or nothing. A failed stream's chunks are deleted; those of a process that
 * died mid-stream are swept by a later put (at most hourly per process). A read fetches one chunk per query as the
 * consumer asks for it: neither side ever holds a whole file in memory.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq, like, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';
import { sysFileChunk as chunk } from '../../db/tables/file-chunks.js';
import type { FileStorage } from '../storage.js';
import { checkedKey, TEMP_PREFIX } from './key.js';

/** 256 KiB: few rows per file, and little memory per stream. */
export const CHUNK_BYTES = 256 * 1024;

/** Chunks under a temporary key this old belong to a writer that died (no upload lasts a day). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/** A put sweeps abandoned chunks first when the last sweep of this process is this old. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** Cuts a stream of buffers of any size into chunks of exactly `size` bytes (the last one shorter). */
export async function* rechunk(source: AsyncIterable<unknown>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= size) {
      const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      const rest = joined.subarray(size);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

export class PostgresFileStorage implements FileStorage {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: AppDatabase,
    private readonly chunkBytes: number = CHUNK_BYTES,
  ) {}

  async put(key: string, stream: Readable): Promise<void> {
    checkedKey(key);
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      // Housekeeping only: a failed sweep must not fail the upload (a later put sweeps again).
      await this.sweepAbandoned().catch(() => undefined);
    }
    const temp = `${TEMP_PREFIX}${randomUUID()}`;
    try {
      let seq = 0;
      // Leaving the loop early (an insert failed) destroys the source stream, as pipeline() would.
      for await (const data of rechunk(stream, this.chunkBytes)) {
        await this.db.insert(chunk).values({ fileKey: temp, seq, data });
        seq += 1;
      }
      // An empty file is one empty chunk, so that it exists.
      if (seq === 0) await this.db.insert(chunk).values({ fileKey: temp, seq: 0, data: Buffer.alloc(0) });
      // One transaction: the old chunks of the key (if any) go as the new ones take its name.
      await this.db.transaction(async (tx) => {
        await tx.delete(chunk).where(eq(chunk.fileKey, key));
        await tx.update(chunk).set({ fileKey: key }).where(eq(chunk.fileKey, temp));
      });
    } catch (error) {
      await this.db.delete(chunk).where(eq(chunk.fileKey, temp));
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    const [counted] = await this.db.select({ chunks: count() }).from(chunk).where(eq(chunk.fileKey, checkedKey(key)));
    const chunks = Number(counted?.chunks ?? 0);
    if (chunks === 0) return null;
    const db = this.db;
    async function* read(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < chunks; seq += 1) {
        const [row] = await db
          .select({ data: chunk.data })
          .from(chunk)
          .where(and(eq(chunk.fileKey, key), eq(chunk.seq, seq)));
        // Deleted or replaced while read: fail rather than answer a truncated file.
        if (!row) throw new Error(`stored file ${key} changed while it was read`);
        yield row.data;
      }
    }
    // Not object mode: the consumer's high-water mark keeps at most a chunk or so read ahead.
    return Readable.from(read(), { objectMode: false });
  }

  async size(key: string): Promise<number | null> {
    const [row] = await this.db
      .select({ bytes: sql<string | number | null>`sum(octet_length(${chunk.data}))` })
      .from(chunk)
      .where(eq(chunk.fileKey, checkedKey(key)));
    return row?.bytes === null || row?.bytes === undefined ? null : Number(row.bytes);
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(chunk).where(eq(chunk.fileKey, checkedKey(key)));
  }

  /** Deletes the chunks of writes abandoned `olderThanMs` ago; answers how many chunks went. */
  async sweepAbandoned(olderThanMs: number = ABANDONED_AFTER_MS, now: Date = new Date()): Promise<number> {
    const gone = await this.db
      .delete(chunk)
      .where(and(like(chunk.fileKey, `${TEMP_PREFIX}%`), lt(chunk.createdTime, new Date(now.getTime() - olderThanMs))))
      .returning({ seq: chunk.seq });
    return gone.length;
  }
}
