/** What the 年度预算函 dialog edits, its own check and its save body: the amount stays a decimal string. Pure. */
import type { BudgetLetterRow, BudgetLetterSaveBody, BudgetLetterStatusCode } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { isAmount, textOrNull } from '../masters/masterForm';

export interface BudgetLetterDraft {
  /** Four digits as picked. */
  year: string;
  orgCode: string;
  amount: string;
  status: BudgetLetterStatusCode;
  /** The attachment's stored key, or null. */
  fileId: string | null;
  remark: string;
}

export function budgetLetterDraftOf(row?: BudgetLetterRow, now: Date = new Date()): BudgetLetterDraft {
  return {
    year: row ? String(row.year) : String(now.getFullYear()),
    orgCode: row?.orgCode ?? '',
    amount: row?.amount ?? '',
    status: row?.status ?? 'draft',
    fileId: row?.fileId ?? null,
    remark: row?.remark ?? '',
  };
}

/** The draft's own problem before anything is sent, or null. */
export function budgetLetterDraftProblem(draft: BudgetLetterDraft, t: AppT): string | null {
  if (draft.year.trim() === '' || !draft.orgCode || draft.amount.trim() === '') return t('demand.masters.form.budgetRequired');
  const year = draft.year.trim();
  if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) return t('demand.masters.form.badYear');
  if (!isAmount(draft.amount)) return t('demand.masters.form.badAmount');
  return null;
}

export function toBudgetLetterSaveBody(draft: BudgetLetterDraft, row?: BudgetLetterRow): BudgetLetterSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    year: Number(draft.year.trim()),
    orgCode: draft.orgCode,
    amount: draft.amount.trim(),
    status: draft.status,
    fileId: draft.fileId,
    remark: textOrNull(draft.remark),
  };
}
