/**
 * The rows of the role/org/category import (POST /system/user/importRoleOrgCategory). Pure: the route
 * reads the xlsx with exceljs and loads the known codes; this module maps the header, splits the cells
 * and checks every row, so that one bad row stops the whole file.
 *
 * Layout (the template of GET …/importRoleOrgCategory/template): one row per user, columns 工号
 * (required), 姓名 (optional; when given it must match the user), 角色编码, 组织编码, 品类编码. A cell may
 * hold several codes separated by commas (, or ，), semicolons, 、 or spaces; several rows may name the
 * same user. The import ADDS the listed roles, orgs and categories to what the user already has (an
 * empty cell changes nothing); removing is done on the user's page.
 */

export const IMPORT_COLUMNS = {
  employeeCode: '工号',
  userName: '姓名',
  roleCodes: '角色编码',
  orgCodes: '组织编码',
  categoryCodes: '品类编码',
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;
export type CodeColumn = 'roleCodes' | 'orgCodes' | 'categoryCodes';
const CODE_COLUMNS: readonly CodeColumn[] = ['roleCodes', 'orgCodes', 'categoryCodes'];

/** Header order of the template. */
export const TEMPLATE_HEADERS: readonly string[] = Object.values(IMPORT_COLUMNS);

export const MAX_IMPORT_ROWS = 5000;
const MAX_CODE_LENGTH = 64;
/** How many row errors the refusal message lists before summing up the rest. */
export const LISTED_ERRORS = 20;

export const IMPORT_MESSAGES = {
  missingEmployeeCode: `模板不正确：缺少“${IMPORT_COLUMNS.employeeCode}”列`,
  missingCodeColumns: `模板不正确：须包含“${IMPORT_COLUMNS.roleCodes}”“${IMPORT_COLUMNS.orgCodes}”“${IMPORT_COLUMNS.categoryCodes}”中的至少一列`,
  noRows: '文件中没有可导入的数据',
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  employeeCodeRequired: '工号不能为空',
  nothingToAssign: '角色编码、组织编码、品类编码至少填写一项',
  codeTooLong: (code: string) => `编码 ${code} 过长`,
  userUnknown: (employeeCode: string) => `工号 ${employeeCode} 不存在`,
  userAmbiguous: (employeeCode: string) => `工号 ${employeeCode} 对应多个用户`,
  nameMismatch: (employeeCode: string, userName: string) => `工号 ${employeeCode} 与姓名 ${userName} 不一致`,
  codesUnknown: (column: CodeColumn, codes: readonly string[]) => `${IMPORT_COLUMNS[column]} ${codes.join('、')} 不存在`,
  refused: (count: number, listed: string) => `导入失败，未导入任何数据。共 ${count} 处错误：${listed}`,
} as const;

export interface SheetRow {
  /** The row number in the sheet (the header is row 1). */
  rowNumber: number;
  /** Cell texts by column index (0-based). */
  cells: readonly string[];
}

export interface ImportRow {
  rowNumber: number;
  employeeCode: string;
  userName: string | null;
  roleCodes: string[];
  orgCodes: string[];
  categoryCodes: string[];
}

/** A problem with the file as a whole (400), as opposed to row errors (422). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Codes of one cell: split on , ， ; ； 、 and white space; trimmed, unique, in order. */
export function splitCodes(text: string): string[] {
  return [...new Set(text.split(/[,，;；、\s]+/u).filter((code) => code !== ''))];
}

/** The header cell without a required-mark (`工号*`) or surrounding space. */
function headerName(text: string): string {
  return text.trim().replace(/[*＊]$/u, '').trim();
}

/** Column indexes by field, from the header row. */
export function mapHeader(header: readonly string[]): Partial<Record<ImportColumn, number>> {
  const byName = new Map<string, ImportColumn>(Object.entries(IMPORT_COLUMNS).map(([key, name]) => [name, key as ImportColumn]));
  const columns: Partial<Record<ImportColumn, number>> = {};
  header.forEach((text, index) => {
    const column = byName.get(headerName(text));
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  if (columns.employeeCode === undefined) throw new ImportFileError(IMPORT_MESSAGES.missingEmployeeCode);
  if (CODE_COLUMNS.every((column) => columns[column] === undefined)) throw new ImportFileError(IMPORT_MESSAGES.missingCodeColumns);
  return columns;
}

/**
 * The rows of the sheet (blank rows skipped) with the problems of their own cells as `第N行：…`.
 * Throws ImportFileError for a wrong header, no rows or too many rows.
 */
export function parseImportSheet(header: readonly string[], sheetRows: readonly SheetRow[]): { rows: ImportRow[]; errors: string[] } {
  const columns = mapHeader(header);
  const cell = (row: SheetRow, column: ImportColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
  const filled = sheetRows.filter((row) => row.cells.some((text) => text.trim() !== ''));
  if (filled.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (filled.length > MAX_IMPORT_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);

  const rows: ImportRow[] = [];
  const errors: string[] = [];
  for (const sheetRow of filled) {
    const row: ImportRow = {
      rowNumber: sheetRow.rowNumber,
      employeeCode: cell(sheetRow, 'employeeCode'),
      userName: cell(sheetRow, 'userName') || null,
      roleCodes: splitCodes(cell(sheetRow, 'roleCodes')),
      orgCodes: splitCodes(cell(sheetRow, 'orgCodes')),
      categoryCodes: splitCodes(cell(sheetRow, 'categoryCodes')),
    };
    const problems: string[] = [];
    if (row.employeeCode === '') problems.push(IMPORT_MESSAGES.employeeCodeRequired);
    if (CODE_COLUMNS.every((column) => row[column].length === 0)) problems.push(IMPORT_MESSAGES.nothingToAssign);
    const tooLong = CODE_COLUMNS.flatMap((column) => row[column]).filter((code) => code.length > MAX_CODE_LENGTH);
    problems.push(...tooLong.map((code) => IMPORT_MESSAGES.codeTooLong(`${code.slice(0, 20)}…`)));
    if (problems.length > 0) errors.push(...problems.map((problem) => `第${row.rowNumber}行：${problem}`));
    else rows.push(row);
  }
  return { rows, errors };
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
  roleIds: Set<number>;
  orgIds: Set<number>;
  categoryIds: Set<number>;
}

/** What to add per user id, or every row error (`第N行：…`). */
export function planImport(rows: readonly ImportRow[], known: ImportKnown): { plan: Map<number, UserAssignments>; errors: string[] } {
  const plan = new Map<number, UserAssignments>();
  const errors: string[] = [];
  const idMaps: Record<CodeColumn, ReadonlyMap<string, number>> = { roleCodes: known.roleIds, orgCodes: known.orgIds, categoryCodes: known.categoryIds };
  for (const row of rows) {
    const problems: string[] = [];
    const users = known.usersByEmployeeCode.get(row.employeeCode) ?? [];
    const [user] = users;
    if (!user) problems.push(IMPORT_MESSAGES.userUnknown(row.employeeCode));
    else if (users.length > 1) problems.push(IMPORT_MESSAGES.userAmbiguous(row.employeeCode));
    else if (row.userName !== null && row.userName !== user.userName) problems.push(IMPORT_MESSAGES.nameMismatch(row.employeeCode, row.userName));
    for (const column of CODE_COLUMNS) {
      const unknown = row[column].filter((code) => !idMaps[column].has(code));
      if (unknown.length > 0) problems.push(IMPORT_MESSAGES.codesUnknown(column, unknown));
    }
    if (problems.length > 0) {
      errors.push(...problems.map((problem) => `第${row.rowNumber}行：${problem}`));
      continue;
    }
    const target = user as ImportUser;
    const assignments = plan.get(target.id) ?? { roleIds: new Set<number>(), orgIds: new Set<number>(), categoryIds: new Set<number>() };
    for (const code of row.roleCodes) assignments.roleIds.add(idMaps.roleCodes.get(code) as number);
    for (const code of row.orgCodes) assignments.orgIds.add(idMaps.orgCodes.get(code) as number);
    for (const code of row.categoryCodes) assignments.categoryIds.add(idMaps.categoryCodes.get(code) as number);
    plan.set(target.id, assignments);
  }
  return { plan, errors };
}

/** The refusal message: the first LISTED_ERRORS errors, then how many there are in all. */
export function refusalMessage(errors: readonly string[]): string {
  const listed = errors.slice(0, LISTED_ERRORS).join('；');
  return IMPORT_MESSAGES.refused(errors.length, errors.length > LISTED_ERRORS ? `${listed}；……` : listed);
}
