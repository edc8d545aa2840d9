/**
 * Demo grain offers (sale-info) and buying prices with their history (buy-info) of the mobile app
 * (issue 28). Runs after seedMobileUsers: about two thirds of the 30 offers are posted by its active
 * app users (their name, mobile and company), the others were entered at the back office (appUserId
 * null); all are spread over the last 60 days, varieties and growing regions, numbered by SALE_INFO_NO
 * in the month of their publication. The 20 buying prices cover companies inside and outside BU01,
 * each with 1-4 prices in its history, the last one the current price. No contract is written here.
 */
import { asc, eq } from 'drizzle-orm';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { mobAppUser, mobBuyInfo, mobBuyInfoHistory, mobSaleInfo, type SaleInfoStatus } from '../tables/mobile.js';

const DAY_MS = 86_400_000;

const REGIONS: readonly (readonly [province: string, city: string, district: string])[] = [
  ['黑龙江省', '哈尔滨市', '五常市'],
  ['吉林省', '长春市', '农安县'],
  ['河南省', '周口市', '太康县'],
  ['山东省', '菏泽市', '曹县'],
  ['河北省', '石家庄市', '藁城区'],
  ['安徽省', '阜阳市', '临泉县'],
  ['内蒙古自治区', '通辽市', '科尔沁区'],
  ['江苏省', '盐城市', '射阳县'],
  ['辽宁省', '铁岭市', '昌图县'],
  ['湖北省', '荆州市', '监利市'],
];

/** Variety, a typical asking price in 元/吨 and a lot size in kilograms. */
const VARIETIES: readonly (readonly [variety: string, price: number, lotKg: number])[] = [
  ['corn', 2460, 120_500],
  ['wheat', 2780, 86_250],
  ['soybean', 4320, 35_800],
  ['paddy', 2650, 64_000],
  ['sorghum', 2980, 22_750],
  ['barley', 2380, 18_300],
];

/** Back-office contacts of offers that no app user posted. */
const CONTACTS: readonly (readonly [name: string, phone: string])[] = [
  ['周立军', '13803715526'],
  ['韩桂芳', '15937126684'],
  ['马振东', '18603461275'],
  ['郭海燕', '19937520913'],
  ['宋国强', '13513863347'],
];

/** Companies the back-office offers are addressed to (inside and outside BU01). */
const OFFER_ORGS = ['101001', '101004', '102001', '103001', '104001', '201001', '301001', '302001'] as const;

const STATUSES: readonly SaleInfoStatus[] = ['onSale', 'onSale', 'onSale', 'offShelf', 'onSale', 'dealt'];

/** Company, site, variety and the prices it has had (oldest first; the last is the current one). */
const BUY_PRICES: readonly (readonly [orgCode: string, site: string, variety: string, prices: readonly string[]])[] = [
  ['101001', '正定收购点', 'corn', ['2420.00', '2445.00', '2460.00']],
  ['101001', '正定收购点', 'wheat', ['2760.00', '2790.00']],
  ['101001', '藁城收购点', 'corn', ['2430.00']],
  ['101002', '静海收购点', 'corn', ['2450.00', '2470.00', '2455.00', '2480.00']],
  ['101004', '栾城收购点', 'wheat', ['2770.00', '2785.50']],
  ['101005', '玉田收购点', 'corn', ['2410.00', '2425.00']],
  ['101005', '玉田收购点', 'sorghum', ['2960.00']],
  ['102001', '湛江港收购点', 'soybean', ['4300.00', '4280.00', '4310.00']],
  ['102002', '三水收购点', 'paddy', ['2630.00', '2655.00']],
  ['103001', '章丘收购点', 'wheat', ['2790.00', '2805.00', '2812.50']],
  ['103001', '章丘收购点', 'corn', ['2440.00']],
  ['103002', '郯城收购点', 'corn', ['2435.00', '2450.00']],
  ['104001', '中牟收购点', 'wheat', ['2775.00', '2795.00']],
  ['105001', '新津收购点', 'paddy', ['2640.00']],
  ['201001', '邓州收购点', 'wheat', ['2765.00', '2780.00', '2800.00']],
  ['201001', '邓州收购点', 'corn', ['2415.00', '2440.00']],
  ['202001', '梨树收购点', 'corn', ['2380.00', '2395.00', '2410.00', '2405.00']],
  ['301001', '大连港收购点', 'corn', ['2470.00', '2495.00']],
  ['301002', '锦州港收购点', 'corn', ['2465.00', '2480.00', '2490.00']],
  ['302001', '黄埔收购点', 'barley', ['2360.00', '2385.00']],
];

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** A lot of `lotKg` kilograms varied by the row, in tonnes (3 decimals); a price varied by the row (2 decimals). */
const quantityOf = (lotKg: number, index: number): string => {
  const kg = lotKg + index * 12_345;
  return `${Math.floor(kg / 1000)}.${String(kg % 1000).padStart(3, '0')}`;
};
const priceOf = (price: number, index: number): string => `${price + ((index * 7) % 11) * 5 - 25}.00`;

