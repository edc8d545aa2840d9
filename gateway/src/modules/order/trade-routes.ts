/**
 * The multilateral trade's routes (issue 26, part G3) under /material/api/v1/multi-trade:
 *
 * - GET detail?id= (order:multi-trade): the trade, its legs, its movement totals and allowed actions.
 * - POST calculate (order:multi-trade): the chain's figures (trade-figures.ts), nothing stored.
 * - POST save (order:multi-trade:add): a new draft, or the edit of a draft (id + version).
 * - POST commit (order:multi-trade:commit): commits a draft (id + version, recalculated from the body)
 *   or stores a new trade committed at once. Numbers from MULTI_TRADE_NO (DB…).
 * - POST cancel {id, version} (order:multi-trade:commit): a draft, or a committed trade without pick applies.
 * - POST movement/save (order:multi-trade:record): goods leaving the first seller (outfactory) or arriving
 *   at the last buyer (arrive), under the trade's row lock: Σ arrive ≤ Σ outfactory ≤ quantity, and with a
 *   vehicle, quantity ≤ that vehicle's load. When all of the quantity has arrived the trade is finished.
 *
 * Every chain is checked (`checkChain`): two legs at least, joined end to end, no company twice, every
 * seller a trading company, every company a company-level org, the material active.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import {
  MultiTradeBodySchema,
  MultiTradeMovementBodySchema,
  PickApplyMoveBodySchema,
  type MultiTradeBody,
  type MultiTradeCalculation,
  type MultiTradeDetail,
  type MultiTradeLegFigures,
  type MultiTradeRow,
  type MultiTradeSaved,
} from '../../api/order-trade.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { matMultiTrade, matMultiTradeLeg, matMultiTradeMovement, matPickApply, matPickApplyVehicle } from '../../db/tables/order.js';
import { MULTI_TRADE_BASE, ORDER_MENUS } from './order-paths.js';
import { accountOf, checkScope, isoOf, materialOf, orgsByCode, supplierNameOf, tradeInScope, type MaterialInfo, type Reader, type TradeHead, type Tx } from './trade-common.js';
import { chainCompanies, chainProblem, quantityOf, quantityText, tradeFigures } from './trade-figures.js';
import { TRADE_MESSAGES } from './trade-message-texts.js';
import { allowedTradeActions, isTradeEditable, nextTradeStatus, type TradeEvent } from './trade-status-machine.js';

export interface CheckedTrade {
  calculation: MultiTradeCalculation;
  material: MaterialInfo;
  supplierName: string | null;
}

/** The chain's checks and figures (400 with a Chinese message on the first problem). */
export async function checkChain(db: Reader, body: MultiTradeBody): Promise<CheckedTrade> {
  const problem = chainProblem(body.legs);
  if (problem) {
    if (problem.kind === 'tooFewLegs') throw new ApiError(400, TRADE_MESSAGES.tooFewLegs);
    if (problem.kind === 'broken') throw new ApiError(400, TRADE_MESSAGES.chainBroken(problem.legNo));
    if (problem.kind === 'selfTrade') throw new ApiError(400, TRADE_MESSAGES.selfTrade(problem.legNo));
    throw new ApiError(400, TRADE_MESSAGES.companyRepeated(problem.orgCode));
  }
  if (quantityOf(body.quantity) <= 0n) throw new ApiError(400, TRADE_MESSAGES.quantityPositive);
  body.legs.forEach((leg, index) => {
    if (!/[1-9]/.test(leg.priceWithTax)) throw new ApiError(400, TRADE_MESSAGES.pricePositive(index + 1));
  });
  const companies = chainCompanies(body.legs);
  const orgs = await orgsByCode(db, companies);
  for (const code of companies) {
    const org = orgs.get(code);
    if (!org || org.level !== 6) throw new ApiError(400, TRADE_MESSAGES.orgUnknown(code));
  }
  for (const leg of body.legs) if (orgs.get(leg.sellerOrgCode)?.isTradingCompany !== 1) throw new ApiError(400, TRADE_MESSAGES.sellerNotTrading(leg.sellerOrgCode));
  const material = await materialOf(db, body.matCode);
  if (!material) throw new ApiError(400, TRADE_MESSAGES.materialUnknown(body.matCode));
  let supplierName: string | null = null;
  const supplierSn = body.supplierSn?.trim();
  if (supplierSn) {
    supplierName = (await supplierNameOf(db, supplierSn)) ?? null;
    if (supplierName === null) throw new ApiError(400, TRADE_MESSAGES.supplierUnknown(supplierSn));
  }
  const figures = tradeFigures(body.quantity, body.basePrice, body.legs);
  const legs = body.legs.map((leg, index): MultiTradeLegFigures => {
    const figure = figures.legs[index]!;
    return {
      legNo: figure.legNo,
      sellerOrgCode: leg.sellerOrgCode,
      sellerOrgName: orgs.get(leg.sellerOrgCode)?.orgName ?? null,
      buyerOrgCode: leg.buyerOrgCode,
      buyerOrgName: orgs.get(leg.buyerOrgCode)?.orgName ?? null,
      priceWithTax: figure.priceWithTax,
      taxRate: leg.taxRate,
      quantity: figure.quantity,
      amount: figure.amount,
      margin: figure.margin,
    };
  });
  return {
    calculation: { matCode: material.matCode, matName: material.matName, unitCode: material.unitCode, quantity: figures.quantity, basePrice: figures.basePrice, legs, totalMargin: figures.totalMargin },
    material,
    supplierName,
  };
}

