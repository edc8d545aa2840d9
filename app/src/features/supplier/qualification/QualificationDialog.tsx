import styled from '@emotion/styled';
import { Button, Checkbox, DatePicker, Select, TextArea, TextField, Upload, type LoadSelectOptions } from '@srm/design-system';
import type { QualificationSaveBody, Supplier, SupplierQualificationRow } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import type { AppT } from '../../../i18n/useAppT';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchQualificationSuppliers, QUALIFICATION_FILE_BIZ_TYPE, qualificationFileClient, saveQualification } from '../api/qualificationApi';
import { CERT_TYPES } from './qualificationList';
import { selectedKey } from '../../../shell/selectKey';

/** The longest certificate number (the gateway's rule). */
export const CERT_NO_MAX = 60;

export interface QualificationDialogProps {
  /** The certificate being edited; none for 新增. */
  row?: SupplierQualificationRow;
  /** A supplier user's own supplier: the supplier is fixed and hidden, `required` too. Null for staff. */
  ownSupplier: { sn: string; name: string } | null;
  onClose: () => void;
  /** After a save: close and reload the list and the to-dos. */
  onSaved: () => void;
}

/** What the dialog edits. */
export interface QualificationDraft {
  supplierSn: string;
  supplierName: string;
  certType: string;
  certNo: string;
  issuer: string;
  validFrom: string | null;
  validTo: string | null;
  required: boolean;
  /** The stored file's key, or null. */
  fileId: string | null;
  /** The name of a file uploaded in this dialog (a stored one's name is not known here). */
  fileName: string | null;
  remark: string;
}

export function qualificationDraftOf(row?: SupplierQualificationRow, ownSupplier?: { sn: string; name: string } | null): QualificationDraft {
  return {
    supplierSn: row?.supplierSn ?? ownSupplier?.sn ?? '',
    supplierName: row?.supplierName ?? ownSupplier?.name ?? '',
    certType: row?.certType ?? '',
    certNo: row?.certNo ?? '',
    issuer: row?.issuer ?? '',
    validFrom: row?.validFrom ?? null,
    validTo: row?.validTo ?? null,
    required: row?.required === 1,
    fileId: row?.fileId ?? null,
    fileName: null,
    remark: row?.remark ?? '',
  };
}

/** The draft's own problem before anything is sent (the gateway checks again), or null. */
export function qualificationDraftProblem(draft: QualificationDraft, t: AppT): string | null {
  if (!draft.supplierSn || !draft.certType || draft.certNo.trim() === '' || !draft.validFrom || !draft.validTo) return t('qualification.form.required');
  if ([...draft.certNo.trim()].length > CERT_NO_MAX) return t('qualification.form.certNoTooLong');
  if (draft.validTo < draft.validFrom) return t('qualification.form.dateOrder');
  return null;
}

/** The save's body; `required` only for staff (a supplier user never sends it). */
export function toQualificationSaveBody(draft: QualificationDraft, row: SupplierQualificationRow | undefined, isSupplierUser: boolean): QualificationSaveBody {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    supplierSn: draft.supplierSn,
    certType: draft.certType,
    certNo: draft.certNo.trim(),
    issuer: text(draft.issuer),
    validFrom: draft.validFrom ?? '',
    validTo: draft.validTo ?? '',
    ...(isSupplierUser ? {} : { required: draft.required ? 1 : 0 }),
    fileId: draft.fileId,
    remark: text(draft.remark),
  };
}

const SUPPLIER_NAMES = { label: 'name', value: 'sn' } as const;

/** The suppliers by name, one answer of at most 50. */
const loadSuppliers: LoadSelectOptions<Supplier> = async (keyword, { page, signal }) => {
  if (page > 1) return { options: [] };
  const options = await fetchQualificationSuppliers(keyword, signal);
  return { options, total: options.length };
};

