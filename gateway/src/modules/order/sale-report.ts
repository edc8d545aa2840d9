/**
 * The sales shipment report (issue 26, part G2): POST order/sale/recordReport (order:sale)
 * SaleRecordReportBody → shipped and confirmed quantities per ship day, seller, customer and material
 * (sums in SQL numeric: exact), in the caller's scope on order:sale; POST order/sale/recordReport/export
 * (order:sale:export) the same rows as an .xlsx with a 合计 row (a small report: written at once).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { SaleRecordReportBodySchema, type SaleRecordReportBody, type SaleRecordReportRow } from '../../api/order-sale.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { attachmentOf } from '../../core/import/routes.js';
import { XLSX_MIME } from '../../core/import/workbook.js';
import { loadExcelJs } from '../../core/lazy-modules.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { isDay, text3, units } from './sale-common.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { SALE_MESSAGES } from './sale-message-texts.js';

const DAY_MS = 86_400_000;

function inList(column: SQL, codes: 'all' | readonly string[]): SQL {
  if (codes === 'all') return sql`true`;
  if (codes.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )})`;
}

export async function saleRecordReport(db: Pick<AppDatabase, 'execute'>, body: SaleRecordReportBody, scope: DataScopeFilter): Promise<SaleRecordReportRow[]> {
  if (!isDay(body.from) || !isDay(body.to)) throw new ApiError(400, SALE_MESSAGES.dateInvalid);
  if (body.to < body.from) throw new ApiError(400, SALE_MESSAGES.reportDates);
  if ((Date.parse(body.to) - Date.parse(body.from)) / DAY_MS > 366) throw new ApiError(400, SALE_MESSAGES.reportRange);
  const orgCode = body.orgCode?.trim() || null;
  const matCode = body.matCode?.trim() || null;
  const result = await db.execute(sql`
    select to_char(ship_date, 'YYYY-MM-DD') as "shipDate", org_code as "orgCode", max(org_name) as "orgName",
      customer_org_code as "customerOrgCode", max(customer_org_name) as "customerOrgName", mat_code as "matCode", max(mat_name) as "matName",
      count(*)::int as "shipments", sum(quantity)::numeric(18, 3)::text as "shippedQuantity",
      coalesce(sum(confirmed_quantity), 0)::numeric(18, 3)::text as "confirmedQuantity"
    from mat_view_sale_shipping
    where ship_date between ${body.from}::date and ${body.to}::date
      and (${orgCode}::text is null or org_code = ${orgCode}::text)
      and (${matCode}::text is null or mat_code = ${matCode}::text)
      and ${inList(sql`org_code`, scope.orgCodes)} and ${inList(sql`category_code`, scope.categoryCodes)}
    group by ship_date, org_code, customer_org_code, mat_code
    order by ship_date, org_code, customer_org_code, mat_code`);
  return (result.rows as unknown as SaleRecordReportRow[]).map((row) => ({ ...row, shipments: Number(row.shipments) }));
}

const COLUMNS: readonly [header: string, key: keyof SaleRecordReportRow, width: number][] = [
  ['发运日期', 'shipDate', 12],
  ['销售组织编码', 'orgCode', 14],
  ['销售组织', 'orgName', 24],
  ['客户组织编码', 'customerOrgCode', 14],
  ['客户组织', 'customerOrgName', 24],
  ['物料编码', 'matCode', 14],
  ['物料名称', 'matName', 16],
  ['车次', 'shipments', 8],
  ['发运数量', 'shippedQuantity', 14],
  ['确认数量', 'confirmedQuantity', 14],
];

/** The report as a workbook: one row per report row (quantities as exact numbers) and a 合计 row. */
export async function saleRecordWorkbook(rows: readonly SaleRecordReportRow[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('销售发运报表');
  sheet.columns = COLUMNS.map(([header, key, width]) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({ ...row, shippedQuantity: Number(row.shippedQuantity), confirmedQuantity: Number(row.confirmedQuantity) });
  }
  const shipped = rows.reduce((sum, row) => sum + units(row.shippedQuantity), 0n);
  const confirmed = rows.reduce((sum, row) => sum + units(row.confirmedQuantity), 0n);
  const total = sheet.addRow({
    shipDate: '合计',
    shipments: rows.reduce((sum, row) => sum + row.shipments, 0),
    shippedQuantity: Number(text3(shipped)),
    confirmedQuantity: Number(text3(confirmed)),
  });
  total.font = { bold: true };
  for (const key of ['shippedQuantity', 'confirmedQuantity']) sheet.getColumn(key).numFmt = '0.000';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const saleReportRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(`${SALE_ORDER_BASE}/recordReport`, { schema: { body: SaleRecordReportBodySchema }, config: { permission: ORDER_MENUS.sale } }, async (request): Promise<Envelope<SaleRecordReportRow[]>> => {
    return ok(await saleRecordReport(db, request.body, dataScopeFor(accessOf(request), ORDER_MENUS.sale)));
  });

  app.post(`${SALE_ORDER_BASE}/recordReport/export`, { schema: { body: SaleRecordReportBodySchema }, config: { permission: ORDER_MENUS.saleExport } }, async (request, reply) => {
    const rows = await saleRecordReport(db, request.body, dataScopeFor(accessOf(request), ORDER_MENUS.sale));
    const buffer = await saleRecordWorkbook(rows);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachmentOf('sale-record-report.xlsx', `销售发运报表${request.body.from}至${request.body.to}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(buffer);
  });
};
