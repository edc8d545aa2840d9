/**
 * The address form rules of spec 01 §5, tested where the add-address dialog uses them. The rules
 * live in the React-free `@srm/design-system/validation` (validation/address.ts), the one copy the
 * gateway's saveAddress is to use as well.
 */
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPE_OPTIONS,
  addressFieldsFor,
  addressMessages,
  addressTypeOptions,
  checkAddress,
  normaliseRegion,
  regionText,
  type AddressInput,
  type NormalisedAddress,
} from '../../validation';

const REGION = { province: '河北省', city: '石家庄市', area: '长安区' };
const DETAIL = '中山东路1号';

/** A complete body of each type, to break one field at a time. */
const VALID: Readonly<Record<number, AddressInput>> = {
  1: { addressCode: 1, addressTag: '正大饲料厂', addressOwnerCode: 'S0001', addressOwnerName: '正大饲料有限公司', ...REGION, addrDetail: DETAIL },
  2: { addressCode: 2, addressTag: '中粮北方仓', addressOwnerCode: 'S0002', addressOwnerName: '中粮贸易有限公司', ...REGION, addrDetail: DETAIL },
  3: { addressCode: 3, addressTag: '藁城库点', addressOwnerCode: 'S0003', addressOwnerName: '象屿农产有限公司', ...REGION, addrDetail: DETAIL },
  4: { addressCode: 4, addressTag: '自有一号仓', companyCode: '101001', ...REGION, addrDetail: DETAIL },
  5: { addressCode: 5, subName: '石家庄中转库', secondaryInventoryName: 'ZZ01', ...REGION, addrDetail: DETAIL },
  7: { addressCode: 7, addressTag: '天津港', province: '天津市', city: '天津市', area: '滨海新区', addrDetail: '新港二号路' },
  8: { addressCode: 8, addressTag: '大宗交易平台', ...REGION, addrDetail: DETAIL },
  9: { addressCode: 9, addressTag: '黄骅码头', province: '河北省', city: '沧州市', area: '黄骅市', addrDetail: '港城大道' },
  10: { addressCode: 10, addressTag: '石家庄', ...REGION, addrDetail: DETAIL },
  20: { addressCode: 20, addressTag: '场内', addrDetail: '一号门' },
};

function errorsOf(input: AddressInput, currentType?: number) {
  const result = checkAddress(input, { currentType });
  return result.ok ? [] : result.errors;
}

