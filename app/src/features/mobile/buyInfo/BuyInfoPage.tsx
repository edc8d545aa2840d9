import { Button, ListPage, useConfirm, useToast, type BatchActionItem, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import type { BuyInfoRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { deleteBuyInfos, fetchBuyInfoPage } from '../api/buyInfoApi';
import { selectedRowIds } from '../saleInfo/saleInfoList';
import { BuyInfoDialog } from './BuyInfoDialog';
import { BuyInfoHistoryDrawer } from './BuyInfoHistoryDrawer';
import { BUY_INFO_BUTTONS, BUY_INFO_TABLE_ID, buyInfoColumns, buyInfoSearchFields } from './buyInfoList';

/**
 * 收购价格 (mobile/buy-info; issue 28): the companies' grain buying prices per site and variety. 调价记录
 * (everyone with the page) opens the price history; 新增 (:add) and 编辑 (:edit) open one dialog (a
 * changed price adds a history entry); 删除 (:delete, a row or the selected rows) asks 确认删除? first.
 * The list reloads after each.
 */
export function BuyInfoPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const dictionaries = useAtomValue(dictionariesAtom);
  const orgs = useUserCompanies();
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(BUY_INFO_BUTTONS.add);
  const canEdit = hasRole(BUY_INFO_BUTTONS.edit);
  const canDelete = hasRole(BUY_INFO_BUTTONS.delete);
  const [history, setHistory] = useState<BuyInfoRow | null>(null);
  const [dialog, setDialog] = useState<{ row?: BuyInfoRow } | null>(null);
  const columns = useMemo(() => buyInfoColumns(t, dictionaries), [dictionaries, t]);
  const fields = useMemo(() => buyInfoSearchFields(t, dictionaries, orgs), [dictionaries, orgs, t]);
  const reload = () => tableRef.current?.reload();

  const remove = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0 || !(await confirm({ variant: 'delete', message: t('contract.editor.deleteConfirm') }))) return;
      const deleted = await unlessFailed(deleteBuyInfos(ids));
      if (deleted) toast.success(deleted.message || t('message.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<BuyInfoRow>[] => [
      { key: 'history', label: t('mobile.buy.history'), onAction: (row: BuyInfoRow) => setHistory(row) },
      ...(canEdit ? [{ key: 'edit', label: t('master.edit'), onAction: (row: BuyInfoRow) => setDialog({ row }) }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('master.delete'), theme: 'danger' as const, onAction: (row: BuyInfoRow) => void remove([row.id]) }] : []),
    ],
    [canDelete, canEdit, remove, t],
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
        <h1 id={headingId}>{t('mobile.buy.title')}</h1>
        <ListPage<BuyInfoRow>
          ref={tableRef}
          title={t('mobile.buy.title')}
          columns={columns}
          rowKey="id"
          request={fetchBuyInfoPage}
          search={{ fields }}
          batchActions={canDelete ? batchActions : undefined}
          table={{
            tableId: BUY_INFO_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: canDelete ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            actions,
            actionWidth: 170,
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
      {history ? <BuyInfoHistoryDrawer row={history} onClose={() => setHistory(null)} /> : null}
      {dialog ? (
        <BuyInfoDialog
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
