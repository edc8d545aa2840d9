/**
 * System user administration (spec 01 §3 "System user", §6, §7.4, §7.5; modules/system/users.ts).
 * API shapes only: the app imports them with `import type`; nothing here may be a runtime value.
 */
import type { Category, Gender, Role } from './common.js';

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
