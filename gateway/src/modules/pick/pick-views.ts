/**
 * The pick head's reads beside the lists (issue 24), each within the caller's scope on pick:list:
 *
 * - GET pick-head/detail?id= : head, lines (with their open plan), costs, vehicles and the actions its
 *   status allows.
 * - GET pick-cost/page?pickId=&page=&pageSize= : costs of the picks in scope (one pick's when named).
 * - POST pick-head/materialAvgPrice {matCode, orgCode?} : the accepted-weighted average price of the
 *   material over the picks in scope (exact in SQL, 6 decimals).
 * - GET pick-head/checkSupplierAvailable?supplierSn= : whether picks may be drawn on the supplier
 *   (lookups/supplier-standing.ts); a supplier user asks about itself only.
 * - GET pick-price-rules/findBySupplierName?supplierName= : that supplier's price rules in scope.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { PickAvgPriceBodySchema, type PickCostRow, type PickDetail, type PickMaterialAvgPrice, type PickPriceRuleRow, type PickSupplierAvailability } from '../../api/pick.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ok, permissionDenied } from '../../core/envelope.js';
import { whereOf, type PageResult } from '../../core/list/query.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { purPickCost, purPickHead, purPickMaterial, purPickPriceRules, purPickVehicle } from '../../db/tables/pick.js';
import { supplierStandingProblem } from '../lookups/supplier-standing.js';
import { readPick, type PickHead } from './pick-common.js';
import { PICK_COST_BASE, PICK_HEAD_BASE, PICK_MENUS, PICK_PRICE_RULES_BASE, pickHeadResource, pickPriceRulesResource } from './pick-list.js';
import { openPlanUnits, text3 } from './pick-quantity-rules.js';
import { allowedPickActions } from './pick-status-machine.js';

const CostPageQuery = Type.Object(
  {
    pickId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
const SupplierSnQuery = Type.Object({ supplierSn: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false });
const SupplierNameQuery = Type.Object({ supplierName: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export function headRow(pick: PickHead): PickDetail['head'] {
  return { ...pick, confirmedTime: iso(pick.confirmedTime), closedTime: iso(pick.closedTime), createdTime: pick.createdTime.toISOString(), updatedTime: pick.updatedTime.toISOString() };
}

const costColumns = { id: purPickCost.id, pickId: purPickCost.pickId, costType: purPickCost.costType, costName: purPickCost.costName, amount: purPickCost.amount, remark: purPickCost.remark };

/** The whole pick `id` as the detail shows it (404 outside the caller's scope). */
export async function readPickDetail(db: AppDatabase, id: number, scope: ReturnType<typeof dataScopeFor>): Promise<PickDetail> {
  const pick = await readPick(db, id, scope);
  const [materials, costs, vehicles] = await Promise.all([
    db.select().from(purPickMaterial).where(eq(purPickMaterial.pickId, pick.id)).orderBy(asc(purPickMaterial.lineNo)),
    db.select(costColumns).from(purPickCost).where(eq(purPickCost.pickId, pick.id)).orderBy(asc(purPickCost.id)),
    db
      .select({ id: purPickVehicle.id, pickId: purPickVehicle.pickId, plateNo: purPickVehicle.plateNo, driverName: purPickVehicle.driverName, driverPhone: purPickVehicle.driverPhone, idCard: purPickVehicle.idCard, plannedArrival: purPickVehicle.plannedArrival, quantity: purPickVehicle.quantity, remark: purPickVehicle.remark })
      .from(purPickVehicle)
      .where(eq(purPickVehicle.pickId, pick.id))
      .orderBy(asc(purPickVehicle.id)),
  ]);
  return {
    head: headRow(pick),
    materials: materials.map((line) => ({
      id: line.id,
      pickId: line.pickId,
      lineNo: line.lineNo,
      contractLineId: line.contractLineId,
      matCode: line.matCode,
      matName: line.matName,
      unitCode: line.unitCode,
      priceWithTax: line.priceWithTax,
      taxRate: line.taxRate,
      plannedQuantity: line.plannedQuantity,
      shippedQuantity: line.shippedQuantity,
      acceptedQuantity: line.acceptedQuantity,
      releasedQuantity: line.releasedQuantity,
      openQuantity: pick.status === 'closed' ? '0.000' : text3(openPlanUnits(line)),
      lineStatus: line.lineStatus,
      remark: line.remark,
    })),
    costs,
    vehicles,
    actions: allowedPickActions(pick.status),
  };
}

