/**
 * Queries of the user administration: the paged user list (the list engine's filter keys on sys_user
 * columns, plus filters on the user's orgs and roles), the orgName of users, one user's detail, and the
 * "own data or system:user" rule of the read routes.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageData, SysUserDetail, SysUserListItem } from '../../api/index.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, permissionDenied } from '../../core/envelope.js';
import { containsPattern, FILTER_MESSAGES, parseFilters, type Condition } from '../../core/list/filters.js';
import { parsePageRequest, whereOf, type ListField, type ListResource } from '../../core/list/query.js';
import { hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg, sysRole, sysUser, sysUserOrg, sysUserRole } from '../../db/schema.js';
import { sysUserGrams } from '../../db/tables/search-grams.js';
import { ASSIGNMENT_FILTERS, orgNameOf, splitUserListInput, type AssignmentFilter } from './user-fields.js';
import { listUserCategories, listUserOrgs, listUserRoles } from './user-access.js';

/** Menu and button codes of the user administration (seeded). */
export const USER_ADMIN = {
  read: 'system:user',
  edit: 'system:user:edit',
  import: 'system:user:import',
} as const;

/** Spec 01 §9: system user lists and the user picker page by 10. */
export const USER_PAGE_SIZE = 10;

export const USER_MESSAGES = {
  notFound: '用户不存在',
} as const;

export const userResource: ListResource = {
  label: '用户',
  table: sysUser,
  id: sysUser.id,
  version: sysUser.version,
  fields: {
    id: { column: sysUser.id, type: 'integer', sortable: true, notNull: true },
    account: { column: sysUser.account, type: 'text', sortable: true, notNull: true },
    userName: { column: sysUser.userName, type: 'text', sortable: true, trigram: true, grams: sysUserGrams.userName, notNull: true },
    employeeCode: { column: sysUser.employeeCode, type: 'text', sortable: true },
    gender: { column: sysUser.gender, type: 'integer', values: ['0', '1', '2'] },
    positionDesc: { column: sysUser.positionDesc, type: 'text' },
    // The spec's name for the position (spec 01 §3 "System user").
    jobDesc: { column: sysUser.positionDesc, type: 'text' },
    companyDesc: { column: sysUser.companyDesc, type: 'text' },
    deptDesc: { column: sysUser.deptDesc, type: 'text' },
    enabled: { column: sysUser.enabled, type: 'integer' },
    createdTime: { column: sysUser.createdTime, type: 'datetime', sortable: true, notNull: true },
    updatedTime: { column: sysUser.updatedTime, type: 'datetime', sortable: true, notNull: true },
    version: { column: sysUser.version, type: 'integer', filterable: false },
  },
  defaultSort: [{ field: 'id', order: 'asc' }],
};

/** The columns of a list row; never the password hash. */
const listColumns = {
  id: sysUser.id,
  account: sysUser.account,
  userName: sysUser.userName,
  employeeCode: sysUser.employeeCode,
  gender: sysUser.gender,
  positionDesc: sysUser.positionDesc,
  companyDesc: sysUser.companyDesc,
  deptDesc: sysUser.deptDesc,
  enabled: sysUser.enabled,
  createdTime: sysUser.createdTime,
  updatedTime: sysUser.updatedTime,
  version: sysUser.version,
};

type UserRow = Omit<SysUserListItem, 'jobDesc' | 'orgName' | 'createdTime' | 'updatedTime'> & { createdTime: Date; updatedTime: Date };

/** Users assigned to an org matching `condition` (on sys_org). */
export function hasOrgWhere(db: AppDatabase, condition: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(sysUserOrg)
      .innerJoin(sysOrg, eq(sysOrg.id, sysUserOrg.orgId))
      .where(and(eq(sysUserOrg.userId, sysUser.id), condition)),
  );
}

/** Users holding a role matching `condition` (on sys_role). */
export function hasRoleWhere(db: AppDatabase, condition: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(and(eq(sysUserRole.userId, sysUser.id), condition)),
  );
}

const ASSIGNMENT_COLUMNS: Record<AssignmentFilter, AnyPgColumn> = {
  orgName: sysOrg.orgName,
  orgCode: sysOrg.orgCode,
  roleCode: sysRole.roleCode,
};

