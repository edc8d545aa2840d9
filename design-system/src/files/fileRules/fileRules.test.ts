import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import {
  acceptAttribute,
  acceptsFile,
  attachmentLimitIssue,
  canDeleteAttachment,
  checkSelectedFiles,
  fileExtensionOf,
  FILE_SIZE_LIMIT,
  formatFileSize,
  listSeparator,
  sizeLimitLabel,
  type FileIssue,
} from './fileRules';

const zh = (issue: FileIssue | null | undefined) => (issue ? translate('zh-CN', issue.key, issue.values) : null);
const en = (issue: FileIssue | null | undefined) => (issue ? translate('en', issue.key, issue.values) : null);
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkSelectedFiles', () => {
  it('takes exactly 10485760 bytes and refuses one byte more, with the single uploader message', () => {
    expect(FILE_SIZE_LIMIT).toBe(10485760);
    const exact = file('合同.pdf', 10485760);
    expect(checkSelectedFiles([exact], { kind: 'single' })).toEqual({ accepted: [exact], issues: [] });
    const result = checkSelectedFiles([file('合同.pdf', 10485761)], { kind: 'single' });
    expect(result.accepted).toEqual([]);
    expect(zh(result.issues[0])).toBe('文件大小不能超过10M');
    expect(en(result.issues[0])).toBe('File size cannot exceed 10M');
  });

  it('warns the batch way for a batch and keeps the files that pass', () => {
    const small = file('a.pdf', 100);
    const result = checkSelectedFiles([small, file('大文件.zip', 11 * 1024 * 1024), file('b.pdf', 200)], { kind: 'batch' });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.issues.map(zh)).toEqual(['请勿上传超过10M的文件']);
  });

  it('allows 5 files in a batch by default, counting those already uploaded, and the count is configurable', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`${i}.pdf`, 10));
    expect(checkSelectedFiles(five, { kind: 'batch' }).accepted).toHaveLength(5);
    const six = checkSelectedFiles([...five, file('5.pdf', 10)], { kind: 'batch' });
    expect(six.accepted).toEqual([]);
    expect(zh(six.issues[0])).toBe('最多上传5个附件');
    expect(zh(checkSelectedFiles(five.slice(0, 2), { kind: 'batch', existingCount: 4 }).issues[0])).toBe('最多上传5个附件');
    expect(zh(checkSelectedFiles(five, { kind: 'batch', maxCount: 3 }).issues[0])).toBe('最多上传3个附件');
    expect(en(checkSelectedFiles(five, { kind: 'batch', maxCount: 3 }).issues[0])).toBe('At most 3 attachments');
  });

  it('takes one file in the single uploader', () => {
    expect(zh(checkSelectedFiles([file('a.pdf', 1), file('b.pdf', 1)], { kind: 'single' }).issues[0])).toBe('最多上传1个附件');
  });

  it('says 文件不能为空 for an empty selection and for a file of 0 bytes', () => {
    expect(checkSelectedFiles([], { kind: 'single' }).issues.map(zh)).toEqual(['文件不能为空']);
    const result = checkSelectedFiles([file('空.txt', 0)], { kind: 'single' });
    expect(result.accepted).toEqual([]);
    expect(result.issues.map(zh)).toEqual(['文件不能为空']);
  });

  it('refuses formats not accepted and names the accepted ones', () => {
    const result = checkSelectedFiles([file('报价.xlsx', 10), file('合同.PDF', 10)], { kind: 'batch', accept: ['pdf', '.docx'] });
    expect(result.accepted.map((f) => f.name)).toEqual(['合同.PDF']);
    expect(result.issues.map(zh)).toEqual(['只能选择格式为pdf、docx的文件']);
    const english = checkSelectedFiles([file('报价.xlsx', 10)], { kind: 'batch', accept: ['pdf', '.docx'], formatSeparator: listSeparator('en') });
    expect(english.issues.map(en)).toEqual(['Only files of format pdf, docx can be selected']);
    expect(listSeparator('zh-CN')).toBe('、');
  });

  it('reports each kind of problem once, in the order found', () => {
    const result = checkSelectedFiles([file('a.exe', 1), file('b.exe', 1), file('c.pdf', FILE_SIZE_LIMIT + 1)], { kind: 'batch', accept: ['pdf'] });
    expect(result.issues.map(zh)).toEqual(['只能选择格式为pdf的文件', '请勿上传超过10M的文件']);
  });

  it('honours another size limit in its message', () => {
    expect(zh(checkSelectedFiles([file('a.pdf', 3 * 1024 * 1024)], { kind: 'single', maxSize: 2 * 1024 * 1024 }).issues[0])).toBe('文件大小不能超过2M');
    expect(sizeLimitLabel(1536)).toBe('1.5 KB');
  });
});

