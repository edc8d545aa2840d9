import { describe, expect, it } from 'vitest';
import { checkPrintBlob, envelopeMessage, printFileName } from './printBlob';

const pdf = () => new Blob(['%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'], { type: 'application/pdf' });
const json = (body: unknown, type = 'application/json') => new Blob([JSON.stringify(body)], { type });

describe('checkPrintBlob', () => {
  it('accepts a PDF, even one typed as octet-stream', async () => {
    expect(await checkPrintBlob(pdf())).toEqual({ ok: true });
    expect(await checkPrintBlob(new Blob(['%PDF-1.7 ...'], { type: 'application/octet-stream' }))).toEqual({ ok: true });
  });

  it('reads the server message of a JSON error body, by type or by content', async () => {
    expect(await checkPrintBlob(json({ code: 404, success: false, message: '未找到打印模板' }))).toEqual({ ok: false, message: '未找到打印模板' });
    expect(await checkPrintBlob(json({ code: 503, success: false, message: '打印服务不可用，请联系管理员' }, 'application/pdf'))).toEqual({
      ok: false,
      message: '打印服务不可用，请联系管理员',
    });
    expect(await checkPrintBlob(json({ code: 500, success: false, message: '' }, 'application/problem+json'))).toEqual({ ok: false, message: null });
  });

  it('treats an empty body or broken JSON as an error without a message', async () => {
    expect(await checkPrintBlob(new Blob([]))).toEqual({ ok: false, message: null });
    expect(await checkPrintBlob(new Blob(['{not json'], { type: 'application/json' }))).toEqual({ ok: false, message: null });
  });
});

describe('envelopeMessage', () => {
  it('is the trimmed message, or null', () => {
    expect(envelopeMessage('{"message":" 获取失败 "}')).toBe('获取失败');
    expect(envelopeMessage('{"message":42}')).toBeNull();
    expect(envelopeMessage('[]')).toBeNull();
  });
});

describe('printFileName', () => {
  it('adds .pdf once', () => {
    expect(printFileName('采购合同')).toBe('采购合同.pdf');
    expect(printFileName('采购合同.PDF')).toBe('采购合同.PDF');
    expect(printFileName('  ')).toBe('print.pdf');
  });
});