function assignmentSql(db: AppDatabase, condition: Condition): SQL {
  const field = condition.field as AssignmentFilter;
  const column = ASSIGNMENT_COLUMNS[field];
  let match: SQL;
  if (condition.op === 'equals') match = eq(column, String(condition.value));
  else if (condition.op === 'contains') match = ilike(column, containsPattern(condition.value));
  else if (condition.op === 'in') match = inArray(column, condition.values.map(String));
  else throw new ApiError(400, FILTER_MESSAGES.unknownKey(`${condition.field}.${condition.op}`));
  return field === 'roleCode' ? hasRoleWhere(db, match) : hasOrgWhere(db, match);
}

/** orgName of each user (see orgNameOf), by user id. */
export async function orgNamesByUser(db: AppDatabase, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: sysUserOrg.userId, orgName: sysOrg.orgName, level: sysOrg.level })
    .from(sysUserOrg)
    .innerJoin(sysOrg, eq(sysOrg.id, sysUserOrg.orgId))
    .where(inArray(sysUserOrg.userId, [...userIds]))
    .orderBy(asc(sysOrg.level), asc(sysOrg.orgCode));
  const byUser = new Map<number, { orgName: string; level: number }[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return new Map(userIds.map((id) => [id, orgNameOf(byUser.get(id) ?? [])]));
}

function toListItem(row: UserRow, orgName: string): SysUserListItem {
  return { ...row, jobDesc: row.positionDesc, orgName, createdTime: row.createdTime.toISOString(), updatedTime: row.updatedTime.toISOString() };
}

/**
 * One page of users for a list request (`page`, `pageSize` default 10, `sort`, filter keys), narrowed
 * further by `extra` conditions. Unknown keys and bad values are 400.
 */
export async function listUsers(db: AppDatabase, input: Readonly<Record<string, unknown>>, extra: readonly SQL[] = []): Promise<PageData<SysUserListItem>> {
  const { columns, assignments } = splitUserListInput(input);
  // Cursor paging is not offered here (user lists are short): a cursor is ignored.
  const { cursor: _cursor, ...pagingInput } = columns;
  const paging = parsePageRequest({ ...pagingInput, pageSize: pagingInput['pageSize'] ?? pagingInput['size'] ?? USER_PAGE_SIZE }, userResource);
  const conditions = parseFilters(pagingInput, userResource.fields);
  const assignmentConditions = parseFilters(assignments, ASSIGNMENT_FILTERS).map((condition) => assignmentSql(db, condition));
  const where = and(whereOf(userResource, conditions), ...assignmentConditions, ...extra);
  const order = paging.sort.map((key) => {
    const column = (userResource.fields[key.field] as ListField).column;
    return key.order === 'asc' ? asc(column) : desc(column);
  });
  const last = paging.sort[paging.sort.length - 1];
  if (last?.field !== 'id') order.push(last?.order === 'desc' ? desc(sysUser.id) : asc(sysUser.id));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(sysUser)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(sysUser).where(where),
  ]);
  const names = await orgNamesByUser(
    db,
    rows.map((row) => row.id),
  );
  return {
    result: rows.map((row) => toListItem(row, names.get(row.id) ?? '')),
    total: total?.total ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

export async function userExists(db: AppDatabase, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
  return row !== undefined;
}

/** 404 unless the user exists. */
export async function ensureUserExists(db: AppDatabase, userId: number): Promise<void> {
  if (!(await userExists(db, userId))) throw new ApiError(404, USER_MESSAGES.notFound);
}

/** The System user of spec 01 §3 (with roles), or null. */
export async function loadUserDetail(db: AppDatabase, userId: number): Promise<SysUserDetail | null> {
  const [row] = await db.select(listColumns).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
  if (!row) return null;
  const [orgs, categories, roles] = await Promise.all([listUserOrgs(db, userId), listUserCategories(db, userId), listUserRoles(db, userId)]);
  return {
    ...toListItem(row, orgNameOf(orgs)),
    orgs: orgs.map(({ id, orgCode, orgName, level }) => ({ id, orgCode, orgName, level })),
    categories: categories.map(({ id, categoryCode, categoryName }) => ({ id, categoryCode, categoryName })),
    roles,
  };
}

/**
 * A user's own data may be read by themself; anyone else's needs `code` (403 with body code 40301
 * otherwise).
 */
export function ensureSelfOr(access: UserAccess, userId: number, code: string = USER_ADMIN.read): void {
  if (access.userId !== userId && !hasPermission(access, code)) throw permissionDenied();
}
