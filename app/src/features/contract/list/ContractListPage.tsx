import { Button, ListPage, useToast, type ProTableDownload, type ProTableHandle } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useId, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import { exportContracts } from '../api/contractApi';
import type { ContractListItem } from '../api/rows';
import { editorHref } from '../editor/contractEditor';
import { MergeContractsDialog } from '../merge/MergeContractsDialog';
import { CONTRACT_ACTION_WIDTH, CONTRACT_BUTTONS, CONTRACT_PAGE_SIZE, CONTRACT_SETTINGS_VERSION, CONTRACT_TABLE_ID, contractSearchFields } from './contractList';
import { useContractBatchActions } from './useContractBatchActions';
import { useContractListRequest } from './useContractListRequest';
import { useContractRowActions } from './useContractRowActions';

/**
 * 合同列表 (contract/list, spec 02 §7; README.md): the contracts in the caller's scope on ListPage.
 * Row actions (useContractRowActions), 批量操作 (useContractBatchActions), 新增 (contract:add), 返利协议
 * (menu contract:rebate-list) and 导出 (contract:export, a download task). The gateway enforces the
 * same rules and its refusals are shown by the call layer.
 */
export function ContractListPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole, hasMenu } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const fields = useMemo(() => contractSearchFields(t), [t]);
  const { columns, actions } = useContractRowActions(tableRef);
  const batch = useContractBatchActions();
  const canAdd = hasRole('contract:add');
  const canSeeRebates = hasMenu('contract:rebate-list');

  const { initialAnswer, request } = useContractListRequest();

  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    if ((await unlessFailed(exportContracts(query, t('contract.exportFileName')))) === undefined) return;
    startedExport();
    toast.success(t('contract.exportStarted'));
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contract.list.title')}</h1>
        <ListPage<ContractListItem>
          ref={tableRef}
          title={t('contract.list.title')}
          columns={columns}
          rowKey="id"
          request={request}
          search={{ fields }}
          batchActions={batch.items.length > 0 ? batch.items : undefined}
          onDownload={hasRole(CONTRACT_BUTTONS.export) ? (download) => void onDownload(download) : undefined}
          toolbarExtra={
            canAdd || canSeeRebates ? (
              <>
                {canAdd ? (
                  <Button variant="primary" onPress={() => void navigate(editorHref())}>
                    {t('contract.add')}
                  </Button>
                ) : null}
                {canSeeRebates ? <Link to="/contract/rebate">{t('contractRebate.listLink')}</Link> : null}
              </>
            ) : undefined
          }
          table={{
            tableId: CONTRACT_TABLE_ID,
            settingsVersion: CONTRACT_SETTINGS_VERSION,
            defaultPageSize: CONTRACT_PAGE_SIZE,
            showIndex: true,
            selectionMode: batch.selectable ? 'checkbox' : undefined,
            onSelectionChange: batch.onSelectionChange,
            actions,
            actionWidth: CONTRACT_ACTION_WIDTH,
            initialAnswer,
          }}
        />
        {batch.mergeIds ? <MergeContractsDialog ids={batch.mergeIds} onClose={batch.closeMerge} /> : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
