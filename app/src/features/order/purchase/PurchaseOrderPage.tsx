import { Button, ListPage, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { PurchaseOrderDetail, PurchaseOrderRow } from '@srm/gateway/api';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { cancelOrClosePurchaseOrder, fetchPurchaseOrderDetail, fetchPurchaseOrderPage, movePurchaseOrder, PURCHASE_ORDER_URLS, type PurchaseOrderMove } from '../api/purchaseApi';
import { PendingChargeTab, ReturnInvoiceTab } from '../returnInvoice/ReturnInvoiceTab';
import { ExportButton } from './ExportButton';
import { LineUpdateDialog } from './LineUpdateDialog';
import { PurchaseDetailDrawer } from './PurchaseDetailDrawer';
import { PurchaseOrderDialog } from './PurchaseOrderDialog';
import { contractActionKey, PURCHASE_BUTTONS, PURCHASE_ORDER_TABLE_ID, purchaseAllows, purchaseColumns, purchaseSearchFields } from './purchaseList';
import { ReasonDialog } from './ReasonDialog';

/**
 * 采购订单 (execution/order-purchase; issue 26): the direct-supplier orders of the trading companies.
 * 新增 (order:purchase:add) opens 新增采购订单; 导出 (order:purchase:export) is a download task. Row
 * actions by status and button: 详情 (drawer titled by the number: lines with 可分配数量, EBS信息),
 * 推送EBS (push), 重推EBS (retry), 修改订单行 (edit), 取消或关闭 (close, with a reason) and 生成合同 /
 * 重试生成合同 (contract); each move asks first and shows the gateway's message. The list reloads after each.
 * Tabs: 采购订单 (this list), 退货发票 and 待确认费用 (returnInvoice/ReturnInvoiceTab.tsx).
 */
export function PurchaseOrderPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<PurchaseOrderRow | null>(null);
  const [editing, setEditing] = useState<PurchaseOrderDetail | null>(null);
  const [closing, setClosing] = useState<PurchaseOrderRow | null>(null);
  const [tab, setTab] = useState<'orders' | 'returns' | 'charges'>('orders');
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const columns = useMemo(() => purchaseColumns(t), [t]);
  const fields = useMemo(() => purchaseSearchFields(t), [t]);

  const move = useCallback(
    async (kind: PurchaseOrderMove, row: PurchaseOrderRow, question: string, doneText: string) => {
      if (!(await confirm({ message: question }))) return;
      const done = await unlessFailed(movePurchaseOrder(kind, row));
      if (done) toast.success(done.message || doneText);
      reload();
    },
    [confirm, reload, toast],
  );

  const editLines = useCallback(async (row: PurchaseOrderRow) => {
    const detail = await unlessFailed(fetchPurchaseOrderDetail(row.id));
    if (detail) setEditing(detail);
  }, []);

  const actions = useMemo((): RowAction<PurchaseOrderRow>[] => {
    const code = (row: PurchaseOrderRow) => ({ orderNo: row.orderNo });
    return [
      { key: 'detail', label: t('order.purchase.detail'), onAction: (row: PurchaseOrderRow) => setViewing(row) },
      ...(hasRole(PURCHASE_BUTTONS.push)
        ? [{ key: 'push', label: t('order.purchase.push'), isHidden: (row: PurchaseOrderRow) => !purchaseAllows.push(row), onAction: (row: PurchaseOrderRow) => void move('push', row, t('order.purchase.pushConfirm', code(row)), t('order.purchase.pushed')) }]
        : []),
      ...(hasRole(PURCHASE_BUTTONS.retry)
        ? [
            {
              key: 'retryPush',
              label: t('order.purchase.retryPush'),
              isHidden: (row: PurchaseOrderRow) => !purchaseAllows.retryPush(row),
              onAction: (row: PurchaseOrderRow) => void move('retryPushEbs', row, t('order.purchase.retryConfirm', code(row)), t('order.purchase.pushed')),
            },
          ]
        : []),
      ...(hasRole(PURCHASE_BUTTONS.edit)
        ? [{ key: 'editLines', label: t('order.purchase.editLines'), isHidden: (row: PurchaseOrderRow) => !purchaseAllows.editLines(row), onAction: (row: PurchaseOrderRow) => void editLines(row) }]
        : []),
      ...(hasRole(PURCHASE_BUTTONS.close)
        ? [{ key: 'cancelOrClose', label: t('order.purchase.cancelOrClose'), isHidden: (row: PurchaseOrderRow) => !purchaseAllows.cancelOrClose(row), onAction: (row: PurchaseOrderRow) => setClosing(row) }]
        : []),
      ...(hasRole(PURCHASE_BUTTONS.contract)
        ? [
            // Two keys, so the label follows the row: 生成合同, or 重试生成合同 after a failure.
            {
              key: 'contract',
              label: t('order.purchase.createContract'),
              isHidden: (row: PurchaseOrderRow) => !purchaseAllows.contract(row) || contractActionKey(row) !== 'order.purchase.createContract',
              onAction: (row: PurchaseOrderRow) => void move('createContract', row, t('order.purchase.contractConfirm', code(row)), t('order.purchase.contractCreated')),
            },
            {
              key: 'retryContract',
              label: t('order.purchase.retryContract'),
              isHidden: (row: PurchaseOrderRow) => !purchaseAllows.contract(row) || contractActionKey(row) !== 'order.purchase.retryContract',
              onAction: (row: PurchaseOrderRow) => void move('createContract', row, t('order.purchase.contractConfirm', code(row)), t('order.purchase.contractCreated')),
            },
          ]
        : []),
    ];
  }, [editLines, hasRole, move, t]);

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('order.purchase.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as typeof tab)}>
          <TabList aria-label={t('order.return.tabs')}>
            <Tab id="orders">{t('order.return.tab.orders')}</Tab>
            <Tab id="returns">{t('order.return.tab.returns')}</Tab>
            <Tab id="charges">{t('order.return.tab.charges')}</Tab>
          </TabList>
          <TabPanel id="orders">
            <ListPage<PurchaseOrderRow>
              ref={tableRef}
              title={t('order.purchase.title')}
              columns={columns}
              rowKey="id"
              request={fetchPurchaseOrderPage}
              search={{ fields }}
              toolbarExtra={
                <>
                  {hasRole(PURCHASE_BUTTONS.add) ? (
                    <Button variant="primary" onPress={() => setAdding(true)}>
                      {t('order.purchase.add')}
                    </Button>
                  ) : null}
                  <ExportButton url={PURCHASE_ORDER_URLS.page} fileName={t('order.purchase.exportFileName')} permission={PURCHASE_BUTTONS.exportList} label={t('order.purchase.export')} table={tableRef} />
                </>
              }
              table={{ tableId: PURCHASE_ORDER_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 280 }}
            />
          </TabPanel>
          <TabPanel id="returns">
            <ReturnInvoiceTab />
          </TabPanel>
          <TabPanel id="charges">
            <PendingChargeTab />
          </TabPanel>
        </Tabs>
      </ListPageSection>
      {viewing ? <PurchaseDetailDrawer row={viewing} onClose={() => setViewing(null)} /> : null}
      {adding ? (
        <PurchaseOrderDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {editing ? (
        <LineUpdateDialog
          detail={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {closing ? (
        <ReasonDialog
          title={t('order.purchase.cancelTitle', { orderNo: closing.orderNo })}
          hint={t('order.purchase.cancelHint')}
          labels={{
            reason: t('order.purchase.reason'),
            cancel: t('order.purchase.cancel'),
            confirm: t('order.purchase.confirm'),
            required: t('order.purchase.reasonRequired'),
            conflict: t('order.purchase.conflict'),
            done: t('order.purchase.canceled'),
          }}
          call={(reason) => cancelOrClosePurchaseOrder(closing, reason)}
          onClose={() => setClosing(null)}
          onDone={() => {
            setClosing(null);
            reload();
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
