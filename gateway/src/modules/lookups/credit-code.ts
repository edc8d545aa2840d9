/**
 * Unified social credit codes (GB 32100-2015): 18 characters = registration authority (1), entity
 * type (1), region (6), organisation code (9, GB 11714, with its own check character) and a final
 * check character. Used to generate valid-looking demo codes and to check a code's shape and checks.
 */

/** The 31 characters a credit code may hold (no I, O, S, V, Z); the index is the value. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The final check character of the first 17 characters. */
export function creditCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('a credit code body has 17 characters');
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[index] as string);
    if (value < 0) throw new Error(`invalid credit code character ${first17[index]}`);
    sum += value * (CREDIT_WEIGHTS[index] as number);
  }
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARSET[check] as string;
}

/** The check character of an 8-character organisation code body (GB 11714: digits, then A=10 … Z=35). */
export function orgCodeCheckChar(body8: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body8)) throw new Error('an organisation code body has 8 digits or capitals');
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += parseInt(body8[index] as string, 36) * (ORG_CODE_WEIGHTS[index] as number);
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** True when `code` has the shape of a credit code and both check characters match. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  if (orgCodeCheckChar(code.slice(8, 16)) !== code[16]) return false;
  return creditCheckChar(code.slice(0, 17)) === code[17];
}

/**
 * A deterministic, valid credit code of an enterprise ('91') registered in `regionCode` (6 digits).
 * Odd serials get a classic 8-digit organisation code, even ones the newer "MA" form.
 */
export function demoCreditCode(regionCode: string, serial: number): string {
  if (!/^\d{6}$/.test(regionCode)) throw new Error('a region code has 6 digits');
  // A spread-out number per serial, so neighbouring suppliers do not get neighbouring codes.
  const scrambled = (serial * 7_919 + 13_579) % 100_000_000;
  const body = serial % 2 === 0 ? `MA${String(scrambled % 1_000_000).padStart(6, '0')}` : String(scrambled).padStart(8, '0');
  const first17 = `91${regionCode}${body}${orgCodeCheckChar(body)}`;
  return `${first17}${creditCheckChar(first17)}`;
}
