/**
 * Demo data of the lookups area: finance lookups, sub-inventories, customers, branch banks, materials
 * and suppliers of a feed-and-grain buying group. Deterministic: the same rows on every fresh database.
 *
 * Materials and sub-inventories follow the orgs and categories already written (read back from the
 * database, so categories or inventory orgs another seed adds get theirs too): every leaf category gets
 * materials, every inventory org (level 7) its stores.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { demoCreditCode } from '../../modules/lookups/credit-code.js';
import type { AppDatabase } from '../connection.js';
import { sysCategory, sysOrg } from '../schema.js';
import type { SeedContext } from '../seed.js';
import {
  sysBranchBank,
  sysCurrency,
  sysCustomer,
  sysMaterial,
  sysPayMethod,
  sysPayTerms,
  sysSubInventory,
  sysTaxRate,
  sysUnit,
  supSupplier,
  supSupplierType,
  type ActiveStatus,
  type EnableFlag,
  type FinancialStatus,
} from '../tables/lookups.js';

// ---- finance -------------------------------------------------------------------------------------

export const DEMO_CURRENCIES: readonly [code: string, name: string, enableFlag: EnableFlag][] = [
  ['CNY', '人民币', 'Y'],
  ['USD', '美元', 'Y'],
  ['EUR', '欧元', 'Y'],
  ['HKD', '港币', 'Y'],
  ['JPY', '日元', 'Y'],
  ['GBP', '英镑', 'Y'],
  ['AUD', '澳大利亚元', 'Y'],
  ['CAD', '加拿大元', 'Y'],
  ['BRL', '巴西雷亚尔', 'N'],
  ['ARS', '阿根廷比索', 'N'],
];

/** Spec 01 §9: pay methods 1 transfer, 2 telegraphic transfer. */
export const DEMO_PAY_METHODS: readonly [code: string, name: string, enableFlag: EnableFlag][] = [
  ['1', '转账', 'Y'],
  ['2', '电汇', 'Y'],
  ['3', '银行承兑汇票', 'Y'],
  ['4', '商业承兑汇票', 'Y'],
  ['5', '国内信用证', 'Y'],
  ['6', '现金', 'N'],
];

export const DEMO_TAX_RATES: readonly [code: string, name: string, value: string][] = [
  ['VAT13', '增值税13%', '0.13'],
  ['VAT9', '增值税9%', '0.09'],
  ['VAT6', '增值税6%', '0.06'],
  ['VAT3', '增值税3%', '0.03'],
  ['VAT1', '增值税1%', '0.01'],
  ['VAT0', '免税0%', '0'],
];

export const DEMO_PAY_TERMS: readonly [code: string, name: string][] = [
  ['PREPAY', '款到发货'],
  ['COD', '货到付款'],
  ['INVOICE', '票到付款'],
  ['NET30', '月结30天'],
  ['NET60', '月结60天'],
  ['NET90', '月结90天'],
  ['PRE30', '预付30%，到货验收后付清'],
  ['ACCEPT', '验收合格后付款'],
];

export const DEMO_UNITS: readonly [code: string, name: string][] = [
  ['T', '吨'],
  ['KG', '千克'],
  ['G', '克'],
  ['BAO', '包'],
  ['DAI', '袋'],
  ['JIAN', '件'],
  ['CHE', '车'],
  ['GE', '个'],
  ['TIAO', '条'],
  ['JUAN', '卷'],
  ['ZHANG', '张'],
  ['XIANG', '箱'],
  ['L', '升'],
];

// ---- sub-inventories -----------------------------------------------------------------------------

/** The stores of every inventory org: code, name, status, in transit. */
export const DEMO_SUB_INVENTORIES: readonly [code: string, name: string, status: ActiveStatus, isTransit: 0 | 1][] = [
  ['YL01', '原料一号库', 'Active', 0],
  ['YL02', '原料二号库', 'Active', 0],
  ['FL01', '辅料库', 'Active', 0],
  ['BZ01', '包装物库', 'Active', 0],
  ['CP01', '成品库', 'Active', 0],
  ['ZT01', '在途库', 'Active', 1],
  ['YL09', '原料旧库（停用）', 'Inactive', 0],
];