export async function seedMobileMarket(tx: AppDatabase, context: SeedContext): Promise<void> {
  const now = Date.now();
  const users = await tx
    .select({ id: mobAppUser.id, userName: mobAppUser.userName, phone: mobAppUser.phone, orgCode: mobAppUser.orgCode, province: mobAppUser.province, city: mobAppUser.city })
    .from(mobAppUser)
    .where(eq(mobAppUser.status, 1))
    .orderBy(asc(mobAppUser.id));
  const { createdBy, updatedBy } = context.audit;

  for (let index = 0; index < 30; index += 1) {
    const [variety, basePrice, lot] = VARIETIES[index % VARIETIES.length] as (typeof VARIETIES)[number];
    const [province, city, district] = REGIONS[(index * 3) % REGIONS.length] as (typeof REGIONS)[number];
    const published = new Date(now - ((index * 2 + (index % 3)) * DAY_MS + (index % 9) * 3_600_000));
    // Two of three offers come from an app user (when the users' seed wrote any).
    const user = index % 3 !== 2 && users.length > 0 ? users[index % users.length] : undefined;
    const [contactName, contactPhone] = user ? [user.userName, user.phone] : (CONTACTS[index % CONTACTS.length] as (typeof CONTACTS)[number]);
    const status = STATUSES[index % STATUSES.length] as SaleInfoStatus;
    const infoNo = await nextSerial(tx, 'SALE_INFO_NO', {}, published);
    await tx.insert(mobSaleInfo).values({
      infoNo,
      appUserId: user?.id ?? null,
      variety,
      quantity: quantityOf(lot, index),
      price: priceOf(basePrice, index),
      province: user?.province ?? province,
      city: user?.city ?? city,
      district: user ? null : district,
      address: user ? null : `${district}粮食产业园${(index % 5) + 1}号库`,
      contactName,
      contactPhone,
      orgCode: user?.orgCode ?? (OFFER_ORGS[index % OFFER_ORGS.length] as string),
      status,
      validUntil: isoDay(published.getTime() + (15 + (index % 4) * 15) * DAY_MS),
      publishTime: published,
      remark: index % 4 === 0 ? '可分批提货，水分14%以内' : null,
      createdTime: published,
      updatedTime: published,
      createdBy,
      updatedBy,
    });
  }

  const changers = ['admin', 'wangjianhua'].flatMap((account) => {
    const id = context.userIds.get(account);
    return id === undefined ? [] : [String(id)];
  });
  for (const [index, [orgCode, siteName, variety, prices]] of BUY_PRICES.entries()) {
    const changer = changers[index % Math.max(changers.length, 1)] ?? createdBy;
    // The prices came in every 9 days, the last one 2 days ago at most.
    const timeOf = (step: number) => now - ((prices.length - 1 - step) * 9 + (index % 3)) * DAY_MS;
    const last = timeOf(prices.length - 1);
    const [row] = await tx
      .insert(mobBuyInfo)
      .values({
        orgCode,
        siteName,
        variety,
        price: prices[prices.length - 1] as string,
        effectiveDate: isoDay(last),
        status: index === 6 || index === 13 ? 0 : 1,
        remark: index % 5 === 0 ? '水分≤14%，杂质≤1%' : null,
        createdTime: new Date(timeOf(0)),
        updatedTime: new Date(last),
        createdBy: changer,
        updatedBy: changer,
        version: prices.length - 1,
      })
      .returning({ id: mobBuyInfo.id });
    if (!row) throw new Error('seed: the buying price was not written');
    await tx.insert(mobBuyInfoHistory).values(
      prices.map((newPrice, step) => ({
        buyInfoId: row.id,
        oldPrice: step === 0 ? null : (prices[step - 1] as string),
        newPrice,
        effectiveDate: isoDay(timeOf(step)),
        changedBy: changer,
        changedTime: new Date(timeOf(step)),
        remark: step === 0 ? '首次发布' : '随行就市调价',
      })),
    );
  }
}
