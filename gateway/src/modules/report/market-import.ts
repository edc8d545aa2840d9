/**
 * The market index import (issue 27) on the shared import pipeline (core/import), declaration
 * `market-index`, under /report/api/v1/market-index/import (template, check, runs/:checkId, its errors and
 * commit) with the original backend's names beside it: market-index/template, market-index/uploadCheck and
 * market-index/uploadInsert?checkId=, behind the button report:market-index:import.
 *
 * A row is one value: 指数编码, 指数名称, 单位, 地区, 日期 (YYYY-MM-DD) and 数值 (> 0, ≤ 10^12, at most 4
 * decimals), all required. The same (code, place, date) twice in one file is refused on the second row
 * (the pipeline's rowKey); a stored index code with another name is refused. A row whose (code, place,
 * date) is already stored is no error: uploadCheck counts them in the summary's counts.duplicates and the
 * commit keeps them on the batch (duplicate_count), as submitting replaces the stored values.
 *
 * The commit (uploadInsert) writes a DRAFT batch (mkt_index_batch + mkt_index_staged) and never touches
 * mkt_index_value; market-routes.ts submits it.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysImportRun } from '../../db/tables/imports.js';
import { sysUser } from '../../db/schema.js';
import { mktIndexStagedRow as staged } from '../../db/tables/report-views.js';
import { mktIndex, mktIndexBatch, mktIndexValue } from '../../db/tables/report.js';
import { MARKET_MENUS } from './market-list.js';
import { MARKET_MESSAGES } from './market-message-texts.js';

export const MARKET_IMPORT_NAME = 'market-index';

export type ImportKey = 'indexCode' | 'indexName' | 'unit' | 'place' | 'dataDate' | 'value';

export const MARKET_IMPORT_COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'indexCode', header: '指数编码', type: 'text', required: true, maxLength: 40, sample: 'YM-DLG' },
  { key: 'indexName', header: '指数名称', type: 'text', required: true, maxLength: 60, sample: '玉米大连港平舱价' },
  { key: 'unit', header: '单位', type: 'text', required: true, maxLength: 20, sample: '元/吨' },
  { key: 'place', header: '地区', type: 'text', required: true, maxLength: 40, sample: '大连港' },
  { key: 'dataDate', header: '日期', type: 'date', required: true, sample: '2026-11-20' },
  { key: 'value', header: '数值', type: 'decimal', required: true, scale: 4, min: '0.0001', max: '1000000000000', sample: '2650.5' },
];

export interface ImportContext {
  /** Stored indices by code: their names. */
  names: ReadonlyMap<string, string>;
}

const text = (values: ImportValues<ImportKey>, key: ImportKey): string => (values[key] ?? '').trim();
const keyOf = (indexCode: string, place: string, dataDate: string): string => `${indexCode}|${place}|${dataDate}`;

/** The (code, place, date) keys of `rows` that are stored values. */
export async function storedKeys(db: Pick<AppDatabase, 'select'>, rows: readonly ImportValues<ImportKey>[]): Promise<Set<string>> {
  const codes = [...new Set(rows.map((row) => text(row, 'indexCode')).filter(Boolean))];
  const dates = [...new Set(rows.map((row) => text(row, 'dataDate')).filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)))];
  if (codes.length === 0 || dates.length === 0) return new Set();
  const found = await db
    .select({ indexCode: mktIndexValue.indexCode, place: mktIndexValue.place, dataDate: mktIndexValue.dataDate })
    .from(mktIndexValue)
    .where(and(inArray(mktIndexValue.indexCode, codes), inArray(mktIndexValue.dataDate, dates)));
  const stored = new Set(found.map((row) => keyOf(row.indexCode, row.place, row.dataDate)));
  return new Set(rows.map((row) => keyOf(text(row, 'indexCode'), text(row, 'place'), text(row, 'dataDate'))).filter((key) => stored.has(key)));
}

/**
 * The duplicates a check in progress found, by the checking user: uploadCheck opens a set before the
 * pipeline checks (within the request) and reads it after; loadContext adds the stored keys of each batch.
 */
