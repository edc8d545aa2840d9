import { DatePicker, Select, TextArea, TextField, type SelectValue } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { saveCustBal } from '../api/custBalApi';
import type { CustBalRow } from '../api/invoiceTypes';
import { CREDIT_STATUSES, custBalDraftOf, custBalProblem, toCustBalSaveBody, type CustBalDraft } from './custBalList';

const keyOf = (value: SelectValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** 新增 / 编辑 客户余额: org, category, customer, balance, credit limit and its status and dates; 保存 sends POST …/cust-bal/save. */
export function CustBalDialog({ row, onClose, onSaved }: { row?: CustBalRow; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const session = useAtomValue(sessionDataAtom);
  const orgOptions = useMemo(() => (session?.orgs ?? []).map((org) => ({ value: org.orgCode, label: org.orgName })), [session]);
  const categoryOptions = useMemo(() => (session?.categories ?? []).map((category) => ({ value: category.categoryCode, label: category.categoryName })), [session]);
  const statusOptions = CREDIT_STATUSES.map((status) => ({ value: String(status), label: t(`custBal.creditStatus.${status}`) }));
  const title = row ? t('custBal.editTitle', { code: row.custNumber }) : t('custBal.addTitle');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<CustBalDraft>(
    () => custBalDraftOf(row),
    { conflictText: t('custBal.conflict'), shownStatuses: [400, 409, 422] },
    { problemOf: (current) => custBalProblem(current, t), call: (current) => saveCustBal(toCustBalSaveBody(current, row)), savedText: t('custBal.saved'), onSaved },
  );
  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('custBal.cancel')} saveLabel={t('custBal.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <Select label={t('custBal.org')} isRequired options={orgOptions} value={draft.orgCode} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <Select label={t('custBal.category')} isRequired options={categoryOptions} value={draft.categoryCode} onChange={(value) => patch({ categoryCode: keyOf(value) })} />
          <TextField label={t('custBal.custNumber')} isRequired isReadOnly={Boolean(row)} maxLength={40} value={draft.custNumber} onChange={(custNumber) => patch({ custNumber })} />
          <TextField label={t('custBal.custName')} isRequired maxLength={100} value={draft.custName} onChange={(custName) => patch({ custName })} />
          <TextField label={t('custBal.balance')} isRequired inputMode="decimal" maxLength={22} value={draft.balance} onChange={(balance) => patch({ balance })} />
          <TextField label={t('custBal.creditLimit')} isRequired inputMode="decimal" maxLength={22} value={draft.creditLimit} onChange={(creditLimit) => patch({ creditLimit })} />
          <Select
            label={t('custBal.creditStatus')}
            isRequired
            options={statusOptions}
            value={String(draft.creditStatus)}
            onChange={(value) => {
              const status = Number(keyOf(value));
              if (status === 0 || status === 1 || status === 2) patch({ creditStatus: status });
            }}
          />
          <DatePicker label={t('custBal.effectiveStart')} value={draft.effectiveStart} onChange={(effectiveStart) => patch({ effectiveStart })} />
          <DatePicker label={t('custBal.effectiveEnd')} value={draft.effectiveEnd} onChange={(effectiveEnd) => patch({ effectiveEnd })} />
        </FieldGrid>
        <TextArea label={t('custBal.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