export const pickViewRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), PICK_MENUS.list);

  app.get(`${PICK_HEAD_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickDetail>> =>
    ok(await readPickDetail(db, Number(request.query.id), scopeOf(request))),
  );

  app.get(`${PICK_COST_BASE}/page`, { schema: { querystring: CostPageQuery }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PageResult<PickCostRow>>> => {
    const page = request.query.page ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    const where = and(whereOf(pickHeadResource, [], scopeOf(request)), request.query.pickId === undefined ? undefined : eq(purPickCost.pickId, Number(request.query.pickId)));
    const [total] = await db.select({ n: count() }).from(purPickCost).innerJoin(purPickHead, eq(purPickHead.id, purPickCost.pickId)).where(where);
    const result = await db
      .select(costColumns)
      .from(purPickCost)
      .innerJoin(purPickHead, eq(purPickHead.id, purPickCost.pickId))
      .where(where)
      .orderBy(desc(purPickCost.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return ok({ result, total: total?.n ?? 0, page, pageSize, totalIsEstimate: false });
  });

  app.post(`${PICK_HEAD_BASE}/materialAvgPrice`, { schema: { body: PickAvgPriceBodySchema }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickMaterialAvgPrice>> => {
    const { matCode, orgCode } = request.body;
    const [row] = await db
      .select({
        quantity: sql<string>`coalesce(sum(${purPickMaterial.acceptedQuantity}), 0)::numeric(18, 3)::text`,
        avgPrice: sql<string | null>`case when coalesce(sum(${purPickMaterial.acceptedQuantity}), 0) = 0 then null
          else round(sum(${purPickMaterial.acceptedQuantity} * ${purPickMaterial.priceWithTax}) / sum(${purPickMaterial.acceptedQuantity}), 6)::text end`,
      })
      .from(purPickMaterial)
      .innerJoin(purPickHead, eq(purPickHead.id, purPickMaterial.pickId))
      .where(and(whereOf(pickHeadResource, [], scopeOf(request)), eq(purPickMaterial.matCode, matCode), orgCode ? eq(purPickHead.orgCode, orgCode) : undefined));
    return ok({ matCode, avgPrice: row?.avgPrice ?? null, quantity: row?.quantity ?? '0.000' });
  });

  app.get(`${PICK_HEAD_BASE}/checkSupplierAvailable`, { schema: { querystring: SupplierSnQuery }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickSupplierAvailability>> => {
    const access = accessOf(request);
    const sn = request.query.supplierSn.trim();
    if (access.supplierSn !== undefined && access.supplierSn !== sn) throw permissionDenied();
    const problem = await supplierStandingProblem(db, sn, false);
    return ok(problem === undefined ? { available: true } : { available: false, message: problem });
  });

  app.get(`${PICK_PRICE_RULES_BASE}/findBySupplierName`, { schema: { querystring: SupplierNameQuery }, config: { permission: PICK_MENUS.list } }, async (request): Promise<Envelope<PickPriceRuleRow[]>> => {
    const rows = await db
      .select()
      .from(purPickPriceRules)
      .where(and(whereOf(pickPriceRulesResource, [], scopeOf(request)), eq(purPickPriceRules.supplierName, request.query.supplierName.trim())))
      .orderBy(desc(purPickPriceRules.effectiveStart), asc(purPickPriceRules.id));
    return ok(rows.map((row) => ({ id: row.id, supplierSn: row.supplierSn, supplierName: row.supplierName, orgCode: row.orgCode, matCode: row.matCode, matName: row.matName, ruleType: row.ruleType, price: row.price, effectiveStart: row.effectiveStart, effectiveEnd: row.effectiveEnd, remark: row.remark })));
  });
};
