/**
 * The month demand plan's items (issue 23; spec 02 §7 month-demand-item generate/item, export, import):
 *
 * - POST /demand/api/v1/month-demand-item/generate/item {orgCode, categoryCode, yearMonth, items?}
 *   (demand:month): one item per material: the demand from the APPROVED year plan of the org, category
 *   and year (its month column), else the estimated consumption of the org and month for the category's
 *   materials (dem_estimate_consume); stock on hand and in transit as `items` give them (else 0); the
 *   contracts' month residual (lookups/contract-residual.ts, the one definition the contract report uses
 *   too); the suggested purchase max(0, demand − stock − in transit − residual), exact.
 * - GET/POST /demand/api/v1/month-demand-item/custom-page, page: the items with their plan (view
 *   dem_month_demand_item_v, filter demandId.equals=…), which the download centre replays as the
 *   export task (demand:month; the app's button is demand:month:export).
 * - /demand/api/v1/month-demand-item/import (template, check, commit; demand:month:import): rows of
 *   month, org, category, material and figures, added to (or replacing the material's item in) the plan
 *   of that org, category and month, which is created in status new when there is none; a plan in
 *   process or approved is refused.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { MonthDemandGenerateBodySchema, type MonthDemandGenerated, type MonthDemandItem } from '../../api/demand-month.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, loadAccess, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import type { ListResource } from '../../core/list/query.js';
import { accessOf } from '../../core/permissions.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { demEstimateConsume, demMonthDemand as plan, demMonthDemandItem as item, demYearDemand, demYearDemandItem } from '../../db/tables/demand.js';
import { demMonthDemandItemView as view } from '../../db/tables/demand-month-view.js';
import { monthResidualByMaterial } from '../lookups/contract-residual.js';
import { checkPlanScope, DEMAND_API, MONTH_DEMAND_MESSAGES, MONTH_MENUS, planNames } from './month-demand.js';
import { MONTH_DEMAND_MOVES, normalQuantity, suggestedPurchase, yearPlanColumnOf } from './month-demand-rules.js';

export const MONTH_ITEM_BASE = `${DEMAND_API}/month-demand-item`;

export const MONTH_ITEM_MESSAGES = {
  planClosed: (yearMonth: string) => `${yearMonth} 的月度需求计划已提交审批，不能导入`,
  badMonth: '需求月份格式不正确，应为YYYY-MM',
} as const;

const sortable = { sortable: true } as const;

/** The item columns of the view, shared by the item export and the month summary (month-demand-summary.ts). */
export const itemViewFields: ListResource['fields'] = {
  id: { column: view.id, type: 'integer', notNull: true, exported: false, ...sortable },
  demandId: { column: view.demandId, type: 'integer', notNull: true, selective: true, exported: false },
  demandNo: { column: view.demandNo, type: 'text', notNull: true, selective: true, title: '需求单号', ...sortable },
  yearMonth: { column: view.yearMonth, type: 'text', notNull: true, title: '需求月份', ...sortable },
  orgCode: { column: view.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
  orgName: { column: view.orgName, type: 'text', title: '组织名称' },
  categoryCode: { column: view.categoryCode, type: 'text', notNull: true, title: '品类编码', ...sortable },
  categoryName: { column: view.categoryName, type: 'text', title: '品类名称' },
  status: { column: view.status, type: 'text', notNull: true, values: ['new', 'inProcess', 'approved', 'rejected'], title: '状态', dictCode: 'demandStatus' },
  lineNo: { column: view.lineNo, type: 'integer', notNull: true, title: '行号', ...sortable },
  matCode: { column: view.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...sortable },
  matName: { column: view.matName, type: 'text', title: '物料名称' },
  unitCode: { column: view.unitCode, type: 'text', title: '单位' },
  demandQuantity: { column: view.demandQuantity, type: 'decimal', notNull: true, title: '需求数量', ...sortable },
  stockOnHand: { column: view.stockOnHand, type: 'decimal', notNull: true, title: '库存' },
  inTransit: { column: view.inTransit, type: 'decimal', notNull: true, title: '在途' },
  contractResidualQuantity: { column: view.contractResidualQuantity, type: 'decimal', notNull: true, title: '合同剩余量', ...sortable },
  suggestedPurchase: { column: view.suggestedPurchase, type: 'decimal', notNull: true, title: '建议采购量', ...sortable },
  requiredDate: { column: view.requiredDate, type: 'date', title: '需求日期', ...sortable },
};

export const monthItemResource: ListResource = {
  label: '月度需求明细',
  table: view,
  id: view.id,
  fields: itemViewFields,
  defaultSort: [{ field: 'id', order: 'asc' }],
  scope: { menu: MONTH_MENUS.month, org: view.orgCode, category: view.categoryCode },
};

interface DemandLine {
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  demandQuantity: string;
}

/** The demand lines of org + category + month: the approved year plan's month column, else the estimated consumption. */
export async function demandLinesOf(db: AppDatabase, orgCode: string, categoryCode: string, yearMonth: string): Promise<Omit<MonthDemandGenerated, 'items'> & { lines: DemandLine[] }> {
  const month = yearPlanColumnOf(yearMonth);
  if (!month) return { source: 'none', yearDemandId: null, lines: [] };
  const [year] = await db
    .select({ id: demYearDemand.id })
    .from(demYearDemand)
    .where(and(eq(demYearDemand.orgCode, orgCode), eq(demYearDemand.categoryCode, categoryCode), eq(demYearDemand.year, month.year), eq(demYearDemand.status, 'approved')))
    .limit(1);
  if (year) {
    const lines = await db
      .select({ matCode: demYearDemandItem.matCode, matName: demYearDemandItem.matName, unitCode: demYearDemandItem.unitCode, demandQuantity: demYearDemandItem[month.column] })
      .from(demYearDemandItem)
      .where(eq(demYearDemandItem.demandId, year.id))
      .orderBy(asc(demYearDemandItem.lineNo));
    return { source: 'yearPlan', yearDemandId: year.id, lines };
  }
  const lines = await db
    .select({ matCode: demEstimateConsume.matCode, matName: sql<string | null>`coalesce(${demEstimateConsume.matName}, ${sysMaterial.matName})`, unitCode: sql<string | null>`coalesce(${demEstimateConsume.unitCode}, ${sysMaterial.unitCode})`, demandQuantity: demEstimateConsume.estimatedQuantity })
    .from(demEstimateConsume)
    .innerJoin(sysMaterial, eq(sysMaterial.matCode, demEstimateConsume.matCode))
    .where(and(eq(demEstimateConsume.orgCode, orgCode), eq(demEstimateConsume.yearMonth, yearMonth), like(sysMaterial.categoryCode, `${categoryCode}%`)))
    .orderBy(asc(demEstimateConsume.matCode));
  return { source: lines.length > 0 ? 'estimate' : 'none', yearDemandId: null, lines };
}

export const monthItemRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, MONTH_ITEM_BASE, db, monthItemResource, MONTH_MENUS.month);

  app.post(`${MONTH_ITEM_BASE}/generate/item`, { config: { permission: MONTH_MENUS.month }, schema: { body: MonthDemandGenerateBodySchema } }, async (request): Promise<Envelope<MonthDemandGenerated>> => {
    const { orgCode, categoryCode, yearMonth, items: given = [] } = request.body;
    checkPlanScope(dataScopeFor(accessOf(request), MONTH_MENUS.month), orgCode, categoryCode);
    await planNames(db, orgCode, categoryCode);
    const { lines, ...found } = await demandLinesOf(db, orgCode, categoryCode, yearMonth);
    const residuals = await monthResidualByMaterial(db, { orgCode, yearMonth, matCodes: lines.map((line) => line.matCode) });
    const stock = new Map(given.map((line) => [line.matCode, line]));
    const items = lines.map((line, index): MonthDemandItem => {
      const figures = {
        demandQuantity: normalQuantity(line.demandQuantity),
        stockOnHand: normalQuantity(stock.get(line.matCode)?.stockOnHand),
        inTransit: normalQuantity(stock.get(line.matCode)?.inTransit),
        contractResidualQuantity: normalQuantity(residuals.get(line.matCode)),
      };
      return { lineNo: index + 1, matCode: line.matCode, matName: line.matName, unitCode: line.unitCode, ...figures, suggestedPurchase: suggestedPurchase(figures), requiredDate: null };
    });
    return ok({ ...found, items });
  });
};

