import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SupplierArchiveRow } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchSupplierPage, SUPPLIER_LIST_URLS } from '../api/supplierApi';
import { SupplierDetailDrawer } from './SupplierDetailDrawer';
import { SupplierFormDialog } from './SupplierFormDialog';
import { SUPPLIER_BUTTONS, SUPPLIER_TABLE_ID, supplierColumns, supplierSearchFields } from './supplierList';

/**
 * 供应商档案 (supplier/info; issue 22): the suppliers, searchable by code, name and status; 详情 shows a
 * supplier's contacts, bank accounts, addresses and blacklist entries; 新增 (supplier:info:add) and 编辑
 * (supplier:info:edit) open one form dialog and the list reloads after a save; 导出 runs as a download task.
 */
export function SupplierInfoPage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(SUPPLIER_BUTTONS.add);
  const canEdit = hasRole(SUPPLIER_BUTTONS.edit);
  const [open, setOpen] = useState<SupplierArchiveRow | null>(null);
  const [dialog, setDialog] = useState<{ row?: SupplierArchiveRow } | null>(null);
  const actions = useMemo(
    (): RowAction<SupplierArchiveRow>[] => [
      { key: 'detail', label: t('supplier.detail'), onAction: (row) => setOpen(row) },
      ...(canEdit ? [{ key: 'edit', label: t('supplier.edit'), onAction: (row: SupplierArchiveRow) => setDialog({ row }) }] : []),
    ],
    [canEdit, t],
  );
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <>
      <MenuListPage<SupplierArchiveRow>
        titleKey="supplier.info.title"
        tableId={SUPPLIER_TABLE_ID}
        columns={supplierColumns}
        fields={supplierSearchFields}
        request={fetchSupplierPage}
        actions={actions}
        tableRef={tableRef}
        toolbarExtra={
          canAdd ? (
            <Button variant="primary" onPress={() => setDialog({})}>
              {t('supplier.add')}
            </Button>
          ) : undefined
        }
        exportList={{ url: SUPPLIER_LIST_URLS.supplier, permission: SUPPLIER_BUTTONS.export, fileName: `${t('supplier.info.title')}.xlsx` }}
      />
      {open ? <SupplierDetailDrawer row={open} onClose={() => setOpen(null)} /> : null}
      {dialog ? <SupplierFormDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