/**
 * 新增/编辑 of a certificate: 供应商 (a remote select; fixed and hidden for a supplier user), 证照类型 (the
 * certType dictionary), 证照编号, 发证机关, 有效期起/止, 必备证照 (staff only), 备注 and the certificate's
 * file (the design system's Upload; bizType `qualification`, bound to the certificate by the save).
 * 保存 sends POST .../qualification/save; the gateway's 400 and 409 show in the dialog, which stays
 * open with what was typed.
 */
export function QualificationDialog({ row, ownSupplier, onClose, onSaved }: QualificationDialogProps) {
  const t = useAppT();
  const isSupplierUser = ownSupplier !== null;
  const title = row ? t('qualification.editTitle', { code: row.certNo }) : t('qualification.addTitle');
  const [draft, setDraft] = useState<QualificationDraft>(() => qualificationDraftOf(row, ownSupplier));
  // The call layer left 400 and 409 to the dialog; it showed any other failure itself.
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('qualification.conflict'), shownStatuses: [400] });
  const patch = (values: Partial<QualificationDraft>) => setDraft((current) => ({ ...current, ...values }));
  const storedSupplier = useMemo(() => (row ? [{ sn: row.supplierSn, name: row.supplierName } as Supplier] : []), [row]);
  const certTypes = useMemo(() => CERT_TYPES.map((type) => ({ value: type, label: t(`supplier.certType.${type}`) })), [t]);

  const save = async () => {
    const checked = qualificationDraftProblem(draft, t);
    if (checked) {
      refuse(checked);
      return;
    }
    await run(() => saveQualification(toQualificationSaveBody(draft, row, isSupplierUser)), { savedText: t('qualification.saved'), onSaved });
  };

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('qualification.cancel')}
      saveLabel={t('qualification.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Grid>
          {isSupplierUser ? null : (
            <Select<Supplier>
              label={t('qualification.supplier')}
              isRequired
              loadOptions={loadSuppliers}
              selectedOptions={storedSupplier}
              fieldNames={SUPPLIER_NAMES}
              value={draft.supplierSn || null}
              onChange={(value) => patch({ supplierSn: selectedKey(value) })}
            />
          )}
          <Select label={t('qualification.certType')} isRequired options={certTypes} value={draft.certType || null} onChange={(value) => patch({ certType: selectedKey(value) })} />
          <TextField label={t('qualification.certNo')} isRequired maxLength={CERT_NO_MAX} value={draft.certNo} onChange={(certNo) => patch({ certNo })} />
          <TextField label={t('qualification.issuer')} maxLength={100} value={draft.issuer} onChange={(issuer) => patch({ issuer })} />
          <DatePicker label={t('qualification.validFrom')} isRequired value={draft.validFrom} onChange={(validFrom) => patch({ validFrom })} />
          <DatePicker label={t('qualification.validTo')} isRequired value={draft.validTo} onChange={(validTo) => patch({ validTo })} />
          {isSupplierUser ? null : (
            <Checkbox isSelected={draft.required} onChange={(required) => patch({ required })}>
              {t('qualification.required')}
            </Checkbox>
          )}
        </Grid>
        <TextArea label={t('qualification.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
        <Upload
          client={qualificationFileClient}
          bizType={QUALIFICATION_FILE_BIZ_TYPE}
          module="supplier"
          bizKey={row ? String(row.id) : null}
          label={t('qualification.file')}
          showValue={false}
          onUploaded={(stored) => patch({ fileId: stored.id, fileName: stored.originalName })}
        />
        {draft.fileId ? (
          <FileLine>
            <span>{draft.fileName ? t('qualification.currentFile', { name: draft.fileName }) : t('qualification.hasFile')}</span>
            <Button variant="link" size="small" data-theme="danger" onPress={() => patch({ fileId: null, fileName: null })}>
              {t('qualification.removeFile')}
            </Button>
          </FileLine>
        ) : null}
      </Body>
    </SaveDialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const FileLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;
