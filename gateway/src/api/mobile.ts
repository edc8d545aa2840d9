/**
 * 移动端管理 (issue 28; spec 02 §7 "Mobile-app backend") under /purm-app/pc/api/v1/purm_pc: the grain
 * offered for sale (sale-info), the companies' buying prices (buy-info), the app's users, their supplier
 * bindings (user-supplier-bind) and bank cards (user-bank). Decimals travel as strings (quantity 3
 * places, prices 2), dates as YYYY-MM-DD.
 *
 * Phones (and ID cards, bank accounts) are masked in every list and export for a caller without the
 * page's detail button (MOBILE_DETAIL_BUTTONS): 13812345678 → 138****5678.
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';
import { literalUnion } from './schema-helpers.js';

export type AppUserType = 'grower' | 'trader' | 'broker';
export type SaleInfoStatus = 'onSale' | 'offShelf' | 'dealt';
export type BindState = 'active' | 'suspended' | 'unbound';

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

// ---- sale-info ----------------------------------------------------------------------------------

/** A row of sale-info/page (contactPhone masked without mobile:sale-info:detail). */
export interface SaleInfoRow {
  id: number;
  infoNo: string;
  appUserId: number | null;
  /** Dictionary grainVariety. */
  variety: string;
  /** Tonnes, 3 decimals. */
  quantity: string;
  /** Yuan per tonne, 2 decimals. */
  price: string;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  contactName: string;
  contactPhone: string;
  orgCode: string;
  orgName: string | null;
  status: SaleInfoStatus;
  validUntil: string | null;
  publishTime: string;
  remark: string | null;
  updatedTime: string;
  version: number;
}

/** GET sale-info/detail?id= (mobile:sale-info:detail): the row unmasked. */
export type SaleInfoDetail = SaleInfoRow;

/**
 * POST sale-info/save: without id a new offer (mobile:sale-info:add; infoNo numbered XS+YYYYMM+5),
 * with id and version an edit (:edit; a stale version 409). quantity > 0 with at most 3 decimals and
 * below 1e12; price > 0 with at most 2 decimals and below 1e10; contactPhone a mobile (手机号有误);
 * orgCode within the caller's org scope; validUntil not before today on create.
 */
export const SaleInfoSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    variety: Type.String({ minLength: 1, maxLength: 32 }),
    quantity: Type.String({ maxLength: 40 }),
    price: Type.String({ maxLength: 40 }),
    province: optionalText(32),
    city: optionalText(32),
    district: optionalText(32),
    address: optionalText(200),
    contactName: Type.String({ maxLength: 50 }),
    contactPhone: Type.String({ maxLength: 20 }),
    orgCode: Type.String({ minLength: 1, maxLength: 64 }),
    status: Type.Optional(literalUnion(['onSale', 'offShelf', 'dealt'] as const)),
    validUntil: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    remark: optionalText(500),
  },
  { additionalProperties: false },
);
export type SaleInfoSaveBody = Static<typeof SaleInfoSaveBodySchema>;

export interface SaleInfoSaved {
  id: number;
  infoNo: string;
  version: number;
}

// ---- buy-info -----------------------------------------------------------------------------------

/** A row of buy-info/page. */
export interface BuyInfoRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  siteName: string;
  variety: string;
  /** Yuan per tonne, 2 decimals. */
  price: string;
  effectiveDate: string;
  /** 1 发布中, 0 已停用. */
  status: 0 | 1;
  remark: string | null;
  /** How many prices the row has had (its history's length). */
  changeCount: number;
  updatedBy: string | null;
  updatedTime: string;
  version: number;
}

/** One entry of a buy-info row's price history, newest first. */
export interface BuyInfoHistoryEntry {
  id: number;
  /** null: the row's first price. */
  oldPrice: string | null;
  newPrice: string;
  effectiveDate: string;
  changedBy: string | null;
  /** The user's name when the changer is a user of the product. */
  changedByName: string | null;
  changedTime: string;
  remark: string | null;
}

/** GET buy-info/detail?id=: the row and its whole price history. */
export interface BuyInfoDetail extends BuyInfoRow {
  history: BuyInfoHistoryEntry[];
}

/**
 * POST buy-info/save: without id a new price (mobile:buy-info:add), with id and version an edit
 * (:edit). One row per company, site and variety (a second is refused with a message). A create, and an
 * edit that changes the price, add a history entry (an edit that keeps the price adds none).
 */
export const BuyInfoSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    orgCode: Type.String({ minLength: 1, maxLength: 64 }),
    siteName: Type.String({ maxLength: 100 }),
    variety: Type.String({ minLength: 1, maxLength: 32 }),
    price: Type.String({ maxLength: 40 }),
    effectiveDate: Type.String({ maxLength: 10 }),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    remark: optionalText(500),
  },
  { additionalProperties: false },
);
export type BuyInfoSaveBody = Static<typeof BuyInfoSaveBodySchema>;

