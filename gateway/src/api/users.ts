/**
 * System user administration (spec 01 §3 "System user", §6, §7.4, §7.5; modules/system/users.ts).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { Id, MAX_PAGE, PageNumber, PageSize, Version } from '../core/schemas.js';
import { USER_PAGE_SIZE } from '../modules/system/user-query.js';
import type { Category, Gender, Role } from './common.js';

const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

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
export const SysUserPageBodySchema = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);
/** The schema takes any object (or no body); the list engine reads the keys above from it. */
export type SysUserPageBody = NonNullable<Static<typeof SysUserPageBodySchema>> & { page?: number; pageSize?: number };

/**
 * POST /system/user/custom-page/byRoleCodes: users holding any of the roles (an array, or codes joined
 * with commas), plus the page filters (other keys are not part of the schema: the list engine reads them).
 */
export const SysUserByRoleCodesBodySchema = Type.Object({
  roleCodes: Type.Union([Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }), Type.String({ maxLength: 2000 })]),
});
export type SysUserByRoleCodesBody = SysUserPageBody & Static<typeof SysUserByRoleCodesBodySchema>;

/** POST /system/user/getUserPage */
export const SysUserGetUserPageBodySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(1000)),
  sort: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  params: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
});
export type SysUserGetUserPageBody = Static<typeof SysUserGetUserPageBodySchema>;

/**
 * POST /system/user/update (system:user:edit). Empty strings are stored as null. `enabled: 0` ends the
 * user's live sessions (their next call gets HTTP 403 with body code 403); a user cannot disable
 * themself. A stale `version` is 409; an employee code used by another user is 422.
 */
export const UpdateSysUserBodySchema = Type.Object({
  id: Id,
  version: Version,
  userName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  gender: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  employeeCode: OptionalText(32),
  /** Either name sets position_desc; positionDesc wins when both are sent. */
  positionDesc: OptionalText(100),
  jobDesc: OptionalText(100),
  companyDesc: OptionalText(100),
  deptDesc: OptionalText(100),
  enabled: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type UpdateSysUserBody = Static<typeof UpdateSysUserBodySchema>;

/**
 * POST /system/user/saveUserRole | saveUserOrg | saveUserCategory (system:user:edit): replaces the
 * whole set; unknown ids are 400 and nothing changes. Saving an empty role set also ends the user's
 * live sessions. Answers the new set (as the matching get* route).
 */
const MAX_ASSIGNMENT_IDS = 1000;
const AssignmentIds = Type.Array(Id, { maxItems: MAX_ASSIGNMENT_IDS });
export const SaveUserRoleBodySchema = Type.Object({ userId: Id, roleIds: AssignmentIds });
export type SaveUserRoleBody = Static<typeof SaveUserRoleBodySchema>;
export const SaveUserOrgBodySchema = Type.Object({ userId: Id, orgIds: AssignmentIds });
export type SaveUserOrgBody = Static<typeof SaveUserOrgBodySchema>;
export const SaveUserCategoryBodySchema = Type.Object({ userId: Id, categoryIds: AssignmentIds });
export type SaveUserCategoryBody = Static<typeof SaveUserCategoryBodySchema>;

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

const DataScope = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
const ScopeCodes = Type.Array(Type.String({ maxLength: 64 }), { maxItems: MAX_ASSIGNMENT_IDS });
const userOrgMsgInputFields = {
  menuId: Type.Optional(Id),
  menuCode: Type.Optional(Type.String({ maxLength: 100 })),
  orgScope: DataScope,
  categoryScope: DataScope,
  /** Only for scope 3. */
  orgCodes: Type.Optional(Type.Union([ScopeCodes, Type.Null()])),
  categoryCodes: Type.Optional(Type.Union([ScopeCodes, Type.Null()])),
};
const MAX_SCOPE_ROWS = 500;

/** One row to store: the menu by id or code. */
export const UserOrgMsgInputSchema = Type.Object(userOrgMsgInputFields);
export type UserOrgMsgInput = Static<typeof UserOrgMsgInputSchema>;

/**
 * PUT /system/userOrgMsg/putList (system:user:edit): replaces the user's rows; `{userId, list}` or an
 * array of rows each carrying the same userId. Problems are 400 with `第N条：…` messages.
 */
export const PutUserOrgMsgBodySchema = Type.Union([
  Type.Object({ userId: Id, list: Type.Array(UserOrgMsgInputSchema, { maxItems: MAX_SCOPE_ROWS }) }),
  Type.Array(Type.Object({ ...userOrgMsgInputFields, userId: Type.Optional(Id) }), { minItems: 1, maxItems: MAX_SCOPE_ROWS }),
]);
export type PutUserOrgMsgBody = Static<typeof PutUserOrgMsgBodySchema>;

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
export const EmployeePageBodySchema = Type.Object({
  page: Type.Optional(PageNumber(MAX_PAGE, { default: 1 })),
  /** At most 100; 10 by default. */
  pageSize: Type.Optional(PageSize(100, { default: USER_PAGE_SIZE })),
  /** Contains searches. */
  userName: Type.Optional(Type.String({ maxLength: 50 })),
  employeeCode: Type.Optional(Type.String({ maxLength: 32 })),
  /** Matches the user's company text or the name of any of their orgs. */
  orgName: Type.Optional(Type.String({ maxLength: 100 })),
});
export type EmployeePageBody = Static<typeof EmployeePageBodySchema>;

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
export const ListByUserOrgBodySchema = Type.Object({
  /** An array, or codes joined with commas. */
  orgCodes: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 }), Type.String({ maxLength: 20_000 }), Type.Null()])),
  userName: Type.Optional(Type.String({ maxLength: 50 })),
});
export type ListByUserOrgBody = Static<typeof ListByUserOrgBodySchema>;

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
export const LoginByWindowTicketBodySchema = Type.Object({
  ticket: Type.String({ maxLength: 128 }),
});
export type LoginByWindowTicketBody = Static<typeof LoginByWindowTicketBodySchema>;

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
