/**
 * A minimal streaming tar (POSIX ustar, with pax headers for long names and large sizes): enough to
 * write the backup archive entry by entry without holding it in memory, and to read it back (and
 * PGlite's own `dumpDataDir` tarball). No dependency: the format is small, and the two directions we
 * need are a few dozen lines each.
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
/** 11 octal digits: sizes from 8 GiB up go in a pax header. */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export type TarEntryType = 'file' | 'directory';

export interface TarSourceEntry {
  /** Relative path, `/`-separated. */
  name: string;
  type: TarEntryType;
  /** Byte count of `body` (0 for a directory); the writer checks the body matches it. */
  size: number;
  mode?: number;
  mtime?: Date;
  body?: Uint8Array | AsyncIterable<Uint8Array>;
}

export interface TarEntry {
  name: string;
  type: TarEntryType | 'other';
  size: number;
  mode: number;
  /** The entry's bytes: consume it before asking for the next entry (or it is skipped). */
  body: AsyncIterable<Buffer>;
}

export class TarFormatError extends Error {
  constructor(detail: string) {
    super(`备份文件已损坏或不是备份文件 (not a valid backup archive: ${detail})`);
    this.name = 'TarFormatError';
  }
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, type: string, size: number, mode: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size > MAX_OCTAL_SIZE ? 0 : size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

/** A pax record `<len> key=value\n`, whose length counts its own digits. */
function paxRecord(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(rest) + 1;
  while (String(length).length + Buffer.byteLength(rest) !== length) length += 1;
  return `${length}${rest}`;
}

function padding(size: number): Buffer {
  const remainder = size % BLOCK;
  return remainder === 0 ? Buffer.alloc(0) : Buffer.alloc(BLOCK - remainder);
}

async function* bodyChunks(body: TarSourceEntry['body']): AsyncGenerator<Buffer> {
  if (body === undefined) return;
  if (body instanceof Uint8Array) {
    yield Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return;
  }
  for await (const chunk of body) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The tar stream of `entries`, in order (pipe it through gzip). */
export async function* writeTar(entries: AsyncIterable<TarSourceEntry> | Iterable<TarSourceEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const name = entry.type === 'directory' && !entry.name.endsWith('/') ? `${entry.name}/` : entry.name;
    const size = entry.type === 'directory' ? 0 : entry.size;
    const mtime = entry.mtime ?? new Date();
    const pax = [
      ...(Buffer.byteLength(name) > 100 ? [paxRecord('path', name)] : []),
      ...(size > MAX_OCTAL_SIZE ? [paxRecord('size', String(size))] : []),
    ].join('');
    if (pax !== '') {
      const bytes = Buffer.from(pax, 'utf8');
      yield header('PaxHeader', 'x', bytes.length, 0o644, mtime);
      yield bytes;
      yield padding(bytes.length);
    }
    yield header(name, entry.type === 'directory' ? '5' : '0', size, entry.mode ?? (entry.type === 'directory' ? 0o755 : 0o644), mtime);
    let written = 0;
    for await (const chunk of bodyChunks(entry.body)) {
      written += chunk.length;
      if (written > size) throw new Error(`${name}: more bytes than its size ${size}`);
      yield chunk;
    }
    // A file that shrank while read would shift every later entry: fail instead of writing a bad archive.
    if (written !== size) throw new Error(`${name}: ${written} bytes instead of ${size}`);
    yield padding(size);
  }
  yield ZEROS;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private readonly iterator: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(count: number): Promise<void> {
    while (this.buffered < count && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else {
        const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
        this.chunks.push(chunk);
        this.buffered += chunk.length;
      }
    }
  }

  /** At most `limit` bytes (fewer only at the end of the stream). */
  private async take(limit: number): Promise<Buffer> {
    await this.fill(1);
    const first = this.chunks[0];
    if (first === undefined) return Buffer.alloc(0);
    const part = first.length <= limit ? first : first.subarray(0, limit);
    if (part === first) this.chunks.shift();
    else this.chunks[0] = first.subarray(limit);
    this.buffered -= part.length;
    return part;
  }

  async exactly(count: number): Promise<Buffer> {
    await this.fill(count);
    if (this.buffered < count) throw new TarFormatError('truncated');
    const parts: Buffer[] = [];
    let missing = count;
    while (missing > 0) {
      const part = await this.take(missing);
      parts.push(part);
      missing -= part.length;
    }
    return Buffer.concat(parts, count);
  }

  async *stream(count: number): AsyncGenerator<Buffer> {
    let missing = count;
    while (missing > 0) {
      const part = await this.take(missing);
      if (part.length === 0) throw new TarFormatError('truncated');
      missing -= part.length;
      yield part;
    }
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octalField(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  return sum === octalField(block, 148, 8);
}

function parsePax(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\d+ ([^=]+)=(.*)$/s.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

/** The entries of a tar stream (ustar, pax `path`/`size`, GNU long names). */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let pax = new Map<string, string>();
  let longName: string | undefined;
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    if (!checksumMatches(block)) throw new TarFormatError('bad header checksum');
    const typeFlag = String.fromCharCode(block[156] ?? 0);
    const size = pax.has('size') ? Number(pax.get('size')) : octalField(block, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('bad size');
    const skip = size + padding(size).length;
    if (typeFlag === 'x' || typeFlag === 'g' || typeFlag === 'L') {
      const data = (await reader.exactly(skip)).subarray(0, size);
      if (typeFlag === 'x') pax = parsePax(data.toString('utf8'));
      if (typeFlag === 'L') longName = field(data, 0, data.length);
      continue;
    }
    const prefix = field(block, 345, 155);
    const name = pax.get('path') ?? longName ?? (prefix === '' ? field(block, 0, 100) : `${prefix}/${field(block, 0, 100)}`);
    pax = new Map();
    longName = undefined;
    const type = typeFlag === '0' || typeFlag === '\0' || typeFlag === '7' ? 'file' : typeFlag === '5' ? 'directory' : 'other';
    // What the consumer left unread (all of it, or the rest after a break) is skipped here.
    let remaining = size;
    const body = (async function* () {
      for await (const part of reader.stream(remaining)) {
        remaining -= part.length;
        yield part;
      }
    })();
    yield { name, type, size, mode: octalField(block, 100, 8), body };
    for await (const part of reader.stream(remaining)) remaining -= part.length;
    await reader.exactly(padding(size).length);
  }
}
