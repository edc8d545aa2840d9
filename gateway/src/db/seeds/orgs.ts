/**
 * Demo organisations: BU (level 3) → area (level 4) → company (level 6) → inventory org (level 7).
 *
 * The tree is written as a compact plan and expanded into rows breadth first (every BU, then every
 * area, …), so a parent always comes before its children and the ids follow the levels. The codes
 * follow the existing scheme: areas AREA01…, companies `<bu prefix><area digit>0<nn>` (1010xx and
 * 1020xx are the first two feed areas), inventory orgs `<company code><nn>`. regionCode, areaCode and
 * buCode of a row are those of its area and BU, so the requirement-check roles (company, area,
 * district = region, industry = BU) can match on them.
 *
 * The first rows (BU01, AREA01, AREA02, 101001…101003, 102001, 10100101) predate the generator and
 * other areas' tests rely on them: keep their codes, names, parents and flags.
 */
import type { Flag } from '../schema.js';

export type OrgLevel = 3 | 4 | 6 | 7;

export interface OrgSeed {
  orgCode: string;
  orgName: string;
  level: OrgLevel;
  parentCode: string | null;
  isOnline: Flag;
  isTradingCompany: Flag;
  regionCode: string | null;
  areaCode: string | null;
  buCode: string;
}

type Store = '原料库' | '成品库';

interface CompanyPlan {
  code: string;
  name: string;
  stores: readonly Store[];
  /** Offline companies stay in the tree but drop out of the "online level 6" lists and scopes. */
  offline?: true;
  trading?: true;
}

interface AreaPlan {
  code: string;
  name: string;
  regionCode: string;
  companies: readonly CompanyPlan[];
}

interface BuPlan {
  code: string;
  name: string;
  areas: readonly AreaPlan[];
}

const company = (code: string, name: string, stores: readonly Store[], flags: Pick<CompanyPlan, 'offline' | 'trading'> = {}): CompanyPlan => ({
  code,
  name,
  stores,
  ...flags,
});

const BOTH: readonly Store[] = ['原料库', '成品库'];
const RAW: readonly Store[] = ['原料库'];
const NONE: readonly Store[] = [];

const PLAN: readonly BuPlan[] = [
  {
    code: 'BU01',
    name: '牧原饲料集团',
    areas: [
      {
        code: 'AREA01',
        name: '华北区域',
        regionCode: 'NORTH',
        companies: [
          company('101001', '河北饲料有限公司', BOTH),
          company('101002', '天津饲料有限公司', RAW),
          company('101003', '山西饲料有限公司', NONE, { offline: true }),
          company('101004', '石家庄饲料有限公司', BOTH),
          company('101005', '唐山饲料有限公司', RAW),
        ],
      },
      {
        code: 'AREA02',
        name: '华南区域',
        regionCode: 'SOUTH',
        companies: [
          company('102001', '广东饲料有限公司', BOTH),
          company('102002', '佛山饲料有限公司', RAW),
          company('102003', '南宁饲料有限公司', RAW),
          company('102004', '湛江饲料贸易有限公司', RAW, { trading: true }),
        ],
      },
      {
        code: 'AREA03',
        name: '华东区域',
        regionCode: 'NORTH',
        companies: [
          company('103001', '济南饲料有限公司', BOTH),
          company('103002', '临沂饲料有限公司', RAW),
          company('103003', '南京饲料有限公司', BOTH),
          company('103004', '合肥饲料有限公司', RAW, { offline: true }),
        ],
      },
      {
        code: 'AREA04',
        name: '华中区域',
        regionCode: 'CENTRAL',
        companies: [
          company('104001', '郑州饲料有限公司', BOTH),
          company('104002', '武汉饲料有限公司', RAW),
          company('104003', '长沙饲料有限公司', RAW),
        ],
      },
      {
        code: 'AREA05',
        name: '西南区域',
        regionCode: 'SOUTH',
        companies: [
          company('105001', '成都饲料有限公司', BOTH),
          company('105002', '重庆饲料有限公司', RAW),
          company('105003', '昆明饲料有限公司', RAW),
        ],
      },
    ],
  },
  {
    code: 'BU02',
    name: '养殖事业部',
    areas: [
      {
        code: 'AREA06',
        name: '豫鲁养殖区域',
        regionCode: 'CENTRAL',
        companies: [
          company('201001', '南阳养殖有限公司', BOTH),
          company('201002', '驻马店养殖有限公司', RAW),
          company('201003', '菏泽养殖有限公司', RAW),
        ],
      },
      {
        code: 'AREA07',
        name: '东北养殖区域',
        regionCode: 'NORTHEAST',
        companies: [company('202001', '四平养殖有限公司', BOTH), company('202002', '绥化养殖有限公司', RAW)],
      },
    ],
  },
  {
    code: 'BU03',
    name: '粮食贸易事业部',
    areas: [
      {
        code: 'AREA08',
        name: '北方粮贸区域',
        regionCode: 'NORTHEAST',
        companies: [
          company('301001', '大连粮食贸易有限公司', BOTH, { trading: true }),
          company('301002', '锦州粮食贸易有限公司', RAW, { trading: true }),
          company('301003', '哈尔滨粮食贸易有限公司', RAW, { trading: true, offline: true }),
        ],
      },
      {
        code: 'AREA09',
        name: '南方粮贸区域',
        regionCode: 'SOUTH',
        companies: [
          company('302001', '广州粮食贸易有限公司', BOTH, { trading: true }),
          company('302002', '防城港粮食贸易有限公司', RAW, { trading: true }),
        ],
      },
    ],
  },
];

function expand(plan: readonly BuPlan[]): OrgSeed[] {
  const bus: OrgSeed[] = [];
  const areas: OrgSeed[] = [];
  const companies: OrgSeed[] = [];
  const stores: OrgSeed[] = [];
  const base = { isOnline: 1 as Flag, isTradingCompany: 0 as Flag };
  for (const bu of plan) {
    bus.push({ ...base, orgCode: bu.code, orgName: bu.name, level: 3, parentCode: null, regionCode: null, areaCode: null, buCode: bu.code });
    for (const area of bu.areas) {
      const keys = { regionCode: area.regionCode, areaCode: area.code, buCode: bu.code };
      areas.push({ ...base, ...keys, orgCode: area.code, orgName: area.name, level: 4, parentCode: bu.code });
      for (const entry of area.companies) {
        const flags = { isOnline: (entry.offline ? 0 : 1) as Flag, isTradingCompany: (entry.trading ? 1 : 0) as Flag };
        companies.push({ ...keys, ...flags, orgCode: entry.code, orgName: entry.name, level: 6, parentCode: area.code });
        entry.stores.forEach((store, index) =>
          stores.push({
            ...keys,
            ...flags,
            orgCode: `${entry.code}${String(index + 1).padStart(2, '0')}`,
            orgName: `${entry.name}${store}`,
            level: 7,
            parentCode: entry.code,
          }),
        );
      }
    }
  }
  return [...bus, ...areas, ...companies, ...stores];
}

export const DEMO_ORGS: readonly OrgSeed[] = expand(PLAN);

/** Codes of the orgs below `code` (not itself) of the given levels, in list order. */
export function orgCodesUnder(code: string, levels: readonly OrgLevel[] = [6]): string[] {
  const below = new Set([code]);
  const found: string[] = [];
  // Breadth-first list order: a parent is always met before its children.
  for (const row of DEMO_ORGS) {
    if (row.parentCode === null || !below.has(row.parentCode)) continue;
    below.add(row.orgCode);
    if (levels.includes(row.level)) found.push(row.orgCode);
  }
  return found;
}
