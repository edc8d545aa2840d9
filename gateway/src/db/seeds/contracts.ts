/**
 * Demo contract heads: a deterministic spread over the demo companies, categories, suppliers and
 * statuses (the same rows on every fresh database). `contractHeadsSql` writes any number of them in
 * one statement (the benchmark's million rows) from the same lists.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../connection.js';

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
}
