/**
 * Demo app users of the mobile app (issue 28), their supplier bindings and bank cards. No contract is
 * written here.
 *
 * 40 users (growers, traders and brokers) of companies under BU01 (the purchase manager wangjianhua's
 * scope) and outside it, some with a national ID, four 停用; 16 bindings to 合格 suppliers (two of them
 * ended) and one live binding to a blacklisted supplier, which the list shows 暂停; bank cards for 15
 * users, one default per company.
 */
import { asc } from 'drizzle-orm';
import { idCardCheckChar } from '@srm/rules';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { supSupplier } from '../tables/lookups.js';
import { mobAppUser, mobUserBank, mobUserSupplierBind, type AppUserType } from '../tables/mobile.js';

interface AppUserPlan {
  name: string;
  type: AppUserType;
  orgCode: string;
  province: string;
  city: string;
  /** A national ID: region code and birthday (the sequence and check digit are derived). */
  id?: readonly [region: string, birthday: string];
  disabled?: true;
}

const P = (name: string, type: AppUserType, orgCode: string, province: string, city: string, extra: Pick<AppUserPlan, 'id' | 'disabled'> = {}): AppUserPlan => ({
  name,
  type,
  orgCode,
  province,
  city,
  ...extra,
});

/** Companies under BU01 (1xxxxx) first, then those of BU02 and BU03. */
export const DEMO_APP_USERS: readonly AppUserPlan[] = [
  P('张德福', 'grower', '101001', '河北省', '石家庄市', { id: ['130102', '19680312'] }),
  P('李秀兰', 'grower', '101001', '河北省', '保定市'),
  P('王建国', 'trader', '101001', '河北省', '衡水市', { id: ['131102', '19750821'] }),
  P('赵春生', 'broker', '101002', '天津市', '天津市'),
  P('刘玉梅', 'grower', '101002', '天津市', '天津市', { disabled: true }),
  P('陈广平', 'trader', '101004', '河北省', '石家庄市', { id: ['130104', '19820105'] }),
  P('杨保国', 'grower', '101004', '河北省', '邢台市'),
  P('黄金山', 'grower', '101005', '河北省', '唐山市', { id: ['130203', '19710618'] }),
  P('周桂芳', 'broker', '101005', '河北省', '唐山市'),
  P('吴有才', 'grower', '102001', '广东省', '广州市'),
  P('徐志强', 'trader', '102001', '广东省', '佛山市', { id: ['440104', '19790930'] }),
  P('孙海涛', 'grower', '102002', '广东省', '佛山市'),
  P('马兰英', 'grower', '102003', '广西壮族自治区', '南宁市', { disabled: true }),
  P('朱长林', 'trader', '103001', '山东省', '济南市', { id: ['370102', '19770411'] }),
  P('胡永刚', 'grower', '103001', '山东省', '德州市'),
  P('郭庆丰', 'grower', '103002', '山东省', '临沂市', { id: ['371302', '19690227'] }),
  P('何桂花', 'broker', '103003', '江苏省', '南京市'),
  P('高振东', 'grower', '104001', '河南省', '郑州市', { id: ['410102', '19730715'] }),
  P('林秋菊', 'grower', '104001', '河南省', '周口市'),
  P('罗家旺', 'trader', '104002', '湖北省', '武汉市'),
  P('郑丰收', 'grower', '104003', '湖南省', '长沙市'),
  P('梁满仓', 'grower', '105001', '四川省', '成都市', { id: ['510104', '19810503'] }),
  P('谢春燕', 'broker', '105002', '重庆市', '重庆市'),
  P('宋立新', 'grower', '105003', '云南省', '昆明市'),
  P('唐福贵', 'grower', '201001', '河南省', '南阳市', { id: ['411302', '19660920'] }),
  P('韩玉珍', 'grower', '201001', '河南省', '南阳市'),
  P('冯宝山', 'trader', '201002', '河南省', '驻马店市', { id: ['411702', '19740128'] }),
  P('邓金花', 'grower', '201003', '山东省', '菏泽市', { disabled: true }),
  P('曹国庆', 'grower', '202001', '吉林省', '四平市', { id: ['220302', '19701001'] }),
  P('彭大海', 'trader', '202001', '吉林省', '长春市'),
  P('曾凤霞', 'grower', '202002', '黑龙江省', '绥化市'),
  P('萧红军', 'broker', '202002', '黑龙江省', '哈尔滨市', { id: ['230102', '19780816'] }),
  P('田双喜', 'trader', '301001', '辽宁省', '大连市', { id: ['210202', '19720614'] }),
  P('董建新', 'grower', '301001', '辽宁省', '铁岭市'),
  P('袁秀英', 'grower', '301002', '辽宁省', '锦州市'),
  P('潘长江', 'trader', '301002', '辽宁省', '锦州市', { disabled: true }),
  P('蒋德胜', 'broker', '302001', '广东省', '广州市'),
  P('蔡丽娟', 'grower', '302001', '广东省', '湛江市', { id: ['440802', '19830219'] }),
  P('余大勇', 'trader', '302002', '广西壮族自治区', '防城港市'),
  P('杜金凤', 'grower', '302002', '广西壮族自治区', '钦州市'),
];

