import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentScryptParams,
  hashPassword,
  LEGACY_SCRYPT_PARAMS,
  needsRehash,
  SCRYPT_PARAMS,
  verifyAgainstDummy,
  verifyPassword,
} from '../src/core/password.js';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash, never the password', async () => {
    const stored = await hashPassword('Admin@123');
    const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBe(currentScryptParams().N);
    expect(Number(r)).toBeGreaterThan(0);
    expect(Number(p)).toBeGreaterThan(0);
    expect(Buffer.from(salt ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(hash ?? '', 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(rest).toEqual([]);
    expect(stored).not.toContain('Admin@123');
  });

  it('salts every hash, and each verifies the right password only', async () => {
    const [a, b] = await Promise.all([hashPassword('同一个密码'), hashPassword('同一个密码')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('同一个密码', a)).toBe(true);
    expect(await verifyPassword('同一个密码', b)).toBe(true);
    expect(await verifyPassword('同一个密码 ', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never verifies against a malformed or foreign hash', async () => {
    const good = await hashPassword('secret');
    const parts = good.split('$');
    const malformed = [
      '',
      'secret',
      'bcrypt$2b$10$abc',
      parts.slice(0, 5).join('$'),
      [...parts, 'extra'].join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'), // N not a power of two
      ['scrypt', String(2 ** 30), ...parts.slice(2)].join('$'), // absurd cost
    ];
    for (const stored of malformed) expect(await verifyPassword('secret', stored)).toBe(false);
  });

  describe('cost parameters', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('uses the OWASP cost N=2^17, r=8, p=1 outside the test-only setting', async () => {
      expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
      vi.stubEnv('SCRYPT_TEST_N', '');
      expect(currentScryptParams()).toEqual({ N: 131072, r: 8, p: 1 });
      // 128 MiB of scrypt memory: beyond Node's default maxmem (32 MiB), so it must be raised.
      const stored = await hashPassword('Admin@123');
      expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
      expect(await verifyPassword('Admin@123', stored)).toBe(true);
      expect(needsRehash(stored)).toBe(false);
    });

    it('lowers N only under vitest with SCRYPT_TEST_N a power of two', () => {
      vi.stubEnv('SCRYPT_TEST_N', '4096');
      expect(currentScryptParams()).toEqual({ N: 4096, r: 8, p: 1 });
      vi.stubEnv('SCRYPT_TEST_N', '1000');
      expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
      vi.stubEnv('SCRYPT_TEST_N', '4096');
      vi.stubEnv('VITEST', '');
      expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
    });

    it('keeps verifying hashes made with the old parameters, and marks them for rehashing', async () => {
      const legacy = await hashPassword('Old@123', LEGACY_SCRYPT_PARAMS);
      expect(legacy.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
      expect(await verifyPassword('Old@123', legacy)).toBe(true);
      expect(await verifyPassword('Old@1234', legacy)).toBe(false);
      expect(needsRehash(legacy, SCRYPT_PARAMS)).toBe(true);
      expect(needsRehash(await hashPassword('x', SCRYPT_PARAMS), SCRYPT_PARAMS)).toBe(false);
      expect(needsRehash('not a hash')).toBe(false);
    });
  });

  it('spends a real check on unknown accounts and always fails', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
  });
});
