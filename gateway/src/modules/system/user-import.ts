/**
 * The role/org/category import of the user administration (spec 01 §7.5), on the shared import pipeline
 * (core/import), rows in user-import-rows.ts:
 *
 * - the pipeline's routes under /system/user/permission-import (template, check, run, errors, commit),
 *   used by the user page's import dialog; GET /system/user/importRoleOrgCategory/template is the
 *   template under its original name;
 * - POST /system/user/importRoleOrgCategory: the original one-step call, multipart with one .xlsx of at
 *   most 5,000 rows (MAX_IMPORT_ROWS; the dialog takes more, as a task): checked and committed at once; any bad row answers 422 listing `第N行：…` and
 *   nothing is written. Answers {rows, users, rolesAdded, orgsAdded, categoriesAdded}.
 *
 * A commit adds the assignments (ones a user already holds are skipped) and drops the touched users'
 * cached access, so the change takes effect on their next request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, ImportResult } from '../../api/index.js';
import { invalidateAccess } from '../../core/access.js';
import type { ImportDeclaration } from '../../core/import/declaration.js';
import type { ImportPipeline } from '../../core/import/pipeline.js';
import { importRoutes, readUpload, type ImportScope } from '../../core/import/routes.js';
import { ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg, sysRole, sysUser, sysUserCategory, sysUserOrg, sysUserRole } from '../../db/schema.js';
import {
  assignmentsOf,
  codeColumnsProblem,
  codesOf,
  IMPORT_MESSAGES,
  rowProblems,
  USER_IMPORT_COLUMNS,
  type ImportKey,
  type ImportKnown,
  type ImportUser,
} from './user-import-rows.js';
import { USER_ADMIN } from './user-query.js';

const INSTRUCTIONS: readonly string[] = [
  '每行填写一个用户，“工号”必填；“姓名”可不填，填写时须与工号对应的用户一致。',
  '“角色编码”“组织编码”“品类编码”至少填写一项；一个单元格可填写多个编码，用逗号、顿号或空格分隔。',
  '导入会在用户现有权限的基础上增加所填的角色、组织和品类，不会删除已有权限。',
];

/** The users, roles, orgs and categories a batch names, each looked up in one query. */
async function loadKnown(db: AppDatabase, rows: Parameters<typeof codesOf>[0]): Promise<ImportKnown> {
  const { employeeCodes, codes } = codesOf(rows);
  const [users, roles, orgs, categories] = await Promise.all([
    employeeCodes.length === 0
      ? []
      : db.select({ id: sysUser.id, userName: sysUser.userName, employeeCode: sysUser.employeeCode }).from(sysUser).where(inArray(sysUser.employeeCode, employeeCodes)),
    codes.roleCodes.length === 0 ? [] : db.select({ id: sysRole.id, code: sysRole.roleCode }).from(sysRole).where(inArray(sysRole.roleCode, codes.roleCodes)),
    codes.orgCodes.length === 0 ? [] : db.select({ id: sysOrg.id, code: sysOrg.orgCode }).from(sysOrg).where(inArray(sysOrg.orgCode, codes.orgCodes)),
    codes.categoryCodes.length === 0
      ? []
      : db.select({ id: sysCategory.id, code: sysCategory.categoryCode }).from(sysCategory).where(inArray(sysCategory.categoryCode, codes.categoryCodes)),
  ]);
  const usersByEmployeeCode = new Map<string, ImportUser[]>();
  for (const user of users) {
    const code = user.employeeCode as string;
    usersByEmployeeCode.set(code, [...(usersByEmployeeCode.get(code) ?? []), { id: user.id, userName: user.userName }]);
  }
  return {
    usersByEmployeeCode,
    roleIds: new Map(roles.map((row) => [row.code, row.id])),
    orgIds: new Map(orgs.map((row) => [row.code, row.id])),
    categoryIds: new Map(categories.map((row) => [row.code, row.id])),
  };
}

