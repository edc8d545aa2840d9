import { Button, ListPage, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SaleAllocationRow, SaleOrderDetail, SaleOrderRow, SaleShippingRow } from '@srm/gateway/api';
import { useCallback, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import type { OrderCallResult } from '../api/purchaseApi';
import {
  cancelSaleAllocations,
  deleteSaleOrders,
  fetchSaleAllocationPage,
  fetchSaleConfirmPage,
  fetchSaleFinishedPage,
  fetchSaleOrderDetail,
  fetchSaleOrderPage,
  moveSaleOrder,
  SALE_URLS,
} from '../api/saleApi';
import { ExportButton } from '../purchase/ExportButton';
import { ReasonDialog } from '../purchase/ReasonDialog';
import { SaleReportTab } from '../report/SaleReportTab';
import { ShippingPrint } from '../report/ShippingPrint';
import { AllocateDialog } from './AllocateDialog';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog';
import { SaleDetailDrawer } from './SaleDetailDrawer';
import { SaleOrderDialog } from './SaleOrderDialog';
import {
  allocationColumns,
  allocationSearchFields,
  confirmColumns,
  confirmSearchFields,
  finishedColumns,
  finishedSearchFields,
  isCancellableAllocation,
  isConfirmableShipping,
  SALE_BUTTONS,
  SALE_TABLE_IDS,
  saleAllows,
  saleColumns,
  saleSearchFields,
} from './saleList';
import { ShipDialog } from './ShipDialog';

type SaleTab = 'orders' | 'allocations' | 'confirm' | 'finished' | 'report';

/**
 * 销售订单 (execution/order-sale; issue 26) in five tabs: 销售订单 (新增, 导入, 导出; row actions 详情,
 * 分配, 发运, 完结, 关闭, 删除, 重推EBS by status and button), 分配记录 (every allocation, 取消分配 while
 * nothing is shipped), 发运确认 (the shipments; 确认 opens 确认收货, 打印 the 销售发运单 print preview),
 * 完结记录 (the finished orders) and 发运报表 (report/SaleReportTab.tsx).
 */
export function SaleOrderPage() {
  const t = useAppT();
  const headingId = useId();
  const [tab, setTab] = useState<SaleTab>('orders');
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('order.sale.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as SaleTab)}>
          <TabList aria-label={t('order.sale.tabs')}>
            <Tab id="orders">{t('order.sale.tab.orders')}</Tab>
            <Tab id="allocations">{t('order.sale.tab.allocations')}</Tab>
            <Tab id="confirm">{t('order.sale.tab.confirm')}</Tab>
            <Tab id="finished">{t('order.sale.tab.finished')}</Tab>
            <Tab id="report">{t('order.report.tab')}</Tab>
          </TabList>
          <TabPanel id="orders">
            <OrdersTab />
          </TabPanel>
          <TabPanel id="allocations">
            <AllocationsTab />
          </TabPanel>
          <TabPanel id="confirm">
            <ConfirmTab />
          </TabPanel>
          <TabPanel id="finished">
            <FinishedTab />
          </TabPanel>
          <TabPanel id="report">
            <SaleReportTab />
          </TabPanel>
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}

/** 导出 of a tab's list (order:sale:export). */
function SaleExport({ url, fileName, table }: { url: string; fileName: string; table: RefObject<ProTableHandle | null> }) {
  const t = useAppT();
  return <ExportButton url={url} fileName={fileName} permission={SALE_BUTTONS.exportList} label={t('order.sale.export')} table={table} />;
}

/** A move after a confirm: the gateway's message (or `doneText`) as a toast, then `also` and the list reloads. */
function useConfirmedMove(reload: () => void) {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async (message: string, call: () => Promise<OrderCallResult<unknown>>, doneText: string, also?: () => void) => {
      if (!(await confirm({ message }))) return;
      const done = await unlessFailed(call());
      if (done) toast.success(done.message || doneText);
      also?.();
      reload();
    },
    [confirm, reload, toast],
  );
}

type OrderDialog = { kind: 'allocate' | 'ship'; detail: SaleOrderDetail } | { kind: 'close'; row: SaleOrderRow } | { kind: 'add' };

function OrdersTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [viewing, setViewing] = useState<SaleOrderRow | null>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useConfirmedMove(reload);
  const columns = useMemo(() => saleColumns(t), [t]);
  const fields = useMemo(() => saleSearchFields(t), [t]);
  const canAllocate = hasRole(SALE_BUTTONS.allocate);

  const openWithDetail = useCallback(async (kind: 'allocate' | 'ship', row: SaleOrderRow) => {
    const detail = await unlessFailed(fetchSaleOrderDetail(row.orderNo));
    if (detail) setDialog({ kind, detail });
  }, []);

  const cancelAllocation = useCallback(
    (allocation: SaleAllocationRow, reloadDetail: () => void) =>
      void move(
        t('order.sale.cancelAllocationConfirm', { purchaseOrderNo: allocation.purchaseOrderNo, saleOrderNo: allocation.saleOrderNo }),
        () => cancelSaleAllocations([allocation.id]),
        t('order.sale.allocationCanceled'),
        reloadDetail,
      ),
    [move, t],
  );

  const actions = useMemo((): RowAction<SaleOrderRow>[] => {
    const code = (row: SaleOrderRow) => ({ orderNo: row.orderNo });
    const when = (button: string, action: RowAction<SaleOrderRow>) => (hasRole(button) ? [action] : []);
    return [
      { key: 'detail', label: t('order.sale.detail'), onAction: (row: SaleOrderRow) => setViewing(row) },
      ...when(SALE_BUTTONS.allocate, { key: 'allocate', label: t('order.sale.allocate'), isHidden: (row) => !saleAllows.allocate(row), onAction: (row) => void openWithDetail('allocate', row) }),
      ...when(SALE_BUTTONS.ship, { key: 'ship', label: t('order.sale.ship'), isHidden: (row) => !saleAllows.ship(row), onAction: (row) => void openWithDetail('ship', row) }),
      ...when(SALE_BUTTONS.finish, {
        key: 'finish',
        label: t('order.sale.finish'),
        isHidden: (row) => !saleAllows.finish(row),
        onAction: (row) => void move(t('order.sale.finishConfirm', code(row)), () => moveSaleOrder('finished', row), t('order.sale.finished')),
      }),
      ...when(SALE_BUTTONS.close, { key: 'close', label: t('order.sale.close'), isHidden: (row) => !saleAllows.close(row), onAction: (row) => setDialog({ kind: 'close', row }) }),
      ...when(SALE_BUTTONS.remove, {
        key: 'delete',
        label: t('order.sale.delete'),
        isHidden: (row) => !saleAllows.remove(row),
        onAction: (row) => void move(t('order.sale.deleteConfirm', code(row)), () => deleteSaleOrders([row.id]), t('order.sale.deleted')),
      }),
      ...when(SALE_BUTTONS.retry, {
        key: 'retryEbs',
        label: t('order.sale.retryEbs'),
        isHidden: (row) => !saleAllows.retryEbs(row),
        onAction: (row) => void move(t('order.sale.retryConfirm', code(row)), () => moveSaleOrder('retryEbs', row), t('order.sale.retried')),
      }),
    ];
  }, [hasRole, move, openWithDetail, t]);

  const done = () => {
    setDialog(null);
    reload();
  };

  return (
    <>
      <ListPage<SaleOrderRow>
        ref={tableRef}
        title={t('order.sale.tab.orders')}
        columns={columns}
        rowKey="id"
        request={fetchSaleOrderPage}
        search={{ fields }}
        toolbarExtra={
          <>
            {hasRole(SALE_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
                {t('order.sale.add')}
              </Button>
            ) : null}
            <SaleExport url={SALE_URLS.page} fileName={t('order.sale.exportFileName')} table={tableRef} />
            <ImportAction
              base={SALE_URLS.import}
              permission={SALE_BUTTONS.importOrders}
              label={t('order.sale.import')}
              title={t('order.sale.importTitle')}
              description={t('order.sale.importDescription')}
              templateName={t('order.sale.importTemplate')}
              errorsName={t('order.sale.importErrors')}
              onImported={reload}
            />
          </>
        }
        table={{ tableId: SALE_TABLE_IDS.orders, defaultPageSize: 20, showIndex: true, actions, actionWidth: 280 }}
      />
      {viewing ? <SaleDetailDrawer row={viewing} onCancelAllocation={canAllocate ? cancelAllocation : undefined} onClose={() => setViewing(null)} /> : null}
      {dialog?.kind === 'add' ? <SaleOrderDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'allocate' ? <AllocateDialog detail={dialog.detail} onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'ship' ? <ShipDialog detail={dialog.detail} onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'close' ? (
        <ReasonDialog
          title={t('order.sale.closeTitle', { orderNo: dialog.row.orderNo })}
          labels={{
            reason: t('order.sale.reason'),
            cancel: t('order.sale.cancel'),
            confirm: t('order.sale.confirm'),
            required: t('order.sale.reasonRequired'),
            conflict: t('order.sale.conflict'),
            done: t('order.sale.closed'),
          }}
          call={(reason) => moveSaleOrder('close', dialog.row, reason)}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}

function AllocationsTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useConfirmedMove(reload);
  const columns = useMemo(() => allocationColumns(t), [t]);
  const fields = useMemo(() => allocationSearchFields(t), [t]);
  const actions = useMemo(
    (): RowAction<SaleAllocationRow>[] =>
      hasRole(SALE_BUTTONS.allocate)
        ? [
            {
              key: 'cancelAllocation',
              label: t('order.sale.cancelAllocation'),
              isHidden: (row: SaleAllocationRow) => !isCancellableAllocation(row),
              onAction: (row: SaleAllocationRow) =>
                void move(
                  t('order.sale.cancelAllocationConfirm', { purchaseOrderNo: row.purchaseOrderNo, saleOrderNo: row.saleOrderNo }),
                  () => cancelSaleAllocations([row.id]),
                  t('order.sale.allocationCanceled'),
                ),
            },
          ]
        : [],
    [hasRole, move, t],
  );
  return (
    <ListPage<SaleAllocationRow>
      ref={tableRef}
      title={t('order.sale.tab.allocations')}
      columns={columns}
      rowKey="id"
      request={fetchSaleAllocationPage}
      search={{ fields }}
      toolbarExtra={<SaleExport url={SALE_URLS.allocationRecordPage} fileName={t('order.sale.allocationExportFileName')} table={tableRef} />}
      table={{ tableId: SALE_TABLE_IDS.allocations, defaultPageSize: 20, showIndex: true, ...(actions.length > 0 ? { actions, actionWidth: 120 } : {}) }}
    />
  );
}

function ConfirmTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [confirming, setConfirming] = useState<SaleShippingRow | null>(null);
  const [printing, setPrinting] = useState<SaleShippingRow | null>(null);
  const columns = useMemo(() => confirmColumns(t), [t]);
  const fields = useMemo(() => confirmSearchFields(t), [t]);
  const actions = useMemo(
    (): RowAction<SaleShippingRow>[] => [
      ...(hasRole(SALE_BUTTONS.confirm)
        ? [{ key: 'confirm', label: t('order.sale.confirmShipment'), isHidden: (row: SaleShippingRow) => !isConfirmableShipping(row), onAction: (row: SaleShippingRow) => setConfirming(row) }]
        : []),
      { key: 'print', label: t('order.report.print'), onAction: (row: SaleShippingRow) => setPrinting(row) },
    ],
    [hasRole, t],
  );
  return (
    <>
      <ListPage<SaleShippingRow>
        ref={tableRef}
        title={t('order.sale.tab.confirm')}
        columns={columns}
        rowKey="id"
        request={fetchSaleConfirmPage}
        search={{ fields }}
        toolbarExtra={<SaleExport url={SALE_URLS.confirmPage} fileName={t('order.sale.confirmExportFileName')} table={tableRef} />}
        table={{ tableId: SALE_TABLE_IDS.confirm, defaultPageSize: 20, showIndex: true, actions, actionWidth: 120 }}
      />
      {printing ? <ShippingPrint shipping={printing} onClose={() => setPrinting(null)} /> : null}
      {confirming ? (
        <ConfirmReceiptDialog
          shipping={confirming}
          onClose={() => setConfirming(null)}
          onSaved={() => {
            setConfirming(null);
            tableRef.current?.reload();
          }}
        />
      ) : null}
    </>
  );
}

function FinishedTab() {
  const t = useAppT();
  const [viewing, setViewing] = useState<SaleOrderRow | null>(null);
  const columns = useMemo(() => finishedColumns(t), [t]);
  const fields = useMemo(() => finishedSearchFields(t), [t]);
  const tableRef = useRef<ProTableHandle>(null);
  const actions = useMemo((): RowAction<SaleOrderRow>[] => [{ key: 'detail', label: t('order.sale.detail'), onAction: (row: SaleOrderRow) => setViewing(row) }], [t]);
  return (
    <>
      <ListPage<SaleOrderRow>
        ref={tableRef}
        title={t('order.sale.tab.finished')}
        columns={columns}
        rowKey="id"
        request={fetchSaleFinishedPage}
        search={{ fields }}
        toolbarExtra={<SaleExport url={SALE_URLS.finishedPage} fileName={t('order.sale.finishedExportFileName')} table={tableRef} />}
        table={{ tableId: SALE_TABLE_IDS.finished, defaultPageSize: 20, showIndex: true, actions, actionWidth: 80 }}
      />
      {viewing ? <SaleDetailDrawer row={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