// ---- places --------------------------------------------------------------------------------------

interface Place {
  province: string;
  capital: string;
  /** 6-digit administrative region code of the capital (credit codes). */
  regionCode: string;
}

const PLACES: readonly Place[] = [
  { province: '河北', capital: '石家庄', regionCode: '130100' },
  { province: '河南', capital: '郑州', regionCode: '410100' },
  { province: '山东', capital: '济南', regionCode: '370100' },
  { province: '黑龙江', capital: '哈尔滨', regionCode: '230100' },
  { province: '吉林', capital: '长春', regionCode: '220100' },
  { province: '辽宁', capital: '沈阳', regionCode: '210100' },
  { province: '内蒙古', capital: '呼和浩特', regionCode: '150100' },
  { province: '江苏', capital: '南京', regionCode: '320100' },
  { province: '安徽', capital: '合肥', regionCode: '340100' },
  { province: '湖北', capital: '武汉', regionCode: '420100' },
  { province: '广东', capital: '广州', regionCode: '440100' },
  { province: '广西', capital: '南宁', regionCode: '450100' },
  { province: '四川', capital: '成都', regionCode: '510100' },
  { province: '天津', capital: '天津', regionCode: '120100' },
  { province: '山西', capital: '太原', regionCode: '140100' },
];

const BRAND_WORDS = [
  '金谷', '丰源', '华粮', '裕丰', '恒泰', '瑞丰', '宏达', '鑫盛', '盛隆', '嘉禾',
  '永丰', '禾丰', '福瑞', '广丰', '天顺', '润禾', '益农', '康达', '兴旺', '绿源',
] as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'] as const;
const GIVEN_NAMES = ['建国', '秀英', '志强', '海燕', '卫东', '丽娟', '国庆', '晓明', '春梅', '立新'] as const;

function at<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** A deterministic mobile number (starts with 1, 11 digits). */
function demoPhone(index: number): string {
  return `1${at([3, 5, 8], index)}${String((index * 7_919 + 12_345) % 1_000_000_000).padStart(9, '0')}`;
}

// ---- customers -----------------------------------------------------------------------------------

const CUSTOMER_KINDS = ['牧业有限公司', '养殖专业合作社', '饲料经销部', '农牧科技有限公司'] as const;
export const DEMO_CUSTOMER_COUNT = 36;

// ---- branch banks --------------------------------------------------------------------------------

export const DEMO_BANKS: readonly [code: string, name: string][] = [
  ['102', '中国工商银行'],
  ['103', '中国农业银行'],
  ['104', '中国银行'],
  ['105', '中国建设银行'],
  ['301', '交通银行'],
  ['305', '中国民生银行'],
  ['308', '招商银行'],
  ['403', '中国邮政储蓄银行'],
];

interface BankCity {
  province: string;
  city: string;
  /** 4-digit city part of a CNAPS code. */
  cityCode: string;
  districts: readonly [string, string, string];
  capital: boolean;
}

const city = (province: string, name: string, cityCode: string, districts: BankCity['districts'], capital = false): BankCity => ({
  province,
  city: name,
  cityCode,
  districts,
  capital,
});

