/**
 * The envelope, sign-in, session and the shared shapes every area uses (spec 01 §3, §8).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';

/** Every response is wrapped in this envelope (spec 01 §8, architecture "Error contract"). */
export interface Envelope<T> {
  /** 200 on success; on failure the HTTP status, or 40301 for a permission denial. */
  code: number;
  success: boolean;
  /** The message the app can show as it is: Chinese, or English on `Accept-Language: en`. */
  message: string;
  /** On a failure, the machine-readable key of its message (`common.permissionDenied`), when catalogued. */
  errorCode?: string;
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
  /** 'supplier': a supplier's own user (its menu is the supplier portal tree); 'staff' otherwise. */
  userType: 'staff' | 'supplier';
  /** The supplier a supplier user acts for; null for staff. */
  supplierSn: string | null;
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
  /** The English name, shown in English; null (a button, a menu added without one) shows menuName. */
  menuNameEn?: string | null;
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

/** POST /gateway/system/login/loginByAccount: answers LoginInfo (blank account or password: 400). */
export const LoginByAccountBodySchema = Type.Object({
  account: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
});
export type LoginByAccountBody = Static<typeof LoginByAccountBodySchema>;

/** GET /gateway/health */
export interface HealthInfo {
  status: 'up';
  /** Which database the gateway runs on. */
  db: 'pglite' | 'postgres';
}

/** GET /gateway/ready: 200 with this when the process can serve; 503 with a Chinese message otherwise. */
export interface ReadyInfo {
  status: 'ready';
  db: 'pglite' | 'postgres';
  /** Every migration of the gateway's migrations folder is applied. */
  migrations: 'applied';
  /** `running`: this process runs the job queue and it has started; `off`: it runs no jobs. */
  jobs: 'running' | 'off';
}

/** A page of a list: `data.result`, `data.total`, `page`, `pageSize` (spec 01 §3 "Paged response shapes"). */
export interface PageData<T> {
  result: T[];
  total: number;
  page: number;
  pageSize: number;
}
