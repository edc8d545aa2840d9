import { describe, expect, it } from 'vitest';
import { findBadValue, INPUT_MESSAGES, isStorableText, jsonDepth, MAX_JSON_DEPTH } from './input-rules.js';

describe('input rules', () => {
  it('measures JSON nesting outside strings, stopping past the limit', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('"[[[[{{{{"')).toBe(0);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('['.repeat(5000))).toBe(MAX_JSON_DEPTH + 1);
  });

  it('tells text PostgreSQL cannot store', () => {
    expect(isStorableText('合同 abc 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00')).toBe(false);
  });

  it('names the first bad value of an input', () => {
    expect(findBadValue({ a: [1, 'x', { b: true }], c: null }, '请求体')).toBeUndefined();
    expect(findBadValue({ a: { b: 'x\u0000' } }, '请求体')).toBe(INPUT_MESSAGES.nul('a.b'));
    expect(findBadValue({ 'k\u0000': 1 }, '请求体')).toBe(INPUT_MESSAGES.nul('请求体'));
    expect(findBadValue({ id: 1e20 }, '请求体')).toBe(INPUT_MESSAGES.outOfRange('id'));
    expect(findBadValue({ page: Number.POSITIVE_INFINITY }, '查询参数')).toBe(INPUT_MESSAGES.outOfRange('page'));
    expect(findBadValue({ amount: 12.5, id: Number.MAX_SAFE_INTEGER }, '请求体')).toBeUndefined();
    expect(findBadValue('a\u0000', '请求体')).toBe(INPUT_MESSAGES.nul('请求体'));
  });
});
