/**
 * Address points (spec 01 §3 "Address", §5 "Address form"; modules/system/addresses.ts).
 * API shapes only: the app imports them with `import type`; nothing here may be a runtime value.
 */
// ---- Address points (spec 01 §3 "Address", §5 "Address form", §9; modules/system/addresses.ts) ----

/**
 * Address types (spec 01 §9): 1 工厂, 2 仓库, 3 库点, 4 自有仓库, 5 中转库, 6 其他 (old rows only, never
 * offered or saved new), 7 港口, 8 平台, 9 码头, 10 简称, 20 简称（无省市区）.
 */
export type AddressTypeCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 20;

/** One choice of POST /system/address/getAddressType (type 6 is never offered). */
export interface AddressTypeOption {
  addressCode: AddressTypeCode;
  /** The label. */
  addressType: string;
}

/** An address point: rows of POST /system/address/listAddress, answer of saveAddress. */
export interface Address {
  id: number;
  /** Generated: AD + 8 digits. */
  doorCode: string;
  /** The type code. */
  addressCode: AddressTypeCode;
  /** The type label. */
  addressType: string;
  /** The name (a transit store without one shows its store name). */
  addressTag: string | null;
  addrDetail: string;
  /** Region text plus detail (a municipality named once), composed by the gateway. */
  addrDesc: string;
  /** null on type 20. */
  province: string | null;
  /** A municipality's city is the municipality itself; null for Hong Kong/Macau without one and on type 20. */
  city: string | null;
  area: string | null;
  /** The owning company (a level-6 org code): type 4 only. */
  companyCode: string | null;
  companyName: string | null;
  /** The supplier: types 1, 2, 3 only. */
  addressOwnerCode: string | null;
  addressOwnerName: string | null;
  /** The transit store: type 5 only. */
  subName: string | null;
  secondaryInventoryName: string | null;
  /** 3 for every address created here. */
  companyType: number;
  version: number;
  /** ISO 8601. */
  createdTime: string;
  updatedTime: string;
}

/** Fields the address form rules name in their errors (region: the province/city/area cascader). */
export type AddressField = 'addressCode' | 'addressOwnerCode' | 'companyCode' | 'subName' | 'addressTag' | 'region' | 'addrDetail';

/** A saveAddress refusal is a 400 whose message is the first error and whose data lists them all. */
export interface AddressFieldError {
  field: AddressField;
  message: string;
}

/**
 * POST /system/address/listAddress (any signed-in user; company-owned type-4 rows only of the caller's
 * companies, all for an admin): newest first, answers PageData<Address> (pageSize 20 by default, at
 * most 1000).
 */
export interface AddressListBody {
  addressCode?: AddressTypeCode | null;
  /** Contained (literally) in the name, the region-plus-detail text, the door code, or the supplier or company name. */
  queryContent?: string | null;
  companyCode?: string | null;
  addressOwnerCode?: string | null;
  page?: number;
  pageSize?: number;
}

/**
 * POST /system/address/saveAddress (button system:address:edit): without id creates, with id and
 * version updates (409 on a stale version, 404 out of sight). The gateway derives addressType,
 * addrDesc, companyName (from the org), doorCode and companyType; fields that do not belong to the type
 * are cleared; other fields sent back from a listed row are ignored. A type-4 company outside the
 * caller's orgs is a 403 with body code 40301.
 */
export interface AddressSaveBody {
  id?: number | null;
  version?: number;
  addressCode?: AddressTypeCode | null;
  addressTag?: string | null;
  province?: string | null;
  city?: string | null;
  area?: string | null;
  addrDetail?: string | null;
  companyCode?: string | null;
  addressOwnerCode?: string | null;
  addressOwnerName?: string | null;
  subName?: string | null;
  secondaryInventoryName?: string | null;
}

/**
 * POST /system/file/uploadByUrl: the gateway fetches the address (http/https, hosts of FILE_FETCH_HOSTS
 * only, 30 s, redirects on the same host only) and stores it like an upload; answers FileInfo. 422 when
 * fetching by address is not configured, the host is not allowed or the fetch fails; 413 over 10485760
 * bytes. Template files (module 'template') are served by GET /system/fileTemplate/getFileStream/{id}.
 */
export interface UploadByUrlBody {
  url: string;
  bizType: string;
  module?: string;
  bizKey?: string;
  contractFileType?: string;
  /** The name to store; otherwise the server's content-disposition name, then the address's last path part. */
  originalName?: string;
}
// ---- end of address points ----
