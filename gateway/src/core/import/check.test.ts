import { describe, expect, it } from 'vitest';
import { ImportFileError, mapHeader, rowMessage, RowChecker } from './check.js';
import type { ImportDeclaration } from './declaration.js';

const declaration: ImportDeclaration<'code' | 'rate', Set<string>> = {
  name: 'test',
  label: '测试',
  permission: 'x',
  columns: [
    { key: 'code', header: '物料编码', type: 'text', required: true, sample: 'A' },
    { key: 'rate', header: '税率', type: 'decimal', scale: 2, sample: '0.09' },
  ],
  rowKey: (row) => row.code ?? '',
  loadContext: async () => new Set(['A', 'B']),
  checkRow: (row, known) => (known.has(row.code ?? '') ? [] : [`物料编码 ${row.code} 不存在`]),
  saveRows: async (_tx, rows) => rows.length,
};

describe('mapHeader', () => {
  it('finds columns by header, in any order, with or without the required mark', () => {
    expect([...mapHeader(['税率', ' 物料编码* '], declaration.columns)]).toEqual([
      ['code', 1],
      ['rate', 0],
    ]);
  });
  it('refuses a sheet without a required column, naming it', () => {
    expect(() => mapHeader(['税率'], declaration.columns)).toThrow(new ImportFileError('模板不正确：缺少“物料编码”列，请下载最新模板'));
  });
});

describe('RowChecker', () => {
  it('checks cells, duplicates across batches and the declaration, and loads context only for clean rows', async () => {
    const checker = new RowChecker(declaration, new Map([['code', 0], ['rate', 1]]));
    const contexts: number[] = [];
    const load = async (values: readonly unknown[]) => {
      contexts.push(values.length);
      return new Set(['A', 'B']);
    };
    const first = await checker.checkBatch([{ rowNumber: 2, cells: ['A', '0.09'] }, { rowNumber: 3, cells: ['', 'x'] }], load);
    const second = await checker.checkBatch([{ rowNumber: 4, cells: ['A', '0.13'] }, { rowNumber: 5, cells: ['C', ''] }, { rowNumber: 6, cells: ['B', '0.1'] }], load);
    expect(first.valid.map((row) => row.values)).toEqual([{ code: 'A', rate: '0.09' }]);
    expect(first.failed.map((row) => rowMessage(row.row.rowNumber, row.problems))).toEqual(['第3行：物料编码不能为空；税率须为数字']);
    expect(second.failed.map((row) => rowMessage(row.row.rowNumber, row.problems))).toEqual(['第4行：与第2行重复', '第5行：物料编码 C 不存在']);
    expect(second.valid.map((row) => row.rowNumber)).toEqual([6]);
    expect(contexts).toEqual([1, 2]);
  });
});