describe('acceptsFile and acceptAttribute', () => {
  it('matches extensions (with or without the dot, any case) and MIME types, with wildcards', () => {
    expect(acceptsFile(file('a.PNG', 1, 'image/png'), ['image/*'])).toBe(true);
    expect(acceptsFile(file('a.png', 1, 'image/png'), ['application/pdf'])).toBe(false);
    expect(acceptsFile(file('a.pdf', 1), ['.pdf'])).toBe(true);
    expect(acceptsFile(file('pdf', 1), ['pdf'])).toBe(false);
    expect(acceptsFile(file('anything', 1), [])).toBe(true);
    expect(acceptsFile(file('anything', 1), undefined)).toBe(true);
  });
  it("gives the input's accept list: extensions with a dot", () => {
    expect(acceptAttribute(['pdf', '.docx', 'image/*'])).toEqual(['.pdf', '.docx', 'image/*']);
    expect(acceptAttribute([])).toBeUndefined();
  });
  it('reads the extension of a name', () => {
    expect(fileExtensionOf('采购合同 2024（终版）.DOCX')).toBe('docx');
    expect(fileExtensionOf('.bashrc')).toBe('');
    expect(fileExtensionOf('dir.v2/README')).toBe('');
    expect(fileExtensionOf('trailing.')).toBe('');
  });
});

describe('attachmentLimitIssue', () => {
  it('refuses once the caller limit is reached, with the spec message', () => {
    expect(attachmentLimitIssue(2, 3)).toBeNull();
    expect(zh(attachmentLimitIssue(3, 3))).toBe('最多上传3个附件，请删除后再上传');
    expect(en(attachmentLimitIssue(3, 3))).toBe('At most 3 attachments; delete some before uploading');
    expect(zh(attachmentLimitIssue(1, 3, 3))).toBe('最多上传3个附件，请删除后再上传');
  });
  it('never refuses without a limit', () => {
    expect(attachmentLimitIssue(99, undefined)).toBeNull();
    expect(attachmentLimitIssue(99, 0)).toBeNull();
  });
});

describe('canDeleteAttachment', () => {
  it('hides delete when not editing', () => {
    expect(canDeleteAttachment({ fileCategory: null }, { isEditable: false })).toBe(false);
    expect(canDeleteAttachment({ fileCategory: null }, { isEditable: true })).toBe(true);
  });
  it('hides delete for CD and ZLMY attachments filed under the OA id only', () => {
    const oa = { fileCategory: 'OA-2024-001' };
    expect(canDeleteAttachment(oa, { isEditable: true, supplierCode: 'CD', oaId: 'OA-2024-001' })).toBe(false);
    expect(canDeleteAttachment(oa, { isEditable: true, supplierCode: 'ZLMY', oaId: 'OA-2024-001' })).toBe(false);
    expect(canDeleteAttachment(oa, { isEditable: true, supplierCode: 'ABC', oaId: 'OA-2024-001' })).toBe(true);
    expect(canDeleteAttachment({ fileCategory: 'other' }, { isEditable: true, supplierCode: 'CD', oaId: 'OA-2024-001' })).toBe(true);
    expect(canDeleteAttachment({ fileCategory: null }, { isEditable: true, supplierCode: 'CD', oaId: null })).toBe(true);
    expect(canDeleteAttachment({ fileCategory: '' }, { isEditable: true, supplierCode: 'CD', oaId: '' })).toBe(true);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10485760, '10 MB'],
    [11 * 1024 * 1024, '11 MB'],
    [1048575, '1 MB'],
    [1234567890, '1.15 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it('gives nothing for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
