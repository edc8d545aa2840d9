/**
 * The address form rules (spec 01 §5 "Address form", §9 "Address types"), pure: a save body in, the
 * list of field errors (in form order) or the normalised values to store out. The route answers a 400
 * whose message is the first error and whose data lists them all.
 *
 * Type labels (spec 01 §9 names them in English only; the Chinese labels are ours):
 *   1 工厂, 2 仓库, 3 库点, 4 自有仓库, 5 中转库, 6 其他 (kept for old rows, never offered),
 *   7 港口, 8 平台, 9 码头, 10 简称, 20 简称（无省市区） (a short name without a region).
 *
 * Which fields a type carries: a supplier (addressOwnerCode/Name) for 1, 2, 3; an owning company
 * (companyCode, its name is looked up by the route) for 4; a transit store (subName and
 * secondaryInventoryName, both given by the store picker) for 5. Those fields are cleared on the other
 * types, so a row's company is only ever the one its type-4 scope check approved.
 *
 * Regions: province, city and area names as the region cascader gives them. Municipalities (北京市,
 * 天津市, 上海市, 重庆市) are their own city: the city may be sent as the municipality, as 市辖区/县
 * (the GB/T 2260 form), left out, or (two-level cascaders) hold the district; it is stored as the
 * municipality itself, with the district in `area`. Hong Kong and Macau only have the province level,
 * so the province alone suffices. Type 20 takes no region at all (anything sent is dropped).
 */
import type { AddressField, AddressFieldError, AddressTypeCode, AddressTypeOption } from '../../contract.js';

export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressTypeCode, string>> = {
  1: '工厂',
  2: '仓库',
  3: '库点',
  4: '自有仓库',
  5: '中转库',
  6: '其他',
  7: '港口',
  8: '平台',
  9: '码头',
  10: '简称',
  20: '简称（无省市区）',
};

/** Kept for rows saved long ago; never offered and never saved new (spec 01 §5). */
export const EXCLUDED_ADDRESS_TYPE = 6;

export const ADDRESS_TYPE_CODES: readonly AddressTypeCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20];

/** The choices of the type select (getAddressType): every type but 6, in code order. */
export const ADDRESS_TYPE_OPTIONS: readonly AddressTypeOption[] = ADDRESS_TYPE_CODES.filter((code) => code !== EXCLUDED_ADDRESS_TYPE).map(
  (code) => ({ addressCode: code, addressType: ADDRESS_TYPE_LABELS[code] }),
);

/** Company-owned warehouse: the only type scoped by org. */
export const COMPANY_ADDRESS_TYPE = 4;
export const TRANSIT_STORE_TYPE = 5;
export const NO_REGION_TYPE = 20;
const SUPPLIER_TYPES: ReadonlySet<number> = new Set([1, 2, 3]);

export const ADDRESS_MESSAGES = {
  typeRequired: '请选择地址类型',
  typeUnknown: '地址类型不正确',
  typeExcluded: '该地址类型已停用，请选择其他类型',
  supplierRequired: '请选择供应商',
  companyRequired: '请选择所属主体',
  storeRequired: '请选择中转库',
  nameRequired: '请输入名称',
  regionRequired: '请选择省市区',
  regionTooShort: '请至少选择到省市',
  municipalityCity: '直辖市的城市须为本市',
  detailRequired: '请输入详细地址',
} as const;

export const MUNICIPALITIES: readonly string[] = ['北京市', '天津市', '上海市', '重庆市'];
export const SPECIAL_ADMINISTRATIVE_REGIONS: readonly string[] = ['香港特别行政区', '澳门特别行政区'];

/** Short names some region data sets use, mapped to the full names stored. */
const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  北京: '北京市',
  天津: '天津市',
  上海: '上海市',
  重庆: '重庆市',
  香港: '香港特别行政区',
  澳门: '澳门特别行政区',
};

/** How region data sets fill a municipality's city level. */
const MUNICIPAL_CITY_PLACEHOLDERS: ReadonlySet<string> = new Set(['市辖区', '县', '城区', '郊县']);

/** A save body as the route hands it over (text fields may be absent, null or blank). */
export interface AddressInput {
  addressCode?: number | null | undefined;
  addressTag?: string | null | undefined;
  province?: string | null | undefined;
  city?: string | null | undefined;
  area?: string | null | undefined;
  addrDetail?: string | null | undefined;
  companyCode?: string | null | undefined;
  addressOwnerCode?: string | null | undefined;
  addressOwnerName?: string | null | undefined;
  subName?: string | null | undefined;
  secondaryInventoryName?: string | null | undefined;
}

/** What is stored (companyName is looked up by the route from companyCode). */
export interface NormalisedAddress {
  addressCode: AddressTypeCode;
  addressType: string;
  addressTag: string | null;
  province: string | null;
  city: string | null;
  area: string | null;
  addrDetail: string;
  /** Region text plus detail, e.g. 河北省石家庄市长安区中山东路1号. */
  addrDesc: string;
  companyCode: string | null;
  addressOwnerCode: string | null;
  addressOwnerName: string | null;
  subName: string | null;
  secondaryInventoryName: string | null;
}

export interface AddressCheckOptions {
  /** The stored type of the row being updated: an old type-6 row may keep type 6. */
  currentType?: number | undefined;
}

