/**
 * The demand indicator (issue 23; spec 02 §7 GET /demand/api/v1/demand/indicator/generate), behind
 * demand:summary: for an org, a category and a year, per material and month, the demand (the approved
 * month plan of the month, else the approved year plan's column), the in-force contracts' residual
 * covering the month (lookups/contract-residual.ts, the same count as the month plan's contract
 * residual), the coverage and the gap (indicator-rules.ts). An org or category outside the caller's
 * demand:summary scope has no materials.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, like } from 'drizzle-orm';
import { DemandIndicatorQuerySchema, type DemandIndicator } from '../../api/demand-summary.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { demMonthDemand as monthPlan, demMonthDemandItem as monthItem, demYearDemand as yearPlan, demYearDemandItem as yearItem, MONTH_COLUMNS } from '../../db/tables/demand.js';
import { yearResidualByMaterialMonth } from '../lookups/contract-residual.js';
import { indicatorMaterials, type MaterialSources } from './indicator-rules.js';
import { MONTH_MENUS } from './month-demand.js';
import { DEMAND_API } from './year-demand-list.js';

export const DEMAND_INDICATOR_PATH = `${DEMAND_API}/demand/indicator/generate`;

/** Whether the scope reaches org `orgCode` and category `categoryCode`. */
export function scopeReaches(scope: DataScopeFilter, orgCode: string, categoryCode: string): boolean {
  if (scope.supplierSn !== undefined) return false;
  const org = scope.orgCodes === 'all' || scope.orgCodes.includes(orgCode);
  return org && (scope.categoryCodes === 'all' || scope.categoryCodes.includes(categoryCode));
}

export const demandIndicatorRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    DEMAND_INDICATOR_PATH,
    { schema: { querystring: DemandIndicatorQuerySchema }, config: { permission: MONTH_MENUS.summary } },
    async (request): Promise<Envelope<DemandIndicator>> => {
      const { orgCode, categoryCode, year } = request.query;
      if (!scopeReaches(dataScopeFor(accessOf(request), MONTH_MENUS.summary), orgCode, categoryCode)) return ok({ orgCode, categoryCode, year, materials: [] });

      const yearRows = await db
        .select({ matCode: yearItem.matCode, matName: yearItem.matName, unitCode: yearItem.unitCode, ...Object.fromEntries(MONTH_COLUMNS.map((column) => [column, yearItem[column]])) })
        .from(yearItem)
        .innerJoin(yearPlan, eq(yearPlan.id, yearItem.demandId))
        .where(and(eq(yearPlan.orgCode, orgCode), eq(yearPlan.categoryCode, categoryCode), eq(yearPlan.year, year), eq(yearPlan.status, 'approved')))
        .orderBy(asc(yearItem.lineNo));
      const monthCondition = and(eq(monthPlan.orgCode, orgCode), eq(monthPlan.categoryCode, categoryCode), like(monthPlan.yearMonth, `${year}-%`), eq(monthPlan.status, 'approved'));
      const plans = await db.select({ yearMonth: monthPlan.yearMonth }).from(monthPlan).where(monthCondition);
      const monthRows = await db
        .select({ yearMonth: monthPlan.yearMonth, matCode: monthItem.matCode, matName: monthItem.matName, unitCode: monthItem.unitCode, demandQuantity: monthItem.demandQuantity })
        .from(monthItem)
        .innerJoin(monthPlan, eq(monthPlan.id, monthItem.demandId))
        .where(monthCondition)
        .orderBy(asc(monthItem.lineNo));

      const sources = new Map<string, MaterialSources & { monthPlan: Map<number, string> }>();
      for (const row of yearRows) {
        const columns = row as unknown as Record<string, string>;
        sources.set(row.matCode, { matCode: row.matCode, matName: row.matName, unitCode: row.unitCode, yearPlan: MONTH_COLUMNS.map((column) => columns[column]!), monthPlan: new Map() });
      }
      for (const row of monthRows) {
        const source = sources.get(row.matCode) ?? { matCode: row.matCode, matName: row.matName, unitCode: row.unitCode, monthPlan: new Map<number, string>() };
        source.monthPlan.set(Number(row.yearMonth.slice(5, 7)), row.demandQuantity);
        sources.set(row.matCode, source);
      }
      const contracted = sources.size === 0 ? new Map<string, string[]>() : await yearResidualByMaterialMonth(db, { orgCode, year, matCodes: [...sources.keys()] });
      const planMonths = new Set(plans.map((plan) => Number(plan.yearMonth.slice(5, 7))));
      return ok({ orgCode, categoryCode, year, materials: indicatorMaterials([...sources.values()], planMonths, contracted) });
    },
  );
};
