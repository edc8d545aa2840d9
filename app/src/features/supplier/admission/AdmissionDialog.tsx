import styled from '@emotion/styled';
import { Select, TextArea, type LoadSelectOptions, type SelectValue } from '@srm/design-system';
import type { AdmissionSaveBody, Category, Org, Supplier, SupplierAdmissionRow } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchAdmittableSuppliers, saveAdmission } from '../api/admissionApi';
import { selectedKey } from '../../../shell/selectKey';

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
  const title = row ? t('admission.editTitle', { code: row.admissionNo }) : t('admission.addTitle');
  const [draft, setDraft] = useState<AdmissionDraft>(() => admissionDraftOf(row));
  // The call layer left 400, 409 and 422 to the dialog; it showed any other failure itself.
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('admission.conflict'), shownStatuses: [400, 422] });
  const storedSupplier = useMemo(() => (row ? [{ sn: row.supplierSn, name: row.supplierName } as Supplier] : []), [row]);
  const patch = (values: Partial<AdmissionDraft>) => setDraft((current) => ({ ...current, ...values }));

  const save = async () => {
    if (!admissionDraftComplete(draft)) {
      refuse(t('admission.required'));
      return;
    }
    await run(() => saveAdmission(toAdmissionSaveBody(draft, row)), { savedText: t('admission.saved'), onSaved });
  };

  return (
    <SaveDialog
      title={title}
      width="medium"
      cancelLabel={t('admission.cancel')}
      saveLabel={t('admission.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Select<Supplier>
          label={t('admission.supplier')}
          isRequired
          loadOptions={loadSuppliers}
          selectedOptions={storedSupplier}
          fieldNames={SUPPLIER_NAMES}
          value={draft.supplierSn || null}
          onChange={(value) => patch({ supplierSn: selectedKey(value) })}
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
    </SaveDialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
