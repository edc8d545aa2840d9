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
  id: number;
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
  id: number;
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
