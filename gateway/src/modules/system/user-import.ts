/**
 * The role/org/category import of the user administration (spec 01 §7.5):
 *
 * - POST /system/user/importRoleOrgCategory: multipart with one .xlsx file (any field name; the app's
 *   uploader uses `file` or `multipartFile`), at most 10 MB. The first sheet is read (layout in
 *   user-import-rows.ts). Every row is checked first; any bad row answers 422 listing `第N行：…` and
 *   nothing is written. Otherwise all assignments are added in one transaction and the touched users'
 *   cached access is dropped.
 * - GET /system/user/importRoleOrgCategory/template: the empty template with its header row and a
 *   sheet of instructions.
 *
 * @fastify/multipart is registered by the files plugin inside that plugin's own scope only, so it is
 * registered again here, scoped to these routes, with the same 10 MB limit.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, ImportResult } from '../../api/index.js';
import { invalidateAccess } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg, sysRole, sysUser, sysUserCategory, sysUserOrg, sysUserRole } from '../../db/schema.js';
import { auditName } from './ownership.js';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  ImportFileError,
  MAX_IMPORT_ROWS,
  parseImportSheet,
  planImport,
  refusalMessage,
  TEMPLATE_HEADERS,
  type ImportUser,
  type SheetRow,
} from './user-import-rows.js';
import { USER_ADMIN } from './user-query.js';
import { MAX_FILE_SIZE } from '../files/routes.js';

/** Spec 01 §5: 10 MB per file, as every upload. */
export const MAX_IMPORT_FILE_SIZE = MAX_FILE_SIZE;

export const USER_IMPORT_MESSAGES = {
  fileRequired: '文件不能为空',
  notXlsx: '文件格式不正确，请上传 xlsx 文件',
  tooLarge: '文件大小不能超过10M',
  noSheet: '文件中没有工作表',
  imported: (users: number) => `导入成功，共更新 ${users} 个用户的权限`,
} as const;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_FILE_NAME = '用户权限导入模板.xlsx';

const INSTRUCTIONS: readonly string[] = [
  '1. 每行填写一个用户，“工号”必填；“姓名”可不填，填写时须与工号对应的用户一致。',
  '2. “角色编码”“组织编码”“品类编码”至少填写一项；一个单元格可填写多个编码，用逗号、顿号或空格分隔。',
  '3. 导入会在用户现有权限的基础上增加所填的角色、组织和品类，不会删除已有权限。',
  '4. 任意一行有错误时整个文件都不会导入，请按提示修改后重新导入。',
  `5. 一次最多导入 ${MAX_IMPORT_ROWS} 行，文件不超过10M。`,
];

const NoQuery = Type.Object({});
/** Columns read from the sheet. */
const MAX_COLUMNS = 50;

/** The file of the request as a buffer (413 when over the limit, 400 when absent). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(400, USER_IMPORT_MESSAGES.fileRequired);
  try {
    const file = await request.file();
    if (!file) throw new ApiError(400, USER_IMPORT_MESSAGES.fileRequired);
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw new ApiError(400, USER_IMPORT_MESSAGES.fileRequired);
    return buffer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, USER_IMPORT_MESSAGES.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, USER_IMPORT_MESSAGES.fileRequired);
    throw error;
  }
}

/** The header and data rows of the first sheet, as cell texts. */
async function readSheet(buffer: Buffer): Promise<{ header: string[]; rows: SheetRow[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, USER_IMPORT_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ApiError(400, USER_IMPORT_MESSAGES.noSheet);
  // Counted before reading, so a huge sheet is refused without walking it.
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw new ApiError(400, IMPORT_MESSAGES.tooManyRows);
  // Only the first columns can hold the template's fields; a sheet formatted across every column
  // must not make each row 16384 cells long.
  const width = Math.min(sheet.columnCount, MAX_COLUMNS);
  const texts = (row: ExcelJS.Row) => Array.from({ length: width }, (_, index) => row.getCell(index + 1).text ?? '');
  const header = texts(sheet.getRow(1));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) rows.push({ rowNumber, cells: texts(row) });
  });
  return { header, rows };
}

/** The row number an error message starts with (`第12行：…`), for ordering. */
function rowOf(message: string): number {
  return Number(/^第(\d+)行/u.exec(message)?.[1] ?? 0);
}

