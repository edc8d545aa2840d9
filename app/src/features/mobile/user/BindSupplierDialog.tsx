import { Select, TextArea, type LoadSelectOptions } from '@srm/design-system';
import type { AppUserRow, Supplier } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { bindAppUserSupplier, fetchSupplierOptions } from '../api/appUserApi';
import { Body } from './AppUserEditDialog';
import { toUserBindingBody } from './appUserForm';
import { selectedKey } from '../../../shell/selectKey';

export interface BindSupplierDialogProps {
  row: Pick<AppUserRow, 'id' | 'userName'>;
  onClose: () => void;
  /** After the binding: close and reload. */
  onBound: () => void;
}

const SUPPLIER_NAMES = { label: 'name', value: 'sn' } as const;

/** The suppliers by name, one answer of at most 50 (the app's supplier lookup, as 资质证照 uses it). */
const loadSuppliers: LoadSelectOptions<Supplier> = async (keyword, { page, signal }) => {
  if (page > 1) return { options: [] };
  const options = await fetchSupplierOptions(keyword, signal);
  return { options, total: options.length };
};


/**
 * 绑定供应商 of an app user (mobile:user:bind): 供应商 (the app's supplier lookup by name) and 备注. 确定
 * sends POST user/binding; the gateway's refusal (供应商「…」当前状态为黑名单，不能绑定, 该用户已停用…,
 * 该用户已绑定供应商「…」, 供应商不存在) shows in the dialog, which stays open.
 */
export function BindSupplierDialog({ row, onClose, onBound }: BindSupplierDialogProps) {
  const t = useAppT();
  const [supplierSn, setSupplierSn] = useState('');
  const [remark, setRemark] = useState('');
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 404] });
  const title = t('mobile.user.bindTitle', { name: row.userName });

  const send = async () => {
    const body = toUserBindingBody(row.id, supplierSn, remark);
    if (!body) {
      refuse(t('check.editor.supplierRequired'));
      return;
    }
    await run(() => bindAppUserSupplier(body), { savedText: t('mobile.user.bound'), onSaved: onBound });
  };

  return (
    <SaveDialog
      title={title}
      width="small"
      cancelLabel={t('supplier.cancel')}
      saveLabel={t('supplierBlacklist.confirm')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void send()}
      onClose={onClose}
    >
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <p>{t('mobile.user.bindHint')}</p>
        <Select<Supplier>
          label={t('contract.supplier')}
          isRequired
          loadOptions={loadSuppliers}
          fieldNames={SUPPLIER_NAMES}
          value={supplierSn || null}
          onChange={(value) => setSupplierSn(selectedKey(value))}
        />
        <TextArea label={t('supplier.remark')} maxLength={200} value={remark} onChange={setRemark} />
      </Body>
    </SaveDialog>
  );
}
