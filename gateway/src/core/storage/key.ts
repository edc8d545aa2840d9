/** Storage keys, the same rule for every driver (core/storage.ts). */

/** Keys are flat, generated names: letters, digits, `-`, `_` and `.`, not starting with a dot. */
export const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Temporary names start with this dot, so no key can ever name (or be taken for) one. */
export const TEMP_PREFIX = '.upload-';

/** `key` itself when it is a valid storage key; throws otherwise (keys never come from clients). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}
