import { describe, expect, it } from 'vitest';
import { fileIdsOf, withFileNames } from './rows';

describe('file names', () => {
  it('asks once per file and names each row from the batch answer', () => {
    const rows = [
      { id: 1, fileId: 'f11' },
      { id: 2, fileId: null },
      { id: 3, fileId: 'f11' },
      { id: 4, fileId: 'f12' },
    ];
    expect(fileIdsOf(rows)).toEqual(['f11', 'f12']);
    expect(withFileNames(rows, [{ id: 'f11', originalName: '一口价合同模板.docx' }]).map((row) => row.fileName)).toEqual([
      '一口价合同模板.docx',
      null,
      '一口价合同模板.docx',
      null,
    ]);
  });
});
