/**
 * The address form rules (spec 01 §5 "Address form", §9 "Address types"), pure and React-free: a save
 * body in, the list of field errors (in form order) or the normalised values to store out. One
 * implementation for both sides: the design system's add-address dialog checks a form with it before
 * saving, and the gateway's saveAddress checks the same body with it (a 400 whose message is the
 * first error and whose data lists them all).
 *
 * Type labels (spec 01 §9 names them in English only; the Chinese labels are ours):
 *   1 工厂, 2 仓库, 3 库点, 4 自有仓库, 5 中转库, 6 其他 (kept for old rows, never offered),
 *   7 港口, 8 平台, 9 码头, 10 简称, 20 简称（无省市区） (a short name without a region).
 *
 * Which fields a type carries: a supplier (addressOwnerCode/Name) for 1, 2, 3; an owning company
 * (companyCode) for 4; a transit store (subName and secondaryInventoryName, both given by the store
 * picker) for 5. Those fields are cleared on the other types. The name is required for every type
 * but 5 (a transit store is named by its store); the region is required for every type but 20.
 *
 * Regions: province, city and area names as the region cascader gives them. Municipalities (北京市,
 * 天津市, 上海市, 重庆市) are their own city: the city may be sent as the municipality, as 市辖区/县
 * (the GB/T 2260 form), left out, or (two-level cascaders) hold the district; it is stored as the
 * municipality itself, with the district in `area`. Hong Kong and Macau only have the province level,
 * so the province alone suffices. Type 20 takes no region at all (anything sent is dropped).
 */
import type { ValidationLocale } from './messages';

export type AddressTypeCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 20;

/** Fields the rules name in their errors (region: the province/city/area cascader). */
export type AddressField = 'addressCode' | 'addressOwnerCode' | 'companyCode' | 'subName' | 'addressTag' | 'region' | 'addrDetail';

export interface AddressFieldError {
  field: AddressField;
  message: string;
}

/** One choice of the type select. */
export interface AddressTypeOption {
  addressCode: AddressTypeCode;
  /** The label. */
  addressType: string;
}

/** The names of the rules, each with its message. */
export type AddressRule =
  | 'typeRequired'
  | 'typeUnknown'
  | 'typeExcluded'
  | 'supplierRequired'
  | 'companyRequired'
  | 'storeRequired'
  | 'nameRequired'
  | 'regionRequired'
  | 'regionTooShort'
  | 'municipalityCity'
  | 'detailRequired';

/** The spec's own texts in zh-CN (请选择地址类型 … 请输入详细地址), with their English twins. */
export const addressMessages: Record<ValidationLocale, Record<AddressRule, string>> = {
  'zh-CN': {
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
  },
  en: {
    typeRequired: 'Select the address type',
    typeUnknown: 'Unknown address type',
    typeExcluded: 'This address type is no longer used; choose another one',
    supplierRequired: 'Select the supplier',
    companyRequired: 'Select the owning company',
    storeRequired: 'Select the transit store',
    nameRequired: 'Enter the name',
    regionRequired: 'Select the province, city and district',
    regionTooShort: 'Select at least the province and the city',
    municipalityCity: "A municipality's city must be the municipality itself",
    detailRequired: 'Enter the detailed address',
  },
};

/** The zh-CN messages, as the gateway answers them. */
export const ADDRESS_MESSAGES: Readonly<Record<AddressRule, string>> = addressMessages['zh-CN'];

export const addressTypeLabels: Record<ValidationLocale, Readonly<Record<AddressTypeCode, string>>> = {
  'zh-CN': {
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
  },
  en: {
    1: 'Factory',
    2: 'Warehouse',
    3: 'Depot',
    4: 'Own warehouse',
    5: 'Transit store',
    6: 'Other',
    7: 'Port',
    8: 'Platform',
    9: 'Wharf',
    10: 'Short name',
    20: 'Short name (no region)',
  },
};

