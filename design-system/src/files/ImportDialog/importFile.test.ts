import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import { importFileIssue } from './importFile';

const zh = (issue: ReturnType<typeof importFileIssue>) => (issue ? translate('zh-CN', issue.key, issue.values) : null);
const en = (issue: ReturnType<typeof importFileIssue>) => (issue ? translate('en', issue.key, issue.values) : null);

describe('importFileIssue', () => {
  it('takes an .xlsx of exactly 10 MB and refuses one byte more', () => {
    expect(importFileIssue({ name: '物料质量指标.xlsx', size: 10_485_760 })).toBeNull();
    expect(importFileIssue({ name: '物料质量指标.XLSX', size: 1 })).toBeNull();
    const issue = importFileIssue({ name: '物料质量指标.xlsx', size: 10_485_761 });
    expect(zh(issue)).toBe('文件大小不能超过10M');
    expect(en(issue)).toBe('File size cannot exceed 10M');
  });

  it('honours another limit', () => {
    expect(zh(importFileIssue({ name: 'a.xlsx', size: 3 * 1024 * 1024 }, 2 * 1024 * 1024))).toBe('文件大小不能超过2M');
  });

  it('refuses any other format first, .xls and .csv included', () => {
    for (const name of ['a.xls', 'a.csv', 'a.xlsx.pdf', 'xlsx', 'a']) {
      expect(zh(importFileIssue({ name, size: 20 * 1024 * 1024 }))).toBe('文件格式不正确，请上传 xlsx 文件');
    }
    expect(en(importFileIssue({ name: 'a.xls', size: 1 }))).toBe('Wrong file format: upload an xlsx file');
  });

  it('refuses an empty file and no file', () => {
    expect(zh(importFileIssue({ name: 'a.xlsx', size: 0 }))).toBe('文件不能为空');
    expect(zh(importFileIssue(null))).toBe('文件不能为空');
  });
});
