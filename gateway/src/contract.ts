/**
 * The shapes the /gateway API answers with. The app imports these with `import type` only;
 * nothing here may be a runtime value.
 */

/** Every response is wrapped in this envelope (spec 01 §8, architecture "Error contract"). */
export interface Envelope<T> {
  /** 200 on success; on failure the HTTP status, or 40301 for a permission denial. */
  code: number;
  success: boolean;
  /** A Chinese message the app can show as it is. */
  message: string;
  data: T;
  /** Present on 500 answers, so a user can quote it to support. */
  requestId?: string;
}

export type ErrorEnvelope = Envelope<null>;

/** gender: 0 unknown, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;

export interface SysUserInfo {
  id: number;
  userName: string;
  account: string;
  employeeCode: string | null;
  gender: Gender;
  positionDesc: string | null;
  companyDesc: string | null;
  deptDesc: string | null;
}

/** Role type 1 admin, 2 normal. */
export interface Role {
  id: number;
  roleCode: string;
  roleName: string;
  roleType: 1 | 2;
}

export interface Org {
  id: number;
  orgCode: string;
  orgName: string;
  /** 3 BU/group, 4 area, 6 company, 7 inventory org. */
  level: number;
  isOnline: 0 | 1;
  isTradingCompany: 0 | 1;
  parentId: number;
}

export interface Menu {
  id: number;
  parentId: number;
  menuName: string;
  menuCode: string;
  /** 1 menu, 2 button. */
  menuType: 1 | 2;
  pathUrl: string | null;
  pageUrl: string | null;
  icon: string | null;
  /** 0 visible, 1 hidden. */
  hidden: 0 | 1;
  keepAlive: 0 | 1;
  activeMenu: string | null;
  moduleName: string | null;
  /** 1 internal, 2 external system. */
  belongsTo: 1 | 2;
  sortNumber: number;
  children?: Menu[];
}

export interface Category {
  id: number;
  categoryCode: string;
  categoryName: string;
  level: number;
  parentId: number;
  isOnline: 0 | 1;
  buyType: string | null;
}

export interface LoginInfo {
  accessToken: string;
  /** ISO 8601 time at which the token stops working. */
  expiresAt: string;
  sysUserInfo: SysUserInfo;
  roleList: Role[];
  orgList: Org[];
  /** The user's menus as a tree (roots have parentId 0); buttons are leaves with menuType 2. */
  menuList: Menu[];
  categoryList: Category[];
}

export interface LoginByAccountBody {
  account: string;
  password: string;
}

/** GET /gateway/health */
export interface HealthInfo {
  status: 'up';
  /** Which database the gateway runs on. */
  db: 'pglite' | 'postgres';
}

// ---- Files (spec 01 §3 "File", §7.3) -------------------------------------------------------------

/** A stored file: POST /system/file/upload, GET /system/file, PUT /system/file. */
export interface FileInfo {
  /** The file's opaque key (32 hex digits): the only id of a file the API answers or takes. */
  id: string;
  /** The client's file name, sanitised; shown and used as the download name. */
  originalName: string;
  /** The generated storage name. */
  name: string;
  /** Extension of the original name, lower case, without the dot ('' when it has none). */
  fileType: string;
  /** The type sniffed from the bytes. */
  mimeType: string;
  fileSize: number;
  bizType: string;
  bizKey: string | null;
  module: string;
  /** Signed preview address, valid for 10 minutes, usable without a bearer header. */
  reviewUrl: string;
  /** Download path (needs the bearer header). */
  url: string;
  contractFileType: string | null;
  signetFlag: 0 | 1;
  fileCategory: string | null;
  /** The uploader's userName (null when the user no longer exists). */
  creatorName: string | null;
  /** ISO 8601. */
  createdTime: string;
  version: number;
}

/** One answer row of POST /system/file/batch. */
export interface FileReview {
  id: string;
  reviewUrl: string;
  originalName: string;
}

/** PUT /system/file: the attributes to change (absent ones stay as they are). */
export interface FileUpdateBody {
  id: number;
  version: number;
  fileCategory?: string | null;
  signetFlag?: 0 | 1;
  contractFileType?: string | null;
  bizKey?: string | null;
}

// ---- identity: single sign-on and login throttling (modules/system/sso.ts, core/login-throttle.ts) ----

/** POST /gateway/system/login/loginByIdmTempCode: answers LoginInfo, like loginByAccount. */
export interface LoginByIdmTempCodeBody {
  /** The OIDC authorisation code the issuer sent to the app's redirect URI (its `code` query parameter). */
  tempCode: string;
}

/**
 * GET /gateway/system/login/ssoConfig: where to send a browser that has no token (spec 01 §2.2):
 * `authorizeUrl?client_id=…&redirect_uri=…&response_type=code&scope=…`. Nulls when SSO is not configured.
 */
export interface SsoConfig {
  enabled: boolean;
  /** The issuer's authorization_endpoint (from discovery). */
  authorizeUrl: string | null;
  clientId: string | null;
  redirectUri: string | null;
  responseType: 'code';
  /** The scope to ask for ('openid'). */
  scope: string | null;
  /** The issuer's end_session_endpoint, where a revoked session is sent (spec 01 §8), or null. */
  logoutUrl: string | null;
}
// ---- end identity ----

/**
 * GET /gateway/system/webview/embedConfig (signed in): the base addresses of the embedded systems
 * (spec 01 §2.1, §2.4), the gateway's EMBED_BASES, or its demo page when that is unset. The app frames
 * `base + pageName[/pageCode]` for /webview/:systemName/… and `base + full path` for a menu with a
 * moduleName; a name without a base says 网址配置有误.
 */
