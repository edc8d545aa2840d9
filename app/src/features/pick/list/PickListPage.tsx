import { Button, ListPage, useConfirm, useToast, type BatchActionItem, type ProColumn, type ProTableDownload, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { exportTask } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import { deletePicks, fetchPickDetail, fetchPickPage, PICK_URLS } from '../api/pickApi';
import type { PickDetail, PickHeadRow } from '../api/pickTypes';
import { PickEditorDialog } from '../editor/PickEditorDialog';
import { isEditablePick, PICK_BUTTONS, PICK_TABLE_ID, pickColumns, pickDetailHref, pickSearchFields } from './pickList';

/**
 * 提货单 (execution/pick; issue 24): the picks in the caller's scope (a supplier's user sees its own).
 * The number links to 提货单详情; 新增 (pick:add) opens the editor and, once saved, the new pick's
 * detail (where it is sent to the supplier); 编辑 (pick:edit, new or refused) opens the editor; 删除
 * (pick:delete) deletes the ticked picks after a confirm; 导出 (pick:export) is a download task.
 */
export function PickListPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [editor, setEditor] = useState<{ pick?: PickDetail } | null>(null);
  const reload = () => tableRef.current?.reload();

  const columns = useMemo(
    (): ProColumn<PickHeadRow>[] =>
      pickColumns(t).map((column) =>
        column.key === 'pickNo'
          ? {
              ...column,
              render: (_value: unknown, row: PickHeadRow) => (
                <Link to={pickDetailHref(row.id)} data-grid-widget="" tabIndex={-1}>
                  {row.pickNo}
                </Link>
              ),
            }
          : column,
      ),
    [t],
  );
  const fields = useMemo(() => pickSearchFields(t), [t]);

  const edit = useCallback(async (row: PickHeadRow) => {
    const pick = await unlessFailed(fetchPickDetail(row.id));
    if (pick) setEditor({ pick });
  }, []);

  const actions = useMemo(
    (): RowAction<PickHeadRow>[] => [
      { key: 'detail', label: t('pick.detailLink'), onAction: (row: PickHeadRow) => void navigate(pickDetailHref(row.id)) },
      ...(hasRole(PICK_BUTTONS.edit) ? [{ key: 'edit', label: t('pick.action.edit'), isHidden: (row: PickHeadRow) => !isEditablePick(row), onAction: (row: PickHeadRow) => void edit(row) }] : []),
    ],
    [edit, hasRole, navigate, t],
  );

  const canDelete = hasRole(PICK_BUTTONS.remove);
  const batchActions = useMemo((): BatchActionItem<ProTableSelectionInfo>[] => {
    if (!canDelete) return [];
    return [
      {
        key: 'delete',
        label: t('pick.batchDelete'),
        isDanger: true,
        onAction: async ({ payload, count }: ProTableSelectionInfo) => {
          if (!('ids' in payload)) {
            toast.warning(t('pick.deleteWholeRefused'));
            return;
          }
          if (!(await confirm({ variant: 'delete', message: t('pick.deleteConfirm', { count }) }))) return;
          const deleted = await unlessFailed(deletePicks(payload.ids.map(Number)));
          if (deleted) toast.success(deleted.message || t('pick.deleted'));
          tableRef.current?.reload();
        },
      },
    ];
  }, [canDelete, confirm, t, toast]);

  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    const created = await unlessFailed(exportTask({ method: 'GET', url: PICK_URLS.page, params: toListBody(query) }, { fileName: t('pick.exportFileName') }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('pick.list.title')}</h1>
        <ListPage<PickHeadRow>
          ref={tableRef}
          title={t('pick.list.title')}
          columns={columns}
          rowKey="id"
          request={fetchPickPage}
          search={{ fields }}
          batchActions={canDelete ? batchActions : undefined}
          onDownload={hasRole(PICK_BUTTONS.exportList) ? (download) => void onDownload(download) : undefined}
          toolbarExtra={
            hasRole(PICK_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setEditor({})}>
                {t('pick.add')}
              </Button>
            ) : undefined
          }
          table={{
            tableId: PICK_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: canDelete ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            actions,
            actionWidth: 120,
          }}
        />
        {editor ? (
          <PickEditorDialog
            pick={editor.pick}
            onClose={() => setEditor(null)}
            onSaved={(saved) => {
              const wasNew = !editor.pick;
              setEditor(null);
              if (wasNew) void navigate(pickDetailHref(saved.id));
              else reload();
            }}
          />
        ) : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
