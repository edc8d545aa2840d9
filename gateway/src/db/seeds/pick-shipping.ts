/**
 * Demo shipments, acceptances, vehicle changes and allocations (issue 24, part H2) on the confirmed
 * picks that seeds/pick.ts wrote: per open line two weighed trucks with quality results judged by the
 * seeded indices (水分 QI001, 杂质 QI002, 容重 QI003, 霉变粒 QI005: some over the standard, so that
 * weight and price deductions show), and on the first pick a third truck not weighed yet. The first
 * truck of every other pick is accepted (the line's and the contract line's figures follow), and some
 * of that accepted quantity is allocated (one allocation submitted, one new). A few vehicle change
 * requests: pending, approved (applied, with one history row per changed field) and rejected.
 *
 * Written through the gateway's own rules (saveShipment, acceptShipments), so every invariant holds:
 * net = gross − tare, Σ shipped ≤ planned, accepted = round3(net × (1 − Σ weight %)), executed = Σ accepted.
 * Deterministic: shipment and allocation numbers are drawn from the shipping date and the row id.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction: await seedPickShipping(tx, context);
 */
import { quantityUnits, unitsToText } from '@srm/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { acceptShipments } from '../../modules/pick/acceptance.js';
import { saveShipment } from '../../modules/pick/shipping-save.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { purPickAllocation, purPickHead, purPickMaterial, purPickVehicle, purPickVehicleUpdateAudit, purPickVehicleUpdateHistory } from '../tables/pick.js';

const ALL = { orgCodes: 'all', categoryCodes: 'all' } as const;

/** Quality results of the n-th truck: [index code, value]. */
const RESULTS: readonly (readonly (readonly [string, string])[])[] = [
  [['QI001', '14.3'], ['QI002', '0.8'], ['QI003', '705'], ['QI005', '1.5']],
  [['QI001', '13.6'], ['QI002', '1.25'], ['QI003', '682'], ['QI005', '2.4']],
  [['QI001', '12.9'], ['QI002', '0.6'], ['QI003', '716'], ['QI005', '0.8']],
];
const TARES = ['15.260', '14.880', '16.120'];
const units = (text: string): bigint => quantityUnits(text, 3, { zerosPastScale: true }) ?? 0n;

export async function seedPickShipping(db: AppDatabase, context: SeedContext): Promise<void> {
  const actor = context.audit.createdBy;
  const lines = await db
    .select({ line: purPickMaterial, head: purPickHead })
    .from(purPickMaterial)
    .innerJoin(purPickHead, eq(purPickHead.id, purPickMaterial.pickId))
    .where(and(eq(purPickHead.status, 'confirmed'), eq(purPickMaterial.lineStatus, 'open')))
    .orderBy(asc(purPickHead.id), asc(purPickMaterial.lineNo));
  if (lines.length === 0) return;
  const vehicles = await db.select().from(purPickVehicle).where(inArray(purPickVehicle.pickId, [...new Set(lines.map(({ head }) => head.id))])).orderBy(asc(purPickVehicle.id));
  const picks = [...new Set(lines.map(({ head }) => head.id))];
  const toAccept: number[] = [];
  for (const [index, { line, head }] of lines.entries()) {
    const own = vehicles.filter((vehicle) => vehicle.pickId === head.id);
    // Two trucks of at most 32 t, together at most half the plan.
    const truck = (units(line.plannedQuantity) / 4n / 1000n) * 1000n;
    const load = truck > 32_000n ? 32_000n : truck;
    if (load <= 0n) continue;
    const trucks = head.id === picks[0] && line.lineNo === lines[0]?.line.lineNo ? 3 : 2;
    for (let n = 0; n < trucks; n += 1) {
      const vehicle = own[n % Math.max(own.length, 1)];
      const weighed = n < 2;
      const tare = TARES[n % TARES.length] as string;
      // The scale shows a little less than the waybill now and then.
      const net = load - BigInt(((index + n) % 3) * 120);
      const day = String(((index * 3 + n) % 25) + 2).padStart(2, '0');
      const saved = await saveShipment(
        db,
        {
          pickMaterialId: line.id,
          vehicleId: vehicle?.id ?? null,
          plateNo: vehicle?.plateNo ?? '冀A3K521',
          driverName: vehicle?.driverName ?? null,
          shippingDate: `2026-11-${day}`,
          arrivalDate: `2026-11-${day}`,
          shippedQuantity: unitsToText(load, 3),
          grossWeight: weighed ? unitsToText(net + units(tare), 3) : null,
          tareWeight: weighed ? tare : null,
          remark: weighed ? null : '车辆在途，待过磅',
          qualities: weighed ? (RESULTS[(index + n) % RESULTS.length] ?? []).map(([indexCode, value]) => ({ indexCode, value })) : [],
        },
        { scope: ALL, actor },
      );
      if (n === 0 && picks.indexOf(head.id) % 2 === 0) toAccept.push(saved.id);
    }
  }
  await db.execute(sql`update pur_pick_shipping set shipping_no = 'FY' || to_char(shipping_date, 'YYYYMMDD') || lpad(id::text, 6, '0') where created_by = ${actor}`);
  if (toAccept.length > 0) await acceptShipments(db, toAccept, ALL, actor);
  await seedAllocations(db, actor);
  await seedVehicleChanges(db, vehicles, actor, String(context.userIds.get('supplier1') ?? actor));
}

