/**
 * The rows of the role/org/category import of the user administration (spec 01 §7.5), declared on the
 * shared import pipeline (user-import.ts). Pure: which columns, the header rule, and each row's problems
 * and what it adds.
 *
 * Layout: one row per user, columns 工号 (required), 姓名 (optional; when given it must match the user),
 * 角色编码, 组织编码, 品类编码 (at least one of the three columns, and in each row at least one code). A
 * cell may hold several codes separated by commas (, or ，), semicolons, 、 or spaces; several rows may
 * name the same user. The import ADDS the listed roles, orgs and categories to what the user already has
 * (an empty cell changes nothing); removing is done on the user's page.
 */
import type { ImportColumn } from '../../core/import/declaration.js';

export const IMPORT_COLUMNS = {
  employeeCode: '工号',
  userName: '姓名',
  roleCodes: '角色编码',
  orgCodes: '组织编码',
  categoryCodes: '品类编码',
} as const;

export type ImportKey = keyof typeof IMPORT_COLUMNS;
export type CodeColumn = 'roleCodes' | 'orgCodes' | 'categoryCodes';
export const CODE_COLUMNS: readonly CodeColumn[] = ['roleCodes', 'orgCodes', 'categoryCodes'];

/** At most this many rows in the one-step import (POST …/importRoleOrgCategory); the dialog takes more, as a task. */
export const MAX_IMPORT_ROWS = 5000;
const MAX_CODE_LENGTH = 64;

export const IMPORT_MESSAGES = {
  missingCodeColumns: `模板不正确：须包含“${IMPORT_COLUMNS.roleCodes}”“${IMPORT_COLUMNS.orgCodes}”“${IMPORT_COLUMNS.categoryCodes}”中的至少一列`,
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  employeeCodeRequired: '工号不能为空',
  nothingToAssign: '角色编码、组织编码、品类编码至少填写一项',
  codeTooLong: (code: string) => `编码 ${code} 过长`,
  userUnknown: (employeeCode: string) => `工号 ${employeeCode} 不存在`,
  userAmbiguous: (employeeCode: string) => `工号 ${employeeCode} 对应多个用户`,
  nameMismatch: (employeeCode: string, userName: string) => `工号 ${employeeCode} 与姓名 ${userName} 不一致`,
  codesUnknown: (column: CodeColumn, codes: readonly string[]) => `${IMPORT_COLUMNS[column]} ${codes.join('、')} 不存在`,
  imported: (users: number) => `导入成功，共更新 ${users} 个用户的权限`,
} as const;

const codeColumn = (key: CodeColumn): ImportColumn<ImportKey> => ({ key, header: IMPORT_COLUMNS[key], type: 'text', maxLength: 4000, sample: '' });

/** The declared columns, in the template's order. */
export const USER_IMPORT_COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'employeeCode', header: IMPORT_COLUMNS.employeeCode, type: 'text', required: true, maxLength: 64, sample: 'E1001' },
  { key: 'userName', header: IMPORT_COLUMNS.userName, type: 'text', maxLength: 64, sample: '张采购' },
  { ...codeColumn('roleCodes'), sample: 'buyer' },
  { ...codeColumn('orgCodes'), sample: '101001，102001' },
  { ...codeColumn('categoryCodes'), sample: '2001' },
];

/** Header order of the template. */
export const TEMPLATE_HEADERS: readonly string[] = Object.values(IMPORT_COLUMNS);

/** Codes of one cell: split on , ， ; ； 、 and white space; trimmed, unique, in order. */
export function splitCodes(text: string | null): string[] {
  return [...new Set((text ?? '').split(/[,，;；、\s]+/u).filter((code) => code !== ''))];
}

/** The header rule beyond 工号: at least one of the three code columns. */
export function codeColumnsProblem(present: ReadonlySet<string>): string | null {
  return CODE_COLUMNS.some((column) => present.has(IMPORT_COLUMNS[column])) ? null : IMPORT_MESSAGES.missingCodeColumns;
}

export interface ImportUser {
  id: number;
  userName: string;
}

export interface ImportKnown {
  /** Users by employee code (more than one means the code is ambiguous). */
  usersByEmployeeCode: ReadonlyMap<string, readonly ImportUser[]>;
  roleIds: ReadonlyMap<string, number>;
  orgIds: ReadonlyMap<string, number>;
  categoryIds: ReadonlyMap<string, number>;
}

export interface UserAssignments {
  userId: number;
  roleIds: number[];
  orgIds: number[];
  categoryIds: number[];
}

export type ImportRowValues = Readonly<Record<ImportKey, string | null>>;

/** The codes a batch of rows names, to look up at once. */
export function codesOf(rows: readonly ImportRowValues[]): { employeeCodes: string[]; codes: Record<CodeColumn, string[]> } {
  const employeeCodes = [...new Set(rows.map((row) => row.employeeCode ?? '').filter((code) => code !== ''))];
  const codes = Object.fromEntries(CODE_COLUMNS.map((column) => [column, [...new Set(rows.flatMap((row) => splitCodes(row[column])))]])) as Record<CodeColumn, string[]>;
  return { employeeCodes, codes };
}

/** A row's problems (without the 第N行： prefix): codes, the user and the name. */
export function rowProblems(row: ImportRowValues, known: ImportKnown): string[] {
  const problems: string[] = [];
  const codes = Object.fromEntries(CODE_COLUMNS.map((column) => [column, splitCodes(row[column])])) as Record<CodeColumn, string[]>;
  if (CODE_COLUMNS.every((column) => codes[column].length === 0)) problems.push(IMPORT_MESSAGES.nothingToAssign);
  const tooLong = CODE_COLUMNS.flatMap((column) => codes[column]).filter((code) => code.length > MAX_CODE_LENGTH);
  problems.push(...tooLong.map((code) => IMPORT_MESSAGES.codeTooLong(`${code.slice(0, 20)}…`)));
  const employeeCode = row.employeeCode ?? '';
  const users = known.usersByEmployeeCode.get(employeeCode) ?? [];
  const [user] = users;
  if (!user) problems.push(IMPORT_MESSAGES.userUnknown(employeeCode));
  else if (users.length > 1) problems.push(IMPORT_MESSAGES.userAmbiguous(employeeCode));
  else if (row.userName !== null && row.userName !== user.userName) problems.push(IMPORT_MESSAGES.nameMismatch(employeeCode, row.userName));
  const idMaps: Record<CodeColumn, ReadonlyMap<string, number>> = { roleCodes: known.roleIds, orgCodes: known.orgIds, categoryCodes: known.categoryIds };
  for (const column of CODE_COLUMNS) {
    const unknown = codes[column].filter((code) => code.length <= MAX_CODE_LENGTH && !idMaps[column].has(code));
    if (unknown.length > 0) problems.push(IMPORT_MESSAGES.codesUnknown(column, unknown));
  }
  return problems;
}

/** What a checked row adds (the row passed rowProblems with the same `known`). */
export function assignmentsOf(row: ImportRowValues, known: ImportKnown): UserAssignments {
  const [user] = known.usersByEmployeeCode.get(row.employeeCode ?? '') ?? [];
  const ids = (column: CodeColumn, map: ReadonlyMap<string, number>) => splitCodes(row[column]).map((code) => map.get(code) as number);
  return { userId: user?.id ?? 0, roleIds: ids('roleCodes', known.roleIds), orgIds: ids('orgCodes', known.orgIds), categoryIds: ids('categoryCodes', known.categoryIds) };
}