export interface EmbedConfig {
  /** `{"<systemName or moduleName>": "https://host/base/"}`; a base may be a path on this site. */
  bases: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------
// System data (spec 01 §3, §7.4, §7.6): dictionaries, orgs, categories, short menus, messages.
// ---------------------------------------------------------------------------------------------------

/** A page of a list: `data.result`, `data.total`, `page`, `pageSize` (spec 01 §3 "Paged response shapes"). */
export interface PageData<T> {
  result: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Dictionary item shape (spec 01 §3 "Lookup option shapes"). */
export interface DictItem {
  dictItemCode: string;
  dictItemName: string;
}

/** Enabled items by dictionary code, in display order; an unknown code maps to []. */
export type DictMap = Record<string, DictItem[]>;

/** POST /system/dict/selectDictList */
export interface SelectDictListBody {
  /** At most 100 codes. */
  codelist: string[];
}

/** GET /system/dict/selectSysDictItemDTO: one item, or every item of a dictionary. */
export interface SysDictItemDTO extends DictItem {
  dictCode: string;
  dictName: string;
  sortNumber: number;
  enabled: 0 | 1;
}

/** An org with its region keys and optimistic-lock version. */
export interface OrgDetail extends Org {
  regionCode: string | null;
  areaCode: string | null;
  buCode: string | null;
  version: number;
}

/** GET /system/org/getTree, getTreeForSmallMaterial: BU (3) → area (4) → company (6) → inventory org (7). */
export interface OrgTreeNode extends OrgDetail {
  children?: OrgTreeNode[];
}

/** POST /system/org/update/bu (admin menu code system:user); 409 on a stale version. */
export interface UpdateBuBody {
  id: number;
  buCode?: string;
  orgName?: string;
  isOnline?: 0 | 1;
  version: number;
}

export interface CategoryTreeNode extends Category {
  children?: CategoryTreeNode[];
}

/** POST /system/category/tree */
export interface CategoryTreeBody {
  /** Only the caller's categories (with descendants) and their ancestors. */
  onlyMine?: boolean;
  isOnline?: 0 | 1;
}

/** POST /system/category/custom-page */
export interface CategoryPageBody {
  page?: number;
  /** At most 1000. */
  pageSize?: number;
  /** Contains search. */
  categoryName?: string;
  level?: number;
  parentCode?: string;
}

/** A common function (short menu) of a user, with its menu's name, code and path. */
export interface ShortMenu {
  id: number;
  userId: number;
  menuId: number;
  sortNumber: number;
  menuName: string;
  menuCode: string;
  pathUrl: string | null;
  pageUrl: string | null;
  icon: string | null;
}

/** POST /system/short-menu/saveShortMenu: adds menus (at most 15 in all, else 422). */
export interface SaveShortMenuBody {
  userId: number;
  menuIds: number[];
}

/** DELETE /system/short-menu/removeShortMenu (body or query). */
export interface RemoveShortMenuBody {
  userId: number;
  menuId: number;
}

/** POST /system/short-menu/composite: replaces the whole set (message 常用功能配置成功). */
export interface CompositeShortMenuBody {
  userId: number;
  sysShortMenus: { sortNumber: number; menuId: number }[];
}

/** 1 to-do, 2 notice. */
export type MessageType = 1 | 2;

export interface SysMessage {
  id: number;
  userId: number;
  content: string;
  link: string | null;
  busType: string | null;
  msgType: MessageType;
  /** 0 to-do, 1 done. */
  handleStatus: 0 | 1;
  /** 0 unread, 1 read. */
  readStatus: 0 | 1;
  /** ISO 8601. */
  createdTime: string;
}

/** POST /system/message/page: newest first, 3 per page by default. */
export interface MessagePageBody {
  page?: number;
  size?: number;
  userId: number;
  msgType?: MessageType;
  handleStatus?: 0 | 1;
  readStatus?: 0 | 1;
}

/** PUT /system/message/readAll: answers the number of messages marked read. */
export interface ReadAllMessagesBody {
  userId: number;
  msgType?: MessageType;
}
// ---- end of system data ----

/** Download task status (spec 01 §4): 0 等待中, 1 下载中, 2 已中断, 3 上传文件服务器中, 4 失败, 5 已完成. */
export type DownloadTaskStatus = 0 | 1 | 2 | 3 | 4 | 5;

/** A row of the download centre (POST /demand/exprot/download/task/list). */
export interface DownloadTask {
  id: number;
  fileName: string;
  status: DownloadTaskStatus;
  /** Why it failed (status 4); the app shows 系统错误 when empty. */
  msg: string | null;
  /** Where the finished file is (status 5), fetched with the bearer token. */
  url: string | null;
  requestUrl: string | null;
  requestMethod: 'GET' | 'POST' | null;
  requestParam: { data?: unknown; params?: unknown } | null;
  pagePath: string | null;
  /** 1 export task, 2 recorded download (replayable), 3 recorded download (no re-download). */
  bizType: 1 | 2 | 3;
  rowCount: number | null;
  fileSize: number | null;
  createdTime: string;
  finishedTime: string | null;
}

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

// ---------------------------------------------------------------------------------------------------
// Lookups (spec 01 §3 "Lookup option shapes", §7.4): the master-data lists behind the app's selects.
// Every route needs a signed-in user; pages follow the list engine (`prop.op` filters, page, pageSize
// up to 9999, sort) unless a body is described below.
// ---------------------------------------------------------------------------------------------------

/** Currencies and pay methods: 'Y' enabled, 'N' disabled (spec 01 §9). */
export type LookupEnableFlag = 'Y' | 'N';
/** Materials and sub-inventories. */
export type LookupActiveStatus = 'Active' | 'Inactive';

/** A list-engine page: PageData plus whether total is an estimate and the keyset cursor of the next page. */
export interface LookupPage<T> extends PageData<T> {
  totalIsEstimate: boolean;
  nextCursor?: string;
}

/** GET /system/currency/page (pageSize 1000), GET|POST /system/currency/custom-page; CNY first. */
export interface Currency {
  id: number;
  currencyCode: string;
  currencyName: string;
  enableFlag: LookupEnableFlag;
  sortNumber: number;
}

/** POST /system/pay-method/custom-page (9999 per page); codes '1' 转账, '2' 电汇 … */
export interface PayMethod {
  id: number;
  payMethodCode: string;
  payMethodName: string;
  enableFlag: LookupEnableFlag;
  sortNumber: number;
}

/** POST /system/tax-rate/custom-page (999 per page); highest rate first. */
export interface TaxRate {
  id: number;
  taxRateCode: string;
  taxRateName: string;
  /** A fraction as a decimal string: "0.13" for 13%. */
  taxRateValue: string;
  enableFlag: LookupEnableFlag;
}

/** GET /system/pay-terms/page */
export interface PayTerms {
  id: number;
  payTermsCode: string;
  payTermsName: string;
  sortNumber: number;
}

/** GET /system/unit/page */
export interface Unit {
  id: number;
  unitCode: string;
  unitName: string;
  sortNumber: number;
}

/**
 * GET /system/sub-inventory/page and GET /system/sub-inventory/listSubInventory?orgCode=&keyword=
 * (Active, not in transit). Only stores of the caller's companies and their inventory orgs.
 */
export interface SubInventory {
  id: number;
  /** The inventory org (level 7), or a company (level 6) without one. */
  orgCode: string;
  subName: string;
  secondaryInventoryName: string;
  statusCode: LookupActiveStatus;
  /** 1: the in-transit store. */
  isTransit: 0 | 1;
}

/** GET|POST /system/customer/custom-page */
export interface Customer {
  id: number;
  custNumber: string;
  partyName: string;
  orgCode: string | null;
}

/** POST /system/branch-bank/bankList: distinct banks. */
export interface Bank {
  bankCode: string;
  bankName: string;
}

/** POST /system/branch-bank/bankList */
export interface BankListBody {
  /** Contains search. */
  bankName?: string;
}

/** POST /system/branch-bank/list: a page (PageData) of branches. */
export interface BranchBank extends Bank {
  id: number;
  /** 12-digit CNAPS code. */
  branchBankCode: string;
  branchBankName: string;
  province: string | null;
  city: string | null;
}

/** POST /system/branch-bank/list (unknown keys are a 400). */
export interface BranchBankListBody {
  page?: number;
  /** At most 9999; 20 by default. */
  pageSize?: number;
  bankCode?: string;
  branchBankCode?: string;
  /** Contains search. */
  branchBankName?: string;
  province?: string;
  city?: string;
}

/**
 * A material (domain.md). Every material answer is limited to the caller's categories (with their
 * descendants); the per-menu routes to the caller's category scope on that menu.
 */
export interface Material {
  id: number;
  /** Digits: the level-4 category code and a serial, e.g. '1001010001'. */
  matCode: string;
  matName: string;
  categoryCode: string;
  categoryName: string | null;
  spec: string | null;
  unitCode: string | null;
  unitName: string | null;
  /** 1: a small material (packaging, premix). */
  isLittle: 0 | 1;
  status: LookupActiveStatus;
  taxRateCode: string | null;
}

/** Search fields of the material routes: a `keyword` of digits searches matCode, else matName. */
export interface MaterialSearch {
  keyword?: string;
  /** Contains search on the code. */
  matCode?: string;
  /** Contains search on the name. */
  matName?: string;
  categoryCodeList?: string[];
}

/** POST /system/material/custom-page (GET /system/material/page takes list-engine filters; 30 per page by default). */
export interface MaterialPageBody extends MaterialSearch {
  page?: number;
  /** At most 9999; 30 by default. */
  pageSize?: number;
  status?: LookupActiveStatus;
}

/** POST /system/material/getMaterialList: Active materials, at most 9999, as a list. */
export type MaterialListBody = MaterialSearch;

/** POST /system/material/getByCategoryParentCodeList: category codes (or {categoryCodeList}); Active materials of them and their descendants. */
export type MaterialByParentBody = string[] | { categoryCodeList: string[] };

/**
 * POST /system/sysUserMenuOrgCategory/getMaterialByMenu (a page) and getAllMaterialByMenu (a list of
 * at most 9999): Active materials within the caller's category scope on the menu (403, body code
 * 40301, when the caller does not hold the menu).
 */
export interface MaterialByMenuBody extends MaterialSearch {
  menuCode: string;
  page?: number;
  pageSize?: number;
}

/** 1 to be admitted, 2 admitting, 3 qualified, 4 suspended, 5 eliminated, 6 blacklist, 7 invalid. */
export type SupplierFinancialStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A supplier: POST /supplier/info/getListByName (a list of at most 50, body {name?, pageSize?}) and
 * POST /supplier/confirm/base/page (list-engine filters: name.contains, sn.equals, bigType,
 * smallType, financialStatus.in …).
 */
export interface Supplier {
  id: number;
  /** 'S' + digits. */
  sn: string;
  name: string;
  /** 18-character unified social credit code. */
  unifiedCreditCode: string | null;
  bigType: string | null;
  bigTypeName: string | null;
  smallType: string | null;
  smallTypeName: string | null;
  financialStatus: SupplierFinancialStatus;
  ebsNo: string | null;
  contactName: string | null;
  contactPhone: string | null;
  province: string | null;
  city: string | null;
  /** yyyy-MM-dd */
  blacklistUntil: string | null;
}

/** GET /supplier/info/bigType */
export interface SupplierBigType {
  bigNum: string;
  bigName: string;
}

/** GET /supplier/info/smallType?bigNum= */
export interface SupplierSmallType {
  smallNum: string;
  smallName: string;
  bigNum: string;
}

/** A big or small supplier type. */
export type SupplierType = SupplierBigType | SupplierSmallType;

/** POST /supplier/info/getEbsNo {sn} or {name} (contains), page?, pageSize? (100 by default); neither is a 400. */
export interface SupplierEbsNoBody {
  sn?: string;
  name?: string;
  page?: number;
  pageSize?: number;
}

export interface SupplierEbsNo {
  sn: string;
  name: string;
  ebsNo: string;
}
// ---- end of lookups ----

// ---------------------------------------------------------------------------------------------------
// System user administration (spec 01 §3 "System user", §6, §7.4 menu authority, §7.5).
// ---------------------------------------------------------------------------------------------------

/** An org as a user's assignment shows it. */
export interface UserOrgRef {
  id: number;
  orgCode: string;
  orgName: string;
  level: number;
}

/** A category as a user's assignment or authority shows it. */
export interface UserCategoryRef {
  id: number;
  categoryCode: string;
  categoryName: string;
}

/**
 * A row of POST /system/user/custom-page, custom-page/byRoleCodes and getUserPage. Never carries the
 * password hash. `jobDesc` is the same value as `positionDesc` (the spec names it jobDesc).
 * `orgName`: the names of the user's companies (level 6), or of their other orgs when they have none,
 * joined with 、.
 */
export interface SysUserListItem {
  id: number;
  account: string;
  userName: string;
  employeeCode: string | null;
  gender: Gender;
  positionDesc: string | null;
  jobDesc: string | null;
  companyDesc: string | null;
  deptDesc: string | null;
  enabled: 0 | 1;
  orgName: string;
  /** ISO 8601. */
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** GET /system/user/{id}: the System user of spec 01 §3, with roles. */
export interface SysUserDetail extends SysUserListItem {
  orgs: UserOrgRef[];
  categories: UserCategoryRef[];
  roles: Role[];
}

/**
 * POST /system/user/custom-page (and getUserPage's `params`): page, pageSize (default 10, at most
 * 1000), sort ("field,asc"), and filter keys `prop.equals|contains|in|…` on id, account, userName,
 * employeeCode, gender, positionDesc, jobDesc, companyDesc, deptDesc, enabled, createdTime,
 * updatedTime; plus orgName, orgCode and roleCode (equals, contains or in) matching any of the user's
 * orgs or roles.
 */
export type SysUserPageBody = Record<string, unknown> & { page?: number; pageSize?: number };

/** POST /system/user/custom-page/byRoleCodes: users holding any of the roles, plus the page filters. */
export type SysUserByRoleCodesBody = SysUserPageBody & { roleCodes: string[] | string };

/** POST /system/user/getUserPage */
export interface SysUserGetUserPageBody {
  page?: number;
  pageSize?: number;
  params?: Record<string, unknown>;
}

/**
 * POST /system/user/update (system:user:edit). Empty strings are stored as null. `enabled: 0` ends the
 * user's live sessions (their next call gets HTTP 403 with body code 403); a user cannot disable
 * themself. A stale `version` is 409; an employee code used by another user is 422.
 */
export interface UpdateSysUserBody {
  id: number;
  version: number;
  userName?: string;
  gender?: Gender;
  employeeCode?: string | null;
  /** Either name sets position_desc; positionDesc wins when both are sent. */
  positionDesc?: string | null;
  jobDesc?: string | null;
  companyDesc?: string | null;
  deptDesc?: string | null;
  enabled?: 0 | 1;
}

/**
 * POST /system/user/saveUserRole | saveUserOrg | saveUserCategory (system:user:edit): replaces the
 * whole set; unknown ids are 400 and nothing changes. Saving an empty role set also ends the user's
 * live sessions. Answers the new set (as the matching get* route).
 */
export interface SaveUserRoleBody {
  userId: number;
  roleIds: number[];
}
export interface SaveUserOrgBody {
  userId: number;
  orgIds: number[];
}
export interface SaveUserCategoryBody {
  userId: number;
  categoryIds: number[];
}

/** Data scope: 1 all, 2 the user's own assigned orgs or categories (the default), 3 the listed codes. */
export type UserDataScope = 1 | 2 | 3;

/** GET /system/userOrgMsg/listByUserId/{userId}: one per-menu authority row (sysUserMenuOrgCategory). */
export interface UserOrgMsg {
  id: number;
  userId: number;
  menuId: number;
  menuCode: string;
  menuName: string;
  orgScope: UserDataScope;
  categoryScope: UserDataScope;
  /** Only for scope 3. */
  orgCodes: string[];
  categoryCodes: string[];
  orgs: { orgCode: string; orgName: string }[];
  categories: { categoryCode: string; categoryName: string }[];
  version: number;
}

/** One row to store: the menu by id or code. */
export interface UserOrgMsgInput {
  menuId?: number;
  menuCode?: string;
  orgScope: UserDataScope;
  categoryScope: UserDataScope;
  orgCodes?: string[];
  categoryCodes?: string[];
}

/**
 * PUT /system/userOrgMsg/putList (system:user:edit): replaces the user's rows; `{userId, list}` or an
 * array of rows each carrying the same userId. Problems are 400 with `第N条：…` messages.
 */
export interface PutUserOrgMsgBody {
  userId: number;
  list: UserOrgMsgInput[];
}

/**
 * POST /system/user/importRoleOrgCategory (system:user:import), multipart with one xlsx file. Columns
 * 工号 (required), 姓名 (optional check), 角色编码, 组织编码, 品类编码; several codes per cell separated by
 * commas; the listed roles, orgs and categories are ADDED to the users' sets. Any bad row: 422 with
 * `第N行：…` messages and nothing imported; a wrong file or header: 400.
 */
export interface ImportResult {
  /** Data rows read. */
  rows: number;
  /** Users whose assignments were touched. */
  users: number;
  /** Assignments actually added (ones already held are not counted). */
  rolesAdded: number;
  orgsAdded: number;
  categoriesAdded: number;
}

/** POST /system/user/employee/page (any signed-in user): the UserPicker's query; enabled users only. */
export interface EmployeePageBody {
  page?: number;
  /** Default 10. */
  pageSize?: number;
  /** Contains searches. */
  userName?: string;
  employeeCode?: string;
  /** Matches the user's company text or the name of any of their orgs. */
  orgName?: string;
}

export interface EmployeeOption {
  id: number;
  userName: string;
  employeeCode: string | null;
  companyDesc: string | null;
  positionDesc: string | null;
  jobDesc: string | null;
  deptDesc: string | null;
  orgName: string;
}

/**
 * POST /system/user/getListByUserOrg (any signed-in user): enabled users sharing any of the org codes
 * (the caller's own orgs when none are given). Codes outside the caller's orgs are 403/40301 unless the
 * caller may read users (system:user).
 */
export interface ListByUserOrgBody {
  orgCodes?: string[] | string;
  userName?: string;
}

/** GET /system/sysUserMenuOrgCategory/getAuthorityByMenu?menuCode= : the caller's effective scope. */
export interface MenuAuthority {
  menuCode: string;
  orgScope: UserDataScope;
  categoryScope: UserDataScope;
  /** The orgs the scope resolves to (every online company for scope 1). */
  orgs: { orgCode: string; orgName: string }[];
  /** The categories it resolves to, descendants included (every category for scope 1). */
  categories: { categoryCode: string; categoryName: string }[];
}

/** POST /system/sysUserMenuOrgCategory/getCategoryByMenu: the allowed categories with their ancestors. */
export interface MenuCategoryNode extends Category {
  /** False for an ancestor shown only to reach allowed categories. */
  selectable: boolean;
  children?: MenuCategoryNode[];
}

/**
 * POST /system/user/requirementCheck (spec 01 §6). Levels narrowest first: company (level 6), area
 * (the level-4 org), district (its regionCode), industry (the level-3 BU). `requiredOrgCodes` are the
 * given orgs' codes at the deciding level.
 */
export interface RequirementCheckResult {
  /** company_requirement_check, area_requirement_check, district_requirement_check, industry_requirement_check, or null. */
  checkRole: string | null;
  checkLevel: 'company' | 'area' | 'district' | 'industry' | null;
  requiredOrgCodes: string[];
  /** False when any given org is outside the caller's orgs (message 您暂无该组织的权限). */
  allowed: boolean;
  message: string;
}

/**
 * POST /system/login/windowTicket (signed in): a one-time ticket for 'open in new window' (spec 01 §2.4),
 * carried as `?ticket=` instead of the raw token. It is valid once, for `expiresIn` seconds (60).
 */
export interface WindowTicket {
  ticket: string;
  /** Seconds the ticket stays valid. */
  expiresIn: number;
}

/**
 * POST /system/login/loginByWindowTicket (anonymous): exchanges a window ticket for a new session of its
 * user; answers LoginInfo like loginByAccount. An expired, used or unknown ticket is 401.
 */
export interface LoginByWindowTicketBody {
  ticket: string;
}

/** An invalid (not Active) material in the hidden-material check: value = matCode, label = matName. */
export interface InvalidMaterialOption {
  value: string;
  label: string;
}

/** A trading company in the hidden-material check: value = org id, label = orgName, code = orgCode. */
export interface TradingCompanyOption {
  value: number;
  label: string;
  code: string;
}

/** GET /system/material/hiddenCheck (signed in): the hidden-material check loaded at sign-in (spec 01 §2.2 item 5). */
export interface HiddenMaterialCheck {
  invalidMaterials: InvalidMaterialOption[];
  tradingCompanies: TradingCompanyOption[];
}

// ---------------------------------------------------------------------------------------------------
// Read views of the administration pages (admin-views.ts): GET /system/role/list (Role[], system:user),
// GET /system/menu/tree (Menu[]: every menu, hidden ones and buttons included, system:menu) and
// GET /system/dict/list (system:dict).
// ---------------------------------------------------------------------------------------------------

/** One item of a dictionary as the 数据字典 page shows it (disabled items included). */
export interface SysDictItemView {
  id: number;
  dictItemCode: string;
  dictItemName: string;
  sortNumber: number;
  enabled: 0 | 1;
}

/** GET /system/dict/list: every dictionary by code, with every item in display order. */
export interface SysDictView {
  id: number;
  dictCode: string;
  dictName: string;
  items: SysDictItemView[];
}

/**
 * Per-user table settings: what a table's column settings storage keeps, saved for the signed-in user
 * so it follows them across browsers (the app keeps local storage as the fallback). Only the caller's
 * own rows are ever read or changed.
 * - GET /system/user/table-settings → UserTableSetting[] (by tableId);
 * - PUT /system/user/table-settings/{encodeURIComponent(tableId)} with SaveTableSettingBody →
 *   UserTableSetting (insert or replace);
 * - DELETE /system/user/table-settings/{encodeURIComponent(tableId)} → null (reset).
 * tableId: 1-100 characters of [A-Za-z0-9:._/-]; settings: a JSON object of at most 16 KB serialised;
 * at most 300 tables per user (422 beyond). Bad input is a 400 with a Chinese message.
 */
export interface UserTableSetting {
  tableId: string;
  /** Opaque to the gateway; the app stores the design system's {version, columns}. */
  settings: Record<string, unknown>;
  updatedTime: string;
}

export interface SaveTableSettingBody {
  settings: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------
// Transfer-store search (spec 01 §5 "Transfer-store search"; modules/lookups/inventory.ts): the lookups
// behind the design system's TransferStoreSearch (the store picker of a type-5 address, among others).
// ---------------------------------------------------------------------------------------------------

/** An inventory org (level 7) offered under a trading company. */
export interface TransferInventoryOrg {
  orgCode: string;
  orgName: string;
}

/**
 * GET /system/sub-inventory/transferOrgs (any signed-in user): the trading companies offered (online,
 * level 6, isTradingCompany 1, the caller's own; every one for an admin), by code, each with its online
 * inventory orgs.
 */
export interface TransferOrg {
  orgCode: string;
  orgName: string;
  inventoryOrgs: TransferInventoryOrg[];
}

/**
 * GET /system/sub-inventory/transferStores?companyCode=&orgCode=&keyword= → SubInventory[]: the valid
 * stores (Active, not the in-transit store) of one inventory org of one trading company, by code; the
 * keyword is contained in the name or code. 400 请选择公司 / 请选择库存组织 when a code is missing; 422
 * when the company is not a trading company or the org is not one of its inventory orgs; 403 (body code
 * 40301) for a company outside the caller's orgs.
 */
export interface TransferStoresQuery {
  companyCode: string;
  orgCode: string;
  keyword?: string;
}
// ---- end of transfer-store search ----

// ---------------------------------------------------------------------------------------------------
// Printing (spec 01 §2.7, §3 "Print template" / "Contract sample", §7.3; spec 02 "Print"; modules/print/).
// Templates are .docx files with {placeholders}; a print fills one with a record's data and answers a
// PDF (or the filled .docx), inline or as a download, or stores it as a file (FileInfo). Errors:
// 400 bad input (请选择打印模板 without a template), 404 未找到打印模板 / 未找到合同模板, 403/404 for
// a record the caller may not print, 422 a template that is not a valid .docx, 503 打印服务不可用，请联系管理员
// when Chromium is missing. A blob call that fails answers the JSON envelope instead of the blob.
// ---------------------------------------------------------------------------------------------------

/** Which template table a PDF call means: print templates (default) or contract templates. */
export type PrintTemplateKind = 'print' | 'contract';
/** 'pdf' (default) or 'word': the filled .docx itself. */
export type PrintOutputType = 'pdf' | 'word';
/** 'upload' stores the result as a file and answers FileInfo; otherwise the blob is answered. */
export type PrintActionType = 'preview' | 'download' | 'upload';
export type PrintDisposition = 'preview' | 'download';

/** A print template (chooser and admin). */
export interface PrintTemplate {
  id: number;
  name: string;
  code: string;
  /** What it prints (contract, pick, shipping, notice …); the chooser filters on it. */
  type: string;
  /** The data resolver that fills it: contract, generic, … */
  bizType: string;
  /** The .docx, by its file's key; null for a built-in template (or after its file was deleted). */
  fileId: string | null;
  /** The .docx's original name; null without a file. */
  fileName: string | null;
  /**
   * Whether it can print: it has a stored .docx, or its code has a built-in document. The chooser's
   * list (GET /system/print/templates) answers only printable templates.
   */
  printable: boolean;
  enabled: 0 | 1;
  sortNumber: number;
  remark: string | null;
  version: number;
}

/**
 * GET /system/print/templates (any signed-in user): enabled templates, page size 10 by default (spec 02
 * §9), filtered by bizType, type and a name or code fragment (`name`); in sort order. Answers
 * PageData<PrintTemplate>.
 */
export interface PrintTemplateQuery {
  page?: number;
  pageSize?: number;
  bizType?: string;
  type?: string;
  name?: string;
}

/**
 * POST /system/print/template/save (system:print-template:add without id, :edit with id and version):
 * answers SavedTemplate. `code` is unique (422); `bizType` must be a registered resolver (400);
 * `fileId` must be a .docx whose placeholders parse (422). The admin list is the list engine's
 * /system/print/template/custom-page (filters name.contains, code, type, bizType, enabled).
 */
export interface PrintTemplateSaveBody {
  id?: number | null;
  version?: number;
  name: string;
  code: string;
  type: string;
  bizType: string;
  fileId?: string | null;
  enabled?: 0 | 1;
  sortNumber?: number;
  remark?: string | null;
}

/** The id and new version of a saved template or sample. */
export interface SavedTemplate {
  id: number;
  version: number;
}

/** GET /system/print/bizTypes (signed in): the data resolvers a template may name. */
export interface PrintBizType {
  bizType: string;
  label: string;
}

/** Extra values merged into a template's data: a JSON object (or its JSON text). At most 64 KB. */
export type PrintFrontParams = Record<string, unknown>;

/** POST /system/print/print (signed in): the PDF of a print template, inline. */
export interface PrintBody {
  bizId?: string | number;
  templateCode: string;
  frontParams?: PrintFrontParams | string;
}

/**
 * POST /system/print/pdf (and GET with the same fields as query parameters; signed in): the PDF call of
 * spec 01 §7.3. The template is `templateId` or `templateCode` of `templateType` ('print' by default;
 * 'contract' picks a contract template, and with neither id nor code the first enabled template of the
 * contract's category). `printType` 'word' answers the filled .docx. `actionType` 'upload' stores the
 * result as a file bound to `bizType`/`bizKey` (default: the template's biz type and `bizId`) and
 * answers Envelope<FileInfo>; otherwise the blob, `previewOrDownLoad` 'preview' (default, inline) or
 * 'download' (attachment). POST /system/print/createAndUpload is the same with actionType 'upload'.
 */
export interface PrintPdfBody {
  bizId?: string | number;
  templateId?: number;
  templateType?: PrintTemplateKind;
  templateCode?: string;
  printType?: PrintOutputType;
  actionType?: PrintActionType;
  previewOrDownLoad?: PrintDisposition;
  frontParams?: PrintFrontParams | string;
  /** Upload only: the file's binding and attributes. */
  bizType?: string;
  bizKey?: string;
  module?: string;
  contractFileType?: string;
  /** The file name without extension (default: template name and bizId). */
  fileName?: string;
}

/** A contract template (合同模板): /purchase/api/v1/con-template list engine, save, upload. */
export interface ContractTemplate {
  id: number;
  name: string;
  code: string;
  /** The contract category it serves (dictionary contractCategory). */
  templateType: string;
  fileId: string | null;
  fileName: string | null;
  enabled: 0 | 1;
  sortNumber: number;
  remark: string | null;
  version: number;
}

/**
 * GET|POST /purchase/api/v1/con-template/oa/page (signed in; page, pageSize 10, templateType, name —
 * name or code contains): the enabled contract templates that have a file, as OA offers them in an
 * approval, each with the count of its enabled samples. Answers PageData<ContractTemplateOaItem>.
 */
export interface ContractTemplateOaItem extends ContractTemplate {
  sampleCount: number;
}

/**
 * POST /purchase/api/v1/con-template/save (contract:template:add / :edit): answers SavedTemplate; the
 * same rules as print templates. DELETE /purchase/api/v1/con-template/deleteByIds also deletes the
 * templates' samples. POST /purchase/api/v1/con-template/upload (multipart `multipartFile`, a .docx;
 * contract:template:add or :edit) and POST /system/print/template/upload (system:print-template:add or
 * :edit) store a template file (module 'template') and answer Envelope<FileInfo>.
 */
export interface ContractTemplateSaveBody {
  id?: number | null;
  version?: number;
  name: string;
  code: string;
  templateType: string;
  fileId?: string | null;
  enabled?: 0 | 1;
  sortNumber?: number;
  remark?: string | null;
}

/** A contract sample (范本), as the contract-sample picker lists it (spec 01 §3 "Contract sample"). */
export interface ContractSample {
  conSampleId: number;
  conTemplateId: number;
  conTemplateName: string;
  conSampleName: string;
  /** The sample file's key. */
  fileId: string;
  fileName: string;
  /** Download path of the sample file (needs the bearer header). */
  filePath: string;
  enabled: 0 | 1;
  version: number;
}

/**
 * GET|POST /purchase/api/v1/con-template/sample/page (signed in): enabled samples, page size 10 by
 * default, filtered by template, contract category and a name fragment (template or sample name).
 * Answers PageData<ContractSample>.
 */
export interface ContractSamplePageQuery {
  page?: number;
  pageSize?: number;
  conTemplateId?: number;
  templateType?: string;
  name?: string;
}

/**
 * POST /purchase/api/v1/con-template/sample/save (contract:template:add / :edit): answers SavedTemplate.
 * DELETE /purchase/api/v1/con-template/sample/deleteByIds (contract:template:delete), ids in the query or body.
 */
export interface ContractSampleSaveBody {
  id?: number | null;
  version?: number;
  conTemplateId: number;
  conSampleName: string;
  fileId: string;
  enabled?: 0 | 1;
  remark?: string | null;
}

/**
 * GET /purchase/api/v1/con-template/getTemplateList (signed in): the enabled contract templates of a
 * category (`templateType`, or the category of contract `bizId`), or with `useSample` 1 their samples.
 * 404 未找到合同模板 when there is none.
 */
export interface ContractTemplateListQuery {
  bizId?: string | number;
  templateType?: string;
  useSample?: 0 | 1;
}

export type ContractTemplateListItem = ContractTemplate | ContractSample;
// ---- end of printing ----

// ---------------------------------------------------------------------------------------------------
// Contract callbacks (modules/contract/callback.ts): OA and the seal system report a contract's status.
// ---------------------------------------------------------------------------------------------------

/**
 * POST /purchase/api/v1/contract/callback with header X-Callback-Secret. bizKey is the contractNo;
 * OA reports APPROVED or REJECT, SEAL reports SIGN_SALE, SIGN_BUY or SIGN.
 */
export interface ContractCallbackBody {
  bizKey: string;
  /**
   * CHANGE: OA's approval of a change request (bizKey its changeNo, status APPROVED or REJECT); REBATE: OA's
   * approval of a company rebate agreement (bizKey its rebateNo, status APPROVED or REJECT).
   */
  bizType: 'OA' | 'SEAL' | 'CHANGE' | 'REBATE';
  status: string;
}

/**
 * What the callback did: `applied` (the status moved), `repeat` (this very callback came before),
 * `late` (the contract is already there or past it) or `conflict` (it cannot get there; recorded).
 * `status` is the contract's status afterwards. All four are answered with code 200.
 */
export interface ContractCallbackResult {
  outcome: 'applied' | 'repeat' | 'late' | 'conflict';
  status: string;
}

/** PUT /purchase/api/v1/contract/head/status: a buyer's move (submit, send, cancel, archiveElectronic, archive). */
export interface ContractStatusBody {
  id: number;
  version: number;
  action: 'submit' | 'send' | 'cancel' | 'archiveElectronic' | 'archive';
}

/** The contract after a move: its new status and version. */
export interface ContractStatusChange {
  id: number;
  status: string;
  version: number;
}

/** GET /purchase/api/v1/contract/head/status-log?id=: every status change and every callback, oldest first. */
export interface ContractStatusTimeline {
  changes: { fromStatus: string; toStatus: string; source: 'user' | 'callback'; actor: string | null; time: string }[];
  callbacks: { bizType: string; status: string; outcome: 'applied' | 'late' | 'conflict' | 'unknown'; fromStatus: string | null; time: string }[];
}

// ---------------------------------------------------------------------------------------------------
// Contract documents (modules/contract/document.ts): head, lines and rebate clauses, saved together.
// ---------------------------------------------------------------------------------------------------

/** One line as the editor sends it. Decimal strings: quantity ≤ 3 decimals, price ≤ 6, tax rate (%) ≤ 2. */
export interface ContractLineInput {
  /** Present for a line that already exists; absent for a new one. */
  id?: number | null;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  deliveryStart?: string | null;
  deliveryEnd?: string | null;
  deliveryAddress?: string | null;
  qualityStandard?: string | null;
  remark?: string | null;
}

/** A stored line: amounts are the gateway's (contractLineAmounts of @srm/design-system/validation). */
export interface ContractLine extends ContractLineInput {
  id: number;
  lineNo: number;
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
  executedQuantity: string;
  /** quantity − executedQuantity. */
  residualQuantity: string;
}

export type ContractRebateType = 'rebate' | 'returnGoods' | 'minimumPurchase' | 'friendlyCooperation';
export type ContractRebateTiming = 'duringContract' | 'afterEnd';

/** A rebate clause: exactly one of rate (%, ≤ 4 decimals) and amount (≤ 2 decimals). */
export interface ContractRebateInput {
  id?: number | null;
  rebateType: ContractRebateType;
  timing: ContractRebateTiming;
  /** 0 contract quantity, 1 shipped, 2 settled. */
  quantityBasis: 0 | 1 | 2;
  rate?: string | null;
  amount?: string | null;
  remark?: string | null;
}

export interface ContractRebate extends ContractRebateInput {
  id: number;
  seq: number;
}

/** The head fields of a contract as the list and the editor know them. */
export interface ContractHeadFields {
  contractName: string;
  contractCategory: string;
  purchaseModel?: 1 | 2;
  orgCode: string;
  orgName?: string | null;
  supplierSn: string;
  supplierName: string;
  categoryCode: string;
  categoryName?: string | null;
  priceType?: string | null;
  pricingPoint?: string | null;
  deliverType?: string | null;
  payMethod?: string | null;
  payTerms?: string | null;
  currencyCode?: string;
  signDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  templateId?: number | null;
  remark?: string | null;
}

/**
 * POST /purchase/api/v1/contract/head/save: the whole document. Without id a new draft (its contractNo
 * from the CONTRACT_NO serial rule); with id and version an update of a draft or rejected contract
 * (a stale version is 409 and nothing is written). Lines missing from `lines` are deleted. Totals and
 * line amounts are computed by the gateway, and so are the org, supplier and category names: they come
 * from master data by their codes (a name sent is ignored; an unknown code is 422 供应商不存在：<sn>,
 * 组织不存在：<code> or 品类不存在：<code>).
 */
export interface ContractSaveBody extends ContractHeadFields {
  id?: number | null;
  version?: number;
  lines: ContractLineInput[];
  rebates: ContractRebateInput[];
}

export interface ContractSaveResult {
  id: number;
  contractNo: string;
  version: number;
  totalQuantity: string;
  totalAmount: string;
}

/** GET /purchase/api/v1/contract/head/detail?id=: the document with what the caller may do with it. */
export interface ContractDetail extends ContractHeadFields {
  id: number;
  contractNo: string;
  status: string;
  exeStatus: string | null;
  sealStatus: string | null;
  syncStatus: string;
  changeVersion: number;
  totalQuantity: string;
  totalAmount: string;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
  lines: ContractLine[];
  rebates: ContractRebate[];
  /** The moves the status allows and the caller's buttons permit (status machine events), e.g. ['submit', 'cancel']. */
  allowedActions: string[];
  /** Whether the head, lines and rebates may be edited (draft or REJECT, and the caller holds contract:edit). */
  editable: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Contract ERP sync (modules/contract/erp-sync.ts, core/outbox): messages to EBS through the outbox.
// ---------------------------------------------------------------------------------------------------

/** A contract's sync status (spec 02 §4): synched once EBS accepted a sync of the contract. */
export type ContractSyncStatus = 'synched' | 'unsynched';

/** An outbox message's state: waiting or retrying, accepted, or given up after the last attempt. */
export type InterfaceState = 'PENDING' | 'SUCCESS' | 'ERROR';

/**
 * GET /purchase/api/v1/contract/handleSync/sendHandleSync?id= (contract:sync) and POST
 * …/handleSync/resend {logId} (contract:sync): the message written (message 同步任务已提交 / 已重新提交同步).
 */
export interface ContractSyncSubmitted {
  logId: number;
}

/** POST /purchase/api/v1/contract/handleSync/resend: a message that ended in ERROR (or is PENDING). */
export interface ContractSyncResendBody {
  logId: number;
}

/** PUT /purchase/api/v1/contract/head/updateEbsPoStatus (contract:sync). */
export interface ContractEbsPoStatusBody {
  id: number;
  ebsPoStatus: string;
}

export interface ContractEbsPoStatusResult {
  id: number;
  ebsPoStatus: string;
  /** The contract's version after the change. */
  version: number;
  logId: number;
}

/** PUT /purchase/api/v1/contract/head/updateEbsPoStatus/batch (contract:sync): all or nothing. */
export interface ContractEbsPoStatusBatchBody {
  ids: number[];
  ebsPoStatus: string;
}

export interface ContractEbsPoStatusBatchResult {
  updated: number;
  logIds: number[];
}

/** One try of a message: when, the HTTP status (null: no answer), whether it was accepted, why not. */
export interface InterfaceAttempt {
  /** 1, 2, 3 … across every round (a manual resend goes on counting). */
  attemptNo: number;
  time: string;
  httpStatus: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
}

/** One message of a contract to the ERP, with every attempt oldest first. */
export interface ContractSyncLog {
  id: number;
  system: 'EBS' | 'LMS' | 'FSSC' | 'SOURCE' | 'BIGDATA' | 'CONTRACT';
  /** CONTRACT_SYNC (the contract) or EBS_PO_STATUS (its purchase-order status). */
  bizType: string;
  /** The contractNo. */
  bizKey: string;
  state: InterfaceState;
  /** Attempts of the current round (a manual resend starts a new one). */
  attempts: number;
  /** While PENDING: when the next attempt is due; null when waiting for a configured endpoint. */
  nextAttemptTime: string | null;
  lastError: string | null;
  /** The receiver's last answer (cut to 4000 characters). */
  response: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  attemptList: InterfaceAttempt[];
}

/** GET /purchase/api/v1/contract/head/sync-log?id= (contract:list): messages newest first. */
export interface ContractSyncTimeline {
  syncStatus: ContractSyncStatus;
  ebsPoStatus: string | null;
  logs: ContractSyncLog[];
}

// ---------------------------------------------------------------------------------------------------
// Contract changes, company rebates and contract files (modules/contract/change.ts, rebate-company.ts,
// download-file.ts; spec 02 §7 change-head, head/rebate_company, doDownLoadFile).
// ---------------------------------------------------------------------------------------------------

/**
 * A change request's status: draft → APPROVING (submit) → APPROVED (OA, the proposal replaced the
 * contract's head and lines) or REJECT (OA; edit and submit again). CONFLICT: OA approved it but it could
 * no longer be applied (conflictReason says why); edit and submit again, or delete it.
 */
export type ContractChangeStatus = 'draft' | 'APPROVING' | 'APPROVED' | 'REJECT' | 'CONFLICT';

/** A proposed line with the gateway's amounts; `id` names the contract line it replaces (absent: a new line). */
export interface ContractChangeLine extends ContractLineInput {
  lineNo: number;
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
}

/** A line of the contract as it stands, as the diff shows it. */
export interface ContractChangeCurrentLine extends ContractChangeLine {
  id: number;
  executedQuantity: string;
}

/** What the change proposes: the head fields and lines as the contract would be once approved. */
export interface ContractChangeProposal {
  head: ContractHeadFields;
  lines: ContractChangeLine[];
  totalQuantity: string;
  totalAmount: string;
}

/**
 * POST /purchase/api/v1/contract/change-head/save: without id a new draft change of the contract
 * `contractId` (in force: SIGN, PIGEONHOLE_E or PIGEONHOLE; one open change per contract, else 422);
 * with id and version an update of a draft, rejected or conflicting change (409 when stale). Lines are
 * validated like ContractSaveBody's; a line with executed quantity may be neither removed nor reduced
 * below it (422 `第N行：…`).
 */
export interface ContractChangeSaveBody extends ContractHeadFields {
  id?: number | null;
  version?: number;
  contractId: number;
  reason: string;
  lines: ContractLineInput[];
}

export interface ContractChangeSaveResult {
  id: number;
  changeNo: string;
  changeVersion: number;
  version: number;
  totalQuantity: string;
  totalAmount: string;
}

/** A row of change-head/custom-page and change-head/page. */
export interface ContractChangeRow {
  id: number;
  changeNo: string;
  contractId: number;
  contractNo: string;
  contractName: string;
  supplierName: string;
  orgCode: string;
  categoryCode: string;
  changeVersion: number;
  status: ContractChangeStatus;
  reason: string;
  totalQuantity: string;
  totalAmount: string;
  conflictReason: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/** One changed value; decimals compare by value ('10' equals '10.000'). */
export interface ContractChangeFieldDiff {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

export interface ContractChangeLineDiff {
  id: number;
  lineNo: number;
  matCode: string;
  matName: string;
  fields: ContractChangeFieldDiff[];
}

/** The proposal against the contract as it stands now. */
export interface ContractChangeDiff {
  head: ContractChangeFieldDiff[];
  added: ContractChangeLine[];
  removed: ContractChangeCurrentLine[];
  changed: ContractChangeLineDiff[];
}

/** GET /purchase/api/v1/contract/change-head/detail?id=. */
export interface ContractChangeDetail extends ContractChangeRow {
  proposal: ContractChangeProposal;
  contract: { id: number; contractNo: string; status: string; changeVersion: number; version: number };
  diff: ContractChangeDiff;
  /** draft, REJECT or CONFLICT: it may be edited, submitted and deleted. */
  editable: boolean;
}

/** PUT change-head/submit, PUT head/rebate_company/submit and head/rebate_company/withdraw. */
export interface DocumentMoveBody {
  id: number;
  version: number;
}

export interface DocumentMoveResult {
  id: number;
  status: string;
  version: number;
}

/** A company rebate agreement's state (spec 02 §4 "Rebate state"). */
export type RebateCompanyStatus = 'new' | 'inProcess' | 'approved' | 'rejected' | 'withdraw' | 'invalid' | 'closed';

/**
 * POST /purchase/api/v1/contract/head/rebate_company/save: without id a new agreement (status new, numbered
 * by the REBATE_NO rule: FL + orgCode + YYYYMM + seq(4), counted per org and month); with
 * id and version an update of one in new, rejected or withdraw (409 when stale). Exactly one of rate (%,
 * ≤ 4 decimals) and amount (≤ 2 decimals). Linked contracts must be the supplier's and the org's.
 */
export interface RebateCompanySaveBody {
  id?: number | null;
  version?: number;
  supplierSn: string;
  /** Ignored: the gateway stores master data's names of supplierSn and orgCode. */
  supplierName?: string;
  orgCode: string;
  orgName?: string | null;
  year: number;
  rebateType: ContractRebateType;
  timing: ContractRebateTiming;
  quantityBasis: 0 | 1 | 2;
  rate?: string | null;
  amount?: string | null;
  contractIds?: number[];
  remark?: string | null;
}

/** The answer of rebate_company/save: the agreement's id, its number and its new version. */
export interface RebateCompanySaveResult {
  id: number;
  rebateNo: string;
  version: number;
}

/**
 * GET rebate_company/detail?id=; the rows of rebate_company/custom-page and page are the same without contractIds.
 * Moves: PUT submit / withdraw / invalid {id, version} answer DocumentMoveResult; OA decides an agreement in
 * process through the contract callback (bizType REBATE, bizKey the rebateNo): APPROVED → approved,
 * REJECT → rejected. An approved agreement may be made invalid (PUT invalid).
 */
export interface RebateCompany {
  id: number;
  /** 协议编号, e.g. FL1010012026110001. */
  rebateNo: string;
  supplierSn: string;
  supplierName: string;
  orgCode: string;
  orgName: string | null;
  year: number;
  rebateType: ContractRebateType;
  timing: ContractRebateTiming;
  quantityBasis: 0 | 1 | 2;
  rate: string | null;
  amount: string | null;
  contractIds: number[];
  status: RebateCompanyStatus;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

/**
 * GET /purchase/api/v1/contract/head/doDownLoadFile?id= and change-head/doDownLoadFile?id=: the newest
 * file bound to the contract (bizType `contract`) or the change (bizType `contractChange`), bizKey the id,
 * as an attachment; 404 附件不存在 when there is none.
 */
export type ContractFileBizType = 'contract' | 'contractChange';
// ---- end of contract changes, company rebates and contract files ----

// ---------------------------------------------------------------------------------------------------
// Contract seal, execution, strategic frames, merge and residual quantities (modules/contract/
// seal-routes.ts, strategic.ts, merge.ts, residual.ts). Decimals are strings, summed exactly.
// ---------------------------------------------------------------------------------------------------

/** PUT /purchase/api/v1/contract/head/signet/submit (contract:signet): APPROVED or SENT → seal state inProcess. */
export interface ContractSealSubmitBody {
  id: number;
  version: number;
}

export interface ContractSealSubmitResult {
  id: number;
  /** SENT (an APPROVED contract is sent to the supplier first). */
  status: string;
  sealStatus: 'inProcess';
  version: number;
}

export type ContractExeStatus = 'EXECUTING' | 'EXECUTION_COMPLETE';

/** PUT /purchase/api/v1/contract/head/exe-status (contract:exe): signed contracts only, forward only, all or nothing. */
export interface ContractExeStatusBody {
  ids: number[];
  exeStatus: ContractExeStatus;
}

export interface ContractExeStatusResult {
  updated: number;
  exeStatus: ContractExeStatus;
}

/** GET|POST /purchase/api/v1/contract/head/page-strategic query (contract:list). */
export interface StrategicPageQuery {
  page?: number;
  pageSize?: number;
  /** Contains. */
  contractNo?: string;
  orgCode?: string;
  supplierSn?: string;
  status?: string;
}

/** A strategic frame contract with what its call-offs took (CANCEL left out, CLOSE by its executed part). */
export interface StrategicContract {
  id: number;
  contractNo: string;
  contractName: string;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string;
  categoryCode: string;
  categoryName: string | null;
  status: string;
  exeStatus: string | null;
  startDate: string | null;
  endDate: string | null;
  totalQuantity: string;
  totalAmount: string;
  /** Signed and not executed completely: call-offs may be linked. */
  inForce: boolean;
  callOffCount: number;
  calledQuantity: string;
  calledAmount: string;
  residualQuantity: string;
  residualAmount: string;
  version: number;
}

/** PUT /purchase/api/v1/contract/head/update-strategic (contract:strategic): link to a frame, or unlink with null. */
export interface StrategicLinkBody {
  id: number;
  version: number;
  strategicContractId: number | null;
}

export interface StrategicLinkResult {
  id: number;
  strategicContractId: number | null;
  version: number;
}

/** A contract line in force with what is left of it (max(quantity − executed, 0)). */
export interface ContractResidualLine {
  contractId: number;
  contractNo: string;
  contractCategory: string;
  orgCode: string;
  supplierSn: string;
  supplierName: string;
  lineId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  executedQuantity: string;
  residualQuantity: string;
  priceWithTax: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
}

/** GET /purchase/api/v1/contract/head/residual-fixed-price-quantity?orgCode&matCode[&supplierSn]. */
export interface ContractResidual {
  lines: ContractResidualLine[];
  totalResidualQuantity: string;
}

/** GET /purchase/api/v1/contract/head/month-residual-quantity?orgCode&matCode&yearMonth=YYYY-MM. */
export interface ContractMonthResidual extends ContractResidual {
  orgCode: string;
  matCode: string;
  yearMonth: string;
}

/** GET /purchase/api/v1/contract/head/indicator?year[&orgCode][&categoryCode] (strategic frames left out). */
export interface ContractIndicator {
  year: number;
  byStatus: { status: string; count: number; totalQuantity: string; totalAmount: string }[];
  /** SIGN_SALE, SIGN_BUY, SIGN, PIGEONHOLE_E, PIGEONHOLE and CLOSE contracts. */
  contracted: { count: number; totalQuantity: string; totalAmount: string };
  /** By material and unit, over the contracted ones; residual only on contracts in force. */
  materials: { matCode: string; matName: string; unitCode: string; contractedQuantity: string; executedQuantity: string; residualQuantity: string }[];
}

/** POST /purchase/api/v1/contract/head/merge-preview and merge (contract:merge): 2+ drafts of one supplier, org, category, currency and contract category. */
export interface ContractMergeBody {
  ids: number[];
}

export interface ContractMergeLine {
  lineNo: number;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  deliveryAddress: string | null;
  qualityStandard: string | null;
  remark: string | null;
}

export interface ContractMergePreview {
  head: ContractHeadFields & { purchaseModel: 1 | 2; currencyCode: string; strategicContractId: number | null; totalQuantity: string; totalAmount: string; remark: string };
  lines: ContractMergeLine[];
  sources: { id: number; contractNo: string }[];
}

export interface ContractMergeResult {
  id: number;
  contractNo: string;
  version: number;
  totalQuantity: string;
  totalAmount: string;
  /** The merged contracts, now CANCEL. */
  mergedIds: number[];
}
// ---- end of contract seal, execution, strategic, merge and residual ----
// ---- contract batch actions on the whole result (issue 8: batch close and copy by query) ----
/**
 * The body of PUT /purchase/api/v1/contract/head/batch-close and POST head/batch-copy: the ticked ids,
 * or, for the whole result selected, the list's custom-page body (`query`, filters and sort) with the
 * rows unticked afterwards (`excludeIds`). A query matching none is a 400, more than 1000 a 422.
 */
export type ContractBatchBody = { ids: number[] } | { query: Record<string, unknown>; excludeIds?: number[] };
// ---- end of contract batch actions ----