/** On the first two accepted lines: a submitted allocation of a third, and a new one of a quarter. */
async function seedAllocations(db: AppDatabase, actor: string): Promise<void> {
  const accepted = await db
    .select({ line: purPickMaterial, head: purPickHead })
    .from(purPickMaterial)
    .innerJoin(purPickHead, eq(purPickHead.id, purPickMaterial.pickId))
    .where(sql`${purPickMaterial.acceptedQuantity} > 0`)
    .orderBy(asc(purPickMaterial.id))
    .limit(2);
  const rows: (typeof purPickAllocation.$inferInsert)[] = accepted.flatMap(({ line, head }, index) => {
    const total = units(line.acceptedQuantity);
    const base = {
      pickId: head.id,
      pickNo: head.pickNo,
      pickMaterialId: line.id,
      orgCode: head.orgCode,
      categoryCode: head.categoryCode,
      supplierSn: head.supplierSn,
      supplierName: head.supplierName,
      matCode: line.matCode,
      matName: line.matName,
      targetOrgCode: head.storeOrgCode ?? head.orgCode,
      targetOrgName: head.storeOrgName ?? head.orgName,
      subInventory: index === 0 ? 'RAW01' : 'RAW02',
      createdBy: actor,
      updatedBy: actor,
    };
    return [
      { ...base, allocationNo: `tmp-${line.id}-1`, quantity: unitsToText(total / 3n, 3), status: 'submitted' as const, ebsSyncStatus: 'synched' as const, submittedBy: actor, submittedTime: new Date('2026-11-20T03:00:00Z') },
      { ...base, allocationNo: `tmp-${line.id}-2`, quantity: unitsToText(total / 4n, 3), remark: '待确认调入库位' },
    ];
  });
  if (rows.length === 0) return;
  await db.insert(purPickAllocation).values(rows);
  await db.execute(sql`update pur_pick_allocation set allocation_no = 'FP20261120' || lpad(id::text, 6, '0') where allocation_no like 'tmp-%'`);
}

/** Three change requests on the seeded vehicles: pending, approved (applied, with history), rejected. */
async function seedVehicleChanges(db: AppDatabase, vehicles: readonly (typeof purPickVehicle.$inferSelect)[], actor: string, supplierUser: string): Promise<void> {
  const heads = await db.select().from(purPickHead).where(inArray(purPickHead.id, [...new Set(vehicles.map((vehicle) => vehicle.pickId))]));
  const headOf = new Map(heads.map((head) => [head.id, head]));
  const changes = [
    { status: 'pending' as const, plateNo: '冀A8J357', driverName: '周立新', driverPhone: '13912345601', reason: '原车辆检修，换车提货', opinion: null },
    { status: 'approved' as const, plateNo: '冀B6H219', driverName: '吴振华', driverPhone: '13912345602', reason: '司机临时调班', opinion: '同意' },
    { status: 'rejected' as const, plateNo: '辽A2G468', driverName: '郑国平', driverPhone: '13912345603', reason: '换大车提货', opinion: '新车辆未在承运商备案，请更换' },
  ];
  for (const [index, change] of changes.entries()) {
    const vehicle = vehicles[index];
    const head = vehicle ? headOf.get(vehicle.pickId) : undefined;
    if (!vehicle || !head) continue;
    const audited = change.status === 'pending' ? {} : { auditedBy: 'sunli', auditedTime: new Date('2026-11-18T06:00:00Z') };
    const [row] = await db
      .insert(purPickVehicleUpdateAudit)
      .values({
        vehicleId: vehicle.id,
        pickId: head.id,
        pickNo: head.pickNo,
        orgCode: head.orgCode,
        categoryCode: head.categoryCode,
        supplierSn: head.supplierSn,
        supplierName: head.supplierName,
        oldPlateNo: vehicle.plateNo,
        plateNo: change.plateNo,
        driverName: change.driverName,
        driverPhone: change.driverPhone,
        idCard: vehicle.idCard,
        reason: change.reason,
        status: change.status,
        opinion: change.opinion,
        ...audited,
        createdBy: head.supplierSn === 'S0001' ? supplierUser : actor,
        updatedBy: actor,
      })
      .returning({ id: purPickVehicleUpdateAudit.id });
    if (change.status !== 'approved' || !row) continue;
    await db.update(purPickVehicle).set({ plateNo: change.plateNo, driverName: change.driverName, driverPhone: change.driverPhone, updatedBy: actor }).where(eq(purPickVehicle.id, vehicle.id));
    await db.insert(purPickVehicleUpdateHistory).values([
      { auditId: row.id, vehicleId: vehicle.id, fieldName: 'plateNo', oldValue: vehicle.plateNo, newValue: change.plateNo, createdBy: 'sunli' },
      { auditId: row.id, vehicleId: vehicle.id, fieldName: 'driverName', oldValue: vehicle.driverName, newValue: change.driverName, createdBy: 'sunli' },
      { auditId: row.id, vehicleId: vehicle.id, fieldName: 'driverPhone', oldValue: vehicle.driverPhone, newValue: change.driverPhone, createdBy: 'sunli' },
    ]);
  }
}
