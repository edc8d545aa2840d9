/**
 * Tells a file's type from its bytes (magic numbers), never from the name or the type the client
 * claims. Pure: it looks at the first bytes of a file and, for zip-based Office files whose entry
 * names may sit further in, at its last bytes too (where the zip central directory lists them).
 */

export interface SniffedType {
  /** The MIME type to store and to answer downloads with. */
  mime: string;
  /** The usual extension of that type, without the dot ('' for unknown binary data). */
  ext: string;
}

export const OCTET_STREAM: SniffedType = { mime: 'application/octet-stream', ext: '' };
const TEXT: SniffedType = { mime: 'text/plain', ext: 'txt' };
const ZIP: SniffedType = { mime: 'application/zip', ext: 'zip' };

const DOCX: SniffedType = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
const XLSX: SniffedType = { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
const PPTX: SniffedType = { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' };

/** How many bytes from the start (and from the end) a caller should keep for `sniffFileType`. */
export const SNIFF_WINDOW = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let text = '';
  for (let index = start; index < start + length && index < bytes.length; index++) {
    text += String.fromCharCode(bytes[index] ?? 0);
  }
  return text;
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

/**
 * The entry names found in a window of a zip file: local file headers (PK\3\4, name at 30) and
 * central directory headers (PK\1\2, name at 46).
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset++) {
    if (bytes[offset] !== 0x50 || bytes[offset + 1] !== 0x4b) continue;
    const kind = bytes[offset + 2];
    const next = bytes[offset + 3];
    if (kind === 0x03 && next === 0x04 && offset + 30 <= bytes.length) {
      names.push(ascii(bytes, offset + 30, readUint16(bytes, offset + 26)));
    } else if (kind === 0x01 && next === 0x02 && offset + 46 <= bytes.length) {
      names.push(ascii(bytes, offset + 46, readUint16(bytes, offset + 28)));
    }
  }
  return names;
}

function officeZipType(names: readonly string[]): SniffedType {
  if (names.some((name) => name.startsWith('word/'))) return DOCX;
  if (names.some((name) => name.startsWith('xl/'))) return XLSX;
  if (names.some((name) => name.startsWith('ppt/'))) return PPTX;
  return ZIP;
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** An OLE compound file (legacy .doc/.xls): told apart by the stream names in its directory (UTF-16). */
function oleType(bytes: Uint8Array): SniffedType {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').replace(/\0/g, '');
  if (text.includes('WordDocument')) return { mime: 'application/msword', ext: 'doc' };
  if (text.includes('Workbook') || text.includes('Book')) return { mime: 'application/vnd.ms-excel', ext: 'xls' };
  if (text.includes('PowerPoint Document')) return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' };
  return { mime: 'application/x-ole-storage', ext: '' };
}

/** Valid UTF-8 without control characters other than tab, line feed, carriage return and form feed. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  // The window may cut a multi-byte character at its end: ignore up to 3 trailing bytes of it.
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded);
}

/**
 * The type of a file from its first bytes (`head`, at least a few KB when the file is that long) and
 * optionally its last bytes (`tail`), which let zip-based Office files be recognised by the entry
 * names of their central directory.
 */
export function sniffFileType(head: Uint8Array, tail?: Uint8Array): SniffedType {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 0, 2) === 'BM' && head.length >= 26 && readUint16(head, 6) === 0 && readUint16(head, 8) === 0) {
    return { mime: 'image/bmp', ext: 'bmp' };
  }
  // PDF readers accept the header anywhere in the first KB; so do we.
  if (ascii(head, 0, 1024).includes('%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return officeZipType([...zipEntryNames(head), ...(tail ? zipEntryNames(tail) : [])]);
  }
  if (startsWith(head, OLE_SIGNATURE)) return oleType(tail ? concat(head, tail) : head);
  if (looksLikeText(head)) return TEXT;
  return OCTET_STREAM;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