/** The zh-CN type labels, as the gateway stores them. */
export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressTypeCode, string>> = addressTypeLabels['zh-CN'];

/** Kept for rows saved long ago; never offered and never saved new (spec 01 §5). */
export const EXCLUDED_ADDRESS_TYPE = 6;

export const ADDRESS_TYPE_CODES: readonly AddressTypeCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20];

/** The choices of the type select in a locale: every type but 6, in code order. */
export function addressTypeOptions(locale: ValidationLocale = 'zh-CN'): AddressTypeOption[] {
  return ADDRESS_TYPE_CODES.filter((code) => code !== EXCLUDED_ADDRESS_TYPE).map((code) => ({ addressCode: code, addressType: addressTypeLabels[locale][code] }));
}

/** The zh-CN choices of the type select (getAddressType). */
export const ADDRESS_TYPE_OPTIONS: readonly AddressTypeOption[] = addressTypeOptions('zh-CN');

/** Company-owned warehouse: the only type scoped by org. */
export const COMPANY_ADDRESS_TYPE = 4;
export const TRANSIT_STORE_TYPE = 5;
export const NO_REGION_TYPE = 20;
const SUPPLIER_TYPES: ReadonlySet<number> = new Set([1, 2, 3]);

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

/** Which parts of the form a type uses, and which of them it requires. */
export interface AddressTypeFields {
  /** A supplier (types 1, 2, 3), required. */
  supplier: boolean;
  /** An owning company (type 4), required. */
  company: boolean;
  /** A transit store (type 5), required. */
  store: boolean;
  /** The name is required (every type but 5; without a type, as for most types). */
  nameRequired: boolean;
  /** The region is used and required (every type but 20). */
  region: boolean;
}

export function isAddressType(code: number): code is AddressTypeCode {
  return (ADDRESS_TYPE_CODES as readonly number[]).includes(code);
}

/** The fields of a type (`null`: no type chosen yet, the fields most types share). */
export function addressFieldsFor(code: number | null | undefined): AddressTypeFields {
  const type = code ?? null;
  return {
    supplier: type !== null && SUPPLIER_TYPES.has(type),
    company: type === COMPANY_ADDRESS_TYPE,
    store: type === TRANSIT_STORE_TYPE,
    nameRequired: type !== TRANSIT_STORE_TYPE,
    region: type !== NO_REGION_TYPE,
  };
}

/** A save body as a form or a route hands it over (text fields may be absent, null or blank). */
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

/** What is stored (the gateway adds companyName, looked up from companyCode). */
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
  /**
   * The language of the messages (the type label stored is always zh-CN).
   * @default 'zh-CN'
   */
  locale?: ValidationLocale;
}

export type AddressCheck = { ok: true; value: NormalisedAddress } | { ok: false; errors: AddressFieldError[] };

export interface AddressRegion {
  province: string | null;
  city: string | null;
  area: string | null;
}

export type AddressRegionCheck = { ok: true; region: AddressRegion } | { ok: false; message: string };

/** Trimmed text, or null when absent or blank. */
export function cleanText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

type RegionResult = { ok: true; region: AddressRegion } | { ok: false; rule: AddressRule };

/** The region rules, naming the broken rule. */
function checkRegion(rawProvince: string | null | undefined, rawCity: string | null | undefined, rawArea: string | null | undefined): RegionResult {
  const given = cleanText(rawProvince);
  const province = given === null ? null : (PROVINCE_ALIASES[given] ?? given);
  const city = cleanText(rawCity);
  const area = cleanText(rawArea);
  if (province === null && city === null && area === null) return { ok: false, rule: 'regionRequired' };
  if (province === null) return { ok: false, rule: 'regionTooShort' };
  if (SPECIAL_ADMINISTRATIVE_REGIONS.includes(province)) {
    // Only the province level exists; a district picked below it is kept as it is.
    return { ok: true, region: { province, city, area } };
  }
  if (MUNICIPALITIES.includes(province)) {
    const isSelf = city === null || city === province || PROVINCE_ALIASES[city] === province || MUNICIPAL_CITY_PLACEHOLDERS.has(city);
    if (isSelf) return { ok: true, region: { province, city: province, area } };
    // A two-level cascader puts the district where the city would be.
    if (area === null) return { ok: true, region: { province, city: province, area: city } };
    return { ok: false, rule: 'municipalityCity' };
  }
  if (city === null) return { ok: false, rule: 'regionTooShort' };
  return { ok: true, region: { province, city, area } };
}

