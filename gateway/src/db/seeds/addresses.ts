/**
 * Demo address points: every type, real Chinese places (municipalities, Hong Kong and Macau included),
 * company-owned warehouses of the demo companies, and supplier addresses under made-up supplier codes
 * (SUP…; the supplier table is seeded elsewhere and not relied on). Each row goes through the same form
 * rules as a save, so the demo data is what the app itself would have stored; one legacy type-6 row
 * shows how old rows of the retired type look.
 */
import { inArray } from 'drizzle-orm';
import { checkAddress, type AddressInput } from '@srm/rules';
import type { AppDatabase } from '../connection.js';
import { sysOrg } from '../schema.js';
import type { SeedContext } from '../seed.js';
import { sysAddress } from '../tables/addresses.js';

export interface AddressSeed extends AddressInput {
  addressCode: number;
}

const SUPPLIERS = {
  cofco: ['SUP0001', '中粮贸易有限公司'],
  wilmar: ['SUP0002', '益海嘉里（天津）粮油工业有限公司'],
  jiusan: ['SUP0003', '九三粮油工业集团有限公司'],
  xiangyu: ['SUP0004', '象屿农产有限公司'],
  beidahuang: ['SUP0005', '北大荒粮食集团有限公司'],
  bohai: ['SUP0006', '山东渤海实业集团有限公司'],
  cargill: ['SUP0007', '嘉吉粮油（南通）有限公司'],
  bunge: ['SUP0008', '邦基（天津）粮油有限公司'],
} as const;

type SupplierKey = keyof typeof SUPPLIERS;

const supplied = (addressCode: 1 | 2 | 3, addressTag: string, supplier: SupplierKey, province: string, city: string, area: string, addrDetail: string): AddressSeed => ({
  addressCode,
  addressTag,
  addressOwnerCode: SUPPLIERS[supplier][0],
  addressOwnerName: SUPPLIERS[supplier][1],
  province,
  city,
  area,
  addrDetail,
});

const place = (addressCode: number, addressTag: string, province: string | null, city: string | null, area: string | null, addrDetail: string): AddressSeed => ({
  addressCode,
  addressTag,
  province,
  city,
  area,
  addrDetail,
});

/** Company-owned warehouses (type 4), by the code of their demo company. */
export const DEMO_COMPANY_ADDRESSES: readonly AddressSeed[] = [
  { ...place(4, '河北饲料藁城原料仓', '河北省', '石家庄市', '藁城区', '兴业路18号'), companyCode: '101001' },
  { ...place(4, '河北饲料徐水成品仓', '河北省', '保定市', '徐水区', '巨力路66号'), companyCode: '101001' },
  { ...place(4, '天津饲料西青原料仓', '天津市', '天津市', '西青区', '中北镇星光路5号'), companyCode: '101002' },
  { ...place(4, '天津饲料宝坻成品仓', '天津市', '市辖区', '宝坻区', '九园工业园区12号'), companyCode: '101002' },
  { ...place(4, '广东饲料南海原料仓', '广东省', '佛山市', '南海区', '狮山镇科技东路3号'), companyCode: '102001' },
  { ...place(4, '广东饲料新会成品仓', '广东省', '江门市', '新会区', '今古洲大道9号'), companyCode: '102001' },
];

