import styled from '@emotion/styled';
import { Button, Dialog, Select, TextArea, useToast, type LoadSelectOptions, type SelectValue } from '@srm/design-system';
import type { AdmissionSaveBody, Category, Org, Supplier, SupplierAdmissionRow } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { answered, fetchAdmittableSuppliers, saveAdmission } from '../api/admissionApi';

export interface AdmissionDialogProps {
  /** The admission being edited (status 1 待准入 or 4 审批驳回); none for 新增准入申请. */
  row?: SupplierAdmissionRow;
  /** The caller's companies (the session's orgs) to choose from. */
  orgs: readonly Org[];
  /** The caller's categories (the session's categories) to choose from. */
  categories: readonly Category[];
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/** What the dialog edits. */
export interface AdmissionDraft {
  supplierSn: string;
  categoryCodes: string[];
  orgCodes: string[];
  reason: string;
}

export function admissionDraftOf(row?: SupplierAdmissionRow): AdmissionDraft {
  return row
    ? { supplierSn: row.supplierSn, categoryCodes: [...(row.categoryCodes ?? [])], orgCodes: [...(row.orgCodes ?? [])], reason: row.reason ?? '' }
    : { supplierSn: '', categoryCodes: [], orgCodes: [], reason: '' };
}

/** Whether the draft can be sent: supplier, categories and orgs are required. */
export function admissionDraftComplete(draft: AdmissionDraft): boolean {
  return draft.supplierSn !== '' && draft.categoryCodes.length > 0 && draft.orgCodes.length > 0;
}

/** The save body: an edit carries the row's id and version; an empty reason is null. */
export function toAdmissionSaveBody(draft: AdmissionDraft, row?: SupplierAdmissionRow): AdmissionSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    supplierSn: draft.supplierSn,
    categoryCodes: draft.categoryCodes,
    orgCodes: draft.orgCodes,
    reason: draft.reason.trim() || null,
  };
}

const SUPPLIER_NAMES = { label: 'name', value: 'sn' } as const;
const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const CATEGORY_NAMES = { label: 'categoryName', value: 'categoryCode' } as const;

const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));
const keysOf = (value: SelectValue) => (value === null || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String));

/** The suppliers an admission can be applied for (status 1, 4 or 7), all in one answer of at most 50. */
const loadSuppliers: LoadSelectOptions<Supplier> = async (keyword, { page, signal }) => {
  if (page > 1) return { options: [] };
  const options = await fetchAdmittableSuppliers(keyword, signal);
  return { options, total: options.length };
};

/**
 * 新增/编辑 of an admission: 供应商 (a remote select of the suppliers in status 待准入, 审批驳回 or 失效),
 * 申请品类 and 申请组织 (several of the caller's categories and companies) and 申请理由. 保存 sends
 * POST .../admission/save; the gateway's 400, 409 and 422 (供应商 X 已有未完成的准入申请 …) show in the
 * dialog, which stays open with what was chosen; a save shows the gateway's message and reloads the list.
 */
export function AdmissionDialog({ row, orgs, categories, onClose, onSaved }: AdmissionDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const title = row ? t('admission.editTitle', { code: row.admissionNo }) : t('admission.addTitle');
  const [draft, setDraft] = useState<AdmissionDraft>(() => admissionDraftOf(row));
  const [problem, setProblem] = useState<{ text: string; conflict: boolean } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const storedSupplier = useMemo(() => (row ? [{ sn: row.supplierSn, name: row.supplierName } as Supplier] : []), [row]);
  const patch = (values: Partial<AdmissionDraft>) => setDraft((current) => ({ ...current, ...values }));

  const save = async () => {
    if (!admissionDraftComplete(draft)) {
      setProblem({ text: t('admission.required'), conflict: false });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const saved = await unlessFailed(saveAdmission(toAdmissionSaveBody(draft, row)), (failure) => {
        // The call layer left these to the dialog; it showed any other failure itself.
        if (answered(failure, 409)) setProblem({ text: t('admission.conflict'), conflict: true });
        else if (answered(failure, 400) || answered(failure, 422)) setProblem({ text: failure.message, conflict: false });
      });
      if (!saved) return;
      toast.success(saved.message || t('admission.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('admission.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={isSaving} isDisabled={problem?.conflict}>
            {t('admission.save')}
          </Button>
        </>
      }
    >
      <Body aria-label={title}>
        {problem ? (
          <Problem role="alert" data-conflict={problem.conflict || undefined}>
            {problem.text}
          </Problem>
        ) : null}
        <Select<Supplier>
          label={t('admission.supplier')}
          isRequired
          loadOptions={loadSuppliers}
          selectedOptions={storedSupplier}
          fieldNames={SUPPLIER_NAMES}
          value={draft.supplierSn || null}
          onChange={(value) => patch({ supplierSn: keyOf(value) })}
        />
        <Select<Category>
          label={t('admission.categories')}
          isRequired
          selectionMode="multiple"
          isFilterable
          options={categories}
          fieldNames={CATEGORY_NAMES}
          value={draft.categoryCodes}
          onChange={(value) => patch({ categoryCodes: keysOf(value) })}
        />
        <Select<Org>
          label={t('admission.orgs')}
          isRequired
          selectionMode="multiple"
          isFilterable
          options={orgs}
          fieldNames={ORG_NAMES}
          value={draft.orgCodes}
          onChange={(value) => patch({ orgCodes: keysOf(value) })}
        />
        <TextArea label={t('admission.reason')} maxLength={500} value={draft.reason} onChange={(reason) => patch({ reason })} />
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Why the dialog did not save: the draft's own check, the gateway's 400/422 or the 409. */
const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
