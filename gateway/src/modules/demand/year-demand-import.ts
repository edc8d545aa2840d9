/**
 * 年度需求计划 items import (issue 23), on the shared import pipeline (core/import), under
 * /demand/api/v1/dem/year-demand-item/import (template, check, runs/:checkId, its errors and commit),
 * behind the button demand:year:import.
 *
 * A row is one material of a plan: 需求单号 names the plan (new or rejected, within the caller's org
 * and category scope), then 物料编码, 上年用量, 增长率 and 1月 … 12月 (exact decimals, ≥ 0, 3 decimals;
 * an empty month is 0). The material must be active and of the plan's category. A material already in
 * the plan has its figures replaced; a new one is added after the plan's last line. The plan's version
 * counts up, so an edit opened before the import is refused as stale.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadAccess } from '../../core/access.js';
import { ApiError } from '../../core/envelope.js';
import type { ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { demYearDemand as plan, demYearDemandItem as planItem, type DemandStatus } from '../../db/tables/demand.js';
import { activeMaterials, assertInScope, YEAR_DEMAND_MESSAGES } from './year-demand.js';
import { YEAR_DEMAND_ITEM_BASE, YEAR_DEMAND_MENUS } from './year-demand-list.js';
import { EDITABLE_YEAR_DEMAND, inCategory, MONTH_KEYS, MONTHS, normaliseItem, YEAR_DEMAND_ITEM_MESSAGES, type KnownMaterial, type MonthKey } from './year-demand-rules.js';

export const YEAR_DEMAND_IMPORT_BASE = `${YEAR_DEMAND_ITEM_BASE}/import`;

export const YEAR_DEMAND_IMPORT_MESSAGES = {
  planUnknown: (demandNo: string) => `需求单号 ${demandNo} 不存在`,
  committed: (rows: number) => `导入成功，共导入 ${rows} 条物料明细`,
} as const;

type ImportKey = 'demandNo' | 'matCode' | 'lastYearQuantity' | 'increaseRate' | MonthKey;

interface PlanRow {
  id: number;
  demandNo: string;
  orgCode: string;
  categoryCode: string;
  status: DemandStatus;
}

interface ImportContext {
  plans: ReadonlyMap<string, PlanRow>;
  materials: ReadonlyMap<string, KnownMaterial & { matName: string; unitCode: string | null }>;
}

const quantityColumn = (key: ImportKey, header: string, sample: string): ImportColumn<ImportKey> => ({ key, header, type: 'decimal', scale: 3, min: '0', max: '999999999999999', sample });

const COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'demandNo', header: '需求单号', type: 'text', required: true, maxLength: 40, sample: 'ND20260105001' },
  { key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 40, sample: '1001010001' },
  quantityColumn('lastYearQuantity', '上年用量', '12000'),
  { key: 'increaseRate', header: '增长率', type: 'decimal', scale: 4, min: '-100', max: '99999', sample: '5' },
  ...MONTHS.map((month) => quantityColumn(`month${month}`, `${month}月`, '1000')),
];

async function loadPlans(db: Pick<AppDatabase, 'select'>, demandNos: readonly string[]): Promise<Map<string, PlanRow>> {
  if (demandNos.length === 0) return new Map();
  const rows = await db
    .select({ id: plan.id, demandNo: plan.demandNo, orgCode: plan.orgCode, categoryCode: plan.categoryCode, status: plan.status })
    .from(plan)
    .where(inArray(plan.demandNo, [...new Set(demandNos)]));
  return new Map(rows.map((row) => [row.demandNo, row]));
}

const text = (values: ImportValues<ImportKey>, key: ImportKey): string => (values[key] ?? '').trim();

/** The declaration; `db` reads the committing user's scope. */
export function yearDemandImport(db: AppDatabase): ImportDeclaration<ImportKey, ImportContext> {
  return {
    name: 'year-demand-item',
    label: '年度需求明细',
    permission: YEAR_DEMAND_MENUS.import,
    columns: COLUMNS,
    instructions: [
      '每行填写一个年度需求计划的一种物料；需求单号须为新建或已驳回状态的年度需求计划。',
      '物料须为启用状态且属于计划的品类；计划中已有的物料按导入数据覆盖，没有的追加为新明细。',
      '上年用量和1月至12月需求量为不小于0的数字，最多3位小数，空白的月份按0导入；增长率为百分数，最多4位小数。',
    ],
    committedMessage: (imported) => YEAR_DEMAND_IMPORT_MESSAGES.committed(imported),
    rowKey: (values) => `${text(values, 'demandNo')}|${text(values, 'matCode')}`,
    async loadContext(source, rows) {
      const [plans, materials] = await Promise.all([
        loadPlans(source, rows.map((row) => text(row, 'demandNo'))),
        activeMaterials(source, rows.map((row) => text(row, 'matCode'))),
      ]);
      return { plans, materials };
    },
    checkRow(values, { plans, materials }) {
      const problems: string[] = [];
      const demandNo = text(values, 'demandNo');
      const matCode = text(values, 'matCode');
      const target = plans.get(demandNo);
      if (!target) problems.push(YEAR_DEMAND_IMPORT_MESSAGES.planUnknown(demandNo));
      else if (!EDITABLE_YEAR_DEMAND.includes(target.status)) problems.push(YEAR_DEMAND_MESSAGES.notEditable);
      const material = materials.get(matCode);
      if (!material) problems.push(YEAR_DEMAND_ITEM_MESSAGES.materialUnknown(matCode));
      else if (target && !inCategory(material.categoryCode, target.categoryCode)) problems.push(YEAR_DEMAND_ITEM_MESSAGES.materialCategory(matCode, target.categoryCode));
      return problems;
    },
    async saveRows(tx, rows, { userName }) {
      const access = await loadAccess(db, Number(userName));
      const plans = await loadPlans(tx, rows.map(({ values }) => text(values, 'demandNo')));
      const materials = await activeMaterials(tx, rows.map(({ values }) => text(values, 'matCode')));
      for (const target of plans.values()) assertInScope(access, target.orgCode, target.categoryCode);
      const ids = [...plans.values()].map((row) => row.id);
      // The plans stay editable through the commit: locked, and re-checked under the lock.
      const locked = await tx.select({ id: plan.id, status: plan.status }).from(plan).where(inArray(plan.id, ids)).for('update');
      if (locked.some((row) => !EDITABLE_YEAR_DEMAND.includes(row.status))) throw new ApiError(422, YEAR_DEMAND_MESSAGES.notEditable);
      const existing = await tx.select({ id: planItem.id, demandId: planItem.demandId, matCode: planItem.matCode, lineNo: planItem.lineNo }).from(planItem).where(inArray(planItem.demandId, ids));
      const lastLine = new Map<number, number>();
      for (const item of existing) lastLine.set(item.demandId, Math.max(lastLine.get(item.demandId) ?? 0, item.lineNo));
      const byKey = new Map(existing.map((item) => [`${item.demandId}|${item.matCode}`, item.id]));
      for (const { values } of rows) {
        const target = plans.get(text(values, 'demandNo')) as PlanRow;
        const months = Object.fromEntries(MONTH_KEYS.map((key) => [key, values[key] ?? '0'])) as Record<MonthKey, string>;
        const item = normaliseItem({ matCode: text(values, 'matCode'), lastYearQuantity: values.lastYearQuantity, increaseRate: values.increaseRate, ...months });
        const material = materials.get(item.matCode);
        const figures = { ...item, matName: material?.matName ?? null, unitCode: material?.unitCode ?? null, updatedBy: userName, updatedTime: new Date() };
        const found = byKey.get(`${target.id}|${item.matCode}`);
        if (found !== undefined) {
          await tx.update(planItem).set({ ...figures, version: sql`${planItem.version} + 1` }).where(eq(planItem.id, found));
          continue;
        }
        const lineNo = (lastLine.get(target.id) ?? 0) + 1;
        lastLine.set(target.id, lineNo);
        const [inserted] = await tx.insert(planItem).values({ ...figures, demandId: target.id, lineNo, createdBy: userName }).returning({ id: planItem.id });
        if (inserted) byKey.set(`${target.id}|${item.matCode}`, inserted.id);
      }
      await tx
        .update(plan)
        .set({ version: sql`${plan.version} + 1`, updatedBy: userName, updatedTime: new Date() })
        .where(and(inArray(plan.id, ids)));
      return rows.length;
    },
  };
}

/** The import's routes (a plugin for the area's index.ts). */
export const yearDemandImportRoutes = (db: AppDatabase) => importRoutes(YEAR_DEMAND_IMPORT_BASE, { declaration: yearDemandImport(db), asciiName: 'year-demand-item-import-template.xlsx' });
