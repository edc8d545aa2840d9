import { describe, expect, it } from 'vitest';
import { MAX_FRONT_PARAMS_BYTES, normaliseBizId, outputFileName, parseFrontParams } from './params.js';
import { refusal } from './test-helpers.js';

describe('parseFrontParams', () => {
  it('takes an object or its JSON text, and nothing as {}', () => {
    expect(parseFrontParams({ signer: '张三', items: [{ name: '玉米' }] })).toEqual({ signer: '张三', items: [{ name: '玉米' }] });
    expect(parseFrontParams('{"signer":"张三"}')).toEqual({ signer: '张三' });
    expect(parseFrontParams(undefined)).toEqual({});
    expect(parseFrontParams('')).toEqual({});
    expect(parseFrontParams(null)).toEqual({});
  });

  it('refuses JSON that is not an object, and broken JSON, with a 400 naming frontParams', () => {
    for (const raw of ['[1,2]', '"text"', '42', 'null', '{broken', [1, 2]]) {
      const error = refusal(() => parseFrontParams(raw));
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe('frontParams 须为 JSON 对象');
    }
  });

  it('refuses more than 64 KB, as text or as an object', () => {
    const big = 'x'.repeat(MAX_FRONT_PARAMS_BYTES);
    expect(refusal(() => parseFrontParams({ big })).message).toBe('frontParams 不能超过 64KB');
    expect(refusal(() => parseFrontParams(JSON.stringify({ big }))).httpStatus).toBe(400);
    // Counted in UTF-8 bytes: Chinese takes three each.
    expect(refusal(() => parseFrontParams({ text: '中'.repeat(22_000) })).httpStatus).toBe(400);
    expect(parseFrontParams({ text: '中'.repeat(20_000) })).toHaveProperty('text');
  });
});

describe('normaliseBizId', () => {
  it('turns numbers into text and blanks into undefined', () => {
    expect(normaliseBizId(42)).toBe('42');
    expect(normaliseBizId(' HT-001 ')).toBe('HT-001');
    expect(normaliseBizId('  ')).toBeUndefined();
    expect(normaliseBizId(undefined)).toBeUndefined();
  });
});

describe('outputFileName', () => {
  it('names the output after the template and the record, or as asked, with the right extension', () => {
    expect(outputFileName('pdf', '采购合同', '12')).toBe('采购合同-12.pdf');
    expect(outputFileName('docx', '采购合同', undefined)).toBe('采购合同.docx');
    expect(outputFileName('pdf', '采购合同', '12', '合同终版.pdf')).toBe('合同终版.pdf');
    expect(outputFileName('docx', '采购合同', '12', '合同终版.pdf')).toBe('合同终版.docx');
    expect(outputFileName('pdf', '模板', '1', '../../etc/passwd')).toBe('passwd.pdf');
  });
});
