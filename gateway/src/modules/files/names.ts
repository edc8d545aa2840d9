/**
 * File names: the client's name is only ever displayed and offered back on download, so it is
 * sanitised (no path parts, no control or direction characters, no `..`, capped length, Chinese kept);
 * the storage key is generated.
 */
import { randomUUID } from 'node:crypto';

/** Longest original name kept, in characters (the extension is kept when a name is cut). */
export const MAX_NAME_LENGTH = 100;
export const UNNAMED_FILE = '未命名文件';

// C0 and C1 controls, zero-width and bidirectional overrides (which can disguise an extension), BOM.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** Characters Windows refuses in file names; replaced so the download name saves everywhere. */
const RESERVED = /[<>:"|?*]/g;

/** The extension of a name, lower case and without the dot; '' when it has none or a strange one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,16}$/.test(ext) ? ext : '';
}

export function sanitizeFileName(raw: string): string {
  let name = raw.normalize('NFC').replace(INVISIBLE, '');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(RESERVED, '_').replace(/\.{2,}/g, '.');
  // No leading dots (hidden or relative names), no trailing dots or spaces (Windows drops them).
  name = name.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  if (!name) return UNNAMED_FILE;
  const chars = [...name];
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const ext = extensionOf(name);
  const suffix = ext ? `.${ext}` : '';
  return chars.slice(0, MAX_NAME_LENGTH - suffix.length).join('').replace(/[\s.]+$/, '') + suffix;
}

/** A fresh storage key: a random id plus the (already safe) extension. */
export function generateStorageKey(ext: string): string {
  return ext ? `${randomUUID()}.${ext}` : randomUUID();
}

function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<utf-8>` (RFC 6266 / 5987): browsers use the UTF-8
 * name, old clients the ASCII fallback.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_') || 'file';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${percentEncode(name)}`;
}

/** Percent-decoded bytes read in the given encoding; null on a malformed escape. */
function percentDecode(encoded: string, encoding: 'utf8' | 'latin1'): string | null {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index++) {
    const char = encoded[index] as string;
    if (char !== '%') {
      bytes.push(...Buffer.from(char, 'utf8'));
      continue;
    }
    const hex = encoded.slice(index + 1, index + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
    bytes.push(parseInt(hex, 16));
    index += 2;
  }
  return Buffer.from(bytes).toString(encoding);
}

/**
 * The file name a server gave in its content-disposition header: the RFC 5987 `filename*` (UTF-8,
 * percent-encoded) when present, else `filename` (quoted or bare); null when there is none. Not yet
 * sanitised.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const charset = (extended[1] ?? '').trim().toLowerCase();
    const encoded = (extended[2] ?? '').trim().replace(/^"|"$/g, '');
    const name = percentDecode(encoded, charset === 'iso-8859-1' ? 'latin1' : 'utf8');
    if (name !== null && name.trim() !== '') return name;
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return (quoted[1] ?? '').replace(/\\(.)/g, '$1') || null;
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? null;
}

/** The last non-empty segment of an address's path, percent-decoded; null when the path has none. */
export function fileNameFromUrl(url: URL): string | null {
  const segment = url.pathname.split('/').filter((part) => part !== '').pop();
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
