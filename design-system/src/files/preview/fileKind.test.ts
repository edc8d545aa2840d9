import { describe, expect, it } from 'vitest';
import { fileExtension, isPreviewable, limitedPreviewTypes, normalizeType, previewKind, resolveFileType } from './fileKind';

describe('file kind', () => {
  it('reads the extension from names and addresses, any case', () => {
    expect(fileExtension('采购合同.PDF')).toBe('pdf');
    expect(fileExtension('/files/scan.final.JPEG?v=2#page=1')).toBe('jpeg');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension(undefined)).toBe('');
  });

  it('takes `type` as an extension or a MIME type', () => {
    expect(normalizeType('.XLSX')).toBe('xlsx');
    expect(normalizeType('application/pdf')).toBe('pdf');
    expect(normalizeType('image/jpeg; charset=binary')).toBe('jpg');
    expect(normalizeType('application/x-unknown')).toBe('');
  });

  it('prefers type, then name, then address', () => {
    expect(resolveFileType({ name: '合同', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe('docx');
    expect(resolveFileType({ name: '报表.xlsx', url: '/gateway/system/file/12' })).toBe('xlsx');
    expect(resolveFileType({ name: '附件', url: '/files/a.png' })).toBe('png');
  });

  it('sends images, pdf, docx and xlsx to their renderers and the rest to the fallback', () => {
    expect(previewKind({ name: 'a.png' })).toBe('image');
    expect(previewKind({ name: 'a.GIF' })).toBe('image');
    expect(previewKind({ name: 'a.webp' })).toBe('image');
    expect(previewKind({ name: 'a.pdf' })).toBe('pdf');
    expect(previewKind({ name: 'a.docx' })).toBe('docx');
    expect(previewKind({ name: 'a.xlsx' })).toBe('xlsx');
    expect(previewKind({ name: 'a.doc' })).toBe('unsupported');
    expect(previewKind({ name: 'a.xls' })).toBe('unsupported');
    expect(previewKind({ name: 'a.txt' })).toBe('unsupported');
    expect(previewKind({ name: 'no-extension' })).toBe('unsupported');
  });

  it('keeps to the caller limit: png, jpg, jpeg, gif and pdf only (spec 01 §5)', () => {
    expect(limitedPreviewTypes).toEqual(['png', 'jpg', 'jpeg', 'gif', 'pdf']);
    expect(previewKind({ name: 'a.docx' }, limitedPreviewTypes)).toBe('unsupported');
    expect(previewKind({ name: 'a.xlsx' }, limitedPreviewTypes)).toBe('unsupported');
    expect(previewKind({ name: 'a.webp' }, limitedPreviewTypes)).toBe('unsupported');
    expect(previewKind({ name: 'a.JPG' }, limitedPreviewTypes)).toBe('image');
    expect(previewKind({ name: 'a.pdf' }, limitedPreviewTypes)).toBe('pdf');
    expect(previewKind({ name: 'a.pdf' }, ['.PDF'])).toBe('pdf');
    // A limit cannot make an unrenderable type previewable.
    expect(previewKind({ name: 'a.txt' }, ['txt'])).toBe('unsupported');
  });

  it('previews png, jpg, jpeg, gif and pdf by default, nothing else', () => {
    for (const name of ['照片.png', '执照.JPG', 'scan.jpeg', 'anim.gif', '合同.pdf']) expect(isPreviewable({ name })).toBe(true);
    for (const name of ['合同.docx', '明细.xlsx', 'notes.txt', 'logo.svg', 'README']) expect(isPreviewable({ name })).toBe(false);
    // The stored type wins over the name.
    expect(isPreviewable({ name: '扫描件', type: 'pdf' })).toBe(true);
    expect(isPreviewable({ name: '扫描件.pdf', type: 'docx' })).toBe(false);
    // A caller's own list.
    expect(isPreviewable({ name: '合同.docx' }, ['docx'])).toBe(true);
  });
});