const PHONE_PREFIXES = ['138', '139', '150', '151', '158', '186', '187', '189', '191', '199'] as const;

/** The i-th user's mobile: a 13/15/18/19 prefix and eight digits derived from i. */
export function demoAppUserPhone(index: number): string {
  const prefix = PHONE_PREFIXES[index % PHONE_PREFIXES.length] ?? '138';
  return `${prefix}${String(31_415_926 + index * 2_718_281).slice(-8).padStart(8, '0')}`;
}

/** An 18-digit national ID with a valid check character. */
function idCardOf(region: string, birthday: string, index: number): string {
  const first17 = `${region}${birthday}${String(100 + index * 7).slice(-3)}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

const BANKS = ['中国农业银行', '中国工商银行', '中国建设银行', '中国邮政储蓄银行', '农村信用合作社'] as const;
const DAY_MS = 86_400_000;

export async function seedMobileUsers(tx: AppDatabase, context: SeedContext): Promise<void> {
  const { audit } = context;
  const now = Date.now();
  const users = await tx
    .insert(mobAppUser)
    .values(
      DEMO_APP_USERS.map((plan, index) => ({
        phone: demoAppUserPhone(index),
        userName: plan.name,
        idCard: plan.id ? idCardOf(plan.id[0], plan.id[1], index) : null,
        userType: plan.type,
        orgCode: plan.orgCode,
        province: plan.province,
        city: plan.city,
        status: plan.disabled ? (0 as const) : (1 as const),
        registeredTime: new Date(now - (400 - index * 9) * DAY_MS),
        lastLoginTime: index % 5 === 4 ? null : new Date(now - (index % 11) * DAY_MS - index * 3_600_000),
        remark: plan.disabled ? '长期未交售，暂停使用' : null,
        ...audit,
      })),
    )
    .returning({ id: mobAppUser.id, orgCode: mobAppUser.orgCode, userName: mobAppUser.userName, status: mobAppUser.status });

  const suppliers = await tx.select({ sn: supSupplier.sn, status: supSupplier.financialStatus }).from(supSupplier).orderBy(asc(supSupplier.sn));
  const qualified = suppliers.filter((supplier) => supplier.status === 3).map((supplier) => supplier.sn);
  const notQualified = suppliers.find((supplier) => supplier.status === 6) ?? suppliers.find((supplier) => supplier.status !== 3);
  const active = users.filter((user) => user.status === 1);
  if (qualified.length > 0) {
    const bindings = Array.from({ length: 16 }, (_, index) => {
      // A different user each (bindings of one user to one supplier are unique while live).
      const user = active[(index * 2) % active.length];
      const supplierSn = qualified[index % qualified.length] ?? '';
      const boundTime = new Date(now - (200 - index * 11) * DAY_MS);
      const ended = index === 5 || index === 12;
      return {
        appUserId: user?.id ?? 0,
        supplierSn,
        status: ended ? (0 as const) : (1 as const),
        boundBy: '管理员',
        boundTime,
        unboundBy: ended ? '管理员' : null,
        unboundTime: ended ? new Date(boundTime.getTime() + 30 * DAY_MS) : null,
        remark: ended ? '合作结束' : null,
        ...audit,
      };
    });
    await tx.insert(mobUserSupplierBind).values(bindings);
  }
  if (notQualified && active[1]) {
    await tx.insert(mobUserSupplierBind).values({
      appUserId: active[1].id,
      supplierSn: notQualified.sn,
      status: 1,
      boundBy: '管理员',
      boundTime: new Date(now - 300 * DAY_MS),
      remark: '绑定后供应商被列入黑名单',
      ...audit,
    });
  }

  const banked = users.filter((_, index) => index % 8 < 3).slice(0, 15);
  await tx.insert(mobUserBank).values(
    banked.flatMap((user, index) => {
      const account = (n: number) => `6228${String(480_000_000_000_000 + (index * 97 + n) * 1_234_567).slice(-15)}`;
      const cards = [{ appUserId: user.id, orgCode: user.orgCode, bankName: BANKS[index % BANKS.length] ?? '', accountName: user.userName, accountNo: account(1), isDefault: 1 as 0 | 1, ...audit }];
      if (index % 4 === 0) {
        cards.push({ appUserId: user.id, orgCode: user.orgCode, bankName: BANKS[(index + 2) % BANKS.length] ?? '', accountName: user.userName, accountNo: account(2), isDefault: 0 as const, ...audit });
      }
      return cards;
    }),
  );
}