// ---- import ------------------------------------------------------------------------------------------

type ItemImportKey = 'yearMonth' | 'orgCode' | 'categoryCode' | 'matCode' | 'demandQuantity' | 'stockOnHand' | 'inTransit' | 'contractResidualQuantity' | 'requiredDate';

interface ItemImportContext {
  orgs: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  materials: ReadonlySet<string>;
  /** The plans the batch names that may no longer change: `org|category|month`. */
  closed: ReadonlySet<string>;
  /** The importer's scope on 月度需求计划: a row of another org or category is refused. */
  scope: DataScopeFilter;
}

const planKey = (values: ImportValues<ItemImportKey>) => `${values.orgCode}|${values.categoryCode}|${values.yearMonth}`;
const codesOf = (rows: readonly ImportValues<ItemImportKey>[], key: ItemImportKey) => [...new Set(rows.map((row) => row[key] ?? '').filter((code) => code !== ''))];
const QUANTITY = { type: 'decimal', scale: 3, min: '0', max: '999999999999999.999' } as const;

export const monthItemImport: ImportDeclaration<ItemImportKey, ItemImportContext> = {
  name: 'month-demand-item',
  label: '月度需求明细',
  permission: MONTH_MENUS.importItems,
  columns: [
    { key: 'yearMonth', header: '需求月份', type: 'text', required: true, maxLength: 7, sample: '2026-11' },
    { key: 'orgCode', header: '组织编码', type: 'text', required: true, maxLength: 40, sample: '101001' },
    { key: 'categoryCode', header: '品类编码', type: 'text', required: true, maxLength: 40, sample: '100101' },
    { key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 40, sample: '1001010001' },
    { key: 'demandQuantity', header: '需求数量', required: true, sample: '1200.5', ...QUANTITY },
    { key: 'stockOnHand', header: '库存', sample: '200', ...QUANTITY },
    { key: 'inTransit', header: '在途', sample: '50', ...QUANTITY },
    { key: 'contractResidualQuantity', header: '合同剩余量', sample: '300', ...QUANTITY },
    { key: 'requiredDate', header: '需求日期', type: 'date', sample: '2026-11-15' },
  ],
  instructions: [
    '每行填写一个物料的月度需求；需求月份格式为YYYY-MM，同一组织、品类、月份的行归入同一月度需求计划。',
    '计划不存在时新建（状态为新建）；已有该物料的明细时以导入的数量替换；已提交审批或已审批的计划不能导入。',
    '建议采购量由系统计算：需求数量 − 库存 − 在途 − 合同剩余量，小于0时为0。',
  ],
  rowKey: (values) => `${planKey(values)}|${values.matCode}`,
  async loadContext(db, rows, caller) {
    const [orgs, categories, materials, plans, access] = await Promise.all([
      db.select({ code: sysOrg.orgCode }).from(sysOrg).where(inArray(sysOrg.orgCode, codesOf(rows, 'orgCode').concat(''))),
      db.select({ code: sysCategory.categoryCode }).from(sysCategory).where(inArray(sysCategory.categoryCode, codesOf(rows, 'categoryCode').concat(''))),
      db.select({ code: sysMaterial.matCode }).from(sysMaterial).where(inArray(sysMaterial.matCode, codesOf(rows, 'matCode').concat(''))),
      db
        .select({ orgCode: plan.orgCode, categoryCode: plan.categoryCode, yearMonth: plan.yearMonth, status: plan.status })
        .from(plan)
        .where(and(inArray(plan.orgCode, codesOf(rows, 'orgCode').concat('')), inArray(plan.yearMonth, codesOf(rows, 'yearMonth').concat('')))),
      loadAccess(db, caller.userId),
    ]);
    return {
      scope: dataScopeFor(access, MONTH_MENUS.month),
      orgs: new Set(orgs.map((row) => row.code)),
      categories: new Set(categories.map((row) => row.code)),
      materials: new Set(materials.map((row) => row.code)),
      closed: new Set(plans.filter((row) => !MONTH_DEMAND_MOVES.edit.from.includes(row.status)).map((row) => `${row.orgCode}|${row.categoryCode}|${row.yearMonth}`)),
    };
  },
  checkRow(values, context) {
    const problems: string[] = [];
    const yearMonth = values.yearMonth ?? '';
    if (!yearPlanColumnOf(yearMonth)) problems.push(MONTH_ITEM_MESSAGES.badMonth);
    if (!context.orgs.has(values.orgCode ?? '')) problems.push(MONTH_DEMAND_MESSAGES.orgUnknown(values.orgCode ?? ''));
    if (!context.categories.has(values.categoryCode ?? '')) problems.push(MONTH_DEMAND_MESSAGES.categoryUnknown(values.categoryCode ?? ''));
    if (!context.materials.has(values.matCode ?? '')) problems.push(MONTH_DEMAND_MESSAGES.materialUnknown(values.matCode ?? ''));
    if (context.closed.has(planKey(values))) problems.push(MONTH_ITEM_MESSAGES.planClosed(yearMonth));
    const { orgCodes, categoryCodes } = context.scope;
    if (orgCodes !== 'all' && !orgCodes.includes(values.orgCode ?? '')) problems.push(SAVE_MESSAGES.noOrgPermission);
    if (categoryCodes !== 'all' && !categoryCodes.includes(values.categoryCode ?? '')) problems.push(SAVE_MESSAGES.noCategoryPermission);
    return problems;
  },
  async saveRows(tx, rows, { userName }) {
    const groups = new Map<string, ImportValues<ItemImportKey>[]>();
    for (const { values } of rows) groups.set(planKey(values), [...(groups.get(planKey(values)) ?? []), values]);
    for (const lines of groups.values()) {
      const first = lines[0]!;
      const where = and(eq(plan.orgCode, first.orgCode ?? ''), eq(plan.categoryCode, first.categoryCode ?? ''), eq(plan.yearMonth, first.yearMonth ?? ''));
      let [target] = await tx.select({ id: plan.id, status: plan.status }).from(plan).where(where).for('update');
      if (!target) {
        const names = await planNames(tx, first.orgCode ?? '', first.categoryCode ?? '');
        const demandNo = await nextSerial(tx, 'MONTH_DEMAND_NO');
        [target] = await tx
          .insert(plan)
          .values({ demandNo, yearMonth: first.yearMonth ?? '', orgCode: first.orgCode ?? '', categoryCode: first.categoryCode ?? '', ...names, status: 'new', createdBy: userName, updatedBy: userName })
          .returning({ id: plan.id, status: plan.status });
      }
      // The commit re-checks, so only a submit racing the import gets here.
      if (!MONTH_DEMAND_MOVES.edit.from.includes(target!.status)) throw new ApiError(422, MONTH_ITEM_MESSAGES.planClosed(first.yearMonth ?? ''));
      const demandId = target!.id;
      const [{ maxLine } = { maxLine: 0 }] = await tx.select({ maxLine: sql<number>`coalesce(max(${item.lineNo}), 0)::int` }).from(item).where(eq(item.demandId, demandId));
      const materials = await tx.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode }).from(sysMaterial).where(inArray(sysMaterial.matCode, lines.map((line) => line.matCode ?? '')));
      const byCode = new Map(materials.map((row) => [row.matCode, row]));
      const values = lines.map((line, index) => {
        const figures = {
          demandQuantity: normalQuantity(line.demandQuantity),
          stockOnHand: normalQuantity(line.stockOnHand),
          inTransit: normalQuantity(line.inTransit),
          contractResidualQuantity: normalQuantity(line.contractResidualQuantity),
        };
        const material = byCode.get(line.matCode ?? '');
        return { demandId, lineNo: Number(maxLine) + index + 1, matCode: line.matCode ?? '', matName: material?.matName ?? null, unitCode: material?.unitCode ?? null, ...figures, suggestedPurchase: suggestedPurchase(figures), requiredDate: line.requiredDate, createdBy: userName, updatedBy: userName };
      });
      await tx
        .insert(item)
        .values(values)
        .onConflictDoUpdate({
          target: [item.demandId, item.matCode],
          set: {
            demandQuantity: sql`excluded.demand_quantity`,
            stockOnHand: sql`excluded.stock_on_hand`,
            inTransit: sql`excluded.in_transit`,
            contractResidualQuantity: sql`excluded.contract_residual_quantity`,
            suggestedPurchase: sql`excluded.suggested_purchase`,
            requiredDate: sql`excluded.required_date`,
            updatedBy: userName,
            updatedTime: sql`now()`,
            version: sql`${item.version} + 1`,
          },
        });
      await tx.update(plan).set({ version: sql`${plan.version} + 1`, updatedBy: userName, updatedTime: sql`now()` }).where(eq(plan.id, demandId));
    }
    return rows.length;
  },
};

export const monthItemImportRoutes = importRoutes(`${MONTH_ITEM_BASE}/import`, { declaration: monthItemImport, asciiName: 'month-demand-item-template.xlsx' });