export interface BuyInfoSaved {
  id: number;
  version: number;
}

// ---- user ---------------------------------------------------------------------------------------

/** A row of user/page (phone and idCard masked without mobile:user:detail). */
export interface AppUserRow {
  id: number;
  phone: string;
  userName: string;
  idCard: string | null;
  userType: AppUserType;
  orgCode: string;
  orgName: string | null;
  province: string | null;
  city: string | null;
  /** 1 正常, 0 停用. */
  status: 0 | 1;
  registeredTime: string;
  lastLoginTime: string | null;
  remark: string | null;
  /** Live bindings (status 1). */
  boundCount: number;
  updatedTime: string;
  version: number;
}

/** A row of user-supplier-bind/page (phone masked without mobile:supplier-bind:detail). */
export interface UserSupplierBindRow {
  id: number;
  appUserId: number;
  phone: string;
  userName: string;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string;
  /** The supplier's status now (dictionary supplierFinancialStatus, 1-7). */
  financialStatus: number;
  /** 1 已绑定, 0 已解绑. */
  status: 0 | 1;
  bindState: BindState;
  boundBy: string | null;
  boundTime: string;
  unboundBy: string | null;
  unboundTime: string | null;
  remark: string | null;
  updatedTime: string;
  version: number;
}

/** One bank card of an app user. */
export interface AppUserBank {
  id: number;
  orgCode: string;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: 0 | 1;
  version: number;
}

/** GET user-bank/orgList?appUserId=: per paying company (in the caller's scope), the user's cards there. */
export interface AppUserBankOrg {
  orgCode: string;
  orgName: string | null;
  banks: AppUserBank[];
}

/**
 * GET user/detail?id= and GET user/by-phone?phone= (both mobile:user:detail; by-phone: 手机号有误 on a
 * malformed number, 404 when no user has it): the user unmasked, with its bindings (live first) and
 * its bank cards per company.
 */
export interface AppUserDetail extends AppUserRow {
  bindings: UserSupplierBindRow[];
  bankOrgs: AppUserBankOrg[];
}

/**
 * POST user/save {id, version, userName, idCard?, userType, orgCode, remark?} (mobile:user:edit):
 * corrects an app user's name, national ID (身份证号有误), type and company (within the caller's scope).
 * The phone is the app's sign-in and never changes here.
 */
export const AppUserSaveBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    userName: Type.String({ maxLength: 50 }),
    idCard: optionalText(18),
    userType: literalUnion(['grower', 'trader', 'broker'] as const),
    orgCode: Type.String({ minLength: 1, maxLength: 64 }),
    remark: optionalText(500),
  },
  { additionalProperties: false },
);
export type AppUserSaveBody = Static<typeof AppUserSaveBodySchema>;

/** POST user/status {ids, status} (mobile:user:status): enable (1) or disable (0) app users, all or nothing. */
export const AppUserStatusBodySchema = Type.Object(
  {
    ids: IdList(),
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  },
  { additionalProperties: false },
);
export type AppUserStatusBody = Static<typeof AppUserStatusBodySchema>;

/**
 * POST user/binding {appUserId, supplierSn, remark?} (mobile:user:bind): the app user acts for the
 * supplier from now on. Refused (400, with the reason in Chinese) when the user is 停用, the supplier is
 * not 合格 (status 3: 待准入, 准入中, 审批驳回, 已淘汰, 黑名单 and 失效 cannot be bound), or the user
 * already acts for a supplier (an app user has one live binding at a time: 该用户已绑定供应商「…」).
 */
export const UserBindingBodySchema = Type.Object(
  {
    appUserId: Id,
    supplierSn: Type.String({ minLength: 1, maxLength: 64 }),
    remark: optionalText(200),
  },
  { additionalProperties: false },
);
export type UserBindingBody = Static<typeof UserBindingBodySchema>;

export interface UserBindingSaved {
  id: number;
  version: number;
}

/** POST user-supplier-bind/unbind {id, version} (mobile:supplier-bind:unbind): ends a live binding. */
export const UserUnbindBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type UserUnbindBody = Static<typeof UserUnbindBodySchema>;

/**
 * POST user-bank/save (mobile:user:bank): an app user's bank card at a company; without id adds, with
 * id and version edits. accountNo digits only (银行账号须为纯数字), 6-32 digits; orgCode within the
 * caller's scope; isDefault 1 makes it the user's only default card at that company. DELETE
 * user-bank/deleteByIds?ids= (mobile:user:bank) removes cards, all or nothing.
 */
export const UserBankSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    appUserId: Id,
    orgCode: Type.String({ minLength: 1, maxLength: 64 }),
    bankName: Type.String({ maxLength: 100 }),
    accountName: Type.String({ maxLength: 100 }),
    accountNo: Type.String({ maxLength: 40 }),
    isDefault: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
export type UserBankSaveBody = Static<typeof UserBankSaveBodySchema>;
