/**
 * Finding the template a print call names and reading its .docx: print templates by id or code,
 * contract templates by id, code or the contract's category. Disabled templates count as missing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '../../core/envelope.js';
import type { AppDatabase } from '../../db/connection.js';
import { conTemplate, sysPrintTemplate } from '../../db/tables/print-templates.js';
import { builtinTemplate } from './builtin-templates.js';
import type { PrintContext } from './context.js';
import { PRINT_MESSAGES } from './messages.js';
import { readFileBytes } from './stored-files.js';

export interface ResolvedTemplate {
  kind: 'print' | 'contract';
  id: number;
  name: string;
  code: string;
  /** The resolver that fills it ('contract' for every contract template). */
  bizType: string;
  /** The template file's key. */
  fileId: string | null;
}

export async function findPrintTemplate(db: AppDatabase, by: { id?: number | undefined; code?: string | undefined }): Promise<ResolvedTemplate> {
  if (by.id === undefined && by.code === undefined) throw new ApiError(400, PRINT_MESSAGES.chooseTemplate);
  const [row] = await db
    .select()
    .from(sysPrintTemplate)
    .where(and(by.id !== undefined ? eq(sysPrintTemplate.id, by.id) : eq(sysPrintTemplate.code, by.code ?? ''), eq(sysPrintTemplate.enabled, 1)))
    .limit(1);
  if (!row) throw new ApiError(404, PRINT_MESSAGES.printTemplateNotFound);
  return { kind: 'print', id: row.id, name: row.name, code: row.code, bizType: row.bizType, fileId: row.fileId };
}

/** A contract template by id or code, or else the first enabled one of `templateType`. */
export async function findContractTemplate(
  db: AppDatabase,
  by: { id?: number | undefined; code?: string | undefined; templateType?: string | null | undefined },
): Promise<ResolvedTemplate> {
  const condition =
    by.id !== undefined
      ? eq(conTemplate.id, by.id)
      : by.code !== undefined
        ? eq(conTemplate.code, by.code)
        : by.templateType
          ? eq(conTemplate.templateType, by.templateType)
          : undefined;
  if (!condition) throw new ApiError(400, PRINT_MESSAGES.chooseTemplate);
  const [row] = await db
    .select()
    .from(conTemplate)
    .where(and(condition, eq(conTemplate.enabled, 1)))
    .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id))
    .limit(1);
  if (!row) throw new ApiError(404, PRINT_MESSAGES.contractTemplateNotFound);
  return { kind: 'contract', id: row.id, name: row.name, code: row.code, bizType: 'contract', fileId: row.fileId };
}

/** The template's .docx: its uploaded file, else the built-in document of its code. */
export async function templateBytes(context: PrintContext, template: ResolvedTemplate): Promise<Buffer> {
  if (template.fileId !== null) {
    const stored = await readFileBytes(context.db, context.storage, template.fileId);
    if (stored) return stored.bytes;
  }
  const builtin = builtinTemplate(template.code);
  if (builtin) return builtin;
  throw new ApiError(404, PRINT_MESSAGES.templateFileMissing);
}
