import { AttachmentPanel, Select, TextArea, TextField, YearPicker } from '@srm/design-system';
import type { BudgetLetterRow, Org } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { useUserCompanies } from '../../../state/userCompanies';
import { BUDGET_LETTER_FILE_BIZ_TYPE, budgetLetterFileClient, saveBudgetLetter } from '../api/mastersApi';
import { FieldGrid, DialogBody } from '../masters/masterLayout';
import { keyOf } from '../masters/masterForm';
import { ORG_NAMES } from '../masters/masterLookups';
import { letterStatusItems } from '../smallMaterial/mastersList';
import { budgetLetterDraftOf, budgetLetterDraftProblem, toBudgetLetterSaveBody, type BudgetLetterDraft } from './budgetLetterDraft';

export interface BudgetLetterDialogProps {
  /** The letter being edited (a draft: an issued one is not edited); none for 新增. */
  row?: BudgetLetterRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增/编辑 of a budget letter: 年度, 组织 (the user's companies), 预算金额 (a decimal string, at most 2
 * decimals), 状态, 备注 and its attachment (the design system's AttachmentPanel, bizType `budgetLetter`; a
 * new letter's upload is unbound and bound by the save, which names the file). 保存 sends POST
 * dem/budget-letter/save; its 400 (该年度预算函已存在 …) and 409 show in the dialog.
 */
export function BudgetLetterDialog({ row, onClose, onSaved }: BudgetLetterDialogProps) {
  const t = useAppT();
  const title = row ? t('demand.masters.editBudget', { code: `${row.year} ${row.orgName ?? row.orgCode}` }) : t('demand.masters.addBudget');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<BudgetLetterDraft>(() => budgetLetterDraftOf(row), { conflictText: t('demand.masters.conflict'), shownStatuses: [400] }, {
    problemOf: (current) => budgetLetterDraftProblem(current, t),
    call: (current) => saveBudgetLetter(toBudgetLetterSaveBody(current, row)),
    savedText: t('demand.masters.saved'),
    onSaved,
  });
  const orgs = useUserCompanies(row);
  const statuses = useMemo(() => letterStatusItems(t), [t]);

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('demand.masters.cancel')}
      saveLabel={t('demand.masters.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid>
          <YearPicker label={t('demand.masters.year')} value={draft.year || null} onChange={(year) => patch({ year: year ?? '' })} />
          <Select<Org> label={t('demand.masters.org')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <TextField label={t('demand.masters.amount')} isRequired inputMode="decimal" maxLength={24} value={draft.amount} onChange={(amount) => patch({ amount })} />
          <Select label={t('demand.masters.status')} options={statuses} value={draft.status} onChange={(value) => patch({ status: keyOf(value) === 'issued' ? 'issued' : 'draft' })} />
        </FieldGrid>
        <TextArea label={t('demand.masters.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
        <AttachmentPanel
          client={budgetLetterFileClient}
          bizType={BUDGET_LETTER_FILE_BIZ_TYPE}
          bizKey={row ? String(row.id) : null}
          module="demand"
          limit={1}
          aria-label={t('demand.masters.attachment')}
          onChange={(files) => patch({ fileId: files[0]?.id ?? null })}
        />
      </DialogBody>
    </SaveDialog>
  );
}
