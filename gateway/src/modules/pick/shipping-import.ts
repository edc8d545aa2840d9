/**
 * The shipment import (issue 24) on the shared pipeline (core/import), under
 * /purchase/api/v1/purchase/pick-shipping/import (template, check, runs/:checkId, its errors and
 * commit; the template also as GET pick-shipping/downloadShippingTemp and the check as POST
 * pick-shipping/import), behind the button shipping:import.
 *
 * A row is one truck: 提货单号 and 行号 name the pick line (a confirmed pick in the importer's scope),
 * then 车牌号, 司机, 发运日期, 发运数量, 毛重 and 皮重 (both or neither) and one column per quality
 * index (水分, 杂质, 霉变粒, 容重: an empty cell is not tested). Each row is saved as POST save does
 * (shipping-save.ts): the plan, weights and deductions are checked again in the commit's transaction.
 */
import { isPlateNo } from '@srm/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { dataScopeFor, loadAccess } from '../../core/access.js';
import { ApiError } from '../../core/envelope.js';
import type { ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { mstQualityIndex } from '../../db/tables/master.js';
import { purPickHead, purPickMaterial } from '../../db/tables/pick.js';
import { weightsOf } from './acceptance-rules.js';
import { pickHeadInScope, SHIPPING_BASE, SHIPPING_MENUS } from './shipping-list.js';
import { SHIPPING_IMPORT_MESSAGES, SHIPPING_MESSAGES } from './shipping-message-texts.js';
import { saveShipment } from './shipping-save.js';

export const SHIPPING_IMPORT_BASE = `${SHIPPING_BASE}/import`;

/** The quality columns: header (the index's name in master data) and sample value. */
export const QUALITY_COLUMNS: readonly (readonly [header: string, sample: string])[] = [
  ['水分', '14.2'],
  ['杂质', '0.8'],
  ['霉变粒', '1.5'],
  ['容重', '700'],
];

type BaseKey = 'pickNo' | 'lineNo' | 'plateNo' | 'driverName' | 'shippingDate' | 'shippedQuantity' | 'grossWeight' | 'tareWeight';
type QualityKey = `quality${number}`;
type ImportKey = BaseKey | QualityKey;

const weight = (key: BaseKey, header: string, sample: string): ImportColumn<ImportKey> => ({ key, header, type: 'decimal', scale: 3, min: '0', max: '999999999', sample });

const COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'pickNo', header: '提货单号', type: 'text', required: true, maxLength: 40, sample: 'TH20261100001' },
  { key: 'lineNo', header: '行号', type: 'integer', required: true, min: '1', max: '9999', sample: '1' },
  { key: 'plateNo', header: '车牌号', type: 'text', required: true, maxLength: 20, sample: '冀A12345' },
  { key: 'driverName', header: '司机', type: 'text', maxLength: 50, sample: '张师傅' },
  { key: 'shippingDate', header: '发运日期', type: 'date', required: true, sample: '2026-11-20' },
  { ...weight('shippedQuantity', '发运数量', '30'), required: true },
  weight('grossWeight', '毛重', '45.38'),
  weight('tareWeight', '皮重', '15.12'),
  ...QUALITY_COLUMNS.map(([header, sample], index): ImportColumn<ImportKey> => ({ key: `quality${index}`, header, type: 'decimal', scale: 4, min: '0', max: '99999999', sample })),
];

interface PickLine {
  pickMaterialId: number;
  lineStatus: string;
}

interface PickOfRow {
  status: string;
  shippingStatus: string;
  lines: Map<number, PickLine>;
}

interface ImportContext {
  picks: ReadonlyMap<string, PickOfRow>;
  /** Quality index code by its name. */
  indexCodes: ReadonlyMap<string, string>;
}

const text = (values: ImportValues<ImportKey>, key: ImportKey): string => (values[key] ?? '').trim();

/** The picks (with their lines) of `pickNos` in `scope`. */
async function loadPicks(db: Pick<AppDatabase, 'select'>, pickNos: readonly string[], scope: ReturnType<typeof dataScopeFor>): Promise<Map<string, PickOfRow>> {
  const numbers = [...new Set(pickNos.filter((pickNo) => pickNo !== ''))];
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ pickNo: purPickHead.pickNo, status: purPickHead.status, shippingStatus: purPickHead.shippingStatus, lineNo: purPickMaterial.lineNo, id: purPickMaterial.id, lineStatus: purPickMaterial.lineStatus })
    .from(purPickHead)
    .innerJoin(purPickMaterial, eq(purPickMaterial.pickId, purPickHead.id))
    .where(and(inArray(purPickHead.pickNo, numbers), pickHeadInScope(scope)));
  const picks = new Map<string, PickOfRow>();
  for (const row of rows) {
    const pick = picks.get(row.pickNo) ?? { status: row.status, shippingStatus: row.shippingStatus, lines: new Map<number, PickLine>() };
    pick.lines.set(row.lineNo, { pickMaterialId: row.id, lineStatus: row.lineStatus });
    picks.set(row.pickNo, pick);
  }
  return picks;
}

async function loadIndexCodes(db: Pick<AppDatabase, 'select'>): Promise<Map<string, string>> {
  const rows = await db
    .select({ indexCode: mstQualityIndex.indexCode, indexName: mstQualityIndex.indexName })
    .from(mstQualityIndex)
    .where(inArray(mstQualityIndex.indexName, QUALITY_COLUMNS.map(([header]) => header)));
  return new Map(rows.map((row) => [row.indexName, row.indexCode]));
}

