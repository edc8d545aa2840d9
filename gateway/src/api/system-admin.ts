/**
 * System administration lists (issue 21; spec 01 §7.4–7.5, spec 02 §7 System): 角色管理, 单号规则 and
 * 接口日志 (modules/system/role-list.ts, serial-numbers.ts, interface-log.ts). The pages are the list
 * engine's (`base/page`, answering `PageData<…>`); what a client sends is a TypeBox schema with its
 * Static type, what the gateway answers is an interface.
 */
import { Type, type Static } from 'typebox';
import { Id } from '../core/schemas.js';
import type { Menu } from './common.js';
import { literalUnion } from './schema-helpers.js';

/** A row of GET /system/role/page. roleType 1 管理员, 2 普通. */
export interface RoleRow {
  id: number;
  roleCode: string;
  roleName: string;
  roleType: 1 | 2;
  createdTime: string;
  updatedTime: string;
  /** The optimistic lock a 编辑, 删除 or 分配权限 sends back. */
  version: number;
}

/** A row of GET /system/serial-number/page (parts as docs/domain.md "SerialNumberRule"). */
export interface SerialNumberRuleRow {
  id: number;
  ruleCode: string;
  ruleName: string;
  parts: unknown[];
  resetCycle: 'every_day' | 'every_month' | 'every_year' | 'none';
  updatedTime: string;
  version: number;
}

export const SerialNumberPreviewQuerySchema = Type.Object({ ruleCode: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type SerialNumberPreviewQuery = Static<typeof SerialNumberPreviewQuerySchema>;

/** GET /system/serial-number/preview: the rule's pattern and the number the next draw would give today. */
export interface SerialNumberPreview {
  ruleCode: string;
  /** CG{orgCode}YYYYMMDD#### */
  pattern: string;
  /** Parameters shown as {name}. */
  next: string;
}

/**
 * One part of a rule as the dialog sends it: fixedChar and paramCode carry `value` (text, a parameter
 * name), dateFormat `value` (YYYY, YYYYMM, YYYYMMDD or YYMMDD), seq `width`. The gateway checks the
 * values itself, answering a bad part in Chinese (第2段：…).
 */
export const SerialNumberPartSchema = Type.Object(
  {
    type: literalUnion(['fixedChar', 'paramCode', 'dateFormat', 'seq']),
    value: Type.Optional(Type.String({ maxLength: 64 })),
    width: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  },
  { additionalProperties: false },
);
export type SerialNumberPart = Static<typeof SerialNumberPartSchema>;

/** POST /system/serial-number/save: without id adds, with id and the version read edits (ruleCode stays). */
export const SerialNumberSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    ruleCode: Type.String({ maxLength: 64 }),
    ruleName: Type.String({ maxLength: 100 }),
    parts: Type.Array(SerialNumberPartSchema, { maxItems: 20 }),
    resetCycle: literalUnion(['every_day', 'every_month', 'every_year', 'none']),
  },
  { additionalProperties: false },
);
export type SerialNumberSaveBody = Static<typeof SerialNumberSaveBodySchema>;

/** What a save answers: the row's id and its new version. */
export interface SerialNumberSaved {
  id: number;
  version: number;
}

/** POST /system/serial-number/reset: the counter of the rule's current period starts again. */
export const SerialNumberResetBodySchema = Type.Object({ id: Id }, { additionalProperties: false });
export type SerialNumberResetBody = Static<typeof SerialNumberResetBodySchema>;

/** What a reset answers: the period whose counter was cleared and the number the next draw gives. */
export interface SerialNumberResetResult {
  ruleCode: string;
  periodKey: string;
  next: string;
}

/** A row of GET /system/interface-log/page. */
export interface InterfaceLogRow {
  id: number;
  system: string;
  bizType: string;
  bizKey: string;
  state: 'PENDING' | 'SUCCESS' | 'ERROR';
  attempts: number;
  lastError: string | null;
  createdTime: string;
  updatedTime: string;
}

export interface InterfaceAttemptRow {
  attemptNo: number;
  attemptTime: string;
  httpStatus: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
}

/** GET /system/interface-log/detail?id=: the row with its payload, the last response and every attempt. */
export interface InterfaceLogDetail extends InterfaceLogRow {
  bizId: number | null;
  payload: unknown;
  response: string | null;
  attemptList: InterfaceAttemptRow[];
}