export const DEMO_ADDRESSES: readonly AddressSeed[] = [
  supplied(1, '益海嘉里天津工厂', 'wilmar', '天津市', '天津市', '滨海新区', '临港经济区渤海四十路'),
  supplied(1, '九三粮油哈尔滨工厂', 'jiusan', '黑龙江省', '哈尔滨市', '香坊区', '油坊街1号'),
  supplied(1, '嘉吉南通工厂', 'cargill', '江苏省', '南通市', '崇川区', '通海路88号'),
  supplied(1, '渤海实业博兴工厂', 'bohai', '山东省', '滨州市', '博兴县', '博城五路'),
  supplied(1, '邦基天津工厂', 'bunge', '天津市', '天津市', '滨海新区', '临港工业区渤海十路'),
  supplied(2, '中粮锦州港仓', 'cofco', '辽宁省', '锦州市', '太和区', '锦州港东港区'),
  supplied(2, '北大荒佳木斯仓', 'beidahuang', '黑龙江省', '佳木斯市', '前进区', '光复路1号'),
  supplied(2, '象屿大连北良仓', 'xiangyu', '辽宁省', '大连市', '甘井子区', '北良港区'),
  supplied(2, '中粮黄埔仓', 'cofco', '广东省', '广州市', '黄埔区', '港前路531号'),
  supplied(3, '象屿绥化库点', 'xiangyu', '黑龙江省', '绥化市', '北林区', '康庄路南段'),
  supplied(3, '中粮公主岭库点', 'cofco', '吉林省', '长春市', '公主岭市', '铁北街道'),
  supplied(3, '北大荒富锦库点', 'beidahuang', '黑龙江省', '佳木斯市', '富锦市', '富锦大街'),
  ...DEMO_COMPANY_ADDRESSES,
  { addressCode: 5, subName: '石家庄中转库', secondaryInventoryName: 'ZZ-SJZ01', province: '河北省', city: '石家庄市', area: '鹿泉区', addrDetail: '上庄镇物流园' },
  { addressCode: 5, subName: '天津港中转库', secondaryInventoryName: 'ZZ-TJ01', province: '天津市', city: '天津市', area: '滨海新区', addrDetail: '东疆港区亚洲路' },
  { addressCode: 5, addressTag: '麻涌中转库', subName: '东莞麻涌中转库', secondaryInventoryName: 'ZZ-DG01', province: '广东省', city: '东莞市', area: '麻涌镇', addrDetail: '新沙港工业区' },
  place(7, '天津港', '天津市', '天津市', '滨海新区', '新港二号路35号'),
  place(7, '大连港', '辽宁省', '大连市', '中山区', '港湾街1号'),
  place(7, '广州港南沙港区', '广东省', '广州市', '南沙区', '龙穴岛港前大道'),
  place(7, '日照港', '山东省', '日照市', '东港区', '黄海一路91号'),
  place(7, '上海港外高桥', '上海市', '市辖区', '浦东新区', '港建路1号'),
  place(8, '大连商品交易所交割平台', '辽宁省', '大连市', '沙河口区', '会展路129号'),
  place(8, '郑州商品交易所交割平台', '河南省', '郑州市', '金水区', '郑东新区商务外环路30号'),
  place(9, '黄骅港码头', '河北省', '沧州市', '黄骅市', '港城大道'),
  place(9, '麻涌港码头', '广东省', '东莞市', '麻涌镇', '新沙南路'),
  place(9, '葵涌货柜码头', '香港特别行政区', null, null, '葵涌货柜码头路'),
  place(9, '澳门内港码头', '澳门特别行政区', null, null, '内港14号码头'),
  place(10, '石家庄', '河北省', '石家庄市', null, '市区'),
  place(10, '北京朝阳', '北京市', '北京市', '朝阳区', '建国路88号'),
  place(10, '上海浦东', '上海市', '上海市', '浦东新区', '世纪大道100号'),
  place(10, '重庆巫山', '重庆市', '县', '巫山县', '高唐街道'),
  place(20, '厂内一号门', null, null, null, '厂区一号门'),
  place(20, '东门地磅', null, null, null, '东门地磅房'),
  // A row of the retired type 6, as old data has it.
  place(6, '老厂区', '河北省', '邯郸市', '邯山区', '农林路20号'),
];

export async function seedAddresses(db: AppDatabase, context: SeedContext): Promise<void> {
  const companyCodes = [...new Set(DEMO_ADDRESSES.flatMap((seed) => (seed.companyCode ? [seed.companyCode] : [])))];
  const companies = await db.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, companyCodes));
  const companyNames = new Map(companies.map((company) => [company.code, company.name]));
  const rows = DEMO_ADDRESSES.map((seed) => {
    const checked = checkAddress(seed, { currentType: seed.addressCode });
    if (!checked.ok) throw new Error(`demo address ${seed.addressTag ?? seed.subName ?? ''} breaks the form rules: ${checked.errors[0]?.message ?? ''}`);
    const { companyCode } = checked.value;
    const companyName = companyCode === null ? null : companyNames.get(companyCode);
    if (companyName === undefined) throw new Error(`demo address refers to unknown company ${companyCode ?? ''}`);
    return { ...checked.value, companyName, companyType: 3, ...context.audit };
  });
  await db.insert(sysAddress).values(rows);
}
