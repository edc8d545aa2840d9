/**
 * Demo multilateral trades and pick applies (issue 26, part G3): 24 chains between the trading companies
 * (301001 大连, 301002 锦州, 302001 广州, 302002 防城港, 102004 湛江) of two to four legs in corn, wheat
 * and soybean meal, as drafts, committed, canceled and finished; their figures from trade-figures.ts
 * (exact). On the committed and finished ones, pick applies by the last buyer (draft, committed with
 * vehicles, closed, canceled) with one or two lines, vehicles (valid plates, mobiles, IDs with their
 * check digit), a few vehicle changes, and out-factory and arrive movements. Every invariant holds:
 * trade.applied_quantity = Σ what its applies hold (open lines whole, closed lines their vehicles),
 * Σ vehicles ≤ line quantity, Σ arrive ≤ Σ out-factory ≤ quantity. Numbers from MULTI_TRADE_NO and
 * PICK_APPLY_NO drawn for October 2026, so a later save continues the sequence.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction, after the sales orders.
 */
import { idCardCheckChar } from '@srm/rules';
import { eq, inArray, like, or } from 'drizzle-orm';
import { nextSerial } from '../../core/serial/index.js';
import { chainCompanies, quantityOf, quantityText, tradeFigures } from '../../modules/order/trade-figures.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { sysCategory, sysOrg } from '../schema.js';
import { supSupplier, sysMaterial } from '../tables/lookups.js';
import {
  matMultiTrade,
  matMultiTradeLeg,
  matMultiTradeMovement,
  matPickApply,
  matPickApplyLine,
  matPickApplyVehicle,
  matPickApplyVehicleChange,
  type MultiTradeStatus,
  type PickApplyStatus,
} from '../tables/order.js';

const SEED_MONTH = new Date('2026-10-20T04:00:00Z');
const TRADE_COUNT = 24;
const CHAINS: readonly (readonly string[])[] = [
  ['301001', '301002', '302001'],
  ['301001', '302001', '302002'],
  ['302001', '302002', '102004'],
  ['301002', '301001', '302001', '302002'],
  ['302002', '302001', '301001'],
  ['301001', '301002', '302001', '302002', '102004'],
  ['102004', '302001', '301002'],
];
const STATUSES: readonly MultiTradeStatus[] = ['committed', 'committed', 'draft', 'committed', 'canceled', 'committed', 'finished', 'draft'];
/** Each leg's price over the previous one (¥/t): mostly a margin, sometimes a loss. */
const STEPS = [18, 22.5, -6, 15, 12.25];
const CATEGORY_PRICES: readonly (readonly [string, number])[] = [
  ['100101', 2380],
  ['100102', 2760],
  ['100201', 3620],
];
const PLATES = ['辽B62731', '辽G3K521', '粤A5C318', '桂P19D72', '粤G2834挂', '辽B8M605', '桂A2N816', '粤BD12345'];
const DRIVERS = ['王建国', '李志强', '张海涛', '刘德明', '陈立军', '杨春生', '赵永刚', '孙宏伟'];
const PHONES = ['13804112233', '13942165678', '13711234567', '13877012345', '13622334455', '15940987654', '18977156789', '13502345678'];
const ID_BODIES = ['21020219850715123', '21070219800312451', '44010619870611681', '45060219900228579', '44080219830917793', '21020419911130805', '45010219820105467', '44030519781231335'];
const APPLY_STATUSES: readonly PickApplyStatus[] = ['committed', 'draft', 'committed', 'closed', 'canceled', 'committed'];

const day = (offset: number): string => new Date(Date.UTC(2026, 9, 1 + offset)).toISOString().slice(0, 10);

