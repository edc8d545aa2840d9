import { describe, expect, it } from 'vitest';
import { importFileProblem, splitImportRefusal } from './importErrors';

describe('splitImportRefusal', () => {
  it('puts each 第N行：… on its own line under the summary', () => {
    expect(splitImportRefusal('导入失败，未导入任何数据。共 2 处错误：第2行：工号 E9 不存在；第3行：角色编码 x、y 不存在')).toEqual({
      summary: '导入失败，未导入任何数据。共 2 处错误',
      rows: ['第2行：工号 E9 不存在', '第3行：角色编码 x、y 不存在'],
    });
  });

  it('keeps a message without rows as the summary', () => {
    expect(splitImportRefusal('模板不正确：缺少“工号”列')).toEqual({ summary: '模板不正确：缺少“工号”列', rows: [] });
  });
});

describe('importFileProblem', () => {
  it('wants an xlsx file of at most 10 MB', () => {
    expect(importFileProblem(null)).toBe('system.import.fileRequired');
    expect(importFileProblem({ name: 'a.xlsx', size: 0 })).toBe('system.import.fileRequired');
    expect(importFileProblem({ name: 'a.xls', size: 10 })).toBe('system.import.notXlsx');
    expect(importFileProblem({ name: 'a.XLSX', size: 10485760 })).toBeNull();
    expect(importFileProblem({ name: 'a.xlsx', size: 10485761 })).toBe('system.import.tooLarge');
  });
});
