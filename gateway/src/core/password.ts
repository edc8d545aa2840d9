/**
 * Password hashing with scrypt from node:crypto. Stored as `scrypt$N$r$p$salt$hash` (salt and hash in
 * base64url): each hash records its own cost, so hashes made with older parameters keep verifying,
 * and `needsRehash` tells the sign-in to store a new hash with the current ones.
 *
 * The cost is OWASP's current recommendation for scrypt: N=2^17, r=8, p=1 (128 MiB and ~0.3 s per
 * hash here). Test-only setting: when running under vitest (`VITEST` is set) and `SCRYPT_TEST_N` is a
 * power of two, new hashes use that N instead, so the suites that sign in hundreds of times stay fast
 * (gateway/vitest.config.ts sets it). Outside vitest the variable is ignored.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCHEME = 'scrypt';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The production cost of new hashes (OWASP: N=2^17, r=8, p=1). */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
/** The cost of the hashes stored before SCRYPT_PARAMS was raised (still verified, rehashed at sign-in). */
export const LEGACY_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 14, r: 8, p: 1 });

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

/** The parameters of new hashes: SCRYPT_PARAMS, or the test-only SCRYPT_TEST_N under vitest. */
export function currentScryptParams(): ScryptParams {
  const testN = process.env['VITEST'] ? Number(process.env['SCRYPT_TEST_N'] || Number.NaN) : Number.NaN;
  return isPowerOfTwo(testN) ? { ...SCRYPT_PARAMS, N: testN } : { ...SCRYPT_PARAMS };
}
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes (128 MiB at N=2^17, r=8; Node's default is 32 MiB), with room to spare.
    const maxmem = 256 * (options.N ?? SCRYPT_PARAMS.N) * (options.r ?? SCRYPT_PARAMS.r);
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with `params` (the current parameters by default). */
export async function hashPassword(password: string, params: ScryptParams = currentScryptParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = params;
  const key = await derive(password, salt, KEY_BYTES, { N, r, p });
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
  // N must be a power of two; keep the parameters within sane bounds (at most 1 GiB of scrypt memory) so
  // a corrupt row cannot stall us.
  const valid =
    params.every((value) => Number.isInteger(value) && value > 0) &&
    (N & (N - 1)) === 0 &&
    N <= 2 ** 20 &&
    r <= 32 &&
    p <= 16 &&
    128 * N * r <= 2 ** 30;
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

/**
 * True when a stored hash should be replaced at the next successful sign-in: it was made with other
 * parameters than the current ones (or with a shorter key). A malformed hash never verifies, so it is
 * never rehashed either.
 */
export function needsRehash(stored: string, params: ScryptParams = currentScryptParams()): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.key.length !== KEY_BYTES;
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