const BANK_CITIES: readonly BankCity[] = [
  city('河北省', '石家庄', '1210', ['长安', '桥西', '裕华'], true),
  city('河北省', '保定', '1340', ['竞秀', '莲池', '满城']),
  city('河北省', '唐山', '1240', ['路北', '路南', '丰润']),
  city('河北省', '邯郸', '1270', ['丛台', '邯山', '复兴']),
  city('天津市', '天津', '1100', ['和平', '河西', '滨海新区'], true),
  city('山西省', '太原', '1610', ['小店', '迎泽', '杏花岭'], true),
  city('山东省', '济南', '4510', ['历下', '槐荫', '历城'], true),
  city('山东省', '青岛', '4520', ['市南', '黄岛', '城阳']),
  city('山东省', '潍坊', '4580', ['奎文', '潍城', '寿光']),
  city('山东省', '临沂', '4730', ['兰山', '河东', '罗庄']),
  city('河南省', '郑州', '4910', ['金水', '二七', '中原'], true),
  city('河南省', '周口', '5080', ['川汇', '项城', '商水']),
  city('河南省', '驻马店', '5110', ['驿城', '西平', '汝南']),
  city('黑龙江省', '哈尔滨', '2610', ['南岗', '道里', '香坊'], true),
  city('黑龙江省', '绥化', '2760', ['北林', '肇东', '海伦']),
  city('吉林省', '长春', '2410', ['朝阳', '南关', '绿园'], true),
  city('辽宁省', '沈阳', '2210', ['和平', '沈河', '铁西'], true),
  city('辽宁省', '大连', '2220', ['中山', '西岗', '金州']),
  city('内蒙古自治区', '呼和浩特', '1910', ['新城', '回民', '赛罕'], true),
  city('内蒙古自治区', '通辽', '1990', ['科尔沁', '开鲁', '霍林郭勒']),
  city('江苏省', '南京', '3010', ['玄武', '鼓楼', '江宁'], true),
  city('江苏省', '徐州', '3030', ['鼓楼', '云龙', '铜山']),
  city('江苏省', '连云港', '3070', ['海州', '连云', '赣榆']),
  city('安徽省', '合肥', '3610', ['蜀山', '包河', '庐阳'], true),
  city('安徽省', '阜阳', '3720', ['颍州', '颍东', '界首']),
  city('湖北省', '武汉', '5210', ['江岸', '武昌', '汉阳'], true),
  city('湖北省', '荆州', '5370', ['沙市', '荆州', '监利']),
  city('广东省', '广州', '5810', ['天河', '越秀', '番禺'], true),
  city('广东省', '湛江', '5910', ['赤坎', '霞山', '廉江']),
  city('广东省', '佛山', '5880', ['禅城', '南海', '顺德']),
  city('广西壮族自治区', '南宁', '6110', ['青秀', '兴宁', '西乡塘'], true),
  city('四川省', '成都', '6510', ['锦江', '青羊', '武侯'], true),
];