/** The head's columns of a checked chain. */
function headValues(body: MultiTradeBody, checked: CheckedTrade) {
  const { calculation, material } = checked;
  const first = calculation.legs[0]!;
  const last = calculation.legs[calculation.legs.length - 1]!;
  return {
    orgCode: first.sellerOrgCode,
    orgName: first.sellerOrgName,
    finalOrgCode: last.buyerOrgCode,
    finalOrgName: last.buyerOrgName,
    categoryCode: material.categoryCode,
    categoryName: material.categoryName,
    matCode: material.matCode,
    matName: material.matName,
    unitCode: material.unitCode,
    quantity: calculation.quantity,
    basePrice: calculation.basePrice,
    supplierSn: body.supplierSn?.trim() || null,
    supplierName: checked.supplierName,
    legCount: calculation.legs.length,
    totalMargin: calculation.totalMargin,
    tradeDate: body.tradeDate,
    remark: body.remark?.trim() || null,
  };
}

async function writeLegs(tx: Tx, tradeId: number, calculation: MultiTradeCalculation, actor: string): Promise<void> {
  await tx.delete(matMultiTradeLeg).where(eq(matMultiTradeLeg.tradeId, tradeId));
  await tx.insert(matMultiTradeLeg).values(
    calculation.legs.map((leg) => ({
      tradeId,
      legNo: leg.legNo,
      sellerOrgCode: leg.sellerOrgCode,
      sellerOrgName: leg.sellerOrgName,
      buyerOrgCode: leg.buyerOrgCode,
      buyerOrgName: leg.buyerOrgName,
      priceWithTax: leg.priceWithTax,
      taxRate: leg.taxRate,
      quantity: leg.quantity,
      amount: leg.amount,
      margin: leg.margin,
      createdBy: actor,
      updatedBy: actor,
    })),
  );
}

/** Stores the body as a draft or committed trade: a new one, or the draft `body.id` at `body.version`. */
export async function storeTrade(db: AppDatabase, body: MultiTradeBody, scope: DataScopeFilter, actor: string, status: 'draft' | 'committed'): Promise<MultiTradeSaved> {
  return db.transaction(async (tx) => {
    const checked = await checkChain(tx, body);
    const values = headValues(body, checked);
    checkScope(scope, values.orgCode, values.categoryCode);
    const committed = status === 'committed' ? { committedBy: actor, committedTime: new Date() } : {};
    if (body.id !== undefined && body.id !== null) {
      const current = await tradeInScope(tx, body.id, scope, { lock: true, ...(body.version === undefined ? {} : { version: body.version }) });
      if (!isTradeEditable(current.status)) {
        throw new ApiError(422, status === 'committed' ? TRADE_MESSAGES.forbiddenMove(current.tradeNo, current.status, 'commit') : TRADE_MESSAGES.notEditable(current.tradeNo, current.status));
      }
      const [updated] = await tx
        .update(matMultiTrade)
        .set({ ...values, ...committed, status, version: sql`${matMultiTrade.version} + 1`, updatedBy: actor, updatedTime: new Date() })
        .where(eq(matMultiTrade.id, current.id))
        .returning({ id: matMultiTrade.id, tradeNo: matMultiTrade.tradeNo, version: matMultiTrade.version });
      await writeLegs(tx, current.id, checked.calculation, actor);
      return updated!;
    }
    const tradeNo = await nextSerial(tx, 'MULTI_TRADE_NO');
    const [created] = await tx
      .insert(matMultiTrade)
      .values({ ...values, ...committed, tradeNo, status, createdBy: actor, updatedBy: actor })
      .returning({ id: matMultiTrade.id, tradeNo: matMultiTrade.tradeNo, version: matMultiTrade.version });
    await writeLegs(tx, created!.id, checked.calculation, actor);
    return created!;
  });
}