export type AddressCheck = { ok: true; value: NormalisedAddress } | { ok: false; errors: AddressFieldError[] };

export interface Region {
  province: string | null;
  city: string | null;
  area: string | null;
}

export type RegionCheck = { ok: true; region: Region } | { ok: false; message: string };

/** Trimmed text, or null when absent or blank. */
export function clean(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export function isAddressType(code: number): code is AddressTypeCode {
  return (ADDRESS_TYPE_CODES as readonly number[]).includes(code);
}

/** The region of a (non type 20) address, checked and normalised; see the module comment. */
export function normaliseRegion(rawProvince: string | null | undefined, rawCity: string | null | undefined, rawArea: string | null | undefined): RegionCheck {
  const given = clean(rawProvince);
  const province = given === null ? null : (PROVINCE_ALIASES[given] ?? given);
  const city = clean(rawCity);
  const area = clean(rawArea);
  if (province === null && city === null && area === null) return { ok: false, message: ADDRESS_MESSAGES.regionRequired };
  if (province === null) return { ok: false, message: ADDRESS_MESSAGES.regionTooShort };
  if (SPECIAL_ADMINISTRATIVE_REGIONS.includes(province)) {
    // Only the province level exists; a district picked below it is kept as it is.
    return { ok: true, region: { province, city, area } };
  }
  if (MUNICIPALITIES.includes(province)) {
    const isSelf = city === null || city === province || PROVINCE_ALIASES[city] === province || MUNICIPAL_CITY_PLACEHOLDERS.has(city);
    if (isSelf) return { ok: true, region: { province, city: province, area } };
    // A two-level cascader puts the district where the city would be.
    if (area === null) return { ok: true, region: { province, city: province, area: city } };
    return { ok: false, message: ADDRESS_MESSAGES.municipalityCity };
  }
  if (city === null) return { ok: false, message: ADDRESS_MESSAGES.regionTooShort };
  return { ok: true, region: { province, city, area } };
}

/** The region text of an address: a municipality's city is not repeated (北京市朝阳区, not 北京市北京市朝阳区). */
export function regionText(region: Region): string {
  const parts = [region.province, region.city === region.province ? null : region.city, region.area];
  return parts.filter((part): part is string => part !== null).join('');
}

/** Checks a save body against the address form rules; errors come in form order. */
export function checkAddress(input: AddressInput, options: AddressCheckOptions = {}): AddressCheck {
  const errors: AddressFieldError[] = [];
  const fail = (field: AddressField, message: string) => errors.push({ field, message });

  const code = input.addressCode ?? null;
  let type: AddressTypeCode | null = null;
  if (code === null) fail('addressCode', ADDRESS_MESSAGES.typeRequired);
  else if (!isAddressType(code)) fail('addressCode', ADDRESS_MESSAGES.typeUnknown);
  else if (code === EXCLUDED_ADDRESS_TYPE && options.currentType !== EXCLUDED_ADDRESS_TYPE) fail('addressCode', ADDRESS_MESSAGES.typeExcluded);
  else type = code;

  const ownerCode = clean(input.addressOwnerCode);
  const ownerName = clean(input.addressOwnerName);
  const companyCode = clean(input.companyCode);
  const subName = clean(input.subName);
  const storeCode = clean(input.secondaryInventoryName);
  const isSupplierType = type !== null && SUPPLIER_TYPES.has(type);
  if (isSupplierType && (ownerCode === null || ownerName === null)) fail('addressOwnerCode', ADDRESS_MESSAGES.supplierRequired);
  if (type === COMPANY_ADDRESS_TYPE && companyCode === null) fail('companyCode', ADDRESS_MESSAGES.companyRequired);
  if (type === TRANSIT_STORE_TYPE && (subName === null || storeCode === null)) fail('subName', ADDRESS_MESSAGES.storeRequired);

  // Without a valid type, the rules every type but 5 (name) and 20 (region) shares still apply, so
  // the user sees everything missing at once.
  const tag = clean(input.addressTag);
  if (type !== TRANSIT_STORE_TYPE && tag === null) fail('addressTag', ADDRESS_MESSAGES.nameRequired);

  let region: Region = { province: null, city: null, area: null };
  if (type !== NO_REGION_TYPE) {
    const checked = normaliseRegion(input.province, input.city, input.area);
    if (checked.ok) region = checked.region;
    else fail('region', checked.message);
  }

  const detail = clean(input.addrDetail);
  if (detail === null) fail('addrDetail', ADDRESS_MESSAGES.detailRequired);

  if (errors.length > 0 || type === null || detail === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      addressCode: type,
      addressType: ADDRESS_TYPE_LABELS[type],
      // A transit store without a name of its own is shown by its store name.
      addressTag: tag ?? (type === TRANSIT_STORE_TYPE ? subName : null),
      ...region,
      addrDetail: detail,
      addrDesc: `${regionText(region)}${detail}`,
      companyCode: type === COMPANY_ADDRESS_TYPE ? companyCode : null,
      addressOwnerCode: isSupplierType ? ownerCode : null,
      addressOwnerName: isSupplierType ? ownerName : null,
      subName: type === TRANSIT_STORE_TYPE ? subName : null,
      secondaryInventoryName: type === TRANSIT_STORE_TYPE ? storeCode : null,
    },
  };
}