/** A 12-digit CNAPS-style code: bank (3), city (4), branch (4) and a check digit. */
function branchBankCode(bankCode: string, cityCode: string, serial: number): string {
  const first11 = `${bankCode}${cityCode}${String(serial).padStart(4, '0')}`;
  const sum = [...first11].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${first11}${(10 - (sum % 10)) % 10}`;
}

export interface BranchBankSeed {
  bankCode: string;
  bankName: string;
  branchBankCode: string;
  branchBankName: string;
  province: string;
  city: string;
}

/** Every bank in every city: a branch (分行) in capitals, one or two sub-branches (支行) everywhere. */
export function demoBranchBanks(): BranchBankSeed[] {
  const rows: BranchBankSeed[] = [];
  DEMO_BANKS.forEach(([bankCode, bankName], bankIndex) => {
    BANK_CITIES.forEach((place, cityIndex) => {
      const names: string[] = [];
      if (place.capital) names.push(`${bankName}${place.city}分行`);
      names.push(`${bankName}${place.city}${at(place.districts, bankIndex + cityIndex)}支行`);
      // The four big banks have more outlets.
      if (bankIndex < 4) names.push(`${bankName}${place.city}${at(place.districts, bankIndex + cityIndex + 1)}支行`);
      names.forEach((branchBankName, serial) => {
        rows.push({
          bankCode,
          bankName,
          branchBankCode: branchBankCode(bankCode, place.cityCode, serial + 1),
          branchBankName,
          province: place.province,
          city: place.city,
        });
      });
    });
  });
  return rows;
}

// ---- suppliers -----------------------------------------------------------------------------------

/** Big types (two digits) and their small types (four digits), with the trade word of their names. */
export const DEMO_SUPPLIER_TYPES: readonly { num: string; name: string; small: readonly [num: string, name: string, trade: string][] }[] = [
  {
    num: '01',
    name: '原料供应商',
    small: [
      ['0101', '粮食贸易商', '粮油贸易'],
      ['0102', '油脂加工厂', '油脂'],
      ['0103', '粮食收储企业', '粮食储备'],
      ['0104', '进口粮商', '国际贸易'],
    ],
  },
  {
    num: '02',
    name: '辅料供应商',
    small: [
      ['0201', '包装物生产商', '包装材料'],
      ['0202', '预混料生产商', '饲料科技'],
      ['0203', '添加剂生产商', '生物科技'],
    ],
  },
  {
    num: '03',
    name: '服务供应商',
    small: [
      ['0301', '物流服务商', '物流'],
      ['0302', '检测机构', '检测技术'],
    ],
  },
];

/** Which small type supplier i gets, over a cycle of 20 (mostly grain traders and oil mills). */
const SMALL_TYPE_CYCLE = [
  '0101', '0101', '0101', '0101', '0101', '0101', '0102', '0102', '0102', '0103',
  '0103', '0104', '0201', '0201', '0202', '0202', '0203', '0301', '0301', '0302',
] as const;

/** 1 to be admitted … 7 invalid; mostly qualified (3). */
const FINANCIAL_STATUS_CYCLE: readonly FinancialStatus[] = [3, 3, 3, 1, 2, 3, 4, 5, 6, 7];

/**
 * The suppliers the demo contracts point at (db/seeds/contracts.ts): the same sn and name, so each
 * contract's supplier exists. Region codes are their home cities.
 */
export const CONTRACT_SUPPLIERS: readonly [sn: string, name: string, smallType: string, regionCode: string, province: string, city: string][] = [
  ['S0001', '中粮贸易（大连）有限公司', '0101', '210200', '辽宁', '大连'],
  ['S0002', '北大荒粮食集团有限公司', '0103', '230100', '黑龙江', '哈尔滨'],
  ['S0003', '益海嘉里（天津）粮油工业有限公司', '0102', '120100', '天津', '天津'],
  ['S0004', '九三粮油工业集团有限公司', '0102', '230100', '黑龙江', '哈尔滨'],
  ['S0005', '山东渤海实业股份有限公司', '0102', '371600', '山东', '滨州'],
  ['S0006', '广州市穗丰包装材料有限公司', '0201', '440100', '广东', '广州'],
  ['S0007', '河南金粮物流有限公司', '0301', '410100', '河南', '郑州'],
];

export const DEMO_SUPPLIER_COUNT = 300;

export interface SupplierSeed {
  sn: string;
  name: string;
  unifiedCreditCode: string;
  bigType: string;
  smallType: string;
  financialStatus: FinancialStatus;
  ebsNo: string | null;
  contactName: string;
  contactPhone: string;
  province: string;
  city: string;
  blacklistUntil: string | null;
}

function bigTypeOf(smallType: string): string {
  return smallType.slice(0, 2);
}

function tradeOf(smallType: string): string {
  for (const big of DEMO_SUPPLIER_TYPES) {
    const found = big.small.find(([num]) => num === smallType);
    if (found) return found[2];
  }
  throw new Error(`unknown supplier small type ${smallType}`);
}

/** The contract suppliers, then generated ones ('S' + 6 digits), DEMO_SUPPLIER_COUNT in all. */
export function demoSuppliers(): SupplierSeed[] {
  const fixed = CONTRACT_SUPPLIERS.map(([sn, name, smallType, regionCode, province, cityName], index): SupplierSeed => ({
    sn,
    name,
    unifiedCreditCode: demoCreditCode(regionCode, 1_000 + index),
    bigType: bigTypeOf(smallType),
    smallType,
    financialStatus: 3,
    ebsNo: String(100_001 + index),
    contactName: `${at(SURNAMES, index + 3)}${at(GIVEN_NAMES, index)}`,
    contactPhone: demoPhone(1_000 + index),
    province,
    city: cityName,
    blacklistUntil: null,
  }));
  const generated = Array.from({ length: DEMO_SUPPLIER_COUNT - fixed.length }, (_, index): SupplierSeed => {
    const place = at(PLACES, index);
    // (place, brand) pairs are distinct for the first 300 suppliers, so names never repeat.
    const brand = at(BRAND_WORDS, Math.floor(index / PLACES.length));
    const smallType = at(SMALL_TYPE_CYCLE, index);
    const financialStatus = at(FINANCIAL_STATUS_CYCLE, index);
    const suffix = at(['有限公司', '有限责任公司', '有限公司', '股份有限公司'], index);
    const serial = index + 1;
    return {
      sn: `S${100_000 + serial}`,
      name: `${place.province}${brand}${tradeOf(smallType)}${suffix}`,
      unifiedCreditCode: demoCreditCode(place.regionCode, serial),
      bigType: bigTypeOf(smallType),
      smallType,
      financialStatus,
      // Suppliers still being admitted have no EBS account yet.
      ebsNo: financialStatus <= 2 ? null : String(200_000 + serial),
      contactName: `${at(SURNAMES, index)}${at(GIVEN_NAMES, Math.floor(index / SURNAMES.length))}`,
      contactPhone: demoPhone(serial),
      province: place.province,
      city: place.capital,
      blacklistUntil: financialStatus === 6 ? '2027-12-31' : null,
    };
  });
  return [...fixed, ...generated];
}

// ---- materials -----------------------------------------------------------------------------------

/** About this many materials in all, spread over the leaf categories. */
export const DEMO_MATERIAL_TARGET = 200;
const MIN_PER_CATEGORY = 5;
const MAX_PER_CATEGORY = 40;

/**
 * How the materials of a leaf category are named, by the nearest category (the leaf itself or an
 * ancestor) whose name is `match`: six variants, a spec, a unit and a tax rate. Grain and meal are
 * agricultural products (9%), premix is feed (exempt), everything else 13%.
 */
interface MaterialFamily {
  match: string;
  variants: readonly [string, string, string, string, string, string];
  /** The material name of a variant (default `leaf（variant）`). */
  name?: (leaf: string, variant: string) => string;
  spec: (variant: string) => string;
  unitCode: string;
  taxRateCode: string;
}

const MATERIAL_FAMILIES: readonly MaterialFamily[] = [
  { match: '玉米', variants: ['国标一等', '国标二等', '国标三等', '饲用等外', '烘干粮', '新季粮'], spec: () => '水分≤14.0%，容重≥690g/L，不完善粒≤8%', unitCode: 'T', taxRateCode: 'VAT9' },
  { match: '谷物', variants: ['国标一等', '国标二等', '国标三等', '饲用', '新季粮', '陈粮'], spec: () => '水分≤13.5%，杂质≤1.0%', unitCode: 'T', taxRateCode: 'VAT9' },
  { match: '豆粕', variants: ['国产大豆', '进口巴西大豆', '进口美国大豆', '进口阿根廷大豆', '颗粒', '膨化'], spec: () => '水分≤12.5%，粗灰分≤7.0%', unitCode: 'T', taxRateCode: 'VAT9' },
  { match: '饼粕', variants: ['国产', '进口', '沿海油厂', '内陆油厂', '颗粒', '粉状'], spec: () => '水分≤12.0%', unitCode: 'T', taxRateCode: 'VAT9' },
  { match: '油脂', variants: ['一级', '二级', '三级', '散装', '桶装', '进口'], spec: () => '酸价≤3mg/g', unitCode: 'T', taxRateCode: 'VAT9' },
  { match: '添加剂', variants: ['饲料级', '国产', '进口', '高含量', '包被型', '散装'], spec: () => '含量以质检报告为准', unitCode: 'KG', taxRateCode: 'VAT13' },
  { match: '动物蛋白', variants: ['进口秘鲁', '进口智利', '国产', '蒸汽干燥', '直火干燥', '高蛋白'], spec: () => '粗蛋白≥62%，水分≤10%', unitCode: 'T', taxRateCode: 'VAT9' },
  { match: '预混料', variants: ['1%', '2%', '4%', '5%', '浓缩型', '教槽期'], spec: (variant) => `${variant}，25kg/袋`, unitCode: 'KG', taxRateCode: 'VAT0' },
  { match: '编织袋', variants: ['20kg', '25kg', '40kg', '50kg', '80kg', '1000kg吨袋'], name: (leaf, variant) => `${leaf}${variant}`, spec: (variant) => `装量${variant}`, unitCode: 'TIAO', taxRateCode: 'VAT13' },
  { match: '标签', variants: ['乳猪料', '育肥料', '禽料', '水产料', '反刍料', '通用'], spec: () => '100×70mm', unitCode: 'ZHANG', taxRateCode: 'VAT13' },
  { match: '缝包线', variants: ['白色', '蓝色', '红色', '绿色', '黄色', '黑色'], spec: () => '涤纶，20/6', unitCode: 'JUAN', taxRateCode: 'VAT13' },
  { match: '劳保用品', variants: ['L号', 'XL号', '标准型', '加厚型', '夏季', '冬季'], spec: (variant) => variant, unitCode: 'JIAN', taxRateCode: 'VAT13' },
];

const GENERIC_FAMILY: MaterialFamily = {
  match: '',
  variants: ['标准型', '加强型', '经济型', '国产', '进口', '定制'],
  spec: (variant) => variant,
  unitCode: 'GE',
  taxRateCode: 'VAT13',
};

export interface CategoryRow {
  id: number;
  parentId: number;
  categoryCode: string;
  categoryName: string;
}

export interface MaterialSeed {
  matCode: string;
  matName: string;
  categoryCode: string;
  spec: string;
  unitCode: string;
  isLittle: 0 | 1;
  status: ActiveStatus;
  taxRateCode: string;
}

/**
 * Materials for every leaf category (sorted by code): about DEMO_MATERIAL_TARGET in all, at least
 * MIN_PER_CATEGORY each. A material code is the first 6 digits of the category code (padded) and a
 * 4-digit serial within them ('1001010001'), so a code prefix names the level-4 category. Every sixth category has its last material Inactive. Small (isLittle 1): packaging
 * and premix (spec 01 §9: the category starts with the packaging or premix prefix).
 */
export function demoMaterials(categories: readonly CategoryRow[]): MaterialSeed[] {
  const byId = new Map(categories.map((row) => [row.id, row]));
  const parents = new Set(categories.map((row) => row.parentId));
  const leaves = categories.filter((row) => !parents.has(row.id)).sort((a, b) => a.categoryCode.localeCompare(b.categoryCode));
  if (leaves.length === 0) return [];
  const perCategory = Math.min(MAX_PER_CATEGORY, Math.max(MIN_PER_CATEGORY, Math.ceil(DEMO_MATERIAL_TARGET / leaves.length)));
  // Serials run on within the 6-digit code prefix, so deeper categories still get 10-digit codes.
  const nextSerial = new Map<string, number>();
  return leaves.flatMap((leaf, leafIndex) => {
    const prefix = leaf.categoryCode.slice(0, 6).padEnd(6, '0');
    // The leaf and its ancestors, nearest first (bounded, in case of a cycle in bad data).
    const chain: string[] = [];
    for (let node: CategoryRow | undefined = leaf; node && chain.length < 10; node = byId.get(node.parentId)) chain.push(node.categoryName);
    const small = chain.some((name) => name.startsWith('包装') || name.startsWith('预混'));
    const family = chain.map((name) => MATERIAL_FAMILIES.find((candidate) => candidate.match === name)).find((found) => found !== undefined) ?? GENERIC_FAMILY;
    const serialOf = (key: string) => {
      const serial = (nextSerial.get(key) ?? 0) + 1;
      nextSerial.set(key, serial);
      return serial;
    };
    return Array.from({ length: perCategory }, (_, index): MaterialSeed => {
      const variant = at(family.variants, index);
      const round = Math.floor(index / family.variants.length);
      const base = family.name ? family.name(leaf.categoryName, variant) : `${leaf.categoryName}（${variant}）`;
      return {
        matCode: `${prefix}${String(serialOf(prefix)).padStart(4, '0')}`,
        matName: round === 0 ? base : `${base}${round + 1}号`,
        categoryCode: leaf.categoryCode,
        spec: family.spec(variant),
        unitCode: family.unitCode,
        isLittle: small ? 1 : 0,
        status: leafIndex % 6 === 0 && index === perCategory - 1 ? 'Inactive' : 'Active',
        taxRateCode: family.taxRateCode,
      };
    });
  });
}

// ---- writing -------------------------------------------------------------------------------------

export async function seedLookups(db: AppDatabase, context: SeedContext): Promise<void> {
  const { audit } = context;
  await db.insert(sysCurrency).values(DEMO_CURRENCIES.map(([currencyCode, currencyName, enableFlag], index) => ({ currencyCode, currencyName, enableFlag, sortNumber: index + 1, ...audit })));
  await db.insert(sysPayMethod).values(DEMO_PAY_METHODS.map(([payMethodCode, payMethodName, enableFlag], index) => ({ payMethodCode, payMethodName, enableFlag, sortNumber: index + 1, ...audit })));
  await db.insert(sysTaxRate).values(DEMO_TAX_RATES.map(([taxRateCode, taxRateName, taxRateValue]) => ({ taxRateCode, taxRateName, taxRateValue, ...audit })));
  await db.insert(sysPayTerms).values(DEMO_PAY_TERMS.map(([payTermsCode, payTermsName], index) => ({ payTermsCode, payTermsName, sortNumber: index + 1, ...audit })));
  await db.insert(sysUnit).values(DEMO_UNITS.map(([unitCode, unitName], index) => ({ unitCode, unitName, sortNumber: index + 1, ...audit })));

  // Stores of every inventory org, and of every company that has no inventory org (so each company's
  // transfers have somewhere to go).
  const child = alias(sysOrg, 'child');
  const inventoryOrgs = await db.select({ orgCode: sysOrg.orgCode }).from(sysOrg).where(eq(sysOrg.level, 7));
  const bareCompanies = await db
    .select({ orgCode: sysOrg.orgCode })
    .from(sysOrg)
    .where(and(eq(sysOrg.level, 6), notExists(db.select({ id: child.id }).from(child).where(and(eq(child.parentId, sysOrg.id), eq(child.level, 7))))));
  const storeOrgs = [...inventoryOrgs, ...bareCompanies].map((row) => row.orgCode).sort();
  await db.insert(sysSubInventory).values(
    storeOrgs.flatMap((orgCode) =>
      DEMO_SUB_INVENTORIES.map(([secondaryInventoryName, subName, statusCode, isTransit]) => ({ orgCode, subName, secondaryInventoryName, statusCode, isTransit, ...audit })),
    ),
  );

  const companies = (await db.select({ orgCode: sysOrg.orgCode }).from(sysOrg).where(and(eq(sysOrg.level, 6), eq(sysOrg.isOnline, 1)))).map((row) => row.orgCode).sort();
  await db.insert(sysCustomer).values(
    Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, index) => ({
      custNumber: String(300_001 + index),
      partyName: `${at(PLACES, index * 7).province}${at(BRAND_WORDS, index * 3 + 1)}${at(CUSTOMER_KINDS, index)}`,
      orgCode: companies.length > 0 ? at(companies, index) : null,
      ...audit,
    })),
  );

  await db.insert(sysBranchBank).values(demoBranchBanks().map((row) => ({ ...row, ...audit })));

  const categories = await db
    .select({ id: sysCategory.id, parentId: sysCategory.parentId, categoryCode: sysCategory.categoryCode, categoryName: sysCategory.categoryName })
    .from(sysCategory);
  const materials = demoMaterials(categories);
  if (materials.length > 0) {
    await db
      .insert(sysMaterial)
      .values(materials.map((row) => ({ ...row, ...audit })))
      .onConflictDoNothing({ target: sysMaterial.matCode });
  }

  let sort = 0;
  for (const big of DEMO_SUPPLIER_TYPES) {
    await db.insert(supSupplierType).values({ typeNum: big.num, typeName: big.name, parentNum: null, sortNumber: ++sort, ...audit });
    await db.insert(supSupplierType).values(big.small.map(([typeNum, typeName]) => ({ typeNum, typeName, parentNum: big.num, sortNumber: ++sort, ...audit })));
  }
  await db.insert(supSupplier).values(demoSuppliers().map((row) => ({ ...row, ...audit })));
}
