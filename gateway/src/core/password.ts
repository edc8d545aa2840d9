/**
 * Password hashing with scrypt from node:crypto. Stored as `scrypt$N$r$p$salt$hash` (salt and hash in
 * base64url), so the cost parameters can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCHEME = 'scrypt';
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, with room to spare.
    const maxmem = 256 * (options.N ?? DEFAULT_PARAMS.N) * (options.r ?? DEFAULT_PARAMS.r);
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, DEFAULT_PARAMS);
  const { N, r, p } = DEFAULT_PARAMS;
  return [SCHEME, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, nText, rText, pText, salt, key, ...rest] = stored.split('$');
  if (scheme !== SCHEME || rest.length > 0 || !salt || !key) return null;
  const params = [nText, rText, pText].map((value) => Number(value));
  const [N = 0, r = 0, p = 0] = params;
  // N must be a power of two; keep the parameters within sane bounds so a corrupt row cannot stall us.
  const valid =
    params.every((value) => Number.isInteger(value) && value > 0) && (N & (N - 1)) === 0 && N <= 2 ** 20 && r <= 32 && p <= 16;
  if (!valid) return null;
  const parsed = { N, r, p, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.salt.length > 0 && parsed.key.length > 0 ? parsed : null;
}

/** Checks a password against a stored hash in constant time. A malformed hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an account that does not exist, so response times do
 * not reveal which accounts exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
