import { Button, ListPage, useConfirm, useToast, type BatchActionItem, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import type { SaleInfoRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { deleteSaleInfos, fetchSaleInfoDetail, fetchSaleInfoPage } from '../api/saleInfoApi';
import { SaleInfoDetailDrawer } from './SaleInfoDetailDrawer';
import { SaleInfoDialog } from './SaleInfoDialog';
import { SALE_INFO_BUTTONS, SALE_INFO_TABLE_ID, saleInfoColumns, saleInfoSearchFields, selectedRowIds } from './saleInfoList';

/**
 * 销售信息 (mobile/sale-info; issue 28): the grain the app's users offer for sale, the contact phone
 * masked by the gateway without mobile:sale-info:detail. 详情 (:detail) opens a drawer with the phone
 * unmasked; 新增 (:add) and 编辑 (:edit; the dialog opens on the unmasked detail when the user holds
 * :detail) open one dialog; 删除 (:delete, a row or the selected rows) asks 确认删除? first. The list
 * reloads after each.
 */
export function SaleInfoPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const dictionaries = useAtomValue(dictionariesAtom);
  const orgs = useUserCompanies();
  const { hasRole } = useOwnedCodes();
  const canDetail = hasRole(SALE_INFO_BUTTONS.detail);
  const canAdd = hasRole(SALE_INFO_BUTTONS.add);
  const canEdit = hasRole(SALE_INFO_BUTTONS.edit);
  const canDelete = hasRole(SALE_INFO_BUTTONS.delete);
  const hasActions = canDetail || canEdit || canDelete;
  const [viewed, setViewed] = useState<SaleInfoRow | null>(null);
  const [dialog, setDialog] = useState<{ row?: SaleInfoRow } | null>(null);
  const columns = useMemo(() => saleInfoColumns(t, dictionaries), [dictionaries, t]);
  const fields = useMemo(() => saleInfoSearchFields(t, dictionaries, orgs, canDetail), [canDetail, dictionaries, orgs, t]);
  const reload = () => tableRef.current?.reload();

  const openEdit = useCallback(
    async (row: SaleInfoRow) => {
      // The list's phone is masked without :detail; the detail answers it unmasked.
      const detail = canDetail ? await unlessFailed(fetchSaleInfoDetail(row.id)) : row;
      if (detail) setDialog({ row: detail });
    },
    [canDetail],
  );

  const remove = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0 || !(await confirm({ variant: 'delete', message: t('contract.editor.deleteConfirm') }))) return;
      const deleted = await unlessFailed(deleteSaleInfos(ids));
      if (deleted) toast.success(deleted.message || t('message.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<SaleInfoRow>[] => [
      ...(canDetail ? [{ key: 'detail', label: t('master.detail'), onAction: (row: SaleInfoRow) => setViewed(row) }] : []),
      ...(canEdit ? [{ key: 'edit', label: t('master.edit'), onAction: (row: SaleInfoRow) => void openEdit(row) }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('master.delete'), theme: 'danger' as const, onAction: (row: SaleInfoRow) => void remove([row.id]) }] : []),
    ],
    [canDelete, canDetail, canEdit, openEdit, remove, t],
  );

  const batchActions = useMemo(
    (): BatchActionItem<ProTableSelectionInfo>[] => [
      { key: 'delete', label: t('master.delete'), isDanger: true, onAction: ({ payload }: ProTableSelectionInfo) => remove(selectedRowIds(payload)) },
    ],
    [remove, t],
  );

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('mobile.sale.title')}</h1>
        <ListPage<SaleInfoRow>
          ref={tableRef}
          title={t('mobile.sale.title')}
          columns={columns}
          rowKey="id"
          request={fetchSaleInfoPage}
          search={{ fields }}
          batchActions={canDelete ? batchActions : undefined}
          table={{
            tableId: SALE_INFO_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: canDelete ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            ...(hasActions ? { actions, actionWidth: 150 } : {}),
          }}
          toolbarExtra={
            canAdd ? (
              <Button variant="primary" onPress={() => setDialog({})}>
                {t('master.add')}
              </Button>
            ) : undefined
          }
        />
      </ListPageSection>
      {viewed ? <SaleInfoDetailDrawer row={viewed} onClose={() => setViewed(null)} /> : null}
      {dialog ? (
        <SaleInfoDialog
          row={dialog.row}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