export async function seedMultiTrades(tx: AppDatabase, context: SeedContext): Promise<void> {
  const audit = context.audit;
  const orgRows = await tx.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, [...new Set(CHAINS.flat())]));
  const orgName = new Map(orgRows.map((row) => [row.code, row.name]));
  const materials = await tx
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, categoryCode: sysMaterial.categoryCode, categoryName: sysCategory.categoryName })
    .from(sysMaterial)
    .leftJoin(sysCategory, eq(sysCategory.categoryCode, sysMaterial.categoryCode))
    .where(or(...CATEGORY_PRICES.map(([code]) => like(sysMaterial.categoryCode, `${code}%`))))
    .orderBy(sysMaterial.matCode);
  const byCategory = CATEGORY_PRICES.map(([code, price]) => ({ price, materials: materials.filter((row) => row.categoryCode.startsWith(code)).slice(0, 4) })).filter((entry) => entry.materials.length > 0);
  if (byCategory.length === 0) return;
  const suppliers = await tx.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.financialStatus, 3)).orderBy(supSupplier.sn).limit(4);

  // Trades and their legs.
  const tradeRows: (typeof matMultiTrade.$inferInsert)[] = [];
  const legPlans: { index: number; legs: Omit<typeof matMultiTradeLeg.$inferInsert, 'tradeId'>[] }[] = [];
  for (let index = 0; index < TRADE_COUNT; index++) {
    const chain = CHAINS[index % CHAINS.length]!;
    const category = byCategory[index % byCategory.length]!;
    const material = category.materials[Math.floor(index / byCategory.length) % category.materials.length]!;
    const status = STATUSES[index % STATUSES.length]!;
    const quantity = String(600 + (index % 6) * 200);
    const basePrice = String(category.price + (index % 5) * 10);
    let price = Number(basePrice);
    const legs = chain.slice(1).map((buyer, legIndex) => {
      price += STEPS[(index + legIndex) % STEPS.length]!;
      return { sellerOrgCode: chain[legIndex]!, buyerOrgCode: buyer, priceWithTax: price.toFixed(2), taxRate: '9' };
    });
    const figures = tradeFigures(quantity, basePrice, legs);
    const companies = chainCompanies(legs);
    const supplier = suppliers.length > 0 && index % 3 !== 2 ? suppliers[index % suppliers.length] : undefined;
    const committed = status !== 'draft' && status !== 'canceled';
    tradeRows.push({
      tradeNo: await nextSerial(tx, 'MULTI_TRADE_NO', {}, SEED_MONTH),
      orgCode: companies[0]!,
      orgName: orgName.get(companies[0]!) ?? null,
      finalOrgCode: companies[companies.length - 1]!,
      finalOrgName: orgName.get(companies[companies.length - 1]!) ?? null,
      categoryCode: material.categoryCode,
      categoryName: material.categoryName,
      matCode: material.matCode,
      matName: material.matName,
      unitCode: material.unitCode ?? 'T',
      quantity: figures.quantity,
      basePrice: figures.basePrice,
      supplierSn: supplier?.sn ?? null,
      supplierName: supplier?.name ?? null,
      legCount: legs.length,
      totalMargin: figures.totalMargin,
      status,
      tradeDate: day(index),
      committedBy: committed ? 'admin' : null,
      committedTime: committed ? new Date(`${day(index)}T02:30:00Z`) : null,
      remark: index % 4 === 0 ? '长协转售，按月结算' : null,
      ...audit,
    });
    legPlans.push({
      index,
      legs: legs.map((leg, legIndex) => ({
        legNo: legIndex + 1,
        sellerOrgCode: leg.sellerOrgCode,
        sellerOrgName: orgName.get(leg.sellerOrgCode) ?? null,
        buyerOrgCode: leg.buyerOrgCode,
        buyerOrgName: orgName.get(leg.buyerOrgCode) ?? null,
        priceWithTax: figures.legs[legIndex]!.priceWithTax,
        taxRate: leg.taxRate,
        quantity: figures.quantity,
        amount: figures.legs[legIndex]!.amount,
        margin: figures.legs[legIndex]!.margin,
        ...audit,
      })),
    });
  }
  const trades = await tx.insert(matMultiTrade).values(tradeRows).returning();
  await tx.insert(matMultiTradeLeg).values(legPlans.flatMap((plan) => plan.legs.map((leg) => ({ ...leg, tradeId: trades[plan.index]!.id }))));

  // Pick applies on the committed and finished trades: two each, by the last buyer.
  const open = trades.filter((trade) => trade.status === 'committed' || trade.status === 'finished');
  interface ApplyPlan {
    trade: (typeof trades)[number];
    status: PickApplyStatus;
    lines: string[];
  }
  const plans: ApplyPlan[] = [];
  for (const [index, trade] of open.entries()) {
    for (let k = 0; k < 2; k++) {
      const status: PickApplyStatus = trade.status === 'finished' ? 'closed' : APPLY_STATUSES[(index * 2 + k) % APPLY_STATUSES.length]!;
      plans.push({ trade, status, lines: k === 0 ? ['120', '80'] : ['150'] });
    }
  }
  const applyRows: (typeof matPickApply.$inferInsert)[] = [];
  for (const [index, plan] of plans.entries()) {
    applyRows.push({
      applyNo: await nextSerial(tx, 'PICK_APPLY_NO', {}, SEED_MONTH),
      tradeId: plan.trade.id,
      tradeNo: plan.trade.tradeNo,
      orgCode: plan.trade.finalOrgCode,
      orgName: plan.trade.finalOrgName,
      categoryCode: plan.trade.categoryCode,
      categoryName: plan.trade.categoryName,
      applyDate: day(index % 28),
      status: plan.status,
      totalQuantity: quantityText(plan.lines.reduce((sum, q) => sum + quantityOf(q), 0n)),
      committedBy: plan.status === 'draft' ? null : 'admin',
      committedTime: plan.status === 'draft' ? null : new Date(`${day(index % 28)}T03:00:00Z`),
      canceledBy: plan.status === 'canceled' ? 'admin' : null,
      canceledTime: plan.status === 'canceled' ? new Date(`${day(index % 28)}T05:00:00Z`) : null,
      closedBy: plan.status === 'closed' ? 'admin' : null,
      closedTime: plan.status === 'closed' ? new Date(`${day(index % 28)}T08:00:00Z`) : null,
      remark: index % 5 === 0 ? '分批提货' : null,
      ...audit,
    });
  }
  const applies = await tx.insert(matPickApply).values(applyRows).returning({ id: matPickApply.id, tradeId: matPickApply.tradeId });

  // Lines: vehicles on committed and closed applies (two trucks of 32.5 t on the first line), closed lines on closed applies.
  const lineRows: (typeof matPickApplyLine.$inferInsert)[] = [];
  const vehicleFor: { lineIndex: number; applyIndex: number }[] = [];
  const held = new Map<number, bigint>();
  const allocatedOf = new Map<number, bigint>();
  for (const [applyIndex, plan] of plans.entries()) {
    const withVehicles = plan.status === 'committed' || plan.status === 'closed';
    let allocated = 0n;
    for (const [lineIndex, quantity] of plan.lines.entries()) {
      const lineAllocated = withVehicles && lineIndex === 0 ? quantityOf('65') : 0n;
      allocated += lineAllocated;
      const closed = plan.status === 'closed';
      lineRows.push({
        applyId: applies[applyIndex]!.id,
        lineNo: lineIndex + 1,
        matCode: plan.trade.matCode,
        matName: plan.trade.matName,
        unitCode: plan.trade.unitCode,
        quantity: quantityText(quantityOf(quantity)),
        allocatedQuantity: quantityText(lineAllocated),
        lineStatus: closed ? 'closed' : 'open',
        closeReason: closed ? '提货完毕，关闭剩余数量' : null,
        closedBy: closed ? 'admin' : null,
        closedTime: closed ? new Date(`${day(applyIndex % 28)}T08:00:00Z`) : null,
        ...audit,
      });
      if (lineAllocated > 0n) vehicleFor.push({ lineIndex: lineRows.length - 1, applyIndex });
      if (plan.status !== 'canceled') held.set(plan.trade.id, (held.get(plan.trade.id) ?? 0n) + (closed ? lineAllocated : quantityOf(quantity)));
    }
    allocatedOf.set(applies[applyIndex]!.id, allocated);
  }
  const lines = await tx.insert(matPickApplyLine).values(lineRows).returning({ id: matPickApplyLine.id, applyId: matPickApplyLine.applyId });
  for (const [applyId, allocated] of allocatedOf) {
    if (allocated > 0n) await tx.update(matPickApply).set({ allocatedQuantity: quantityText(allocated) }).where(eq(matPickApply.id, applyId));
  }
  for (const [tradeId, quantity] of held) await tx.update(matMultiTrade).set({ appliedQuantity: quantityText(quantity) }).where(eq(matMultiTrade.id, tradeId));

  const vehicleRows: (typeof matPickApplyVehicle.$inferInsert)[] = [];
  for (const [index, { lineIndex }] of vehicleFor.entries()) {
    const line = lines[lineIndex]!;
    for (let k = 0; k < 2; k++) {
      const n = (index * 2 + k) % PLATES.length;
      vehicleRows.push({ applyId: line.applyId, lineId: line.id, plateNo: PLATES[n]!, driverName: DRIVERS[n]!, driverPhone: PHONES[n]!, idCard: `${ID_BODIES[n]!}${idCardCheckChar(ID_BODIES[n]!)}`, quantity: '32.500', ...audit });
    }
  }
  const vehicles = vehicleRows.length > 0 ? await tx.insert(matPickApplyVehicle).values(vehicleRows).returning() : [];

  // A few vehicle changes (the history keeps the old truck; the vehicle row shows the new one).
  const changed = vehicles.filter((_vehicle, index) => index % 5 === 1).slice(0, 4);
  if (changed.length > 0) {
    await tx.insert(matPickApplyVehicleChange).values(
      changed.map((vehicle, index) => ({
        vehicleId: vehicle.id,
        applyId: vehicle.applyId,
        oldPlateNo: PLATES[(index + 3) % PLATES.length]!,
        newPlateNo: vehicle.plateNo,
        oldDriverName: DRIVERS[(index + 3) % DRIVERS.length]!,
        newDriverName: vehicle.driverName,
        oldDriverPhone: PHONES[(index + 3) % PHONES.length]!,
        newDriverPhone: vehicle.driverPhone,
        reason: index % 2 === 0 ? '原车辆故障，换车提货' : '司机临时调班',
        ...audit,
      })),
    );
  }

  // Movements: each vehicle of a committed or finished trade leaves the first seller; most arrive.
  const tradeOf = new Map(trades.map((trade) => [trade.id, trade]));
  const applyTrade = new Map(applies.map((apply) => [apply.id, apply.tradeId]));
  const movementRows: (typeof matMultiTradeMovement.$inferInsert)[] = [];
  for (const [index, vehicle] of vehicles.entries()) {
    const trade = tradeOf.get(applyTrade.get(vehicle.applyId)!)!;
    const moved = new Date(`${day(index % 28)}T06:00:00Z`);
    const base = { tradeId: trade.id, pickApplyId: vehicle.applyId, vehicleId: vehicle.id, plateNo: vehicle.plateNo, quantity: vehicle.quantity, ...audit };
    movementRows.push({ ...base, kind: 'outfactory', orgCode: trade.orgCode, orgName: trade.orgName, movedTime: moved });
    if (index % 4 !== 3) movementRows.push({ ...base, kind: 'arrive', orgCode: trade.finalOrgCode, orgName: trade.finalOrgName, movedTime: new Date(moved.getTime() + 20 * 3600 * 1000), quantity: index % 3 === 0 ? '32.420' : vehicle.quantity });
  }
  if (movementRows.length > 0) await tx.insert(matMultiTradeMovement).values(movementRows);
}
