/**
 * Demo 年度需求计划 (issue 23): twelve plans of the Hebei, Guangdong, Shandong, Henan and Sichuan
 * companies for corn (100101 玉米), wheat (100102 小麦) and soybean meal (100201 豆粕), across the
 * demand statuses: two approved 2025 plans of 河北饲料 (last year's for its 2026 plans), approved 2026
 * plans (the month plans start from them), plans at OA, new ones and a rejected one. Items name seeded
 * materials (db/seeds/lookups.ts); quantities are exact decimal strings.
 */
import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../connection.js';
import { demYearDemand, demYearDemandItem, type DemandStatus } from '../tables/demand.js';
import { sysMaterial } from '../tables/lookups.js';

interface PlanSeed {
  demandNo: string;
  year: number;
  orgCode: string;
  orgName: string;
  categoryCode: string;
  categoryName: string;
  status: DemandStatus;
  submitCount: number;
  remark: string | null;
  /** Material code and its yearly base (tons per month on average). */
  items: readonly (readonly [matCode: string, base: number])[];
}

const CORN = { categoryCode: '100101', categoryName: '玉米' } as const;
const WHEAT = { categoryCode: '100102', categoryName: '小麦' } as const;
const MEAL = { categoryCode: '100201', categoryName: '豆粕' } as const;

export const DEMO_YEAR_DEMANDS: readonly PlanSeed[] = [
  { demandNo: 'ND20241120001', year: 2025, orgCode: '101001', orgName: '河北饲料有限公司', ...CORN, status: 'approved', submitCount: 1, remark: '2025年玉米用量按产能规划', items: [['1001010002', 1200], ['1001010008', 800]] },
  { demandNo: 'ND20241120002', year: 2025, orgCode: '101001', orgName: '河北饲料有限公司', ...MEAL, status: 'approved', submitCount: 1, remark: null, items: [['1002010001', 450], ['1002010007', 300]] },
  { demandNo: 'ND20251118001', year: 2026, orgCode: '101001', orgName: '河北饲料有限公司', ...CORN, status: 'approved', submitCount: 2, remark: '新增产线，玉米需求增长约8%', items: [['1001010002', 1296], ['1001010008', 864], ['1001010014', 200]] },
  { demandNo: 'ND20251118002', year: 2026, orgCode: '101001', orgName: '河北饲料有限公司', ...MEAL, status: 'approved', submitCount: 1, remark: null, items: [['1002010001', 480], ['1002010007', 315]] },
  { demandNo: 'ND20251119001', year: 2026, orgCode: '102001', orgName: '广东饲料有限公司', ...CORN, status: 'approved', submitCount: 1, remark: '以进口玉米为主', items: [['1001010014', 900], ['1001010020', 650]] },
  { demandNo: 'ND20251119002', year: 2026, orgCode: '103001', orgName: '济南饲料有限公司', ...WHEAT, status: 'approved', submitCount: 1, remark: '小麦替代部分玉米', items: [['1001020002', 380], ['1001020004', 260]] },
  { demandNo: 'ND20251120001', year: 2026, orgCode: '104001', orgName: '郑州饲料有限公司', ...CORN, status: 'approved', submitCount: 1, remark: null, items: [['1001010008', 1050], ['1001010009', 420]] },
  { demandNo: 'ND20251121001', year: 2026, orgCode: '101002', orgName: '天津饲料有限公司', ...CORN, status: 'inProcess', submitCount: 1, remark: null, items: [['1001010002', 640], ['1001010003', 220]] },
  { demandNo: 'ND20251121002', year: 2026, orgCode: '102002', orgName: '佛山饲料有限公司', ...MEAL, status: 'inProcess', submitCount: 2, remark: '按水产料旺季调整', items: [['1002010008', 520], ['1002010013', 160]] },
  { demandNo: 'ND20251122001', year: 2026, orgCode: '101004', orgName: '石家庄饲料有限公司', ...WHEAT, status: 'new', submitCount: 0, remark: null, items: [['1001020001', 300], ['1001020005', 120]] },
  { demandNo: 'ND20251122002', year: 2026, orgCode: '105001', orgName: '成都饲料有限公司', ...CORN, status: 'new', submitCount: 0, remark: '待补充进口玉米用量', items: [['1001010007', 760]] },
  { demandNo: 'ND20251123001', year: 2026, orgCode: '103001', orgName: '济南饲料有限公司', ...MEAL, status: 'rejected', submitCount: 1, remark: '用量偏高，需复核', items: [['1002010002', 610], ['1002010014', 140]] },
];

/** Seasonal shares of the base per month, in percent (feed output rises towards the year's end). */
const SEASON = [96, 88, 98, 100, 101, 97, 95, 99, 102, 104, 108, 112] as const;

/** The base × share, as a decimal string with 3 decimals (exact: integer arithmetic in tenths of a percent). */
const monthQuantity = (base: number, month: number): string => {
  const units = base * (SEASON[month - 1] ?? 100) * 10; // 10^-3 tons
  return `${Math.floor(units / 1000)}.${String(units % 1000).padStart(3, '0')}`;
};

export async function seedYearDemands(db: AppDatabase): Promise<void> {
  const codes = [...new Set(DEMO_YEAR_DEMANDS.flatMap((plan) => plan.items.map(([code]) => code)))];
  const materials = new Map((await db.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode }).from(sysMaterial).where(inArray(sysMaterial.matCode, codes))).map((row) => [row.matCode, row]));
  const audit = { createdBy: 'seed', updatedBy: 'seed' };
  const heads = await db
    .insert(demYearDemand)
    .values(DEMO_YEAR_DEMANDS.map(({ items: _items, ...plan }) => ({ ...plan, ...audit })))
    .returning({ id: demYearDemand.id, demandNo: demYearDemand.demandNo });
  const idOf = new Map(heads.map((row) => [row.demandNo, row.id]));
  const items = DEMO_YEAR_DEMANDS.flatMap((plan) =>
    plan.items.map(([matCode, base], index) => {
      const material = materials.get(matCode);
      if (!material) throw new Error(`year demand seed names unknown material ${matCode}`);
      const months = Object.fromEntries(SEASON.map((_share, month) => [`month${month + 1}`, monthQuantity(base, month + 1)]));
      // Last year's quantity: 12 × base less 5 %, as an exact decimal.
      const lastYear = base * 12 * 95;
      return {
        demandId: idOf.get(plan.demandNo) as number,
        lineNo: index + 1,
        matCode,
        matName: material.matName,
        unitCode: material.unitCode,
        lastYearQuantity: `${Math.floor(lastYear / 100)}.${String(lastYear % 100).padStart(2, '0')}0`,
        increaseRate: plan.year === 2026 ? '5.0000' : null,
        ...months,
        ...audit,
      };
    }),
  );
  await db.insert(demYearDemandItem).values(items);
}
