/**
 * Demo contracts (heads, and 1–3 lines each): a deterministic spread over the demo companies, categories, suppliers and
 * statuses (the same rows on every fresh database). `contractHeadsSql` writes any number of them in
 * one statement (the benchmark's million rows) from the same lists.
 */
import { contractLineAmounts } from '@srm/rules';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../connection.js';
import { conContractHead, conContractLine } from '../tables/contract.js';
import { sysMaterial } from '../tables/lookups.js';

export const DEMO_CONTRACT_COUNT = 120;

/** Companies that hold contracts (online and offline alike) with their names. */
const COMPANIES: readonly [string, string][] = [
  ['101001', '河北饲料有限公司'],
  ['101002', '天津饲料有限公司'],
  ['101003', '山西饲料有限公司'],
  ['102001', '广东饲料有限公司'],
];

const CATEGORIES: readonly [string, string][] = [
  ['100101', '玉米'],
  ['100102', '小麦'],
  ['100201', '豆粕'],
  ['2001', '预混料'],
  ['2002', '包装物'],
];

const SUPPLIERS: readonly [string, string][] = [
  ['S0001', '中粮贸易（大连）有限公司'],
  ['S0002', '北大荒粮食集团有限公司'],
  ['S0003', '益海嘉里（天津）粮油工业有限公司'],
  ['S0004', '九三粮油工业集团有限公司'],
  ['S0005', '山东渤海实业股份有限公司'],
  ['S0006', '广州市穗丰包装材料有限公司'],
  ['S0007', '河南金粮物流有限公司'],
];

const STATUSES = ['draft', 'APPROVING', 'APPROVED', 'SENT', 'SIGN', 'PIGEONHOLE', 'REJECT', 'CANCEL'] as const;
const CONTRACT_CATEGORIES = ['fixedPrice', 'basis', 'strategic', 'transfer'] as const;

const list = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * An INSERT … SELECT writing rows `from`..`to` (1-based, inclusive): row n takes company n mod 4,
 * category n mod 5, supplier n mod 7, status n mod 8, a sign date walking back from 2026-11-01, a
 * quantity of 100 + (n mod 900) tonnes at 2,300 + (n mod 500) yuan.
 */
export function contractHeadsSql(from: number, to: number): SQL {
  return sql`
    insert into con_contract_head (
      contract_no, contract_name, contract_category, purchase_model, org_code, org_name, supplier_sn, supplier_name,
      category_code, category_name, price_type, deliver_type, currency_code, sign_date, start_date, end_date,
      total_quantity, total_amount, status, created_by, updated_by
    )
    select
      'HT2026' || lpad(n::text, 8, '0'),
      (${list(CATEGORIES.map(([, name]) => name))})[n % ${CATEGORIES.length} + 1] || '采购合同第' || n || '号',
      (${list(CONTRACT_CATEGORIES)})[n % ${CONTRACT_CATEGORIES.length} + 1],
      case when n % 3 = 0 then 1 else 2 end,
      (${list(COMPANIES.map(([code]) => code))})[n % ${COMPANIES.length} + 1],
      (${list(COMPANIES.map(([, name]) => name))})[n % ${COMPANIES.length} + 1],
      (${list(SUPPLIERS.map(([code]) => code))})[n % ${SUPPLIERS.length} + 1],
      (${list(SUPPLIERS.map(([, name]) => name))})[n % ${SUPPLIERS.length} + 1],
      (${list(CATEGORIES.map(([code]) => code))})[n % ${CATEGORIES.length} + 1],
      (${list(CATEGORIES.map(([, name]) => name))})[n % ${CATEGORIES.length} + 1],
      'arrivalFactory',
      case when n % 2 = 0 then 'transfer' else 'direct' end,
      'CNY',
      date '2026-11-01' - (n % 700),
      date '2026-11-01' - (n % 700),
      date '2026-11-01' - (n % 700) + 180,
      (100 + n % 900)::numeric(18, 3),
      ((100 + n % 900) * (2300 + n % 500))::numeric(18, 2),
      (${list(STATUSES)})[n % ${STATUSES.length} + 1],
      'seed',
      'seed'
    from generate_series(${from}::int, ${to}::int) as n`;
}

export async function seedContracts(db: AppDatabase, count = DEMO_CONTRACT_COUNT): Promise<void> {
  await db.execute(contractHeadsSql(1, count));
  await seedContractLines(db);
}

const TAX_RATES: Readonly<Record<string, string>> = { VAT9: '9', VAT13: '13', VAT0: '0' };

/**
 * One to three lines (n mod 3 + 1) for every seeded head: its quantity split over the lines, each at
 * the head's price (2,300 + n mod 500) with the tax rate of its material, amounts by the shared money
 * rules (contractLineAmounts); the head's totals are then the lines' sums, the same figures
 * contractHeadsSql wrote. Materials are the demo materials of the head's category (or below it).
 */
export async function seedContractLines(db: AppDatabase): Promise<void> {
  const heads = await db
    .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, categoryCode: conContractHead.categoryCode, categoryName: conContractHead.categoryName, totalQuantity: conContractHead.totalQuantity, startDate: conContractHead.startDate, endDate: conContractHead.endDate })
    .from(conContractHead)
    .where(eq(conContractHead.createdBy, 'seed'))
    .orderBy(asc(conContractHead.id));
  const materials = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, categoryCode: sysMaterial.categoryCode, unitCode: sysMaterial.unitCode, taxRateCode: sysMaterial.taxRateCode })
    .from(sysMaterial)
    .orderBy(asc(sysMaterial.matCode));
  const lines: (typeof conContractLine.$inferInsert)[] = [];
  for (const contract of heads) {
    const n = Number(contract.contractNo.slice(-8));
    const own = materials.filter((material) => material.categoryCode.startsWith(contract.categoryCode));
    const count = (n % 3) + 1;
    const total = Math.round(Number(contract.totalQuantity));
    const price = String(2300 + (n % 500));
    const figures = Array.from({ length: count }, (_, index) => {
      const material = own.length > 0 ? own[(n + index) % own.length] : undefined;
      const quantity = index < count - 1 ? Math.floor(total / count) : total - Math.floor(total / count) * (count - 1);
      return {
        matCode: material?.matCode ?? `${contract.categoryCode}0000`,
        matName: material?.matName ?? contract.categoryName ?? contract.categoryCode,
        unitCode: material?.unitCode ?? 'T',
        quantity: String(quantity),
        priceWithTax: price,
        taxRate: TAX_RATES[material?.taxRateCode ?? ''] ?? '9',
      };
    });
    for (const [index, line] of figures.entries()) {
      const amounts = contractLineAmounts(line);
      if (!amounts) throw new Error(`seed line ${contract.contractNo}/${index + 1} has no amounts`);
      lines.push({
        headId: contract.id,
        lineNo: index + 1,
        ...line,
        ...amounts,
        deliveryStart: contract.startDate,
        deliveryEnd: contract.endDate,
        createdBy: 'seed',
        updatedBy: 'seed',
      });
    }
  }
  for (let start = 0; start < lines.length; start += 500) await db.insert(conContractLine).values(lines.slice(start, start + 500));
  // The heads' totals are their lines' (contractTotals: the plain sums of quantities and amounts).
  await db.execute(sql`
    update con_contract_head h set total_quantity = t.quantity, total_amount = t.amount
    from (select head_id, sum(quantity) as quantity, sum(amount) as amount from con_contract_line group by head_id) t
    where t.head_id = h.id and h.created_by = 'seed'`);
}