export function tradeRowOf(trade: TradeHead): MultiTradeRow {
  return {
    id: trade.id,
    tradeNo: trade.tradeNo,
    orgCode: trade.orgCode,
    orgName: trade.orgName,
    finalOrgCode: trade.finalOrgCode,
    finalOrgName: trade.finalOrgName,
    categoryCode: trade.categoryCode,
    categoryName: trade.categoryName,
    matCode: trade.matCode,
    matName: trade.matName,
    unitCode: trade.unitCode,
    quantity: trade.quantity,
    basePrice: trade.basePrice,
    supplierSn: trade.supplierSn,
    supplierName: trade.supplierName,
    legCount: trade.legCount,
    totalMargin: trade.totalMargin,
    appliedQuantity: trade.appliedQuantity,
    status: trade.status,
    tradeDate: trade.tradeDate,
    committedBy: trade.committedBy,
    committedTime: isoOf(trade.committedTime),
    remark: trade.remark,
    createdTime: isoOf(trade.createdTime)!,
    version: trade.version,
  };
}

/** Σ out-factory and Σ arrive of a trade, as units. */
async function movementTotals(db: Reader, tradeId: number): Promise<{ outfactory: bigint; arrive: bigint }> {
  const rows = await db
    .select({ kind: matMultiTradeMovement.kind, total: sql<string>`coalesce(sum(${matMultiTradeMovement.quantity}), 0)::numeric(18, 3)::text` })
    .from(matMultiTradeMovement)
    .where(eq(matMultiTradeMovement.tradeId, tradeId))
    .groupBy(matMultiTradeMovement.kind);
  const of = (kind: string) => quantityOf(rows.find((row) => row.kind === kind)?.total ?? '0');
  return { outfactory: of('outfactory'), arrive: of('arrive') };
}

