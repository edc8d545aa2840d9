/**
 * Identity, system data (dictionaries, orgs, categories, short menus, messages) and the read views of the administration pages (modules/system).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { Id, MAX_PAGE, PageNumber, PageSize, Version } from '../core/schemas.js';
import { MAX_DICT_CODES_PER_CALL } from '../modules/system/dictionary-data.js';
import type { Category, Org } from './common.js';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

// ---- identity: single sign-on and login throttling (modules/system/sso.ts, core/login-throttle.ts) ----

/** POST /gateway/system/login/loginByIdmTempCode: answers LoginInfo, like loginByAccount. */
export const LoginByIdmTempCodeBodySchema = Type.Object({
  /** The OIDC authorisation code the issuer sent to the app's redirect URI (its `code` query parameter). */
  tempCode: Type.String({ maxLength: 2048 }),
});
export type LoginByIdmTempCodeBody = Static<typeof LoginByIdmTempCodeBodySchema>;

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

/** Dictionary item shape (spec 01 §3 "Lookup option shapes"). */
export interface DictItem {
  dictItemCode: string;
  dictItemName: string;
  /** The English name, shown in English; null (an item added without one) shows dictItemName. */
  dictItemNameEn?: string | null;
}

/** Enabled items by dictionary code, in display order; an unknown code maps to []. */
export type DictMap = Record<string, DictItem[]>;

/** POST /system/dict/selectDictList */
export const SelectDictListBodySchema = Type.Object({
  /** At most 100 codes (MAX_DICT_CODES_PER_CALL). */
  codelist: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: MAX_DICT_CODES_PER_CALL }),
});
export type SelectDictListBody = Static<typeof SelectDictListBodySchema>;

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
export const UpdateBuBodySchema = Type.Object(
  {
    id: Id,
    buCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    orgName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    isOnline: Type.Optional(Flag),
    version: Version,
  },
  { additionalProperties: false },
);
export type UpdateBuBody = Static<typeof UpdateBuBodySchema>;

export interface CategoryTreeNode extends Category {
  children?: CategoryTreeNode[];
}

