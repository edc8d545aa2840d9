/**
 * Address points (spec 01 §3 "Address", §5 "Address form"; modules/system/addresses.ts).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../core/list/query.js';
import { Id, Nullable, PageNumber, PageSize, Version } from '../core/schemas.js';

/** A type code as the schema takes it: any small integer; which are allowed is for the form rules (checkAddress of @srm/rules). */
const TypeCode = Type.Integer({ minimum: 0, maximum: 999 });
// Null first (core/schemas.ts Nullable): with Fastify's type coercion a null tried against an integer first would turn into 0.
const Text = (maxLength: number) => Nullable(Type.String({ maxLength }));
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
export const AddressListBodySchema = Type.Object({
  /** An AddressTypeCode. */
  addressCode: Nullable(TypeCode),
  /** Contained (literally) in the name, the region-plus-detail text, the door code, or the supplier or company name. */
  queryContent: Text(200),
  companyCode: Text(64),
  addressOwnerCode: Text(64),
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(MAX_PAGE_SIZE)),
});
export type AddressListBody = Static<typeof AddressListBodySchema>;

/**
 * POST /system/address/saveAddress (button system:address:edit): without id creates, with id and
 * version updates (409 on a stale version, 404 out of sight). The gateway derives addressType,
 * addrDesc, companyName (from the org), doorCode and companyType; fields that do not belong to the type
 * are cleared; other fields sent back from a listed row are ignored. A type-4 company outside the
 * caller's orgs is a 403 with body code 40301.
 */
export const AddressSaveBodySchema = Type.Object(
  {
    id: Nullable(Id),
    version: Type.Optional(Version),
    /** An AddressTypeCode offered by getAddressType. */
    addressCode: Nullable(TypeCode),
    addressTag: Text(200),
    province: Text(50),
    city: Text(50),
    area: Text(50),
    addrDetail: Text(200),
    companyCode: Text(64),
    addressOwnerCode: Text(64),
    addressOwnerName: Text(200),
    subName: Text(200),
    secondaryInventoryName: Text(64),
  },
  // Rows read from listAddress may be posted back whole: the derived fields are dropped, not refused.
  { additionalProperties: false },
);
export type AddressSaveBody = Static<typeof AddressSaveBodySchema>;

// ---- end of address points ----
