/**
 * Demo pick-up orders (issue 24, part H1): picks on the seeded contracts in force (signed or archived,
 * not strategic), those of S0001 and S0002 first so that the demo supplier users see theirs, with up to
 * two lines each, vehicles (valid plates, mobiles and 18-digit IDs with their check digit), costs, and a
 * spread of statuses (new, waitConfirm, confirmed, refused, closed). Every invariant holds: each line's
 * plan fits its contract line's quantity − executed − the open plan of the picks before it, a closed
 * pick has released its plan, and the heads' figures come from refreshPickTotals. Numbers come from the
 * PICKUP_ORDER_NO serial rule (migration 0035) drawn for October 2026, so a later save
 * continues the sequence instead of colliding. A few supplier price rules are added.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction: await seedPicks(tx, context);
 */
import { idCardCheckChar, quantityUnits, unitsToText } from '@srm/rules';
import { sql } from 'drizzle-orm';
import { nextSerial } from '../../core/serial/index.js';
import { refreshPickTotals } from '../../modules/pick/pick-totals.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { purPickCost, purPickHead, purPickMaterial, purPickPriceRules, purPickVehicle, type PickStatus } from '../tables/pick.js';

/** The month the demo numbers are drawn for. */
const SEED_MONTH = new Date('2026-10-15T04:00:00Z');
const PICK_COUNT = 12;
const STATUSES: readonly PickStatus[] = ['confirmed', 'waitConfirm', 'new', 'refused', 'closed', 'confirmed'];
const PLATES = ['冀A3K521', '辽B62731', '黑A5C318', '津C19D72', '鲁F2834挂', '粤BD12345', '晋A7M605', '吉A2N816'];
const DRIVERS = ['王建国', '李志强', '张海涛', '刘德明', '陈立军', '杨春生', '赵永刚', '孙宏伟'];
/** The first 17 digits of each driver's ID (region, birth date, sequence); the check digit is computed. */
const ID_BODIES = ['13010219800312451', '21020219850715123', '23010219780921335', '12010119820105467', '37020219900228579', '44030519870611681', '14010519830917793', '22010219911130805'];

interface SeedLine {
  id: number;
  head_id: number;
  line_no: number;
  mat_code: string;
  mat_name: string;
  unit_code: string;
  price_with_tax: string;
  tax_rate: string;
  quantity: string;
  executed_quantity: string;
}

interface SeedContract {
  id: number;
  contract_no: string;
  org_code: string;
  org_name: string | null;
  category_code: string;
  category_name: string | null;
  supplier_sn: string;
  supplier_name: string;
  deliver_type: string | null;
}

/** The demo supplier users (seeds/suppliers.ts) who confirm their own picks. */
const SUPPLIER_ACCOUNTS: Readonly<Record<string, string>> = { S0001: 'supplier1', S0002: 'supplier2' };

export const demoIdCard = (body: string): string => `${body}${idCardCheckChar(body)}`;

