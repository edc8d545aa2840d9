import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition, fileNameFromUrl } from './names.js';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="fallback.pdf"; filename*=UTF-8''${encodeURIComponent('采购合同（终版）.pdf')}`)).toBe('采购合同（终版）.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=utf-8''%E6%8A%A5%E4%BB%B7.xlsx")).toBe('报价.xlsx');
  });

  it('reads ISO-8859-1 extended names as such', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=iso-8859-1'en'na%EFve.txt")).toBe('naïve.txt');
  });

  it('reads quoted and bare plain names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"quoted\\" name.pdf"')).toBe('a "quoted" name.pdf');
    expect(fileNameFromContentDisposition('inline; filename=report.csv; size=10')).toBe('report.csv');
  });

  it('falls back to the plain name when the extended one is malformed, and answers null without a name', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''%ZZbad; filename=\"ok.pdf\"")).toBe('ok.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('fileNameFromUrl', () => {
  it('takes the last path part, decoded', () => {
    expect(fileNameFromUrl(new URL(`http://files.example.com/a/${encodeURIComponent('发票 1.pdf')}?x=1`))).toBe('发票 1.pdf');
    expect(fileNameFromUrl(new URL('http://files.example.com/a/b/'))).toBe('b');
    expect(fileNameFromUrl(new URL('http://files.example.com/%E0%A4%A'))).toBe('%E0%A4%A');
    expect(fileNameFromUrl(new URL('http://files.example.com/'))).toBeNull();
  });
});
