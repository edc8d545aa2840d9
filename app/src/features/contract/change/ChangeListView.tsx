import { Button, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { ContractChangeRow } from '@srm/gateway/api';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { saveBlob } from '../../../downloads/api';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { deleteChanges, downloadChangeFile, fetchChangePage, submitChange } from '../api/changeApi';
import { ChooseContractDialog } from './ChooseContractDialog';
import {
  CHANGE_BUTTONS,
  CHANGE_PAGE_SIZE,
  CHANGE_TABLE_ID,
  changeActions,
  changeColumns,
  changeDetailHref,
  changeEditHref,
  changeSearchFields,
  newChangeHref,
  type ChangeAction,
} from './changeList';

/**
 * 合同变更 list (contract/change): the change requests in the caller's scope (POST change-head/custom-page),
 * searchable by 变更单号, 合同编号 and 变更状态. Rows offer 详情, and, while a change is a draft, rejected
 * or in conflict, 编辑 / 提交 / 删除 for the buttons the user holds (提交 and 删除 ask first), and 下载
 * (the change's newest file). 新增变更 (contract:change:add) asks for the contract, then opens the editor.
 */
export function ChangeListView() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [choosing, setChoosing] = useState(false);

  const columns = useMemo(
    () =>
      changeColumns(t).map((column) => {
        if (column.key === 'changeNo') {
          return {
            ...column,
            render: (_value: unknown, row: ContractChangeRow) => (
              <Link to={changeDetailHref(row.id)} data-grid-widget="" tabIndex={-1}>
                {row.changeNo}
              </Link>
            ),
          };
        }
        if (column.key === 'contractNo') {
          return {
            ...column,
            render: (_value: unknown, row: ContractChangeRow) => (
              <Link to={`/contract/detail?id=${row.contractId}`} data-grid-widget="" tabIndex={-1}>
                {row.contractNo}
              </Link>
            ),
          };
        }
        return column;
      }),
    [t],
  );
  const fields = useMemo(() => changeSearchFields(t), [t]);

  const run = useCallback(
    async (call: () => Promise<{ message: string }>) => {
      const done = await unlessFailed(call());
      if (done) toast.success(done.message || t('message.operated'));
      // Reloaded after a refusal too (a stale version, a status that no longer allows it …).
      tableRef.current?.reload();
    },
    [t, toast],
  );

  const act = useCallback(
    async (row: ContractChangeRow, action: ChangeAction) => {
      if (action === 'edit') {
        navigate(changeEditHref(row.id));
        return;
      }
      const key = action === 'submit' ? 'contractChange.submitConfirm' : 'contractChange.deleteConfirm';
      if (!(await confirm({ message: t(key, { changeNo: row.changeNo }), ...(action === 'delete' ? { variant: 'delete' as const } : {}) }))) return;
      await run(() => (action === 'submit' ? submitChange(row.id, row.version) : deleteChanges([row.id])));
    },
    [confirm, navigate, run, t],
  );

  const download = useCallback(async (row: ContractChangeRow) => {
    const file = await unlessFailed(downloadChangeFile(row.id));
    if (file) saveBlob(file.blob, file.fileName ?? `${row.changeNo}`);
  }, []);

  const actions = useMemo((): RowAction<ContractChangeRow>[] => {
    const owned = changeActions('draft', (code) => hasRole(code));
    return [
      { key: 'detail', label: t('contractChange.action.detail'), onAction: (row) => void navigate(changeDetailHref(row.id)) },
      ...owned.map(
        (action): RowAction<ContractChangeRow> => ({
          key: action,
          label: t(`contractChange.action.${action}`),
          theme: action === 'delete' ? 'danger' : 'default',
          isHidden: (row) => !changeActions(row.status, (code) => hasRole(code)).includes(action),
          onAction: (row) => act(row, action),
        }),
      ),
      { key: 'download', label: t('contractChange.action.download'), onAction: (row) => download(row) },
    ];
  }, [act, download, hasRole, navigate, t]);

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contractChange.title')}</h1>
        <ListPage<ContractChangeRow>
          ref={tableRef}
          title={t('contractChange.title')}
          columns={columns}
          rowKey="id"
          request={fetchChangePage}
          search={{ fields }}
          toolbarExtra={
            hasRole(CHANGE_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setChoosing(true)}>
                {t('contractChange.add')}
              </Button>
            ) : undefined
          }
          table={{ tableId: CHANGE_TABLE_ID, defaultPageSize: CHANGE_PAGE_SIZE, showIndex: true, actions, actionWidth: 260 }}
        />
      </ListPageSection>
      {choosing ? (
        <ChooseContractDialog
          onClose={() => setChoosing(false)}
          onChoose={(contractId) => {
            setChoosing(false);
            navigate(newChangeHref(contractId));
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