export async function seedPicks(db: AppDatabase, context: SeedContext): Promise<void> {
  const contracts = (
    await db.execute(sql`
      select h.id, h.contract_no, h.org_code, h.org_name, h.category_code, h.category_name, h.supplier_sn, h.supplier_name, h.deliver_type
      from con_contract_head h
      where h.status in ('SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE') and h.exe_status is distinct from 'EXECUTION_COMPLETE' and h.contract_category <> 'strategic'
        and exists (select 1 from con_contract_line l where l.head_id = h.id and l.quantity > l.executed_quantity)
      order by case h.supplier_sn when 'S0001' then 0 when 'S0002' then 0 else 1 end, h.id
      limit ${PICK_COUNT}`)
  ).rows as unknown as SeedContract[];
  if (contracts.length === 0) return;
  const lines = (
    await db.execute(sql`
      select id, head_id, line_no, mat_code, mat_name, unit_code, price_with_tax::text, tax_rate::text, quantity::text, executed_quantity::text
      from con_contract_line where head_id in (${sql.join(contracts.map((contract) => sql`${contract.id}`), sql`, `)}) order by head_id, line_no`)
  ).rows as unknown as SeedLine[];
  const audit = context.audit;
  for (const [index, contract] of contracts.entries()) {
    const status = STATUSES[index % STATUSES.length] as PickStatus;
    const closed = status === 'closed';
    const pickNo = await nextSerial(db, 'PICKUP_ORDER_NO', { orgCode: contract.org_code }, SEED_MONTH);
    const day = String((index % 27) + 1).padStart(2, '0');
    const [head] = await db
      .insert(purPickHead)
      .values({
        pickNo,
        contractId: contract.id,
        contractNo: contract.contract_no,
        orgCode: contract.org_code,
        orgName: contract.org_name,
        categoryCode: contract.category_code,
        categoryName: contract.category_name,
        supplierSn: contract.supplier_sn,
        supplierName: contract.supplier_name,
        deliverType: contract.deliver_type,
        storeOrgCode: contract.org_code,
        storeOrgName: contract.org_name,
        pickDate: `2026-10-${day}`,
        arrivalStart: `2026-11-${day}`,
        arrivalEnd: `2026-11-${String(Math.min(28, (index % 27) + 3)).padStart(2, '0')}`,
        status,
        shippingStatus: closed ? 'CLOSE' : 'NEW',
        confirmOpinion: status === 'refused' ? '车辆运力不足，请调整到货时间' : null,
        confirmedBy: status === 'confirmed' || status === 'refused' ? (SUPPLIER_ACCOUNTS[contract.supplier_sn] ?? contract.supplier_sn) : null,
        confirmedTime: status === 'confirmed' || status === 'refused' ? new Date('2026-10-20T02:00:00Z') : null,
        closedBy: closed ? 'admin' : null,
        closedTime: closed ? new Date('2026-10-25T08:00:00Z') : null,
        closeReason: closed ? '合同价格调整，本次不再提货' : null,
        remark: index % 3 === 0 ? '请提前一天预约过磅' : null,
        ...audit,
      })
      .returning({ id: purPickHead.id });
    const pickId = head!.id;
    // Up to two lines, each planning a third (or a quarter) of what its contract line still offers; the
    // earlier picks' plan is already counted in, since each contract is picked once.
    const own = lines.filter((line) => line.head_id === contract.id).slice(0, 2);
    for (const line of own) {
      const left = (quantityUnits(line.quantity, 3, { zerosPastScale: true }) ?? 0n) - (quantityUnits(line.executed_quantity, 3, { zerosPastScale: true }) ?? 0n);
      const planned = (left / (index % 2 === 0 ? 3n : 4n) / 1000n) * 1000n;
      if (planned <= 0n) continue;
      const plannedText = unitsToText(planned, 3);
      await db.insert(purPickMaterial).values({
        pickId,
        lineNo: line.line_no,
        contractLineId: line.id,
        matCode: line.mat_code,
        matName: line.mat_name,
        unitCode: line.unit_code,
        priceWithTax: line.price_with_tax,
        taxRate: line.tax_rate,
        plannedQuantity: plannedText,
        releasedQuantity: closed ? plannedText : '0',
        lineStatus: closed ? 'closed' : 'open',
        ...audit,
      });
    }
    const vehicleCount = (index % 2) + 1;
    await db.insert(purPickVehicle).values(
      Array.from({ length: vehicleCount }, (_, n) => {
        const k = (index * 2 + n) % PLATES.length;
        return {
          pickId,
          plateNo: PLATES[k] as string,
          driverName: DRIVERS[k] as string,
          driverPhone: `1381234${String(5600 + k * 7).padStart(4, '0')}`,
          idCard: demoIdCard(ID_BODIES[k] as string),
          plannedArrival: `2026-11-${day}`,
          quantity: '32.000',
          ...audit,
        };
      }),
    );
    await db.insert(purPickCost).values([
      { pickId, costType: 'freight' as const, costName: '汽运运费', amount: `${3200 + index * 150}.00`, ...audit },
      ...(index % 2 === 0 ? [{ pickId, costType: 'loading' as const, costName: '装卸费', amount: '480.00', ...audit }] : []),
    ]);
    await refreshPickTotals(db, pickId);
  }
  await db.insert(purPickPriceRules).values(
    contracts.slice(0, 4).flatMap((contract, index) => {
      const line = lines.find((candidate) => candidate.head_id === contract.id);
      if (!line) return [];
      return [
        { supplierSn: contract.supplier_sn, supplierName: contract.supplier_name, orgCode: contract.org_code, matCode: line.mat_code, matName: line.mat_name, ruleType: 'freight' as const, price: `${45 + index * 5}.000000`, effectiveStart: '2026-01-01', effectiveEnd: '2026-12-31', remark: '汽运每吨运费', ...audit },
        { supplierSn: contract.supplier_sn, supplierName: contract.supplier_name, orgCode: contract.org_code, matCode: line.mat_code, matName: line.mat_name, ruleType: 'premium' as const, price: '12.500000', effectiveStart: '2026-07-01', effectiveEnd: null, remark: '优质粮加价', ...audit },
      ];
    }),
  );
}