/** The problems of a row against its pick (none when it may be shipped). */
function pickProblems(values: ImportValues<ImportKey>, picks: ReadonlyMap<string, PickOfRow>): string[] {
  const pickNo = text(values, 'pickNo');
  const pick = picks.get(pickNo);
  if (!pick) return [SHIPPING_IMPORT_MESSAGES.pickUnknown(pickNo)];
  if (pick.status === 'closed') return [SHIPPING_MESSAGES.pickClosed(pickNo)];
  if (pick.status !== 'confirmed') return [SHIPPING_MESSAGES.pickNotConfirmed(pickNo)];
  if (pick.shippingStatus === 'SHIPPING_DONE' || pick.shippingStatus === 'CLOSE') return [SHIPPING_MESSAGES.pickFinished(pickNo)];
  const lineNo = text(values, 'lineNo');
  const line = pick.lines.get(Number(lineNo));
  if (!line) return [SHIPPING_IMPORT_MESSAGES.lineUnknown(pickNo, lineNo)];
  if (line.lineStatus !== 'open') return [SHIPPING_MESSAGES.lineNotOpen(pickNo, Number(lineNo))];
  return [];
}

export function shippingImport(db: AppDatabase): ImportDeclaration<ImportKey, ImportContext> {
  return {
    name: 'pick-shipping',
    label: '发运单',
    permission: SHIPPING_MENUS.import,
    columns: COLUMNS,
    instructions: [
      '每行填写一车发运：提货单号和行号须为已接单、未关闭、未完成发运的提货单明细。',
      '车牌号须为有效的车牌号（如 冀A12345）；发运数量大于0，最多3位小数，同一提货单明细的发运数量合计不能超过计划数量。',
      '毛重和皮重须同时填写或同时留空，毛重须大于皮重，净重由系统计算；质量指标按物料的扣重扣价规则计算扣减，空白的指标不检测。',
    ],
    committedMessage: (imported) => SHIPPING_IMPORT_MESSAGES.committed(imported),
    rowKey: (values) => `${text(values, 'pickNo')}|${text(values, 'plateNo')}|${text(values, 'shippingDate')}`,
    async loadContext(source, rows, caller) {
      const scope = dataScopeFor(await loadAccess(db, caller.userId), SHIPPING_MENUS.list);
      const [picks, indexCodes] = await Promise.all([loadPicks(source, rows.map((row) => text(row, 'pickNo')), scope), loadIndexCodes(source)]);
      return { picks, indexCodes };
    },
    checkRow(values, { picks, indexCodes }) {
      const problems = pickProblems(values, picks);
      if (!isPlateNo(text(values, 'plateNo'))) problems.push(SHIPPING_MESSAGES.plateInvalid);
      const weights = weightsOf(values.grossWeight, values.tareWeight);
      if (!weights.ok) problems.push(weights.problem);
      if (values.shippedQuantity !== null && !/[1-9]/.test(values.shippedQuantity)) problems.push(SHIPPING_MESSAGES.quantityInvalid);
      QUALITY_COLUMNS.forEach(([header], index) => {
        if (values[`quality${index}`] !== null && !indexCodes.has(header)) problems.push(SHIPPING_MESSAGES.qualityUnknown(header));
      });
      return problems;
    },
    async saveRows(tx, rows, { userName }) {
      const scope = dataScopeFor(await loadAccess(db, Number(userName)), SHIPPING_MENUS.list);
      const picks = await loadPicks(tx, rows.map(({ values }) => text(values, 'pickNo')), scope);
      const indexCodes = await loadIndexCodes(tx);
      for (const { rowNumber, values } of rows) {
        const line = picks.get(text(values, 'pickNo'))?.lines.get(Number(text(values, 'lineNo')));
        if (!line) throw new ApiError(404, `第${rowNumber}行：${SAVE_MESSAGES.notFound('提货单明细')}`);
        const qualities = QUALITY_COLUMNS.flatMap(([header], index) => {
          const value = values[`quality${index}`];
          const indexCode = indexCodes.get(header);
          return value === null || value === undefined || indexCode === undefined ? [] : [{ indexCode, value }];
        });
        try {
          await saveShipment(
            tx,
            {
              pickMaterialId: line.pickMaterialId,
              plateNo: text(values, 'plateNo'),
              driverName: values.driverName,
              shippingDate: text(values, 'shippingDate'),
              shippedQuantity: text(values, 'shippedQuantity'),
              grossWeight: values.grossWeight,
              tareWeight: values.tareWeight,
              qualities,
            },
            { scope, actor: userName },
          );
        } catch (error) {
          if (error instanceof ApiError) throw new ApiError(error.httpStatus, `第${rowNumber}行：${error.message}`);
          throw error;
        }
      }
      return rows.length;
    },
  };
}

/** The import's routes (a plugin for shipping-part.ts). */
export const shippingImportRoutes = (db: AppDatabase) =>
  importRoutes(SHIPPING_IMPORT_BASE, {
    declaration: shippingImport(db),
    asciiName: 'pick-shipping-import-template.xlsx',
    aliases: { template: `${SHIPPING_BASE}/downloadShippingTemp`, check: SHIPPING_IMPORT_BASE },
  });
