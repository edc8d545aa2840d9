/**
 * The analyses of the market index part (issue 27), under /report/api/v1:
 *
 * - POST wfdata/{averagePriceChange|changeTrend|floatingProfitLoss|marketPriceSpread|openDataSpread}
 *   (TrendQuery, menu report:trend): reads the stored values of the chosen indices (and places) in the
 *   range and computes the TrendResult exactly (market-trend.ts). A range longer than MAX_TREND_DAYS, a
 *   start after the end or a day that does not exist → 400; an unknown index → 400 指数不存在. The
 *   floating profit and loss holds each index with a category against the caller's open contract lines
 *   (status approved up to archived) of that category or its descendants, within the caller's data scope
 *   on the contract list (contract:list); a caller without that menu holds no position (all 0.00).
 * - POST resource/work-top (WorkTopQuery, menu report:resource-map): purchases by region. The region of a
 *   purchase is the province of the contract's supplier (sup_supplier.province, where the goods come
 *   from): contracts carry no origin of their own and delivery addresses name our own plants, so the
 *   supplier's province is the one origin every contract has. Contracts counted: signed (sign_date, else
 *   the day created) in the range, approved up to archived or closed, within the caller's data scope on
 *   contract:list (none without that menu), of the category or its descendants when one is given. Per
 *   region: Σ total_quantity, Σ total_amount and the count; sorted by quantity desc, then region code.
 * - GET dashboard/summary (any signed-in user): this month's (Asia/Shanghai) contract amounts by category
 *   (contracts signed this month, not draft, rejected or cancelled, in the contract:list scope; [] without
 *   that menu) and the pick progress of this month's picks (created this month, not refused, in the
 *   pick:list scope; zeros without that menu).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_TREND_DAYS, TREND_ANALYSES, TrendQuerySchema, WorkTopQuerySchema, type DashboardSummary, type TrendAnalysis, type TrendQuery, type TrendResult, type WorkTopQuery, type WorkTopResult } from '../../api/market-index.js';
import { dataScopeFor, loadCategoryTree, withDescendants, type UserAccess } from '../../core/access.js';
import { scopeConditions } from '../../core/list/query.js';
import type { Envelope } from '../../api/index.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { shanghaiDay } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead as head, conContractLine as line } from '../../db/tables/contract.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { purPickHead as pick } from '../../db/tables/pick.js';
import { mktIndex, mktIndexValue } from '../../db/tables/report.js';
import { sumQuantityTexts, unitsToText, storedUnits } from '@srm/rules';
import { REPORT_API, MARKET_MENUS } from './market-list.js';
import { MARKET_MESSAGES } from './market-message-texts.js';
import { computeTrend, daysInRange, isCalendarDay, regionOf, type TrendIndex, type TrendPosition } from './market-trend.js';

export const CONTRACT_LIST_MENU = 'contract:list';
export const PICK_LIST_MENU = 'pick:list';
/** Contracts in force: approved up to archived. */
export const OPEN_CONTRACT_STATUSES = ['APPROVED', 'SENT', 'SIGN_SALE', 'SIGN_BUY', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'] as const;
const PURCHASE_STATUSES = [...OPEN_CONTRACT_STATUSES, 'CLOSE'] as const;
const NOT_COUNTED = ['draft', 'REJECT', 'CANCEL'] as const;

/** The caller's data scope on `menu` as SQL over the given columns (nothing at all without the menu). */
export function scopeSql(access: UserAccess, menu: string, org: AnyPgColumn, category: AnyPgColumn, supplier: AnyPgColumn): SQL[] {
  if (!hasPermission(access, menu)) return [sql`false`];
  return scopeConditions({ org, category, supplier }, dataScopeFor(access, menu));
}

function checkRange(startDate: string, endDate: string): void {
  for (const day of [startDate, endDate]) if (!isCalendarDay(day)) throw new ApiError(400, MARKET_MESSAGES.badDay(day));
  const days = daysInRange(startDate, endDate);
  if (days < 1) throw new ApiError(400, MARKET_MESSAGES.startAfterEnd);
  if (days > MAX_TREND_DAYS) throw new ApiError(400, MARKET_MESSAGES.rangeTooLong);
}

const signDay = sql`coalesce(${head.signDate}, (${head.createdTime} at time zone 'Asia/Shanghai')::date)`;

async function positionsOf(db: AppDatabase, access: UserAccess, indices: readonly (TrendIndex & { categoryCode: string | null })[]): Promise<Map<string, TrendPosition[]>> {
  const out = new Map<string, TrendPosition[]>();
  const withCategory = indices.filter((index) => index.categoryCode);
  if (withCategory.length === 0) return out;
  const tree = await loadCategoryTree(db);
  const scope = scopeSql(access, CONTRACT_LIST_MENU, head.orgCode, head.categoryCode, head.supplierSn);
  for (const index of withCategory) {
    const categories = withDescendants(tree, [index.categoryCode as string]);
    const rows =
      categories.length === 0
        ? []
        : await db
            .select({ price: line.priceWithTax, quantity: sql<string>`greatest(${line.quantity} - ${line.executedQuantity}, 0)::text` })
            .from(line)
            .innerJoin(head, eq(head.id, line.headId))
            .where(and(inArray(head.status, [...OPEN_CONTRACT_STATUSES]), inArray(head.categoryCode, categories), sql`${line.quantity} > ${line.executedQuantity}`, ...scope));
    out.set(index.indexCode, rows);
  }
  return out;
}

export async function trendOf(db: AppDatabase, access: UserAccess, analysis: TrendAnalysis, query: TrendQuery): Promise<TrendResult> {
  checkRange(query.startDate, query.endDate);
  const codes = [...new Set(query.indexCodes)];
  if (analysis === 'marketPriceSpread' && codes.length < 2) throw new ApiError(400, MARKET_MESSAGES.needTwoIndices);
  const found = await db.select({ indexCode: mktIndex.indexCode, indexName: mktIndex.indexName, unit: mktIndex.unit, categoryCode: mktIndex.categoryCode }).from(mktIndex).where(inArray(mktIndex.indexCode, codes));
  const byCode = new Map(found.map((row) => [row.indexCode, row]));
  if (codes.some((code) => !byCode.has(code))) throw new ApiError(400, MARKET_MESSAGES.indexUnknown);
  const indices = codes.map((code) => byCode.get(code) as (typeof found)[number]);
  const places = query.places && query.places.length > 0 ? [...new Set(query.places)] : null;
  const rows = await db
    .select({ indexCode: mktIndexValue.indexCode, place: mktIndexValue.place, dataDate: mktIndexValue.dataDate, value: mktIndexValue.value })
    .from(mktIndexValue)
    .where(and(inArray(mktIndexValue.indexCode, codes), gte(mktIndexValue.dataDate, query.startDate), lte(mktIndexValue.dataDate, query.endDate), places ? inArray(mktIndexValue.place, places) : undefined));
  const positions = analysis === 'floatingProfitLoss' ? await positionsOf(db, access, indices) : new Map<string, TrendPosition[]>();
  return computeTrend(analysis, indices, rows, positions);
}

export async function workTopOf(db: AppDatabase, access: UserAccess, query: WorkTopQuery): Promise<WorkTopResult> {
  checkRange(query.startDate, query.endDate);
  const conditions: (SQL | undefined)[] = [
    inArray(head.status, [...PURCHASE_STATUSES]),
    sql`${signDay} between ${query.startDate}::date and ${query.endDate}::date`,
    ...scopeSql(access, CONTRACT_LIST_MENU, head.orgCode, head.categoryCode, head.supplierSn),
  ];
  if (query.categoryCode) {
    const categories = withDescendants(await loadCategoryTree(db), [query.categoryCode]);
    conditions.push(categories.length > 0 ? inArray(head.categoryCode, categories) : sql`false`);
  }
  const rows = await db
    .select({
      province: supSupplier.province,
      quantity: sql<string>`sum(${head.totalQuantity})::text`,
      amount: sql<string>`sum(${head.totalAmount})::text`,
      contracts: sql<number>`count(*)::int`,
    })
    .from(head)
    .leftJoin(supSupplier, eq(supSupplier.sn, head.supplierSn))
    .where(and(...conditions))
    .groupBy(supSupplier.province);
  // Provinces written two ways ('河南', '河南省') fall into one region.
  const regions = new Map<string, { regionCode: string; regionName: string; quantity: bigint; amount: bigint; contractCount: number }>();
  for (const row of rows) {
    const region = regionOf(row.province);
    const entry = regions.get(region.regionCode) ?? { ...region, quantity: 0n, amount: 0n, contractCount: 0 };
    entry.quantity += storedUnits(row.quantity, 3);
    entry.amount += storedUnits(row.amount, 2);
    entry.contractCount += Number(row.contracts);
    regions.set(region.regionCode, entry);
  }
  const sorted = [...regions.values()].sort((a, b) => (a.quantity === b.quantity ? (a.regionCode < b.regionCode ? -1 : 1) : a.quantity > b.quantity ? -1 : 1));
  return {
    regions: sorted.map((entry) => ({ regionCode: entry.regionCode, regionName: entry.regionName, quantity: unitsToText(entry.quantity, 3), amount: unitsToText(entry.amount, 2), contractCount: entry.contractCount })),
    totalQuantity: sumQuantityTexts(sorted.map((entry) => unitsToText(entry.quantity, 3)), 3),
    totalAmount: unitsToText(
      sorted.reduce((sum, entry) => sum + entry.amount, 0n),
      2,
    ),
  };
}

/** This month of `now` in Shanghai: YYYY-MM and its first and last days. */
export function monthOf(now: Date): { month: string; first: string; last: string } {
  const { year, month } = shanghaiDay(now);
  const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return { month: `${year}-${month}`, first: `${year}-${month}-01`, last: `${year}-${month}-${String(lastDay).padStart(2, '0')}` };
}

export async function dashboardOf(db: AppDatabase, access: UserAccess, now: Date = new Date()): Promise<DashboardSummary> {
  const { month, first, last } = monthOf(now);
  const amounts = hasPermission(access, CONTRACT_LIST_MENU)
    ? await db
        .select({
          categoryCode: head.categoryCode,
          categoryName: sql<string>`coalesce(max(${head.categoryName}), ${head.categoryCode})`,
          amount: sql<string>`sum(${head.totalAmount})::text`,
          contractCount: sql<number>`count(*)::int`,
        })
        .from(head)
        .where(and(sql`${head.status} not in (${sql.join(NOT_COUNTED.map((status) => sql`${status}`), sql`, `)})`, sql`${signDay} between ${first}::date and ${last}::date`, ...scopeSql(access, CONTRACT_LIST_MENU, head.orgCode, head.categoryCode, head.supplierSn)))
        .groupBy(head.categoryCode)
    : [];
  const contractAmountByCategory = amounts
    .map((row) => ({ categoryCode: row.categoryCode, categoryName: row.categoryName, amount: unitsToText(storedUnits(row.amount, 2), 2), contractCount: Number(row.contractCount) }))
    .sort((a, b) => {
      const left = storedUnits(a.amount, 2);
      const right = storedUnits(b.amount, 2);
      return left === right ? (a.categoryCode < b.categoryCode ? -1 : 1) : left > right ? -1 : 1;
    });
  const [progress] = hasPermission(access, PICK_LIST_MENU)
    ? await db
        .select({
          planned: sql<string>`coalesce(sum(${pick.plannedQuantity}), 0)::text`,
          picked: sql<string>`coalesce(sum(${pick.shippedQuantity}), 0)::text`,
          accepted: sql<string>`coalesce(sum(${pick.acceptedQuantity}), 0)::text`,
          pickCount: sql<number>`count(*)::int`,
          openPickCount: sql<number>`(count(*) filter (where ${pick.status} in ('new', 'waitConfirm', 'confirmed')))::int`,
        })
        .from(pick)
        .where(and(sql`${pick.status} <> 'refused'`, sql`(${pick.createdTime} at time zone 'Asia/Shanghai')::date between ${first}::date and ${last}::date`, ...scopeSql(access, PICK_LIST_MENU, pick.orgCode, pick.categoryCode, pick.supplierSn)))
    : [];
  return {
    month,
    contractAmountByCategory,
    pickProgress: {
      plannedQuantity: unitsToText(storedUnits(progress?.planned, 3), 3),
      pickedQuantity: unitsToText(storedUnits(progress?.picked, 3), 3),
      acceptedQuantity: unitsToText(storedUnits(progress?.accepted, 3), 3),
      pickCount: Number(progress?.pickCount ?? 0),
      openPickCount: Number(progress?.openPickCount ?? 0),
    },
  };
}

export function marketAnalysisRoutes(app: FastifyInstance, db: AppDatabase): void {
  for (const analysis of TREND_ANALYSES) {
    app.post(`${REPORT_API}/wfdata/${analysis}`, { schema: { body: TrendQuerySchema }, config: { permission: MARKET_MENUS.trend } }, async (request): Promise<Envelope<TrendResult>> => {
      return ok(await trendOf(db, accessOf(request), analysis, request.body as TrendQuery));
    });
  }
  app.post(`${REPORT_API}/resource/work-top`, { schema: { body: WorkTopQuerySchema }, config: { permission: MARKET_MENUS.resourceMap } }, async (request): Promise<Envelope<WorkTopResult>> => {
    return ok(await workTopOf(db, accessOf(request), request.body as WorkTopQuery));
  });
  app.get(`${REPORT_API}/dashboard/summary`, { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<DashboardSummary>> => {
    return ok(await dashboardOf(db, accessOf(request)));
  });
}
