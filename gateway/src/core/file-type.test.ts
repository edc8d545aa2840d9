import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SNIFF_WINDOW, sniffFileType } from './file-type.js';

/** A stored (uncompressed) zip with the given entries: local headers, data, central directory. */
function zip(entries: ReadonlyArray<readonly [string, Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([...locals, ...centrals, end]);
}

const CONTENT_TYPES: readonly [string, Buffer] = ['[Content_Types].xml', Buffer.from('<Types/>')];

describe('sniffFileType', () => {
  it.each([
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), 'image/jpeg'],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(4, 1), Buffer.alloc(4, 0), Buffer.alloc(20, 7)]), 'image/bmp'],
    ['pdf', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), 'application/pdf'],
    ['text', Buffer.from('供应商名称,金额\n牧原,100\n', 'utf8'), 'text/plain'],
    ['binary', Buffer.from([0, 1, 2, 3, 0xfe, 0xff, 0x00, 0x10]), 'application/octet-stream'],
    ['empty', Buffer.alloc(0), 'application/octet-stream'],
  ])('recognises %s', (_label, bytes, mime) => {
    expect(sniffFileType(bytes).mime).toBe(mime);
  });

  it('tells docx, xlsx and pptx apart by their zip entry names, and a plain zip from them', () => {
    expect(sniffFileType(zip([CONTENT_TYPES, ['word/document.xml', Buffer.from('<w/>')]])).ext).toBe('docx');
    expect(sniffFileType(zip([CONTENT_TYPES, ['xl/workbook.xml', Buffer.from('<x/>')]])).ext).toBe('xlsx');
    expect(sniffFileType(zip([CONTENT_TYPES, ['ppt/presentation.xml', Buffer.from('<p/>')]])).ext).toBe('pptx');
    expect(sniffFileType(zip([['readme.txt', Buffer.from('hello')]]))).toEqual({ mime: 'application/zip', ext: 'zip' });
  });

  it('finds the Office entries in the central directory at the end of a large file', () => {
    const bytes = zip([['docProps/big.bin', Buffer.alloc(SNIFF_WINDOW * 2, 0x41)], ['word/document.xml', Buffer.from('<w/>')]]);
    const head = bytes.subarray(0, SNIFF_WINDOW);
    const tail = bytes.subarray(bytes.length - SNIFF_WINDOW);
    expect(sniffFileType(head).ext).toBe('zip');
    expect(sniffFileType(head, tail).mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('recognises a real xlsx written by exceljs', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('合同').addRow(['编号', 'HT-001']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(sniffFileType(bytes.subarray(0, SNIFF_WINDOW), bytes.subarray(-SNIFF_WINDOW)).ext).toBe('xlsx');
  });

  it('tells legacy doc and xls apart by their OLE stream names', () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const utf16 = (text: string) => Buffer.from(text, 'utf16le');
    expect(sniffFileType(Buffer.concat([ole, Buffer.alloc(504), utf16('WordDocument')])).mime).toBe('application/msword');
    expect(sniffFileType(Buffer.concat([ole, Buffer.alloc(504), utf16('Workbook')])).mime).toBe('application/vnd.ms-excel');
  });

  it('does not call text what has control characters or broken UTF-8', () => {
    expect(sniffFileType(Buffer.from('abc\u0001def')).mime).toBe('application/octet-stream');
    expect(sniffFileType(Buffer.from([0x61, 0xc3, 0x28, 0x62])).mime).toBe('application/octet-stream');
  });
});
