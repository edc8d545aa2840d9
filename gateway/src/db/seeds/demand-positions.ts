/**
 * Demo 库位分配 (issue 23 part B): positions of the raw-material stores (原料一号库 YL01, 原料二号库 YL02)
 * of the first inventory org of 河北 101001, 天津 101002 and 石家庄 101004, for the first two corn and
 * wheat materials: 原料库A区-01 … with capacities in tonnes and part of them allocated, exact; a few
 * already synched to the storage system, the rest never sent. Hooked into seedDemoData (db/seed.ts) after
 * the lookups, inside its transaction.
 */
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { AppDatabase } from '../connection.js';
import { sysOrg } from '../schema.js';
import { sysMaterial, sysSubInventory } from '../tables/lookups.js';
import { demAllocatePosition, type PositionSyncState } from '../tables/demand-positions.js';

const ORGS = ['101001', '101002', '101004'] as const;
const STORES = [
  ['YL01', 'A'],
  ['YL02', 'B'],
] as const;
const AUDIT = { createdBy: 'seed', updatedBy: 'seed' };

export async function seedAllocatePositions(db: AppDatabase): Promise<void> {
  const orgs = new Map((await db.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, [...ORGS]))).map((row) => [row.code, row.name]));
  const materials = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode })
    .from(sysMaterial)
    .where(and(or(like(sysMaterial.matCode, '100101%'), like(sysMaterial.matCode, '100102%')), eq(sysMaterial.status, 'Active')))
    .orderBy(asc(sysMaterial.matCode));
  const corn = materials.filter((row) => row.matCode.startsWith('100101')).slice(0, 2);
  const wheat = materials.filter((row) => row.matCode.startsWith('100102')).slice(0, 2);
  const chosen = [...corn, ...wheat];
  const rows: (typeof demAllocatePosition.$inferInsert)[] = [];
  for (const [o, orgCode] of ORGS.entries()) {
    // The first inventory org's stores (the company itself when it has none).
    const storeOrgCode = `${orgCode}01`;
    const stores = await db
      .select({ code: sysSubInventory.secondaryInventoryName, name: sysSubInventory.subName, orgCode: sysSubInventory.orgCode })
      .from(sysSubInventory)
      .where(and(or(eq(sysSubInventory.orgCode, storeOrgCode), eq(sysSubInventory.orgCode, orgCode)), inArray(sysSubInventory.secondaryInventoryName, STORES.map(([code]) => code))))
      .orderBy(asc(sysSubInventory.orgCode), asc(sysSubInventory.secondaryInventoryName));
    for (const [s, [code, zone]] of STORES.entries()) {
      const store = stores.find((row) => row.code === code);
      if (!store) continue;
      chosen.forEach((material, m) => {
        const slot = String(m + 1).padStart(2, '0');
        const capacity = `${(500 + o * 100 + s * 250 + m * 50).toFixed(0)}`;
        const allocated = m === chosen.length - 1 ? '0' : `${120 + o * 35 + s * 60 + m * 17}.${String((o + m + s) % 10)}${m % 2 === 0 ? '25' : '5'}`;
        const syncState: PositionSyncState | null = s === 0 && m === 0 ? 'SUCCESS' : null;
        rows.push({
          orgCode,
          orgName: orgs.get(orgCode) ?? null,
          ...material,
          storeOrgCode: store.orgCode,
          subInventoryCode: store.code,
          subInventoryName: store.name,
          positionCode: `${zone}-${slot}`,
          positionName: `原料库${zone}区-${slot}`,
          capacity,
          allocatedQuantity: allocated,
          syncState,
          syncTime: syncState ? new Date('2026-11-02T08:30:00+08:00') : null,
          ...AUDIT,
        });
      });
    }
  }
  if (rows.length > 0) await db.insert(demAllocatePosition).values(rows).onConflictDoNothing();
}