function valueOf(input: AddressInput, currentType?: number): NormalisedAddress {
  const result = checkAddress(input, { currentType });
  if (!result.ok) throw new Error(`expected a valid address, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('address type choices', () => {
  it('offers every type but 6, with a label each', () => {
    expect(ADDRESS_TYPE_OPTIONS.map((option) => option.addressCode)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 20]);
    expect(ADDRESS_TYPE_OPTIONS.find((option) => option.addressCode === 4)?.addressType).toBe('自有仓库');
    expect(new Set(ADDRESS_TYPE_OPTIONS.map((option) => option.addressType)).size).toBe(ADDRESS_TYPE_OPTIONS.length);
  });
});

describe('checkAddress', () => {
  it.each(Object.keys(VALID).map(Number))('accepts a complete type %i address', (code) => {
    expect(errorsOf(VALID[code] as AddressInput)).toEqual([]);
  });

  it('asks for the type first, and still reports the other missing fields', () => {
    expect(errorsOf({})).toEqual([
      { field: 'addressCode', message: '请选择地址类型' },
      { field: 'addressTag', message: '请输入名称' },
      { field: 'region', message: '请选择省市区' },
      { field: 'addrDetail', message: '请输入详细地址' },
    ]);
    expect(errorsOf({ ...VALID[1], addressCode: null })).toEqual([{ field: 'addressCode', message: '请选择地址类型' }]);
  });

  it('refuses an unknown type', () => {
    expect(errorsOf({ ...VALID[1], addressCode: 11 })).toEqual([{ field: 'addressCode', message: ADDRESS_MESSAGES.typeUnknown }]);
  });

  it('refuses to save type 6 new, but lets an old type-6 row keep it', () => {
    const six = { ...VALID[8], addressCode: 6 };
    expect(errorsOf(six)).toEqual([{ field: 'addressCode', message: ADDRESS_MESSAGES.typeExcluded }]);
    expect(errorsOf(six, 1)).toEqual([{ field: 'addressCode', message: ADDRESS_MESSAGES.typeExcluded }]);
    expect(valueOf(six, 6)).toMatchObject({ addressCode: 6, addressType: '其他' });
  });

  it.each([1, 2, 3])('needs a supplier (code and name) for type %i', (code) => {
    const expected = [{ field: 'addressOwnerCode', message: '请选择供应商' }];
    expect(errorsOf({ ...VALID[code], addressOwnerCode: null })).toEqual(expected);
    expect(errorsOf({ ...VALID[code], addressOwnerName: '  ' })).toEqual(expected);
  });

  it('needs an owning company for type 4', () => {
    expect(errorsOf({ ...VALID[4], companyCode: '' })).toEqual([{ field: 'companyCode', message: '请选择所属主体' }]);
  });

  it('needs a transit store for type 5', () => {
    const expected = [{ field: 'subName', message: '请选择中转库' }];
    expect(errorsOf({ ...VALID[5], subName: undefined })).toEqual(expected);
    expect(errorsOf({ ...VALID[5], secondaryInventoryName: null })).toEqual(expected);
  });

  it.each([1, 2, 3, 4, 7, 8, 9, 10, 20])('needs a name for type %i', (code) => {
    expect(errorsOf({ ...VALID[code], addressTag: ' ' })).toEqual([{ field: 'addressTag', message: '请输入名称' }]);
  });

  it('needs no name for a transit store, and shows it by its store name', () => {
    expect(valueOf(VALID[5] as AddressInput).addressTag).toBe('石家庄中转库');
    expect(valueOf({ ...VALID[5], addressTag: '南库' }).addressTag).toBe('南库');
  });

  it.each([1, 2, 3, 4, 5, 7, 8, 9, 10])('needs a region reaching province and city for type %i', (code) => {
    const base = VALID[code] as AddressInput;
    expect(errorsOf({ ...base, province: null, city: null, area: null })).toEqual([{ field: 'region', message: '请选择省市区' }]);
    expect(errorsOf({ ...base, province: '河北省', city: null, area: null })).toEqual([{ field: 'region', message: '请至少选择到省市' }]);
    expect(errorsOf({ ...base, province: '河北省', city: '', area: '长安区' })).toEqual([{ field: 'region', message: '请至少选择到省市' }]);
    expect(errorsOf({ ...base, province: null, city: '石家庄市', area: null })).toEqual([{ field: 'region', message: '请至少选择到省市' }]);
    expect(errorsOf({ ...base, province: '河北省', city: '石家庄市', area: null })).toEqual([]);
  });

  it('ignores the region of type 20 and describes it by its detail only', () => {
    const value = valueOf({ ...VALID[20], province: '河北省', city: null });
    expect(value).toMatchObject({ province: null, city: null, area: null, addrDesc: '一号门' });
  });

  it.each(Object.keys(VALID).map(Number))('needs a detail address for type %i', (code) => {
    expect(errorsOf({ ...VALID[code], addrDetail: '   ' })).toEqual([{ field: 'addrDetail', message: '请输入详细地址' }]);
  });

  it('lists every error in form order', () => {
    expect(errorsOf({ addressCode: 4, addressTag: '', province: '河北省', addrDetail: '' })).toEqual([
      { field: 'companyCode', message: '请选择所属主体' },
      { field: 'addressTag', message: '请输入名称' },
      { field: 'region', message: '请至少选择到省市' },
      { field: 'addrDetail', message: '请输入详细地址' },
    ]);
  });

  it('trims, labels the type and composes the description', () => {
    const value = valueOf({ ...VALID[1], addressTag: '  正大饲料厂 ', addrDetail: ` ${DETAIL} ` });
    expect(value).toEqual({
      addressCode: 1,
      addressType: '工厂',
      addressTag: '正大饲料厂',
      province: '河北省',
      city: '石家庄市',
      area: '长安区',
      addrDetail: DETAIL,
      addrDesc: `河北省石家庄市长安区${DETAIL}`,
      companyCode: null,
      addressOwnerCode: 'S0001',
      addressOwnerName: '正大饲料有限公司',
      subName: null,
      secondaryInventoryName: null,
    });
  });

  it('clears the fields that do not belong to the type', () => {
    const value = valueOf({ ...VALID[8], companyCode: '101001', addressOwnerCode: 'S1', addressOwnerName: '某供应商', subName: '库', secondaryInventoryName: 'K1' });
    expect(value).toMatchObject({ companyCode: null, addressOwnerCode: null, addressOwnerName: null, subName: null, secondaryInventoryName: null });
    expect(valueOf(VALID[4] as AddressInput)).toMatchObject({ companyCode: '101001', addressOwnerCode: null });
    expect(valueOf(VALID[5] as AddressInput)).toMatchObject({ subName: '石家庄中转库', secondaryInventoryName: 'ZZ01', companyCode: null });
  });
});

describe('normaliseRegion', () => {
  it.each(['北京市', '天津市', '上海市', '重庆市'])('stores %s as its own city, whichever form the city came in', (city) => {
    const expected = { ok: true, region: { province: city, city, area: '某区' } };
    expect(normaliseRegion(city, city, '某区')).toEqual(expected);
    expect(normaliseRegion(city, '市辖区', '某区')).toEqual(expected);
    expect(normaliseRegion(city, null, '某区')).toEqual(expected);
    // Two-level cascaders put the district in the city slot.
    expect(normaliseRegion(city, '某区', null)).toEqual(expected);
  });

  it('accepts a municipality alone and the 县 form of Chongqing', () => {
    expect(normaliseRegion('北京市', null, null)).toEqual({ ok: true, region: { province: '北京市', city: '北京市', area: null } });
    expect(normaliseRegion('重庆市', '县', '巫山县')).toEqual({ ok: true, region: { province: '重庆市', city: '重庆市', area: '巫山县' } });
    expect(normaliseRegion('上海', '上海', '浦东新区')).toEqual({ ok: true, region: { province: '上海市', city: '上海市', area: '浦东新区' } });
  });

  it('refuses a municipality whose city is another place', () => {
    expect(normaliseRegion('北京市', '石家庄市', '长安区')).toEqual({ ok: false, message: ADDRESS_MESSAGES.municipalityCity });
  });

  it('accepts Hong Kong and Macau by the province alone', () => {
    expect(normaliseRegion('香港特别行政区', null, null)).toEqual({ ok: true, region: { province: '香港特别行政区', city: null, area: null } });
    expect(normaliseRegion('澳门', '', '')).toEqual({ ok: true, region: { province: '澳门特别行政区', city: null, area: null } });
    expect(normaliseRegion('香港特别行政区', null, '九龙城区')).toEqual({ ok: true, region: { province: '香港特别行政区', city: null, area: '九龙城区' } });
  });

  it('still needs the city elsewhere', () => {
    expect(normaliseRegion('广东省', null, null)).toEqual({ ok: false, message: '请至少选择到省市' });
    expect(normaliseRegion('', ' ', '')).toEqual({ ok: false, message: '请选择省市区' });
  });
});

describe('regionText', () => {
  it('names a municipality once', () => {
    expect(regionText({ province: '北京市', city: '北京市', area: '朝阳区' })).toBe('北京市朝阳区');
    expect(regionText({ province: '广东省', city: '广州市', area: null })).toBe('广东省广州市');
    expect(regionText({ province: '香港特别行政区', city: null, area: null })).toBe('香港特别行政区');
  });

  it('composes the description of a municipal address without repeating the city', () => {
    expect(valueOf(VALID[7] as AddressInput).addrDesc).toBe('天津市滨海新区新港二号路');
  });
});

describe('addressFieldsFor', () => {
  it('asks for a supplier on types 1-3, a company on 4, a store on 5; a name on all but 5; a region on all but 20', () => {
    expect(addressFieldsFor(1)).toEqual({ supplier: true, company: false, store: false, nameRequired: true, region: true });
    expect(addressFieldsFor(3)).toMatchObject({ supplier: true });
    expect(addressFieldsFor(4)).toEqual({ supplier: false, company: true, store: false, nameRequired: true, region: true });
    expect(addressFieldsFor(5)).toEqual({ supplier: false, company: false, store: true, nameRequired: false, region: true });
    expect(addressFieldsFor(20)).toEqual({ supplier: false, company: false, store: false, nameRequired: true, region: false });
    expect(addressFieldsFor(null)).toEqual({ supplier: false, company: false, store: false, nameRequired: true, region: true });
  });
});

describe('messages and labels in English', () => {
  it('has an English twin of every message and of every type label', () => {
    expect(Object.keys(addressMessages.en).sort()).toEqual(Object.keys(addressMessages['zh-CN']).sort());
    expect(addressTypeOptions('en').map((option) => option.addressCode)).toEqual(ADDRESS_TYPE_OPTIONS.map((option) => option.addressCode));
    expect(addressTypeOptions('en').find((option) => option.addressCode === 5)?.addressType).toBe('Transit store');
  });

  it('reports in the requested language, while the stored type label stays Chinese', () => {
    const result = checkAddress({ addressCode: 1 }, { locale: 'en' });
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      'Select the supplier',
      'Enter the name',
      'Select the province, city and district',
      'Enter the detailed address',
    ]);
    expect(normaliseRegion('河北省', null, null, 'en')).toEqual({ ok: false, message: 'Select at least the province and the city' });
    expect(valueOf(VALID[9] as AddressInput).addressType).toBe('码头');
  });
});
