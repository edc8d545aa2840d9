import styled from '@emotion/styled';
import { Button, Checkbox, Select, TextField, useLocale } from '@srm/design-system';
import type { SupplierArchiveRow, SupplierDetail, SupplierSmallType } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchSupplierBigTypes, fetchSupplierDetail, fetchSupplierSmallTypes, saveSupplier } from '../api/supplierApi';
import { LinesTable } from '../../../shell/LinesTable';
import { emptyAddress, emptyBank, emptyContact, supplierDraftOf, supplierDraftProblem, toSupplierSaveBody, type SupplierDraft } from './supplierForm';
import { selectedKey } from '../../../shell/selectKey';

export interface SupplierFormDialogProps {
  /** The row being edited (its detail is loaded); none for 新增. */
  row?: SupplierArchiveRow;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

const NO_DETAIL: Promise<SupplierDetail | null> = Promise.resolve(null);
const NO_SMALL_TYPES: Promise<SupplierSmallType[]> = Promise.resolve([]);
const BIG_TYPE_NAMES = { label: 'bigName', value: 'bigNum' } as const;
const SMALL_TYPE_NAMES = { label: 'smallName', value: 'smallNum' } as const;

/**
 * 新增/编辑 of a supplier: 供应商名称, 统一社会信用代码, 大类/小类, EBS编号, 省份, 城市 and the editable
 * lists of contacts, bank accounts and addresses. The draft is checked before anything is sent (手机号有误,
 * 银行账号须为纯数字 … of the design system's rules); 保存 sends POST .../supplier/save and shows the
 * gateway's 400 (统一社会信用代码有误…) and a 409 in the dialog, which stays open with what was typed.
 */
export function SupplierFormDialog({ row, onClose, onSaved }: SupplierFormDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const title = row ? t('supplier.editTitle', { code: row.sn }) : t('supplier.addTitle');
  const loadDetail = useCallback(() => (row ? fetchSupplierDetail(row.id) : NO_DETAIL), [row]);
  const detail = useRemote(loadDetail).data ?? undefined;
  // The draft as loaded (stable, so the lines keep their keys), until the first change.
  const loaded = useMemo(() => (row ? (detail ? supplierDraftOf(detail) : null) : supplierDraftOf()), [row, detail]);
  const [edited, setEdited] = useState<SupplierDraft | null>(null);
  const draft = edited ?? loaded;
  // The call layer left 400 and 409 to the dialog; it showed any other failure itself.
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('supplier.conflict'), shownStatuses: [400] });
  const bigTypes = useRemote(fetchSupplierBigTypes);
  const bigType = draft?.bigType ?? '';
  const loadSmallTypes = useCallback(() => (bigType ? fetchSupplierSmallTypes(bigType) : NO_SMALL_TYPES), [bigType]);
  const smallTypes = useRemote(loadSmallTypes);
  const change = (update: (current: SupplierDraft) => SupplierDraft) =>
    setEdited((current) => {
      const base = current ?? loaded;
      return base ? update(base) : current;
    });
  const patch = (values: Partial<SupplierDraft>) => change((current) => ({ ...current, ...values }));
  const label = (line: number, key: AppMessageKey) => t('supplier.rowLabel', { row: line, label: t(key) });

  const save = async () => {
    if (!draft) return;
    const checked = supplierDraftProblem(draft, t, locale);
    if (checked) {
      refuse(checked);
      return;
    }
    await run(() => saveSupplier(toSupplierSaveBody(draft, detail)), { savedText: t('supplier.saved'), onSaved });
  };

  const lines = <K extends 'contacts' | 'banks' | 'addresses'>(key: K) => ({
    update: (lineKey: string, values: Partial<SupplierDraft[K][number]>) =>
      change((current) => ({ ...current, [key]: current[key].map((line) => (line.key === lineKey ? { ...line, ...values } : line)) })),
    remove: (lineKey: string) => change((current) => ({ ...current, [key]: current[key].filter((line) => line.key !== lineKey) })),
  });
  const contacts = lines('contacts');
  const banks = lines('banks');
  const addresses = lines('addresses');
  const removeButton = (remove: () => void, line: number, caption: string) => (
    <Button variant="link" size="small" aria-label={`${t('supplier.delete')}${caption}${t('supplier.rowLabel', { row: line, label: '' })}`} onPress={remove}>
      {t('supplier.delete')}
    </Button>
  );

  return (
    <SaveDialog
      title={title}
      width="large"
      isLoading={!draft}
      cancelLabel={t('supplier.cancel')}
      saveLabel={t('supplier.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      {draft ? (
        <Body aria-label={title}>
          <SaveProblemNote problem={problem} />
          <Grid>
            <TextField label={t('supplier.name')} isRequired maxLength={100} value={draft.name} onChange={(name) => patch({ name })} />
            <TextField label={t('supplier.creditCode')} isRequired maxLength={18} value={draft.unifiedCreditCode} onChange={(unifiedCreditCode) => patch({ unifiedCreditCode })} />
            <Select
              label={t('supplier.bigType')}
              isRequired
              options={bigTypes.data ?? []}
              fieldNames={BIG_TYPE_NAMES}
              value={draft.bigType || null}
              onChange={(value) => {
                const bigType = selectedKey(value);
                if (bigType !== draft.bigType) patch({ bigType, smallType: '' });
              }}
            />
            <Select
              label={t('supplier.smallType')}
              isRequired
              options={smallTypes.data ?? []}
              fieldNames={SMALL_TYPE_NAMES}
              value={draft.smallType || null}
              isDisabled={!draft.bigType}
              onChange={(value) => patch({ smallType: selectedKey(value) })}
            />
            <TextField label={t('supplier.ebsNo')} maxLength={30} value={draft.ebsNo} onChange={(ebsNo) => patch({ ebsNo })} />
            <TextField label={t('supplier.province')} maxLength={50} value={draft.province} onChange={(province) => patch({ province })} />
            <TextField label={t('supplier.city')} maxLength={50} value={draft.city} onChange={(city) => patch({ city })} />
          </Grid>

          <LinesTable
            caption={t('supplier.contacts')}
            lines={draft.contacts}
            lineKey={(line) => line.key}
            empty={t('supplier.none')}
            columns={[
              {
                heading: t('supplier.contactName'),
                isRequired: true,
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.contactName')} maxLength={50} value={line.contactName} onChange={(contactName) => contacts.update(line.key, { contactName })} />,
              },
              {
                heading: t('supplier.mobile'),
                isRequired: true,
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.mobile')} maxLength={20} inputMode="tel" value={line.mobile} onChange={(mobile) => contacts.update(line.key, { mobile })} />,
              },
              {
                heading: t('supplier.position'),
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.position')} maxLength={50} value={line.position} onChange={(position) => contacts.update(line.key, { position })} />,
              },
              {
                heading: t('supplier.primary'),
                cell: (line, index) => <Checkbox aria-label={label(index + 1, 'supplier.primary')} isSelected={line.isPrimary} onChange={(isPrimary) => contacts.update(line.key, { isPrimary })} />,
              },
              { heading: '', cell: (line, index) => removeButton(() => contacts.remove(line.key), index + 1, t('supplier.contacts')) },
            ]}
          />
          <Actions>
            <Button onPress={() => patch({ contacts: [...draft.contacts, emptyContact(draft.contacts.length === 0)] })}>{t('supplier.addContact')}</Button>
          </Actions>

          <LinesTable
            caption={t('supplier.banks')}
            lines={draft.banks}
            lineKey={(line) => line.key}
            empty={t('supplier.none')}
            columns={[
              {
                heading: t('supplier.bankName'),
                isRequired: true,
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.bankName')} maxLength={100} value={line.bankName} onChange={(bankName) => banks.update(line.key, { bankName })} />,
              },
              {
                heading: t('supplier.accountName'),
                isRequired: true,
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.accountName')} maxLength={100} value={line.accountName} onChange={(accountName) => banks.update(line.key, { accountName })} />,
              },
              {
                heading: t('supplier.accountNo'),
                isRequired: true,
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.accountNo')} maxLength={40} inputMode="numeric" value={line.accountNo} onChange={(accountNo) => banks.update(line.key, { accountNo })} />,
              },
              {
                heading: t('supplier.default'),
                cell: (line, index) => <Checkbox aria-label={label(index + 1, 'supplier.default')} isSelected={line.isDefault} onChange={(isDefault) => banks.update(line.key, { isDefault })} />,
              },
              { heading: '', cell: (line, index) => removeButton(() => banks.remove(line.key), index + 1, t('supplier.banks')) },
            ]}
          />
          <Actions>
            <Button onPress={() => patch({ banks: [...draft.banks, emptyBank(draft.banks.length === 0)] })}>{t('supplier.addBank')}</Button>
          </Actions>

          <LinesTable
            caption={t('supplier.addresses')}
            lines={draft.addresses}
            lineKey={(line) => line.key}
            empty={t('supplier.none')}
            columns={[
              {
                heading: t('supplier.addressDetail'),
                isRequired: true,
                cell: (line, index) => <TextField aria-label={label(index + 1, 'supplier.addressDetail')} maxLength={200} value={line.detail} onChange={(detailText) => addresses.update(line.key, { detail: detailText })} />,
              },
              { heading: '', cell: (line, index) => removeButton(() => addresses.remove(line.key), index + 1, t('supplier.addresses')) },
            ]}
          />
          <Actions>
            <Button onPress={() => patch({ addresses: [...draft.addresses, emptyAddress()] })}>{t('supplier.addAddress')}</Button>
          </Actions>
        </Body>
      ) : null}
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
`;
