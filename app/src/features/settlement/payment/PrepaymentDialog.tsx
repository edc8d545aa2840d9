import { DatePicker, Select, TextArea, TextField, type SelectValue } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { savePrepayment } from '../api/paymentApi';
import { SupplierOrgFields } from '../invoice/SupplierOrgFields';
import { prepaymentDraftOf, prepaymentProblem, toPrepaymentSaveBody, type PrepaymentDraft } from './prepaymentDraft';

/** The category a new prepayment starts with: the first of the user's most detailed level (the user may choose another). */
function defaultCategory(categories: readonly { categoryCode: string; level: number }[]): string | null {
  const deepest = Math.max(...categories.map((category) => category.level));
  return categories.find((category) => category.level === deepest)?.categoryCode ?? null;
}

/** 新增预付款: supplier, org, category (the user's first by default), apply date and amount; 保存 sends POST …/prepayment-head/save. */
export function PrepaymentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('prepayment.addTitle');
  const session = useAtomValue(sessionDataAtom);
  const categoryOptions = useMemo(() => (session?.categories ?? []).map((category) => ({ value: category.categoryCode, label: category.categoryName })), [session]);
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<PrepaymentDraft>(
    () => ({ ...prepaymentDraftOf(), categoryCode: defaultCategory(session?.categories ?? []) }),
    { conflictText: t('payment.conflict'), shownStatuses: [400, 409, 422] },
    { problemOf: (current) => prepaymentProblem(current, t), call: (current) => savePrepayment(toPrepaymentSaveBody(current)), savedText: t('prepayment.saved'), onSaved },
  );
  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('prepayment.cancel')} saveLabel={t('prepayment.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <SupplierOrgFields
            supplierLabel={t('prepayment.supplier')}
            orgLabel={t('prepayment.org')}
            supplierSn={draft.supplierSn}
            orgCode={draft.orgCode}
            onSupplier={(supplier) => patch({ supplierSn: supplier?.sn ?? null })}
            onOrg={(orgCode) => patch({ orgCode })}
          />
          <Select
            label={t('prepayment.category')}
            isRequired
            options={categoryOptions}
            value={draft.categoryCode}
            onChange={(value: SelectValue) => patch({ categoryCode: typeof value === 'string' && value !== '' ? value : null })}
          />
          <DatePicker label={t('prepayment.applyDate')} isRequired value={draft.applyDate} onChange={(applyDate) => patch({ applyDate })} />
          <TextField label={t('prepayment.amount')} isRequired inputMode="decimal" maxLength={22} value={draft.amount} onChange={(amount) => patch({ amount })} />
        </FieldGrid>
        <TextArea label={t('prepayment.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