export const checkDuplicates = new Map<number, Set<string>>();

export function marketIndexImport(): ImportDeclaration<ImportKey, ImportContext> {
  return {
    name: MARKET_IMPORT_NAME,
    label: '行情指数',
    permission: MARKET_MENUS.import,
    columns: MARKET_IMPORT_COLUMNS,
    instructions: [
      '每行填写一个指数在一个地区一天的数值；指数编码、指数名称、单位、地区、日期和数值均为必填。',
      '日期格式为YYYY-MM-DD；数值须大于0，最多4位小数。同一文件中同一指数、地区和日期只能出现一次。',
      '已有的指数编码须与其指数名称一致；新的指数编码在提交批次时创建。与已有数据重复的行提交后以新数据为准。',
    ],
    committedMessage: (imported) => MARKET_MESSAGES.inserted(imported),
    rowKey: (values) => keyOf(text(values, 'indexCode'), text(values, 'place'), text(values, 'dataDate')),
    async loadContext(source, rows, caller) {
      const codes = [...new Set(rows.map((row) => text(row, 'indexCode')).filter(Boolean))];
      const known = codes.length === 0 ? [] : await source.select({ indexCode: mktIndex.indexCode, indexName: mktIndex.indexName }).from(mktIndex).where(inArray(mktIndex.indexCode, codes));
      const pending = checkDuplicates.get(caller.userId);
      if (pending) for (const key of await storedKeys(source, rows)) pending.add(key);
      return { names: new Map(known.map((row) => [row.indexCode, row.indexName])) };
    },
    checkRow(values, { names }) {
      const indexCode = text(values, 'indexCode');
      const stored = names.get(indexCode);
      return stored !== undefined && stored !== text(values, 'indexName') ? [MARKET_MESSAGES.indexNameMismatch(indexCode, stored)] : [];
    },
    async saveRows(tx, rows, { userName, count, state }) {
      let batchId = state.get('batchId') as number | undefined;
      if (batchId === undefined) {
        // The run being committed: this user's committing run of this import.
        const [run] = await tx
          .select({ id: sysImportRun.id, fileName: sysImportRun.fileName })
          .from(sysImportRun)
          .where(and(eq(sysImportRun.userId, Number(userName)), eq(sysImportRun.importName, MARKET_IMPORT_NAME), eq(sysImportRun.status, 'committing')))
          .orderBy(desc(sysImportRun.updatedTime))
          .limit(1);
        const [user] = await tx.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, Number(userName))).limit(1);
        const batchNo = await nextSerial(tx, 'MARKET_INDEX_BATCH_NO');
        const [created] = await tx
          .insert(mktIndexBatch)
          .values({ batchNo, importRunId: run?.id ?? null, fileName: run?.fileName ?? '行情指数.xlsx', status: 'draft', ownerId: Number(userName), createdBy: user?.userName ?? userName, updatedBy: userName })
          .returning({ id: mktIndexBatch.id });
        if (!created) throw new Error('the market index batch was not written');
        batchId = created.id;
        state.set('batchId', batchId);
      }
      const duplicates = await storedKeys(tx, rows.map(({ values }) => values));
      await tx.insert(staged).values(
        rows.map(({ rowNumber, values }) => ({
          batchId: batchId as number,
          rowNo: rowNumber,
          indexCode: text(values, 'indexCode'),
          indexName: text(values, 'indexName'),
          unit: text(values, 'unit'),
          place: text(values, 'place'),
          dataDate: text(values, 'dataDate'),
          value: values.value as string,
          duplicate: duplicates.has(keyOf(text(values, 'indexCode'), text(values, 'place'), text(values, 'dataDate'))),
        })),
      );
      count('duplicates', duplicates.size);
      await tx
        .update(mktIndexBatch)
        .set({ rowCount: sql`${mktIndexBatch.rowCount} + ${rows.length}`, duplicateCount: sql`${mktIndexBatch.duplicateCount} + ${duplicates.size}`, updatedTime: new Date() })
        .where(eq(mktIndexBatch.id, batchId));
      return rows.length;
    },
  };
}
