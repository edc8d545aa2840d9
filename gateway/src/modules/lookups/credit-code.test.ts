import { describe, expect, it } from 'vitest';
import { creditCheckChar, demoCreditCode, isValidCreditCode, orgCodeCheckChar } from './credit-code.js';

describe('credit codes', () => {
  it('accepts a published valid code and refuses it with any character changed', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y53')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    // I, O, S, V and Z never appear in a credit code.
    expect(isValidCreditCode('91350100M000100O43')).toBe(false);
  });

  it('computes both check characters', () => {
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
    expect(creditCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('generates distinct, valid demo codes for the region given', () => {
    const codes = Array.from({ length: 400 }, (_, serial) => demoCreditCode('130100', serial + 1));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toHaveLength(18);
      expect(code.slice(2, 8)).toBe('130100');
      expect(isValidCreditCode(code), code).toBe(true);
    }
    expect(demoCreditCode('130100', 7)).toBe(demoCreditCode('130100', 7));
  });
});
