/**
 * 年度预算函 (issue 23, part 3; spec 02 §7 "budget letters by year") under /demand/api/v1/dem/budget-letter,
 * behind demand:budget and scoped to the caller's orgs on it:
 *
 * - custom-page, page (filter year.equals=2026 …), detail;
 * - POST save {BudgetLetterSaveBody}: without id adds (demand:budget:add), with id and version edits
 *   (:edit; a stale version 409); one letter per company and year; amount ≥ 0 with at most 2 decimals;
 *   an issued letter is no longer changed.
 *
 * The letter's attachment is a stored file (sys_file, bizType `budgetLetter`, bizKey the letter's id):
 * uploaded unbound while the letter is new (its uploader's alone) or bound to the letter being edited,
 * named by `fileId` in the save, which binds it. Files of bizType `budgetLetter` follow the letter's org
 * scope (core/file-access.ts): read with demand:budget, written with :add or :edit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Envelope } from '../../api/index.js';
import { and, eq, isNull, or } from 'drizzle-orm';
import { BudgetLetterSaveBodySchema, type BudgetLetterFileBizType, type DemandMasterSaved } from '../../api/demand-masters.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ok } from '../../core/envelope.js';
import { fileAccessOf, registerFileAccess, scopedRecordFileAccess } from '../../core/file-access.js';
import { normalDecimal } from '../../core/import/cells.js';
import { scopedById } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { blankToNull } from '../../core/request-body.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysFile } from '../../db/tables/files.js';
import { demBudgetLetter as letter } from '../../db/tables/demand-masters.js';
import { DEMAND_MASTER_MESSAGES as M } from './masters-message-texts.js';
import { budgetLetterResource, DEMAND_API, DEMAND_MASTER_MENUS as MENUS } from './masters-lists.js';
import { assertOrgInScope, bad, orgNameOf, saveVersioned } from './masters-save.js';
import { ApiError } from '../../core/envelope.js';

export const BUDGET_LETTER_BASE = `${DEMAND_API}/dem/budget-letter`;
/** The sys_file bizType of a budget letter's attachment (bizKey: the letter's id). */
export const BUDGET_LETTER_FILE_BIZ_TYPE: BudgetLetterFileBizType = 'budgetLetter';

const isAmountText = (text: string): boolean => /^\d{1,16}(\.\d{1,2})?$/.test(text.trim());

export const budgetLetterRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, BUDGET_LETTER_BASE, { db, resource: budgetLetterResource, permissions: { read: MENUS.budget } });
  registerFileAccess(app, BUDGET_LETTER_FILE_BIZ_TYPE, scopedRecordFileAccess(db, budgetLetterResource, { read: [MENUS.budget], write: [MENUS.budgetAdd, MENUS.budgetEdit] }));
  const fileAccess = fileAccessOf(app);

  /** The named file is usable: of this bizType, unbound and the caller's (or an admin's), or already this letter's. */
  async function assertUsableFile(access: UserAccess, fileId: string, letterId: number | undefined): Promise<void> {
    const [file] = await db.select({ bizType: sysFile.bizType, bizKey: sysFile.bizKey, creatorId: sysFile.creatorId }).from(sysFile).where(eq(sysFile.fileKey, fileId)).limit(1);
    const ownKey = letterId === undefined ? null : String(letterId);
    const bindable = file !== undefined && file.bizType === BUDGET_LETTER_FILE_BIZ_TYPE && (file.bizKey === null || file.bizKey === '' || file.bizKey === ownKey);
    if (!bindable || !(await fileAccess.may(access, 'write', file))) throw bad(M.letterFileUnusable);
  }

  app.post(`${BUDGET_LETTER_BASE}/save`, { schema: { body: BudgetLetterSaveBodySchema }, config: { permission: MENUS.budget } }, async (request): Promise<Envelope<DemandMasterSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    if (!isAmountText(body.amount)) throw bad(M.badAmount);
    assertOrgInScope(access, MENUS.budget, body.orgCode);
    const orgName = await orgNameOf(db, body.orgCode);
    const isCreate = body.id === undefined;
    const [stored] = isCreate
      ? [undefined]
      : await db.select({ status: letter.status, fileId: letter.fileId }).from(letter).where(scopedById(budgetLetterResource, [body.id as number], dataScopeFor(access, MENUS.budget))).limit(1);
    if (!isCreate && !stored) throw new ApiError(404, SAVE_MESSAGES.notFound(budgetLetterResource.label));
    if (stored?.status === 'issued') throw bad(M.letterIssued);
    const fileId = body.fileId === undefined ? (stored?.fileId ?? null) : body.fileId;
    if (fileId !== null && fileId !== stored?.fileId) await assertUsableFile(access, fileId, body.id);
    const saved = await saveVersioned({
      db,
      resource: budgetLetterResource,
      access,
      body,
      permissions: { create: MENUS.budgetAdd, update: MENUS.budgetEdit },
      values: { year: body.year, orgCode: body.orgCode, orgName, amount: normalDecimal(body.amount.trim()), status: body.status ?? 'draft', fileId, remark: blankToNull(body.remark) },
      duplicate: M.duplicateLetter(String(body.year), body.orgCode),
    });
    // Bind the named file to the letter (an unbound upload of a new one).
    if (fileId !== null) {
      await db
        .update(sysFile)
        .set({ bizKey: String(saved.id), updatedTime: new Date() })
        .where(and(eq(sysFile.fileKey, fileId), eq(sysFile.bizType, BUDGET_LETTER_FILE_BIZ_TYPE), or(isNull(sysFile.bizKey), eq(sysFile.bizKey, ''))));
    }
    return ok({ id: saved.id, version: saved.version }, saved.created ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });
};