export const userPermissionImport: ImportDeclaration<ImportKey, ImportKnown> = {
  name: 'user-permission',
  label: '用户权限',
  permission: USER_ADMIN.import,
  columns: USER_IMPORT_COLUMNS,
  instructions: INSTRUCTIONS,
  checkHeader: codeColumnsProblem,
  loadContext: loadKnown,
  checkRow: rowProblems,
  committedMessage: (_rows, counts) => IMPORT_MESSAGES.imported(counts.users ?? 0),
  async saveRows(tx, rows, { userName, count, state }) {
    // The batch's codes again, in the commit's transaction (rowProblems passed with them).
    const known = await loadKnown(tx as unknown as AppDatabase, rows.map((row) => row.values));
    const audit = { createdBy: userName, updatedBy: userName };
    const assignments = rows.map((row) => assignmentsOf(row.values, known));
    const users = (state.get('users') as Set<number> | undefined) ?? new Set<number>();
    state.set('users', users);
    const before = users.size;
    for (const { userId } of assignments) users.add(userId);
    count('users', users.size - before);
    const roleRows = assignments.flatMap(({ userId, roleIds }) => roleIds.map((roleId) => ({ userId, roleId, ...audit })));
    const orgRows = assignments.flatMap(({ userId, orgIds }) => orgIds.map((orgId) => ({ userId, orgId, ...audit })));
    const categoryRows = assignments.flatMap(({ userId, categoryIds }) => categoryIds.map((categoryId) => ({ userId, categoryId, ...audit })));
    // Additive: assignments the user already has are left as they are (the unique keys skip them).
    if (roleRows.length > 0) count('rolesAdded', (await tx.insert(sysUserRole).values(roleRows).onConflictDoNothing().returning({ id: sysUserRole.id })).length);
    if (orgRows.length > 0) count('orgsAdded', (await tx.insert(sysUserOrg).values(orgRows).onConflictDoNothing().returning({ id: sysUserOrg.id })).length);
    if (categoryRows.length > 0) count('categoriesAdded', (await tx.insert(sysUserCategory).values(categoryRows).onConflictDoNothing().returning({ id: sysUserCategory.id })).length);
    return rows.length;
  },
  /** The touched users' cached access goes, so the change takes effect on their next request. */
  async afterCommit(db, rows) {
    const codes = [...new Set(rows.map((row) => row.values.employeeCode ?? ''))];
    for (let start = 0; start < codes.length; start += 1000) {
      const users = await db.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.employeeCode, codes.slice(start, start + 1000)));
      for (const { id } of users) invalidateAccess(id);
    }
  },
};

const NoQuery = Type.Object({});

/** The one-step call of the original backend, on the pipeline: check and commit at once. */
function oneStepImportRoute(scope: ImportScope, pipeline: ImportPipeline): void {
  scope.post('/system/user/importRoleOrgCategory', { schema: { querystring: NoQuery }, config: { permission: USER_ADMIN.import } }, async (request): Promise<Envelope<ImportResult>> => {
    const { userId } = accessOf(request);
    const { fileName, bytes } = await readUpload(request);
    const summary = await pipeline.importAtOnce(userPermissionImport, userId, fileName, bytes, IMPORT_MESSAGES.tooManyRows);
    const { counts } = summary;
    return ok(
      { rows: summary.imported, users: counts.users ?? 0, rolesAdded: counts.rolesAdded ?? 0, orgsAdded: counts.orgsAdded ?? 0, categoriesAdded: counts.categoriesAdded ?? 0 },
      summary.message ?? undefined,
    );
  });
}

export const userImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    importRoutes('/system/user/permission-import', {
      declaration: userPermissionImport,
      asciiName: 'user-permission-template.xlsx',
      aliases: { template: '/system/user/importRoleOrgCategory/template' },
      moreRoutes: oneStepImportRoute,
    }),
  );
};
