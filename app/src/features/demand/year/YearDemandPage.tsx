import { Button, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { YearDemandDetail, YearDemandRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { sessionDataAtom } from '../../../state/session';
import { checkYearDemand, deleteYearDemands, fetchYearDemandDetail, fetchYearDemandPage, YEAR_DEMAND_URLS } from '../api/yearDemandApi';
import { YearDemandDialog } from './YearDemandDialog';
import { YearDemandDrawer } from './YearDemandDrawer';
import { isOpenYearPlan, YEAR_DEMAND_BUTTONS, YEAR_DEMAND_TABLE_ID, yearDemandColumns, yearDemandSearchFields } from './yearDemandList';

const isClosed = (row: YearDemandRow) => !isOpenYearPlan(row);

/**
 * 年度需求计划 (demand/year; issue 23): the plans with their status tags; 新增 (demand:year:add) and 编辑
 * (demand:year:edit, while new or rejected) open one dialog with the items' twelve months; 提交审批
 * (demand:year:check) and 删除 (demand:year:delete) ask first; 详情 opens the drawer; 导入明细
 * (demand:year:import) imports lines by plan number. The list reloads after each.
 */
export function YearDemandPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const categories = useMemo(() => session?.categories ?? [], [session]);
  const [dialog, setDialog] = useState<{ plan?: YearDemandDetail } | null>(null);
  const [shown, setShown] = useState<YearDemandRow | null>(null);
  const reload = () => tableRef.current?.reload();

  const edit = useCallback(async (row: YearDemandRow) => {
    const plan = await unlessFailed(fetchYearDemandDetail(row.id));
    if (plan) setDialog({ plan });
  }, []);

  const check = useCallback(
    async (row: YearDemandRow) => {
      if (!(await confirm({ message: t('demand.year.checkConfirm', { demandNo: row.demandNo }) }))) return;
      const checked = await unlessFailed(checkYearDemand(row.id, row.version));
      if (checked) toast.success(checked.message || t('demand.year.submitted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const remove = useCallback(
    async (row: YearDemandRow) => {
      if (!(await confirm({ message: t('demand.year.deleteConfirm', { demandNo: row.demandNo }) }))) return;
      const deleted = await unlessFailed(deleteYearDemands([row.id]));
      if (deleted) toast.success(deleted.message);
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<YearDemandRow>[] => [
      { key: 'detail', label: t('demand.year.detail'), onAction: (row: YearDemandRow) => setShown(row) },
      ...(hasRole(YEAR_DEMAND_BUTTONS.edit) ? [{ key: 'edit', label: t('demand.year.edit'), isHidden: isClosed, onAction: (row: YearDemandRow) => void edit(row) }] : []),
      ...(hasRole(YEAR_DEMAND_BUTTONS.check) ? [{ key: 'check', label: t('demand.year.check'), isHidden: isClosed, onAction: (row: YearDemandRow) => void check(row) }] : []),
      ...(hasRole(YEAR_DEMAND_BUTTONS.remove) ? [{ key: 'delete', label: t('demand.year.delete'), isHidden: isClosed, onAction: (row: YearDemandRow) => void remove(row) }] : []),
    ],
    [check, edit, hasRole, remove, t],
  );

  return (
    <>
      <MenuListPage<YearDemandRow>
        titleKey="demand.year.title"
        tableId={YEAR_DEMAND_TABLE_ID}
        columns={yearDemandColumns}
        fields={yearDemandSearchFields}
        request={fetchYearDemandPage}
        actions={actions}
        tableRef={tableRef}
        exportList={{ url: YEAR_DEMAND_URLS.page, permission: YEAR_DEMAND_BUTTONS.exportList, fileName: t('demand.year.title') }}
        toolbarExtra={
          <>
            {hasRole(YEAR_DEMAND_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setDialog({})}>
                {t('demand.year.add')}
              </Button>
            ) : null}
            <ImportAction
              base={YEAR_DEMAND_URLS.itemImport}
              permission={YEAR_DEMAND_BUTTONS.importItems}
              label={t('demand.year.import')}
              title={t('demand.year.importTitle')}
              description={t('demand.year.importDescription')}
              templateName={t('demand.year.importTemplate')}
              errorsName={t('demand.year.importErrors')}
              onImported={reload}
            />
          </>
        }
      />
      {dialog ? (
        <YearDemandDialog
          plan={dialog.plan}
          orgs={orgs}
          categories={categories}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
      {shown ? <YearDemandDrawer row={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