export const InterfaceLogRetryBodySchema = Type.Object({ logId: Id }, { additionalProperties: false });
export type InterfaceLogRetryBody = Static<typeof InterfaceLogRetryBodySchema>;

/**
 * POST /system/role/save (角色管理, modules/system/role-admin.ts): without id adds (`system:role:add`),
 * with id and the version read edits (`system:role:edit`; the code stays as it was saved).
 */
export const RoleSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    roleCode: Type.String({ maxLength: 64 }),
    roleName: Type.String({ maxLength: 100 }),
    roleType: literalUnion([1, 2]),
  },
  { additionalProperties: false },
);
export type RoleSaveBody = Static<typeof RoleSaveBodySchema>;

/** What a role save, delete or menu save answers: the role's id and its new version. */
export interface RoleSaved {
  id: number;
  version: number;
}

/** POST /system/role/delete (`system:role:delete`): refused while any user holds the role. */
export const RoleDeleteBodySchema = Type.Object({ id: Id, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type RoleDeleteBody = Static<typeof RoleDeleteBodySchema>;

export const RoleMenusQuerySchema = Type.Object({ roleId: Id }, { additionalProperties: false });
export type RoleMenusQuery = Static<typeof RoleMenusQuerySchema>;

/** GET /system/role/menus?roleId=: the role's menu and button ids (and codes) with the role's version. */
export interface RoleMenuAssignment {
  roleId: number;
  roleType: 1 | 2;
  version: number;
  menuIds: number[];
  menuCodes: string[];
  /** The whole menu tree, hidden menus and buttons included (what the 分配权限 dialog shows). */
  menus: Menu[];
}

/** POST /system/role/saveMenus (`system:role:edit`): replaces the role's menus and buttons with `menuIds`. */
export const RoleMenusSaveBodySchema = Type.Object(
  {
    roleId: Id,
    version: Type.Integer({ minimum: 0 }),
    menuIds: Type.Array(Id, { maxItems: 5000 }),
  },
  { additionalProperties: false },
);
export type RoleMenusSaveBody = Static<typeof RoleMenusSaveBodySchema>;

/** GET /system/role/menu-scopes?roleId= (`system:role`, modules/system/role-scope.ts). */
export const RoleMenuScopesQuerySchema = Type.Object({ roleId: Id }, { additionalProperties: false });
export type RoleMenuScopesQuery = Static<typeof RoleMenuScopesQuerySchema>;

/**
 * One page the role holds with the role's data scope on it: orgScope / categoryScope 1 全部, 2 本人
 * (the holder's own orgs or categories), 3 指定 (the codes listed). `stored` false: the role has no row
 * for the page and the defaults (2, 2) are shown.
 */
export interface RoleMenuScope {
  menuId: number;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  orgScope: 1 | 2 | 3;
  categoryScope: 1 | 2 | 3;
  orgCodes: string[];
  categoryCodes: string[];
  stored: boolean;
}

/** What GET /system/role/menu-scopes answers: the role's pages (none for an admin role) and its version. */
export interface RoleMenuScopes {
  roleId: number;
  roleType: 1 | 2;
  version: number;
  menus: RoleMenuScope[];
}

const RoleScopeCodes = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 5000 });

/** One page's scope as 数据权限 sends it; the codes are read only for scope 3. */
export const RoleMenuScopeInputSchema = Type.Object(
  {
    menuId: Id,
    orgScope: literalUnion([1, 2, 3]),
    categoryScope: literalUnion([1, 2, 3]),
    orgCodes: Type.Optional(RoleScopeCodes),
    categoryCodes: Type.Optional(RoleScopeCodes),
  },
  { additionalProperties: false },
);
export type RoleMenuScopeInput = Static<typeof RoleMenuScopeInputSchema>;

/**
 * POST /system/role/saveMenuScopes (`system:role:edit`): replaces the role's scope rows with `scopes`
 * (pages the role holds), with the version read; answers the role's id and new version.
 */
export const RoleMenuScopesSaveBodySchema = Type.Object(
  {
    roleId: Id,
    version: Type.Integer({ minimum: 0 }),
    scopes: Type.Array(RoleMenuScopeInputSchema, { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type RoleMenuScopesSaveBody = Static<typeof RoleMenuScopesSaveBodySchema>;
