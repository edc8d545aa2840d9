/**
 * Demo account checks (issue 25, part S1) on the accepted shipments that seeds/pick-shipping.ts wrote,
 * through the area's own code (saveCheck, moveCheck, supplierAnswer, settleChecks, createProcessForCheck),
 * so every invariant holds: Σ checked ≤ accepted per shipment, amount = round2(quantity × price), head
 * totals = Σ lines, the shipments' reconciliation follows the confirmed checks.
 *
 * The accepted shipments are grouped by org, category and supplier; each group gets three checks that
 * split every shipment (40 %, 30 %, the rest), moved to a spread of statuses by the group's place:
 * [confirmed, sentSupplier, busConfirmed], [settled after a business confirmation, new, rejected],
 * [submitted, invalid, confirmed]. The first group of S0001 always takes the first, so supplier1 has a
 * check to confirm and one to invoice. One pricing confirmation is written on the last group's first
 * contract line before its checks.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction: await seedAccountChecks(tx, context);
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { UserAccess } from '../../core/access.js';
import { moveCheck, settleChecks, supplierAnswer } from '../../modules/settlement/check-actions.js';
import { lockCheck, refreshReconciliation } from '../../modules/settlement/check-common.js';
import { QUANTITY_SCALE, quantityText, unitsAt } from '../../modules/settlement/check-figures.js';
import { createProcessForCheck } from '../../modules/settlement/business-process.js';
import { saveCheck } from '../../modules/settlement/check-save.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { conContractHead, conContractLine } from '../tables/contract.js';
import { purPickMaterial, purPickShipping } from '../tables/pick.js';
import { stlPricingConfirmation } from '../tables/settlement.js';

const ALL = { orgCodes: 'all', categoryCodes: 'all' } as const;
const SUPPLIER_ACCOUNTS: Readonly<Record<string, string>> = { S0001: 'supplier1', S0002: 'supplier2' };

type Plan = 'confirmed' | 'sentSupplier' | 'settled' | 'new' | 'busConfirmed' | 'rejected' | 'submitted' | 'invalid';
const PLANS: readonly (readonly [Plan, Plan, Plan])[] = [
  ['confirmed', 'sentSupplier', 'busConfirmed'],
  ['settled', 'new', 'rejected'],
  ['submitted', 'invalid', 'confirmed'],
];
/** The tenths of each shipment's accepted quantity the first two checks take (the third takes the rest). */
const SHARES = [4n, 3n] as const;

function adminAccess(userId: number): UserAccess {
  return { userId, roleCodes: new Set(['admin']), isAdmin: true, codes: new Set(), orgCodes: [], categoryCodes: [], menuScopes: new Map() };
}

function supplierAccess(userId: number, supplierSn: string): UserAccess {
  return { userId, roleCodes: new Set(['supplier']), isAdmin: false, codes: new Set(['reconciliation:list', 'reconciliation:confirm']), orgCodes: [], categoryCodes: [], menuScopes: new Map(), supplierSn };
}

