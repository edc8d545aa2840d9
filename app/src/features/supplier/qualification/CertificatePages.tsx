import { Button, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SupplierQualificationRow } from '@srm/gateway/api';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { deleteQualifications, fetchExpiringQualifications } from '../api/qualificationApi';
import { fetchLicencePage, fetchQualificationPage } from '../api/supplierApi';
import { ExpiringCertificates } from './ExpiringCertificates';
import { QualificationDialog } from './QualificationDialog';
import { LICENCE_TABLE_ID, QUALIFICATION_TABLE_ID, qualificationColumns, qualificationSearchFields } from './qualificationList';

/** The buttons of 资质证照 (gateway menu seed: supplier:qualification:add, :edit, :delete). */
export const QUALIFICATION_BUTTONS = { add: 'supplier:qualification:add', edit: 'supplier:qualification:edit', delete: 'supplier:qualification:delete' } as const;

/**
 * 资质证照 (supplier/qualification; issue 22): the suppliers' certificates, certState as a coloured tag,
 * under the to-dos of those that expire within 30 days or have expired. 新增 (:add) and 编辑 (:edit)
 * open one dialog (a supplier user's certificates are its own: the supplier is fixed); 删除 (:delete)
 * asks first. The list and the to-dos reload after each.
 */
export function QualificationPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(QUALIFICATION_BUTTONS.add);
  const canEdit = hasRole(QUALIFICATION_BUTTONS.edit);
  const canDelete = hasRole(QUALIFICATION_BUTTONS.delete);
  const expiring = useRemote(fetchExpiringQualifications);
  const reloadExpiring = expiring.reload;
  const ownSupplier = expiring.data?.ownSupplier ?? null;
  const [dialog, setDialog] = useState<{ row?: SupplierQualificationRow } | null>(null);

  const reload = useCallback(() => {
    tableRef.current?.reload();
    reloadExpiring();
  }, [reloadExpiring]);

  const remove = useCallback(
    async (row: SupplierQualificationRow) => {
      if (!(await confirm({ message: t('qualification.deleteConfirm', { code: row.certNo }) }))) return;
      const deleted = await unlessFailed(deleteQualifications([row.id]));
      if (deleted) toast.success(deleted.message || t('qualification.deleted'));
      reload();
    },
    [confirm, reload, t, toast],
  );

  const actions = useMemo(
    (): RowAction<SupplierQualificationRow>[] => [
      ...(canEdit ? [{ key: 'edit', label: t('qualification.edit'), onAction: (row: SupplierQualificationRow) => setDialog({ row }) }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('qualification.delete'), onAction: (row: SupplierQualificationRow) => void remove(row) }] : []),
    ],
    [canDelete, canEdit, remove, t],
  );
  const saved = () => {
    setDialog(null);
    reload();
  };
  // A supplier user's dialog waits for its own supplier (answered with the to-dos).
  const dialogReady = !expiring.isLoading || expiring.data !== null;
  return (
    <>
      <ExpiringCertificates data={expiring.data} isLoading={expiring.isLoading} />
      <MenuListPage<SupplierQualificationRow>
        titleKey="supplier.qualification.title"
        tableId={QUALIFICATION_TABLE_ID}
        columns={qualificationColumns}
        fields={qualificationSearchFields}
        request={fetchQualificationPage}
        actions={canEdit || canDelete ? actions : undefined}
        tableRef={tableRef}
        toolbarExtra={
          canAdd ? (
            <Button variant="primary" onPress={() => setDialog({})} isDisabled={!dialogReady}>
              {t('qualification.add')}
            </Button>
          ) : undefined
        }
      />
      {dialog && dialogReady ? <QualificationDialog row={dialog.row} ownSupplier={ownSupplier} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}

/** 证照管理 (contract/licence): the same certificates under the contract menu's permission. */
export function LicencePage() {
  return (
    <MenuListPage<SupplierQualificationRow>
      titleKey="supplier.licence.title"
      tableId={LICENCE_TABLE_ID}
      columns={qualificationColumns}
      fields={qualificationSearchFields}
      request={fetchLicencePage}
    />
  );
}