export const tradeRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]): DataScopeFilter => dataScopeFor(accessOf(request), ORDER_MENUS.trade);

  app.get(`${MULTI_TRADE_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: ORDER_MENUS.trade } }, async (request): Promise<Envelope<MultiTradeDetail>> => {
    const trade = await tradeInScope(db, Number(request.query.id), scopeOf(request));
    const legs = await db.select().from(matMultiTradeLeg).where(eq(matMultiTradeLeg.tradeId, trade.id)).orderBy(asc(matMultiTradeLeg.legNo));
    const totals = await movementTotals(db, trade.id);
    return ok({
      ...tradeRowOf(trade),
      legs: legs.map((leg) => ({
        id: leg.id,
        legNo: leg.legNo,
        sellerOrgCode: leg.sellerOrgCode,
        sellerOrgName: leg.sellerOrgName,
        buyerOrgCode: leg.buyerOrgCode,
        buyerOrgName: leg.buyerOrgName,
        priceWithTax: leg.priceWithTax,
        taxRate: leg.taxRate,
        quantity: leg.quantity,
        amount: leg.amount,
        margin: leg.margin,
      })),
      outfactoryQuantity: quantityText(totals.outfactory),
      arriveQuantity: quantityText(totals.arrive),
      actions: allowedTradeActions(trade.status),
    });
  });

  app.post(`${MULTI_TRADE_BASE}/calculate`, { schema: { body: MultiTradeBodySchema }, config: { permission: ORDER_MENUS.trade } }, async (request): Promise<Envelope<MultiTradeCalculation>> =>
    ok((await checkChain(db, request.body)).calculation),
  );

  app.post(`${MULTI_TRADE_BASE}/save`, { schema: { body: MultiTradeBodySchema }, config: { permission: ORDER_MENUS.tradeAdd } }, async (request): Promise<Envelope<MultiTradeSaved>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    return ok(await storeTrade(db, request.body, scopeOf(request), actor, 'draft'), TRADE_MESSAGES.saved);
  });

  app.post(`${MULTI_TRADE_BASE}/commit`, { schema: { body: MultiTradeBodySchema }, config: { permission: ORDER_MENUS.tradeCommit } }, async (request): Promise<Envelope<MultiTradeSaved>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    return ok(await storeTrade(db, request.body, scopeOf(request), actor, 'committed'), TRADE_MESSAGES.committed);
  });

  app.post(`${MULTI_TRADE_BASE}/cancel`, { schema: { body: PickApplyMoveBodySchema }, config: { permission: ORDER_MENUS.tradeCommit } }, async (request): Promise<Envelope<MultiTradeSaved>> => {
    const actor = await accountOf(db, accessOf(request).userId);
    const saved = await db.transaction(async (tx) => {
      const trade = await tradeInScope(tx, request.body.id, scopeOf(request), { lock: true, version: request.body.version });
      const event: TradeEvent = 'cancel';
      if (nextTradeStatus(trade.status, event) === null) throw new ApiError(422, TRADE_MESSAGES.forbiddenMove(trade.tradeNo, trade.status, event));
      const [held] = await tx.select({ id: matPickApply.id }).from(matPickApply).where(and(eq(matPickApply.tradeId, trade.id), ne(matPickApply.status, 'canceled'))).limit(1);
      if (held) throw new ApiError(422, TRADE_MESSAGES.hasApplies(trade.tradeNo));
      const [updated] = await tx
        .update(matMultiTrade)
        .set({ status: 'canceled', version: sql`${matMultiTrade.version} + 1`, updatedBy: actor, updatedTime: new Date() })
        .where(eq(matMultiTrade.id, trade.id))
        .returning({ id: matMultiTrade.id, tradeNo: matMultiTrade.tradeNo, version: matMultiTrade.version });
      return updated!;
    });
    return ok(saved, TRADE_MESSAGES.canceled);
  });

  app.post(`${MULTI_TRADE_BASE}/movement/save`, { schema: { body: MultiTradeMovementBodySchema }, config: { permission: ORDER_MENUS.tradeRecord } }, async (request): Promise<Envelope<{ id: number }>> => {
    const body = request.body;
    const actor = await accountOf(db, accessOf(request).userId);
    const quantity = quantityOf(body.quantity);
    if (quantity <= 0n) throw new ApiError(400, TRADE_MESSAGES.quantityPositive);
    const movedTime = new Date(body.movedTime);
    if (Number.isNaN(movedTime.getTime())) throw new ApiError(400, TRADE_MESSAGES.movedTimeInvalid);
    const id = await db.transaction(async (tx) => {
      const trade = await tradeInScope(tx, body.tradeId, scopeOf(request), { lock: true });
      if (trade.status !== 'committed') throw new ApiError(422, TRADE_MESSAGES.notCommitted(trade.tradeNo));
      let plateNo = body.plateNo.trim();
      let pickApplyId = body.pickApplyId ?? null;
      if (pickApplyId !== null) {
        const [apply] = await tx.select({ tradeId: matPickApply.tradeId }).from(matPickApply).where(eq(matPickApply.id, pickApplyId));
        if (apply?.tradeId !== trade.id) throw new ApiError(400, TRADE_MESSAGES.applyOfOtherTrade);
      }
      if (body.vehicleId !== undefined && body.vehicleId !== null) {
        const [vehicle] = await tx
          .select({ applyId: matPickApplyVehicle.applyId, plateNo: matPickApplyVehicle.plateNo, quantity: matPickApplyVehicle.quantity, tradeId: matPickApply.tradeId })
          .from(matPickApplyVehicle)
          .innerJoin(matPickApply, eq(matPickApply.id, matPickApplyVehicle.applyId))
          .where(eq(matPickApplyVehicle.id, body.vehicleId));
        if (!vehicle || vehicle.tradeId !== trade.id || (pickApplyId !== null && vehicle.applyId !== pickApplyId)) throw new ApiError(400, TRADE_MESSAGES.vehicleOfOtherTrade);
        if (quantity > quantityOf(vehicle.quantity)) throw new ApiError(400, TRADE_MESSAGES.vehicleExceeds(vehicle.plateNo, vehicle.quantity));
        plateNo = vehicle.plateNo;
        pickApplyId = vehicle.applyId;
      }
      const totals = await movementTotals(tx, trade.id);
      if (body.kind === 'outfactory') {
        const left = quantityOf(trade.quantity) - totals.outfactory;
        if (quantity > left) throw new ApiError(400, TRADE_MESSAGES.outfactoryExceeds(quantityText(left > 0n ? left : 0n)));
      } else {
        const left = totals.outfactory - totals.arrive;
        if (quantity > left) throw new ApiError(400, TRADE_MESSAGES.arriveExceeds(quantityText(left > 0n ? left : 0n)));
      }
      const outfactory = body.kind === 'outfactory';
      const [created] = await tx
        .insert(matMultiTradeMovement)
        .values({
          tradeId: trade.id,
          kind: body.kind,
          orgCode: outfactory ? trade.orgCode : trade.finalOrgCode,
          orgName: outfactory ? trade.orgName : trade.finalOrgName,
          pickApplyId,
          vehicleId: body.vehicleId ?? null,
          plateNo,
          quantity: quantityText(quantity),
          movedTime,
          remark: body.remark?.trim() || null,
          createdBy: actor,
          updatedBy: actor,
        })
        .returning({ id: matMultiTradeMovement.id });
      // Everything arrived: the trade is finished.
      if (!outfactory && totals.arrive + quantity === quantityOf(trade.quantity) && nextTradeStatus(trade.status, 'finish') !== null) {
        await tx
          .update(matMultiTrade)
          .set({ status: 'finished', version: sql`${matMultiTrade.version} + 1`, updatedBy: actor, updatedTime: new Date() })
          .where(eq(matMultiTrade.id, trade.id));
      }
      return created!.id;
    });
    return ok({ id }, body.kind === 'outfactory' ? TRADE_MESSAGES.outfactoryRecorded : TRADE_MESSAGES.arriveRecorded);
  });
};
