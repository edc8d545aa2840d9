/**
 * 菜单管理 and 组织管理 editing (issue 21; spec 01 §6 menus and buttons, §7.4 orgs; modules/system/menu-admin.ts
 * and orgs.ts). What a client sends is a TypeBox schema with its Static type; what the gateway answers
 * is an interface. Every change carries the row's `version` (a stale one is 409).
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import type { Menu } from './common.js';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const MenuName = Type.String({ minLength: 1, maxLength: 100 });
const MenuNameEn = Type.Union([Type.Null(), Type.String({ maxLength: 100 })]);
const PathUrl = Type.Union([Type.Null(), Type.String({ maxLength: 200, pattern: '^(|/[A-Za-z0-9/_:.-]*)$' })]);
const SortNumber = Type.Integer({ minimum: 0, maximum: 99_999 });

/** A row of GET /system/menu/tree (菜单管理): a menu with the version its edit sends back. */
export interface AdminMenu extends Menu {
  version: number;
  children?: AdminMenu[];
}

/**
 * POST /system/menu/add (button system:menu:add): a page (menuType 1) at the top (parentId 0) or under
 * a page, or a button (menuType 2) under a page. The code is unique and kept once saved.
 */
export const MenuAddBodySchema = Type.Object(
  {
    parentId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    menuCode: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9:_.-]*$' }),
    menuName: MenuName,
    menuNameEn: Type.Optional(MenuNameEn),
    menuType: Type.Union([Type.Literal(1), Type.Literal(2)]),
    pathUrl: Type.Optional(PathUrl),
    sortNumber: Type.Optional(SortNumber),
    hidden: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type MenuAddBody = Static<typeof MenuAddBodySchema>;

/** POST /system/menu/update (button system:menu:edit): code, type and parent are kept. */
export const MenuUpdateBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    menuName: MenuName,
    menuNameEn: Type.Optional(MenuNameEn),
    pathUrl: Type.Optional(PathUrl),
    sortNumber: SortNumber,
    hidden: Flag,
  },
  { additionalProperties: false },
);
export type MenuUpdateBody = Static<typeof MenuUpdateBodySchema>;

/**
 * POST /system/menu/delete (button system:menu:delete): refused while the menu has children or is
 * assigned to a role; the users' shortcuts to it and their data scopes on it go with it.
 */
export const MenuDeleteBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type MenuDeleteBody = Static<typeof MenuDeleteBodySchema>;

/**
 * POST /system/org/update (button system:org:edit): name, online flag and trading-company flag
 * (sys_org has no sort column; code, level and parent come from the ERP and are kept).
 */
export const OrgUpdateBodySchema = Type.Object(
  {
    id: Id,
    version: Version,
    orgName: Type.String({ minLength: 1, maxLength: 100 }),
    isOnline: Flag,
    isTradingCompany: Flag,
  },
  { additionalProperties: false },
);
export type OrgUpdateBody = Static<typeof OrgUpdateBodySchema>;