async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户权限');
  sheet.columns = TEMPLATE_HEADERS.map((header) => ({ header, width: header === IMPORT_COLUMNS.employeeCode || header === IMPORT_COLUMNS.userName ? 16 : 32 }));
  sheet.getRow(1).font = { bold: true };
  // Codes are text: a code like 001 must not become the number 1.
  for (let column = 1; column <= TEMPLATE_HEADERS.length; column++) sheet.getColumn(column).numFmt = '@';
  const notes = workbook.addWorksheet('填写说明');
  notes.getColumn(1).width = 100;
  INSTRUCTIONS.forEach((line, index) => {
    notes.getCell(index + 1, 1).value = line;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const userImportRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_FILE_SIZE, files: 1, fields: 10, fieldSize: 4096, parts: 20 } });

  app.get(
    '/system/user/importRoleOrgCategory/template',
    { schema: { querystring: NoQuery }, config: { permission: USER_ADMIN.import } },
    async (_request, reply) => {
      const buffer = await templateWorkbook();
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="user-permission-template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`)
        .send(buffer);
    },
  );

  app.post('/system/user/importRoleOrgCategory', { schema: { querystring: NoQuery }, config: { permission: USER_ADMIN.import } }, async (request): Promise<Envelope<ImportResult>> => {
    const caller = accessOf(request);
    const { header, rows: sheetRows } = await readSheet(await readUpload(request));
    let parsed: ReturnType<typeof parseImportSheet>;
    try {
      parsed = parseImportSheet(header, sheetRows);
    } catch (error) {
      if (error instanceof ImportFileError) throw new ApiError(400, error.message);
      throw error;
    }
    const { rows } = parsed;
    const employeeCodes = [...new Set(rows.map((row) => row.employeeCode))];
    const roleCodes = [...new Set(rows.flatMap((row) => row.roleCodes))];
    const orgCodes = [...new Set(rows.flatMap((row) => row.orgCodes))];
    const categoryCodes = [...new Set(rows.flatMap((row) => row.categoryCodes))];
    const [users, roles, orgs, categories] = await Promise.all([
      employeeCodes.length === 0
        ? []
        : db.select({ id: sysUser.id, userName: sysUser.userName, employeeCode: sysUser.employeeCode }).from(sysUser).where(inArray(sysUser.employeeCode, employeeCodes)),
      roleCodes.length === 0 ? [] : db.select({ id: sysRole.id, code: sysRole.roleCode }).from(sysRole).where(inArray(sysRole.roleCode, roleCodes)),
      orgCodes.length === 0 ? [] : db.select({ id: sysOrg.id, code: sysOrg.orgCode }).from(sysOrg).where(inArray(sysOrg.orgCode, orgCodes)),
      categoryCodes.length === 0
        ? []
        : db.select({ id: sysCategory.id, code: sysCategory.categoryCode }).from(sysCategory).where(inArray(sysCategory.categoryCode, categoryCodes)),
    ]);
    const usersByEmployeeCode = new Map<string, ImportUser[]>();
    for (const user of users) {
      const code = user.employeeCode as string;
      usersByEmployeeCode.set(code, [...(usersByEmployeeCode.get(code) ?? []), { id: user.id, userName: user.userName }]);
    }
    const { plan, errors } = planImport(rows, {
      usersByEmployeeCode,
      roleIds: new Map(roles.map((row) => [row.code, row.id])),
      orgIds: new Map(orgs.map((row) => [row.code, row.id])),
      categoryIds: new Map(categories.map((row) => [row.code, row.id])),
    });
    const allErrors = [...parsed.errors, ...errors].sort((a, b) => rowOf(a) - rowOf(b));
    if (allErrors.length > 0) throw new ApiError(422, refusalMessage(allErrors));

    const audit = { createdBy: auditName(caller), updatedBy: auditName(caller) };
    const result: ImportResult = { rows: sheetRows.filter((row) => row.cells.some((text) => text.trim() !== '')).length, users: plan.size, rolesAdded: 0, orgsAdded: 0, categoriesAdded: 0 };
    await db.transaction(async (tx) => {
      for (const [userId, assignments] of plan) {
        // Additive: rows the user already has are left as they are (the unique keys skip them).
        if (assignments.roleIds.size > 0) {
          const added = await tx
            .insert(sysUserRole)
            .values([...assignments.roleIds].map((roleId) => ({ userId, roleId, ...audit })))
            .onConflictDoNothing()
            .returning({ id: sysUserRole.id });
          result.rolesAdded += added.length;
        }
        if (assignments.orgIds.size > 0) {
          const added = await tx
            .insert(sysUserOrg)
            .values([...assignments.orgIds].map((orgId) => ({ userId, orgId, ...audit })))
            .onConflictDoNothing()
            .returning({ id: sysUserOrg.id });
          result.orgsAdded += added.length;
        }
        if (assignments.categoryIds.size > 0) {
          const added = await tx
            .insert(sysUserCategory)
            .values([...assignments.categoryIds].map((categoryId) => ({ userId, categoryId, ...audit })))
            .onConflictDoNothing()
            .returning({ id: sysUserCategory.id });
          result.categoriesAdded += added.length;
        }
      }
    });
    for (const userId of plan.keys()) invalidateAccess(userId);
    return ok(result, USER_IMPORT_MESSAGES.imported(plan.size));
  });
};
