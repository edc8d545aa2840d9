import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SupplierArchiveRow, SupplierStatus } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchSupplierPage, SUPPLIER_LIST_URLS } from '../api/supplierApi';
import { BlacklistDialog } from './BlacklistDialog';
import { SupplierDetailDrawer } from './SupplierDetailDrawer';
import { SupplierFormDialog } from './SupplierFormDialog';
import { SUPPLIER_BUTTONS, SUPPLIER_IMPORT_BASE, SUPPLIER_TABLE_ID, supplierColumns, supplierSearchFields } from './supplierList';

/** 加入黑名单 (gateway menu seed supplier:info:blacklist), for a supplier that is 3 合格 or 5 淘汰. */
const BLACKLIST_BUTTON = 'supplier:info:blacklist';
const BLACKLISTABLE: readonly SupplierStatus[] = [3, 5];

/**
 * 供应商档案 (supplier/info; issue 22): the suppliers, searchable by code, name and status; 详情 shows a
 * supplier's contacts, bank accounts, addresses and blacklist entries; 新增 (supplier:info:add) and 编辑
 * (supplier:info:edit) open one form dialog and the list reloads after a save; 加入黑名单
 * (supplier:info:blacklist, a 合格 or 淘汰 supplier) asks for the reason and the until-date and reloads
 * the list; 导入 (supplier:info:import) adds suppliers from the template through the shared import
 * dialog and reloads the list; 导出 runs as a download task.
 */
export function SupplierInfoPage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(SUPPLIER_BUTTONS.add);
  const canEdit = hasRole(SUPPLIER_BUTTONS.edit);
  const canBlacklist = hasRole(BLACKLIST_BUTTON);
  const [open, setOpen] = useState<SupplierArchiveRow | null>(null);
  const [dialog, setDialog] = useState<{ row?: SupplierArchiveRow } | null>(null);
  const [blacklisting, setBlacklisting] = useState<SupplierArchiveRow | null>(null);
  const actions = useMemo(
    (): RowAction<SupplierArchiveRow>[] => [
      { key: 'detail', label: t('supplier.detail'), onAction: (row) => setOpen(row) },
      ...(canEdit ? [{ key: 'edit', label: t('supplier.edit'), onAction: (row: SupplierArchiveRow) => setDialog({ row }) }] : []),
      ...(canBlacklist
        ? [
            {
              key: 'blacklist',
              label: t('supplierBlacklist.action'),
              isHidden: (row: SupplierArchiveRow) => !BLACKLISTABLE.includes(row.financialStatus),
              onAction: (row: SupplierArchiveRow) => setBlacklisting(row),
            },
          ]
        : []),
    ],
    [canBlacklist, canEdit, t],
  );
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  const blacklisted = () => {
    setBlacklisting(null);
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
          <>
            {canAdd ? (
              <Button variant="primary" onPress={() => setDialog({})}>
                {t('supplier.add')}
              </Button>
            ) : null}
            <ImportAction
              base={SUPPLIER_IMPORT_BASE}
              permission={SUPPLIER_BUTTONS.import}
              label={t('supplier.import')}
              title={t('supplier.importTitle')}
              description={t('supplier.importHint')}
              templateName={t('supplier.importTemplateName')}
              errorsName={t('supplier.importErrorsName')}
              onImported={() => tableRef.current?.reload()}
            />
          </>
        }
        exportList={{ url: SUPPLIER_LIST_URLS.supplier, permission: SUPPLIER_BUTTONS.export, fileName: `${t('supplier.info.title')}.xlsx` }}
      />
      {open ? <SupplierDetailDrawer row={open} onClose={() => setOpen(null)} /> : null}
      {dialog ? <SupplierFormDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {blacklisting ? <BlacklistDialog row={blacklisting} onClose={() => setBlacklisting(null)} onDone={blacklisted} /> : null}
    </>
  );
}
