/**
 * Signed preview addresses: an `<img>` or pdf.js request cannot send the bearer header, so a preview
 * address carries its own proof instead: an HMAC-SHA256 over the file's key and the expiry, keyed with a
 * secret drawn at start-up (addresses die with the process), valid for 10 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_MS = 10 * 60 * 1000;

const SECRET = randomBytes(32);

function sign(id: string, expires: number): string {
  return createHmac('sha256', SECRET).update(`file-preview:${id}:${expires}`).digest('base64url');
}

/** `<prefix>/system/file/preview/<id>?expires=<ms>&signature=<hmac>`, valid for PREVIEW_TTL_MS. */
export function previewUrl(prefix: string, id: string, now: number = Date.now()): string {
  const expires = now + PREVIEW_TTL_MS;
  return `${prefix}/system/file/preview/${id}?expires=${expires}&signature=${sign(id, expires)}`;
}

/** Whether a preview address is authentic and not yet expired. */
export function verifyPreview(id: string, expires: string | undefined, signature: string | undefined, now: number = Date.now()): boolean {
  if (!expires || !signature || !/^\d{1,15}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt < now) return false;
  const expected = Buffer.from(sign(id, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
