import { Button, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { MonthDemandRow } from '@srm/gateway/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { exportStartedAtom } from '../../../state/downloads';
import { sessionDataAtom } from '../../../state/session';
import { checkMonthDemand, deleteMonthDemands, exportMonthItems, fetchMonthDemandPage, MONTH_DEMAND_URLS } from '../api/monthDemandApi';
import { AllocatePositionDialog } from './AllocatePositionDialog';
import { MonthCopyDialog } from './MonthCopyDialog';
import { MonthDemandDialog } from './MonthDemandDialog';
import { MonthDemandDrawer } from './MonthDemandDrawer';
import { isOpenPlan, MONTH_DEMAND_BUTTONS, MONTH_DEMAND_TABLE_ID, monthDemandColumns, monthDemandSearchFields } from './monthDemandList';
import { monthItemExportParams } from './monthItemExport';

type Opened = { kind: 'edit' | 'copy' | 'detail' | 'positions'; row: MonthDemandRow } | { kind: 'add' };
const isClosed = (row: MonthDemandRow) => !isOpenPlan(row);

/**
 * 月度需求计划 (demand/month; issue 23): the plans with their status tags. 详情 shows the head and items;
 * 编辑 (demand:month:edit), 提交审批 (:check, after a confirm) and 删除 (:delete, after a confirm) while
 * new or rejected; 复制 (:copy) asks the month to copy to. Toolbar: 新增 (:add), 导入 of items (:import)
 * and 导出 of the listed (or ticked) plans' items (:export) as a download task.
 */
export function MonthDemandPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const session = useAtomValue(sessionDataAtom);
  const startedExport = useSetAtom(exportStartedAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const categories = useMemo(() => session?.categories ?? [], [session]);
  const can = useMemo(
    () => ({
      add: hasRole(MONTH_DEMAND_BUTTONS.add),
      edit: hasRole(MONTH_DEMAND_BUTTONS.edit),
      remove: hasRole(MONTH_DEMAND_BUTTONS.remove),
      copy: hasRole(MONTH_DEMAND_BUTTONS.copy),
      check: hasRole(MONTH_DEMAND_BUTTONS.check),
      exportItems: hasRole(MONTH_DEMAND_BUTTONS.exportItems),
    }),
    [hasRole],
  );
  const [opened, setOpened] = useState<Opened | null>(null);
  const reload = () => tableRef.current?.reload();

  const check = useCallback(
    async (row: MonthDemandRow) => {
      if (!(await confirm({ message: t('demandMonth.checkConfirm', { demandNo: row.demandNo }) }))) return;
      const done = await unlessFailed(checkMonthDemand(row.id, row.version));
      if (done) toast.success(done.message || t('demandMonth.checked'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );
  const remove = useCallback(
    async (row: MonthDemandRow) => {
      if (!(await confirm({ message: t('demandMonth.deleteConfirm') }))) return;
      const done = await unlessFailed(deleteMonthDemands([row.id]));
      if (done) toast.success(done.message || t('demandMonth.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<MonthDemandRow>[] => [
      { key: 'detail', label: t('demandMonth.planDetail'), onAction: (row) => setOpened({ kind: 'detail', row }) },
      ...(can.edit ? [{ key: 'edit', label: t('demandMonth.edit'), isHidden: isClosed, onAction: (row: MonthDemandRow) => setOpened({ kind: 'edit', row }) }] : []),
      ...(can.copy ? [{ key: 'copy', label: t('demandMonth.copy'), onAction: (row: MonthDemandRow) => setOpened({ kind: 'copy', row }) }] : []),
      ...(can.check ? [{ key: 'check', label: t('demandMonth.check'), isHidden: isClosed, onAction: (row: MonthDemandRow) => void check(row) }] : []),
      ...(can.remove ? [{ key: 'delete', label: t('demandMonth.delete'), isHidden: isClosed, onAction: (row: MonthDemandRow) => void remove(row) }] : []),
      { key: 'positions', label: t('allocatePosition.action'), onAction: (row: MonthDemandRow) => setOpened({ kind: 'positions', row }) },
    ],
    [can, check, remove, t],
  );

  const exportItems = async () => {
    const table = tableRef.current;
    if (!table) return;
    const created = await unlessFailed(exportMonthItems(monthItemExportParams(table.exportParams(), table.selectionPayload()), t('demandMonth.itemsFileName')));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };
  const done = () => {
    setOpened(null);
    reload();
  };

  return (
    <>
      <MenuListPage<MonthDemandRow>
        titleKey="demand.month.title"
        tableId={MONTH_DEMAND_TABLE_ID}
        columns={monthDemandColumns}
        fields={monthDemandSearchFields}
        request={fetchMonthDemandPage}
        actions={actions}
        tableRef={tableRef}
        toolbarExtra={
          <>
            {can.add ? (
              <Button variant="primary" onPress={() => setOpened({ kind: 'add' })}>
                {t('demandMonth.add')}
              </Button>
            ) : null}
            <ImportAction
              base={MONTH_DEMAND_URLS.itemImport}
              permission={MONTH_DEMAND_BUTTONS.importItems}
              label={t('demandMonth.import')}
              title={t('demandMonth.importTitle')}
              templateName={t('demandMonth.importTemplateName')}
              errorsName={t('demandMonth.importErrorsName')}
              onImported={reload}
            />
            {can.exportItems ? <Button onPress={() => void exportItems()}>{t('demandMonth.export')}</Button> : null}
          </>
        }
      />
      {opened?.kind === 'detail' ? <MonthDemandDrawer key={opened.row.id} row={opened.row} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'add' || opened?.kind === 'edit' ? (
        <MonthDemandDialog row={opened.kind === 'edit' ? opened.row : undefined} orgs={orgs} categories={categories} onClose={() => setOpened(null)} onSaved={done} />
      ) : null}
      {opened?.kind === 'copy' ? <MonthCopyDialog row={opened.row} onClose={() => setOpened(null)} onCopied={done} /> : null}
      {opened?.kind === 'positions' ? <AllocatePositionDialog key={opened.row.id} row={opened.row} canEdit={can.edit} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