export async function seedAccountChecks(db: AppDatabase, context: SeedContext): Promise<void> {
  const actor = context.audit.createdBy;
  const shipments = await db
    .select({ id: purPickShipping.id, orgCode: purPickShipping.orgCode, categoryCode: purPickShipping.categoryCode, supplierSn: purPickShipping.supplierSn, accepted: purPickShipping.acceptedQuantity, contractLineId: purPickMaterial.contractLineId })
    .from(purPickShipping)
    .innerJoin(purPickMaterial, eq(purPickMaterial.id, purPickShipping.pickMaterialId))
    .where(and(eq(purPickShipping.receiveStatus, 1), isNotNull(purPickShipping.acceptedQuantity)))
    .orderBy(asc(purPickShipping.id));
  const groups = new Map<string, typeof shipments>();
  for (const shipment of shipments) {
    const key = `${shipment.orgCode}|${shipment.categoryCode}|${shipment.supplierSn}`;
    groups.set(key, [...(groups.get(key) ?? []), shipment]);
  }
  const entries = [...groups.values()];
  const last = entries.at(-1)?.[0];
  if (last) await seedPricing(db, last.contractLineId, actor);
  const admin = adminAccess(context.userIds.get('admin') ?? 1);
  const firstOf = new Set<string>();
  for (const [index, group] of entries.entries()) {
    const { orgCode, categoryCode, supplierSn } = group[0]!;
    const plan = supplierSn === 'S0001' && !firstOf.has(supplierSn) ? PLANS[0]! : PLANS[index % PLANS.length]!;
    firstOf.add(supplierSn);
    const base = { orgCode, categoryCode, supplierSn, periodStart: '2026-11-01', periodEnd: '2026-11-30' };
    const supplier = supplierAccess(context.userIds.get(SUPPLIER_ACCOUNTS[supplierSn] ?? '') ?? admin.userId, supplierSn);
    for (const [n, target] of plan.entries()) {
      const share = SHARES[n];
      const lines = group.map((row) => ({ shippingId: row.id, quantity: share === undefined ? null : quantityText((unitsAt(row.accepted, QUANTITY_SCALE) * share) / 10n) }));
      const saved = await saveCheck(db, admin, { ...base, remark: `11月对账（第${n + 1}批）`, lines }, actor);
      await moveTo(db, saved.id, target, actor, supplier);
    }
  }
}

/** Moves a new check along the machine to `target`. */
async function moveTo(db: AppDatabase, id: number, target: Plan, actor: string, supplier: UserAccess): Promise<void> {
  const read = () => lockCheck(db, id, ALL);
  if (target === 'new') return;
  if (target === 'invalid') {
    await moveCheck(db, await read(), 'invalid', actor);
    await refreshReconciliation(db, id);
    return;
  }
  await moveCheck(db, await read(), 'submit', actor);
  if (target === 'submitted') return;
  await moveCheck(db, await read(), 'sendSupplier', actor);
  if (target === 'sentSupplier') return;
  const check = await read();
  const supplierActor = supplier.supplierSn ? (SUPPLIER_ACCOUNTS[supplier.supplierSn] ?? supplier.supplierSn) : actor;
  if (target === 'rejected') {
    await supplierAnswer(db, supplier, { id, version: check.version, accept: false, opinion: '第2车扣杂数量有异议，请复核' }, supplierActor);
    return;
  }
  await supplierAnswer(db, supplier, { id, version: check.version, accept: true, opinion: '数量金额无误' }, supplierActor);
  if (target === 'confirmed') return;
  if (target === 'busConfirmed' || target === 'settled') {
    const confirmed = await read();
    await moveCheck(db, confirmed, 'busConfirm', actor);
    await createProcessForCheck(db, confirmed, actor);
  }
  if (target === 'settled') await settleChecks(db, [id], ALL, actor);
}

/** A confirmed price for a contract line, a little above the contract's. */
async function seedPricing(db: AppDatabase, contractLineId: number, actor: string): Promise<void> {
  const [line] = await db.select({ line: conContractLine, head: conContractHead }).from(conContractLine).innerJoin(conContractHead, eq(conContractHead.id, conContractLine.headId)).where(eq(conContractLine.id, contractLineId));
  if (!line) return;
  const price = `${(unitsAt(line.line.priceWithTax, 6) + 15_000_000n) / 1_000_000n}.000000`;
  await db.insert(stlPricingConfirmation).values({
    contractId: line.head.id,
    contractNo: line.head.contractNo,
    contractLineId,
    orgCode: line.head.orgCode,
    categoryCode: line.head.categoryCode,
    supplierSn: line.head.supplierSn,
    supplierName: line.head.supplierName,
    matCode: line.line.matCode,
    matName: line.line.matName,
    quantity: '100.000',
    price,
    pricingDate: '2026-11-15',
    status: 'confirmed',
    confirmedBy: actor,
    confirmedTime: new Date('2026-11-15T02:00:00Z'),
    remark: '点价确认',
    createdBy: actor,
    updatedBy: actor,
  });
}
