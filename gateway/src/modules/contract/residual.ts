/**
 * Residual quantities and the contract indicator (spec 02 §7, /purchase/api/v1/contract/head), all
 * within the caller's org and category scope on the contract list (contract:list), summed exactly in
 * SQL (numeric) and answered as decimal strings. "In force" is contract-sql.ts's: signed (SIGN,
 * PIGEONHOLE_E, PIGEONHOLE) and not marked EXECUTION_COMPLETE. A line's residual is
 * max(quantity − executed, 0): an over-delivery never makes it negative.
 *
 * - GET residual-fixed-price-quantity?orgCode&matCode[&supplierSn]: the lines of the org's fixed-price
 *   contracts (contractCategory fixedPrice) in force that still have a residual for the material, with
 *   their total: what a buyer may still call off at a fixed price.
 * - GET month-residual-quantity?orgCode&matCode&yearMonth=YYYY-MM (month demand's contract residual):
 *   the lines in force for the material whose delivery window overlaps the month, with their total.
 *   The window is the line's delivery start/end, else the head's start/end date; an open end overlaps.
 *   Strategic frames are left out (their call-offs carry the quantities).
 * - GET indicator?year[&orgCode][&categoryCode]: the year's contracts (year of the sign date, else the
 *   start date, else the creation day in Shanghai), strategic frames left out (their call-offs count):
 *   count, quantity and amount by status; the same for the contracted ones (SIGN_SALE, SIGN_BUY, SIGN,
 *   PIGEONHOLE_E, PIGEONHOLE, CLOSE); and by material of those: contracted, executed and residual
 *   quantity (residual only on contracts in force: a closed or completed contract has none left). With
 *   &matCode (and orgCode): that material's lines only, and its months: for each month of the year the
 *   in-force contracts' residual whose delivery window overlaps it (lookups/contract-residual.ts, as the
 *   demand indicator counts it), in the caller's scope (a contract out of it counts nothing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ContractIndicator, ContractMonthResidual, ContractResidual, ContractResidualLine, Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { LINE_RESIDUAL_SQL, monthBounds, monthResidualLineSql, yearResidualByMaterialMonth, zeroMonths } from '../lookups/contract-residual.js';
import { headScopeSql, inForceSql, rowsOf } from './contract-sql.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, CONTRACT_STATUSES } from './head.js';

/** Statuses whose quantities count as contracted in the indicator. */
export const CONTRACTED_STATUSES = ['SIGN_SALE', 'SIGN_BUY', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE', 'CLOSE'] as const;

export const RESIDUAL_MESSAGES = { badMonth: '月份格式不正确，应为YYYY-MM' } as const;

const code = (description: string) => Type.String({ minLength: 1, maxLength: 40, description });
const FixedPriceQuery = Type.Object({ orgCode: code('组织编码'), matCode: code('物料编码'), supplierSn: Type.Optional(code('供应商编码')) });
const MonthQuery = Type.Object({ orgCode: code('组织编码'), matCode: code('物料编码'), yearMonth: Type.String({ pattern: '^\\d{4}-\\d{2}$' }) });
const IndicatorQuery = Type.Object({
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  orgCode: Type.Optional(code('组织编码')),
  categoryCode: Type.Optional(code('品类编码')),
  matCode: Type.Optional(code('物料编码')),
});

interface LineRow {
  contract_id: number | string;
  contract_no: string;
  contract_category: string;
  org_code: string;
  supplier_sn: string;
  supplier_name: string;
  line_id: number | string;
  line_no: number;
  mat_code: string;
  mat_name: string;
  unit_code: string;
  quantity: string;
  executed_quantity: string;
  residual_quantity: string;
  price_with_tax: string;
  delivery_start: string | null;
  delivery_end: string | null;
}

const residual = LINE_RESIDUAL_SQL;

function toLine(row: LineRow): ContractResidualLine {
  return {
    contractId: Number(row.contract_id),
    contractNo: row.contract_no,
    contractCategory: row.contract_category,
    orgCode: row.org_code,
    supplierSn: row.supplier_sn,
    supplierName: row.supplier_name,
    lineId: Number(row.line_id),
    lineNo: Number(row.line_no),
    matCode: row.mat_code,
    matName: row.mat_name,
    unitCode: row.unit_code,
    quantity: row.quantity,
    executedQuantity: row.executed_quantity,
    residualQuantity: row.residual_quantity,
    priceWithTax: row.price_with_tax,
    deliveryStart: row.delivery_start,
    deliveryEnd: row.delivery_end,
  };
}

/** The lines in force matching `where` with a residual, and their total residual. */
async function residualLines(db: AppDatabase, where: SQL): Promise<ContractResidual> {
  const condition = sql`${inForceSql('h')} and ${residual} > 0 and ${where}`;
  const rows = await rowsOf<LineRow>(
    db,
    sql`select h.id as contract_id, h.contract_no, h.contract_category, h.org_code, h.supplier_sn, h.supplier_name,
      l.id as line_id, l.line_no, l.mat_code, l.mat_name, l.unit_code, l.quantity::text as quantity,
      l.executed_quantity::text as executed_quantity, ${residual}::numeric(18, 3)::text as residual_quantity,
      l.price_with_tax::text as price_with_tax, l.delivery_start::text as delivery_start, l.delivery_end::text as delivery_end
    from con_contract_head h join con_contract_line l on l.head_id = h.id
    where ${condition}
    order by h.id, l.line_no`,
  );
  const [total] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(${residual}), 0)::numeric(18, 3)::text as total
    from con_contract_head h join con_contract_line l on l.head_id = h.id where ${condition}`,
  );
  return { lines: rows.map(toLine), totalResidualQuantity: total!.total };
}

export const contractResidualRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    `${CONTRACT_HEAD_BASE}/residual-fixed-price-quantity`,
    { schema: { querystring: FixedPriceQuery }, config: { permission: CONTRACT_MENUS.list } },
    async (request): Promise<Envelope<ContractResidual>> => {
      const { orgCode, matCode, supplierSn } = request.query;
      const scope = headScopeSql(dataScopeFor(accessOf(request), CONTRACT_MENUS.list), 'h');
      const supplier = supplierSn === undefined ? sql`true` : sql`h.supplier_sn = ${supplierSn}`;
      return ok(await residualLines(db, sql`h.contract_category = 'fixedPrice' and h.org_code = ${orgCode} and l.mat_code = ${matCode} and ${supplier} and ${scope}`));
    },
  );

  app.get(
    `${CONTRACT_HEAD_BASE}/month-residual-quantity`,
    { schema: { querystring: MonthQuery }, config: { permission: CONTRACT_MENUS.list } },
    async (request): Promise<Envelope<ContractMonthResidual>> => {
      const { orgCode, matCode, yearMonth } = request.query;
      const bounds = monthBounds(yearMonth);
      if (!bounds) throw new ApiError(400, RESIDUAL_MESSAGES.badMonth);
      const scope = headScopeSql(dataScopeFor(accessOf(request), CONTRACT_MENUS.list), 'h');
      // The month's lines are lookups/contract-residual.ts's, shared with the month demand plan's items.
      const found = await residualLines(db, sql`h.org_code = ${orgCode} and l.mat_code = ${matCode} and ${monthResidualLineSql(bounds)} and ${scope}`);
      return ok({ orgCode, matCode, yearMonth, ...found });
    },
  );

  app.get(`${CONTRACT_HEAD_BASE}/indicator`, { schema: { querystring: IndicatorQuery }, config: { permission: CONTRACT_MENUS.list } }, async (request): Promise<Envelope<ContractIndicator>> => {
    const { year, orgCode, categoryCode, matCode } = request.query;
    const scope = headScopeSql(dataScopeFor(accessOf(request), CONTRACT_MENUS.list), 'h');
    const contractYear = sql`extract(year from coalesce(h.sign_date, h.start_date, (h.created_time at time zone 'Asia/Shanghai')::date))`;
    const where = sql`h.contract_category <> 'strategic' and ${contractYear} = ${year}
      and ${orgCode === undefined ? sql`true` : sql`h.org_code = ${orgCode}`}
      and ${categoryCode === undefined ? sql`true` : sql`h.category_code = ${categoryCode}`} and ${scope}`;
    // With a material: its lines only, and its in-force residual covering each month of the year.
    const material = matCode === undefined ? sql`true` : sql`l.mat_code = ${matCode}`;
    const contracted = sql`h.status in (${sql.join(CONTRACTED_STATUSES.map((status) => sql`${status}`), sql`, `)})`;

    const byStatus = await rowsOf<{ status: string; count: number; total_quantity: string; total_amount: string }>(
      db,
      sql`select h.status, count(*)::int as count, sum(h.total_quantity)::numeric(18, 3)::text as total_quantity, sum(h.total_amount)::numeric(18, 2)::text as total_amount
      from con_contract_head h where ${where} group by h.status`,
    );
    const [signed] = await rowsOf<{ count: number; total_quantity: string; total_amount: string }>(
      db,
      sql`select count(*)::int as count, coalesce(sum(h.total_quantity), 0)::numeric(18, 3)::text as total_quantity, coalesce(sum(h.total_amount), 0)::numeric(18, 2)::text as total_amount
      from con_contract_head h where ${where} and ${contracted}`,
    );
    const materials = await rowsOf<{ mat_code: string; mat_name: string; unit_code: string; contracted: string; executed: string; residual: string }>(
      db,
      sql`select l.mat_code, min(l.mat_name) as mat_name, l.unit_code,
        sum(l.quantity)::numeric(18, 3)::text as contracted, sum(l.executed_quantity)::numeric(18, 3)::text as executed,
        sum(case when ${inForceSql('h')} then ${residual} else 0 end)::numeric(18, 3)::text as residual
      from con_contract_head h join con_contract_line l on l.head_id = h.id
      where ${where} and ${contracted} and ${material}
      group by l.mat_code, l.unit_code order by l.mat_code, l.unit_code`,
    );
    const order = (status: string) => (CONTRACT_STATUSES as readonly string[]).indexOf(status);
    // The months: lookups/contract-residual.ts's count (the demand indicator's), in the caller's scope.
    const months =
      matCode === undefined || orgCode === undefined
        ? undefined
        : ((await yearResidualByMaterialMonth(db, { orgCode, year, matCodes: [matCode], where: sql`${scope} and ${categoryCode === undefined ? sql`true` : sql`h.category_code = ${categoryCode}`}` })).get(matCode) ?? zeroMonths()).map(
            (quantity, index) => ({ month: index + 1, contractedQuantity: quantity }),
          );
    return ok({
      ...(months === undefined ? {} : { matCode, months }),
      year,
      byStatus: byStatus
        .sort((a, b) => order(a.status) - order(b.status))
        .map((row) => ({ status: row.status, count: Number(row.count), totalQuantity: row.total_quantity, totalAmount: row.total_amount })),
      contracted: { count: Number(signed!.count), totalQuantity: signed!.total_quantity, totalAmount: signed!.total_amount },
      materials: materials.map((row) => ({
        matCode: row.mat_code,
        matName: row.mat_name,
        unitCode: row.unit_code,
        contractedQuantity: row.contracted,
        executedQuantity: row.executed,
        residualQuantity: row.residual,
      })),
    });
  });
};
