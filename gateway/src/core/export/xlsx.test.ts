import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportColumn } from './cells.js';
import { TooManyRowsError, writeXlsx } from './xlsx.js';

const dir = mkdtempSync(join(tmpdir(), 'srm-xlsx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const columns: ExportColumn[] = [
  { field: 'no', title: '合同编号', type: 'text' },
  { field: 'amount', title: '合同金额', type: 'decimal' },
  { field: 'status', title: '合同状态', type: 'text', names: new Map([['SIGN', '已盖章']]) },
];

async function* batchesOf(count: number, size: number) {
  for (let start = 0; start < count; start += size) {
    yield Array.from({ length: Math.min(size, count - start) }, (_, index) => ({ no: `HT${start + index + 1}`, amount: `${start + index}.50`, status: 'SIGN' }));
  }
}

describe('xlsx export writer', () => {
  it('writes the header and every row of every batch, in order, with cell values a user can sum', async () => {
    const path = join(dir, 'rows.xlsx');
    const progress: number[] = [];
    const written = await writeXlsx({ path, sheetName: '合同', columns, batches: batchesOf(5_001, 2_000), maxRows: 10_000, onProgress: async (rows) => void progress.push(rows) });
    expect(written).toBe(5_001);
    expect(progress).toEqual([2_000, 4_000, 5_001]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet('合同');
    expect(sheet?.rowCount).toBe(5_002);
    expect(sheet?.getRow(1).values).toEqual([undefined, '合同编号', '合同金额', '合同状态']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'HT1', 0.5, '已盖章']);
    expect(sheet?.getRow(5_002).values).toEqual([undefined, 'HT5001', 5000.5, '已盖章']);
    // The header stands out; the data cells (one shared style) do not.
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet?.getRow(5_002).getCell(2).font?.bold).toBeFalsy();
  });

  it('stops with TooManyRowsError past the limit', async () => {
    await expect(writeXlsx({ path: join(dir, 'big.xlsx'), sheetName: 's', columns, batches: batchesOf(3_000, 1_000), maxRows: 2_500 })).rejects.toBeInstanceOf(TooManyRowsError);
  });
});
