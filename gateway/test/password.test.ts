import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../src/core/password.js';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash, never the password', async () => {
    const stored = await hashPassword('Admin@123');
    const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBeGreaterThanOrEqual(16384);
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

  it('spends a real check on unknown accounts and always fails', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
  });
});
