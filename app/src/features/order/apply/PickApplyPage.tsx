import { Button, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { PickApplyDetail, PickApplyRow } from '@srm/gateway/api';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import { APPLY_URLS, fetchApplyDetail, fetchApplyPage, moveApply, type ApplyMove } from '../api/applyApi';
import { exportList } from '../api/tradeApi';
import { AllocateDialog } from './AllocateDialog';
import { ApplyDetailDrawer } from './ApplyDetailDrawer';
import { ApplyDialog } from './ApplyDialog';
import { APPLY_BUTTONS, APPLY_TABLE_ID, applyAllows, applyColumns, applySearchFields } from './applyList';
import { CloseLinesDialog } from './CloseLinesDialog';

type Opened = { kind: 'add' } | { kind: 'allocate' | 'close'; detail: PickApplyDetail } | null;

/**
 * 提货申请 (execution/pick-apply; issue 26): the applies against committed multilateral chains. 新增
 * (pick:apply:add) opens 新增提货申请; 导出 (pick:apply:export) is a download task of the list's query;
 * 导入车辆 (pick:apply:allocate) runs the shared import pipeline on pick-apply/vehicle/import.
 * Row actions by status and permission: 详情 (lines with 批量关闭, vehicles with 变更车辆, the change
 * history), 提交 a draft, 取消 (after a confirm each), 分配车辆 and 关闭行 of a committed apply.
 */
export function PickApplyPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const [opened, setOpened] = useState<Opened>(null);
  const [viewed, setViewed] = useState<PickApplyRow | null>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const columns = useMemo(() => applyColumns(t), [t]);
  const fields = useMemo(() => applySearchFields(t), [t]);

  const move = useCallback(
    async (kind: ApplyMove, row: PickApplyRow) => {
      const message = kind === 'commit' ? t('order.apply.commitConfirm', { code: row.applyNo }) : t('order.apply.cancelConfirm', { code: row.applyNo });
      if (!(await confirm({ message }))) return;
      const moved = await unlessFailed(moveApply(kind, row));
      if (moved) toast.success(moved.message || (kind === 'commit' ? t('order.apply.committed') : t('order.apply.canceled')));
      reload();
    },
    [confirm, reload, t, toast],
  );

  const openWithDetail = useCallback(async (kind: 'allocate' | 'close', row: PickApplyRow) => {
    const detail = await unlessFailed(fetchApplyDetail(row.id));
    if (detail) setOpened({ kind, detail });
  }, []);

  const actions = useMemo(
    (): RowAction<PickApplyRow>[] => [
      { key: 'detail', label: t('order.apply.detail'), onAction: (row: PickApplyRow) => setViewed(row) },
      ...(hasRole(APPLY_BUTTONS.commit)
        ? [{ key: 'commit', label: t('order.apply.commit'), isHidden: (row: PickApplyRow) => !applyAllows.commit(row), onAction: (row: PickApplyRow) => void move('commit', row) }]
        : []),
      ...(hasRole(APPLY_BUTTONS.cancel)
        ? [{ key: 'cancel', label: t('order.apply.cancelApply'), isHidden: (row: PickApplyRow) => !applyAllows.cancel(row), onAction: (row: PickApplyRow) => void move('cancel', row) }]
        : []),
      ...(hasRole(APPLY_BUTTONS.allocate)
        ? [{ key: 'allocate', label: t('order.apply.allocate'), isHidden: (row: PickApplyRow) => !applyAllows.allocate(row), onAction: (row: PickApplyRow) => void openWithDetail('allocate', row) }]
        : []),
      ...(hasRole(APPLY_BUTTONS.close)
        ? [{ key: 'closeLine', label: t('order.apply.closeLine'), isHidden: (row: PickApplyRow) => !applyAllows.closeLine(row), onAction: (row: PickApplyRow) => void openWithDetail('close', row) }]
        : []),
    ],
    [hasRole, move, openWithDetail, t],
  );

  const startExport = async () => {
    const params = tableRef.current?.exportParams() ?? { page: 1, pageSize: 20 };
    const created = await unlessFailed(exportList(APPLY_URLS.page, params, t('order.apply.title')));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };

  const saved = () => {
    setOpened(null);
    reload();
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('order.apply.title')}</h1>
        <ListPage<PickApplyRow>
          ref={tableRef}
          title={t('order.apply.title')}
          columns={columns}
          rowKey="id"
          request={fetchApplyPage}
          search={{ fields }}
          table={{ tableId: APPLY_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 280 }}
          toolbarExtra={
            <>
              {hasRole(APPLY_BUTTONS.add) ? (
                <Button variant="primary" onPress={() => setOpened({ kind: 'add' })}>
                  {t('order.apply.add')}
                </Button>
              ) : null}
              {hasRole(APPLY_BUTTONS.exportList) ? <Button onPress={() => void startExport()}>{t('order.apply.export')}</Button> : null}
              <ImportAction
                base={APPLY_URLS.vehicleImport}
                permission={APPLY_BUTTONS.allocate}
                label={t('order.apply.importVehicles')}
                title={t('order.apply.importTitle')}
                description={t('order.apply.importDescription')}
                templateName={t('order.apply.importTemplate')}
                errorsName={t('order.apply.importErrors')}
                onImported={reload}
              />
            </>
          }
        />
      </ListPageSection>
      {opened?.kind === 'add' ? <ApplyDialog onClose={() => setOpened(null)} onSaved={saved} /> : null}
      {opened?.kind === 'allocate' ? <AllocateDialog detail={opened.detail} onClose={() => setOpened(null)} onSaved={saved} /> : null}
      {opened?.kind === 'close' ? <CloseLinesDialog detail={opened.detail} onClose={() => setOpened(null)} onSaved={saved} /> : null}
      {viewed ? <ApplyDetailDrawer row={viewed} onClose={() => setViewed(null)} onChanged={reload} /> : null}
    </WithSideMenu>
  );
}