/** The region of a (non type 20) address, checked and normalised; see the module comment. */
export function normaliseRegion(
  rawProvince: string | null | undefined,
  rawCity: string | null | undefined,
  rawArea: string | null | undefined,
  locale: ValidationLocale = 'zh-CN',
): AddressRegionCheck {
  const checked = checkRegion(rawProvince, rawCity, rawArea);
  return checked.ok ? checked : { ok: false, message: addressMessages[locale][checked.rule] };
}

/** The region text of an address: a municipality's city is not repeated (北京市朝阳区, not 北京市北京市朝阳区). */
export function regionText(region: AddressRegion): string {
  const parts = [region.province, region.city === region.province ? null : region.city, region.area];
  return parts.filter((part): part is string => part !== null).join('');
}

/** Checks a save body against the address form rules; errors come in form order. */
export function checkAddress(input: AddressInput, options: AddressCheckOptions = {}): AddressCheck {
  const locale = options.locale ?? 'zh-CN';
  const messages = addressMessages[locale];
  const errors: AddressFieldError[] = [];
  const fail = (field: AddressField, rule: AddressRule) => errors.push({ field, message: messages[rule] });

  const code = input.addressCode ?? null;
  let type: AddressTypeCode | null = null;
  if (code === null) fail('addressCode', 'typeRequired');
  else if (!isAddressType(code)) fail('addressCode', 'typeUnknown');
  else if (code === EXCLUDED_ADDRESS_TYPE && options.currentType !== EXCLUDED_ADDRESS_TYPE) fail('addressCode', 'typeExcluded');
  else type = code;

  const fields = addressFieldsFor(type);
  const ownerCode = cleanText(input.addressOwnerCode);
  const ownerName = cleanText(input.addressOwnerName);
  const companyCode = cleanText(input.companyCode);
  const subName = cleanText(input.subName);
  const storeCode = cleanText(input.secondaryInventoryName);
  if (fields.supplier && (ownerCode === null || ownerName === null)) fail('addressOwnerCode', 'supplierRequired');
  if (fields.company && companyCode === null) fail('companyCode', 'companyRequired');
  if (fields.store && (subName === null || storeCode === null)) fail('subName', 'storeRequired');

  // Without a valid type, the rules every type but 5 (name) and 20 (region) shares still apply, so
  // the user sees everything missing at once.
  const tag = cleanText(input.addressTag);
  if (fields.nameRequired && tag === null) fail('addressTag', 'nameRequired');

  let region: AddressRegion = { province: null, city: null, area: null };
  if (fields.region) {
    const checked = checkRegion(input.province, input.city, input.area);
    if (checked.ok) region = checked.region;
    else fail('region', checked.rule);
  }

  const detail = cleanText(input.addrDetail);
  if (detail === null) fail('addrDetail', 'detailRequired');

  if (errors.length > 0 || type === null || detail === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      addressCode: type,
      addressType: ADDRESS_TYPE_LABELS[type],
      // A transit store without a name of its own is shown by its store name.
      addressTag: tag ?? (fields.store ? subName : null),
      ...region,
      addrDetail: detail,
      addrDesc: `${regionText(region)}${detail}`,
      companyCode: fields.company ? companyCode : null,
      addressOwnerCode: fields.supplier ? ownerCode : null,
      addressOwnerName: fields.supplier ? ownerName : null,
      subName: fields.store ? subName : null,
      secondaryInventoryName: fields.store ? storeCode : null,
    },
  };
}