/** POST /system/category/tree */
export const CategoryTreeBodySchema = Type.Object(
  {
    /** Only the caller's categories (with descendants) and their ancestors. */
    onlyMine: Type.Optional(Type.Boolean()),
    isOnline: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type CategoryTreeBody = Static<typeof CategoryTreeBodySchema>;

export const MAX_CATEGORY_PAGE_SIZE = 1000;

/** POST /system/category/custom-page */
export const CategoryPageBodySchema = Type.Object({
  page: Type.Optional(PageNumber(MAX_PAGE, { default: 1 })),
  /** At most 1000; 20 by default. */
  pageSize: Type.Optional(PageSize(MAX_CATEGORY_PAGE_SIZE, { default: 20 })),
  /** Contains search. */
  categoryName: Type.Optional(Type.String({ maxLength: 100 })),
  level: Type.Optional(Type.Integer({ minimum: 2, maximum: 6 })),
  parentCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CategoryPageBody = Static<typeof CategoryPageBodySchema>;

/** A common function (short menu) of a user, with its menu's name, code and path. */
export interface ShortMenu {
  id: number;
  userId: number;
  menuId: number;
  sortNumber: number;
  menuName: string;
  /** The menu's English name (null: show menuName). */
  menuNameEn?: string | null;
  menuCode: string;
  pathUrl: string | null;
  pageUrl: string | null;
  icon: string | null;
}

/** POST /system/short-menu/saveShortMenu: adds menus (at most 15 in all, else 422). */
export const SaveShortMenuBodySchema = Type.Object({
  userId: Id,
  menuIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
});
export type SaveShortMenuBody = Static<typeof SaveShortMenuBodySchema>;

/**
 * DELETE /system/short-menu/removeShortMenu: each field from the body, else the query (the same schema
 * validates both, so both fields are optional in either); one missing from both is a 400.
 */
export const RemoveShortMenuBodySchema = Type.Object({
  userId: Type.Optional(Id),
  menuId: Type.Optional(Id),
});
export type RemoveShortMenuBody = Static<typeof RemoveShortMenuBodySchema>;

/** POST /system/short-menu/composite: replaces the whole set (message 常用功能配置成功). */
export const CompositeShortMenuBodySchema = Type.Object({
  userId: Id,
  sysShortMenus: Type.Array(
    Type.Object({
      sortNumber: Type.Integer({ minimum: 0, maximum: 100_000 }),
      menuId: Id,
    }),
    { maxItems: 100 },
  ),
});
export type CompositeShortMenuBody = Static<typeof CompositeShortMenuBodySchema>;

/** 1 to-do, 2 notice. */
export type MessageType = 1 | 2;
const MsgType = Type.Union([Type.Literal(1), Type.Literal(2)]);

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

/** Dashboard and notice preview page size (spec 01 §9). */
export const DEFAULT_MESSAGE_PAGE_SIZE = 3;

/** POST /system/message/page: newest first, 3 per page by default. */
export const MessagePageBodySchema = Type.Object({
  page: Type.Optional(PageNumber(MAX_PAGE, { default: 1 })),
  size: Type.Optional(PageSize(100, { default: DEFAULT_MESSAGE_PAGE_SIZE })),
  userId: Id,
  msgType: Type.Optional(MsgType),
  handleStatus: Type.Optional(Flag),
  readStatus: Type.Optional(Flag),
});
export type MessagePageBody = Static<typeof MessagePageBodySchema>;

/** PUT /system/message/readAll: answers the number of messages marked read. */
export const ReadAllMessagesBodySchema = Type.Object({ userId: Id, msgType: Type.Optional(MsgType) });
export type ReadAllMessagesBody = Static<typeof ReadAllMessagesBodySchema>;
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
  /**
   * 1 export task, 2 recorded download (replayable), 3 recorded download (no re-download), 4 an import
   * that runs as a task (its file, when there is one, is the error workbook; msg says the outcome).
   */
  bizType: 1 | 2 | 3 | 4;
  rowCount: number | null;
  fileSize: number | null;
  createdTime: string;
  finishedTime: string | null;
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

export const SaveTableSettingBodySchema = Type.Object({ settings: Type.Record(Type.String(), Type.Unknown()) });
export type SaveTableSettingBody = Static<typeof SaveTableSettingBodySchema>;

// ---------------------------------------------------------------------------------------------------
// 数据字典 and 品类管理 editing (issue 21; modules/system/dictionaries.ts, categories.ts):
// - GET /system/dict/item/detail?id → SysDictItemDetail (system:dict), the item with its version;
// - POST /system/dict/item/add with DictItemAddBody → SysDictItemDetail (system:dict:edit), the item
//   code unique within its dictionary (400 otherwise);
// - POST /system/dict/item/update with DictItemUpdateBody → SysDictItemDetail (system:dict:edit), the
//   code kept; a stale version is 409;
// - GET /system/category/detail?id → CategoryDetail (system:category);
// - POST /system/category/update with CategoryUpdateBody → CategoryDetail (system:category:edit), a
//   stale version is 409.
// A saved item shows at once in dictAll and selectDictList (they read the table; nothing caches them).
// ---------------------------------------------------------------------------------------------------

/** One dictionary item as its edit dialog reads it. */
export interface SysDictItemDetail {
  id: number;
  dictCode: string;
  dictItemCode: string;
  dictItemName: string;
  dictItemNameEn: string | null;
  sortNumber: number;
  enabled: 0 | 1;
  version: number;
}

const DictItemFields = {
  dictItemName: Type.String({ minLength: 1, maxLength: 100 }),
  /** Empty or absent: the English name falls back to the Chinese one. */
  dictItemNameEn: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  sortNumber: Type.Integer({ minimum: 0, maximum: 99_999 }),
  enabled: Flag,
};

/** POST /system/dict/item/add */
export const DictItemAddBodySchema = Type.Object(
  {
    dictCode: Type.String({ minLength: 1, maxLength: 64 }),
    dictItemCode: Type.String({ minLength: 1, maxLength: 64 }),
    ...DictItemFields,
  },
  { additionalProperties: false },
);
export type DictItemAddBody = Static<typeof DictItemAddBodySchema>;

/** POST /system/dict/item/update (the item code is kept once saved). */
export const DictItemUpdateBodySchema = Type.Object({ id: Id, version: Version, ...DictItemFields }, { additionalProperties: false });
export type DictItemUpdateBody = Static<typeof DictItemUpdateBodySchema>;

/** One category as its edit dialog reads it. */
export interface CategoryDetail extends Category {
  version: number;
}

/** POST /system/category/update (sys_category has no sort column: name and the online flag). */
export const CategoryUpdateBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    categoryName: Type.String({ minLength: 1, maxLength: 100 }),
    isOnline: Flag,
  },
  { additionalProperties: false },
);
export type CategoryUpdateBody = Static<typeof CategoryUpdateBodySchema>;
