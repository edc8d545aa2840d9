import { Button, ListPage, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type ProColumn, type ProTableHandle, type RowAction, type SearchField, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import type { MultiTradeRow } from '@srm/gateway/api';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import {
  cancelTrade,
  commitTrade,
  exportList,
  fetchArrivePage,
  fetchCommercePage,
  fetchLegPage,
  fetchOutfactoryPage,
  fetchTradeDetail,
  fetchTradePage,
  TRADE_URLS,
  type TradeCommerceRow,
  type TradeLegRow,
  type TradeMovementRow,
} from '../api/tradeApi';
import { MovementDialog } from './MovementDialog';
import { TradeDetailDrawer } from './TradeDetailDrawer';
import { TradeDialog } from './TradeDialog';
import { toTradeBody, tradeDraftOfDetail } from './tradeDraft';
import {
  commerceColumns,
  commerceSearchFields,
  legColumns,
  legSearchFields,
  movementColumns,
  movementSearchFields,
  TRADE_BUTTONS,
  TRADE_TABLE_IDS,
  tradeAllows,
  tradeColumns,
  tradeSearchFields,
  type TradeTab,
} from './tradeList';

/**
 * 多边贸易 (execution/multi-trade; issue 26) in five tabs: 多边贸易, the chains (新增 opens 新增多边贸易
 * with 计算, 保存草稿 and 提交; row actions 详情, 提交 a draft, 取消, 登记出厂 and 登记到货 by status and
 * permission), 商务明细 (each company's side of each leg), 贸易明细 (the legs), 出厂记录 and 到货记录.
 * Every list has 导出 (order:multi-trade:export), a download task of its POST …/page query.
 */
export function MultiTradePage() {
  const t = useAppT();
  const headingId = useId();
  const [tab, setTab] = useState<TradeTab>('trades');
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('order.trade.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TradeTab)}>
          <TabList aria-label={t('order.trade.tabs')}>
            <Tab id="trades">{t('order.trade.tab.trades')}</Tab>
            <Tab id="commerce">{t('order.trade.tab.commerce')}</Tab>
            <Tab id="legs">{t('order.trade.tab.legs')}</Tab>
            <Tab id="outfactory">{t('order.trade.tab.outfactory')}</Tab>
            <Tab id="arrive">{t('order.trade.tab.arrive')}</Tab>
          </TabList>
          <TabPanel id="trades">
            <TradesTab />
          </TabPanel>
          <TabPanel id="commerce">
            <ViewTab<TradeCommerceRow> tab="commerce" url={TRADE_URLS.commerce} request={fetchCommercePage} columns={commerceColumns} fields={commerceSearchFields} />
          </TabPanel>
          <TabPanel id="legs">
            <ViewTab<TradeLegRow> tab="legs" url={TRADE_URLS.legs} request={fetchLegPage} columns={legColumns} fields={legSearchFields} />
          </TabPanel>
          <TabPanel id="outfactory">
            <ViewTab<TradeMovementRow> tab="outfactory" url={TRADE_URLS.outfactory} request={fetchOutfactoryPage} columns={movementColumns} fields={movementSearchFields} />
          </TabPanel>
          <TabPanel id="arrive">
            <ViewTab<TradeMovementRow> tab="arrive" url={TRADE_URLS.arrive} request={fetchArrivePage} columns={movementColumns} fields={movementSearchFields} />
          </TabPanel>
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}

/** 导出 of a list: an export task of its current query from page 1, named after the tab. */
function ExportButton({ url, tableRef, fileName }: { url: string; tableRef: RefObject<ProTableHandle | null>; fileName: string }) {
  const t = useAppT();
  const toast = useToast();
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  if (!hasRole(TRADE_BUTTONS.exportList)) return null;
  const start = async () => {
    const params = tableRef.current?.exportParams() ?? { page: 1, pageSize: 20 };
    const created = await unlessFailed(exportList(url, params, fileName));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };
  return <Button onPress={() => void start()}>{t('order.trade.export')}</Button>;
}

function TradesTab() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [adding, setAdding] = useState(false);
  const [viewed, setViewed] = useState<MultiTradeRow | null>(null);
  const [moving, setMoving] = useState<{ row: MultiTradeRow; kind: 'outfactory' | 'arrive' } | null>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const columns = useMemo(() => tradeColumns(t), [t]);
  const fields = useMemo(() => tradeSearchFields(t), [t]);
  const canAdd = hasRole(TRADE_BUTTONS.add);
  const canCommit = hasRole(TRADE_BUTTONS.commit);
  const canRecord = hasRole(TRADE_BUTTONS.record);

  const commit = useCallback(
    async (row: MultiTradeRow) => {
      if (!(await confirm({ message: t('order.trade.commitConfirm', { code: row.tradeNo }) }))) return;
      const detail = await unlessFailed(fetchTradeDetail(row.id));
      if (!detail) return;
      const committed = await unlessFailed(commitTrade(toTradeBody(tradeDraftOfDetail(detail), { id: detail.id, version: detail.version }), []));
      if (committed) toast.success(committed.message || t('order.trade.committed'));
      reload();
    },
    [confirm, reload, t, toast],
  );

  const cancel = useCallback(
    async (row: MultiTradeRow) => {
      if (!(await confirm({ message: t('order.trade.cancelConfirm', { code: row.tradeNo }) }))) return;
      const canceled = await unlessFailed(cancelTrade(row));
      if (canceled) toast.success(canceled.message || t('order.trade.canceled'));
      reload();
    },
    [confirm, reload, t, toast],
  );

  const actions = useMemo(
    (): RowAction<MultiTradeRow>[] => [
      { key: 'detail', label: t('order.trade.detail'), onAction: (row: MultiTradeRow) => setViewed(row) },
      ...(canCommit ? [{ key: 'commit', label: t('order.trade.commit'), isHidden: (row: MultiTradeRow) => !tradeAllows.commit(row), onAction: (row: MultiTradeRow) => void commit(row) }] : []),
      ...(canCommit
        ? [{ key: 'cancel', label: t('order.trade.cancelTrade'), isHidden: (row: MultiTradeRow) => !tradeAllows.cancel(row), onAction: (row: MultiTradeRow) => void cancel(row) }]
        : []),
      ...(canRecord
        ? [
            { key: 'outfactory', label: t('order.trade.recordOutfactory'), isHidden: (row: MultiTradeRow) => !tradeAllows.record(row), onAction: (row: MultiTradeRow) => setMoving({ row, kind: 'outfactory' }) },
            { key: 'arrive', label: t('order.trade.recordArrive'), isHidden: (row: MultiTradeRow) => !tradeAllows.record(row), onAction: (row: MultiTradeRow) => setMoving({ row, kind: 'arrive' }) },
          ]
        : []),
    ],
    [canCommit, canRecord, cancel, commit, t],
  );

  return (
    <>
      <ListPage<MultiTradeRow>
        ref={tableRef}
        title={t('order.trade.tab.trades')}
        columns={columns}
        rowKey="id"
        request={fetchTradePage}
        search={{ fields }}
        table={{ tableId: TRADE_TABLE_IDS.trades, defaultPageSize: 20, showIndex: true, actions, actionWidth: 260 }}
        toolbarExtra={
          <>
            {canAdd || canCommit ? (
              <Button variant="primary" onPress={() => setAdding(true)}>
                {t('order.trade.add')}
              </Button>
            ) : null}
            <ExportButton url={TRADE_URLS.page} tableRef={tableRef} fileName={t('order.trade.tab.trades')} />
          </>
        }
      />
      {adding ? (
        <TradeDialog
          canSaveDraft={canAdd}
          canCommit={canCommit}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {viewed ? <TradeDetailDrawer row={viewed} onClose={() => setViewed(null)} /> : null}
      {moving ? (
        <MovementDialog
          row={moving.row}
          kind={moving.kind}
          onClose={() => setMoving(null)}
          onSaved={() => {
            setMoving(null);
            reload();
          }}
        />
      ) : null}
    </>
  );
}

interface ViewTabProps<Row> {
  tab: Exclude<TradeTab, 'trades'>;
  url: string;
  request: (params: TableRequestParams) => Promise<TableRequestResult<Row>>;
  columns: (t: ReturnType<typeof useAppT>) => ProColumn<Row>[];
  fields: (t: ReturnType<typeof useAppT>) => SearchField[];
}

/** A read-only list of the page (商务明细, 贸易明细, 出厂记录, 到货记录) with its 导出. */
function ViewTab<Row>({ tab, url, request, columns: columnsOf, fields: fieldsOf }: ViewTabProps<Row>): ReactNode {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const columns = useMemo(() => columnsOf(t), [columnsOf, t]);
  const fields = useMemo(() => fieldsOf(t), [fieldsOf, t]);
  const title = t(`order.trade.tab.${tab}`);
  return (
    <ListPage<Row>
      ref={tableRef}
      title={title}
      columns={columns}
      rowKey="id"
      request={request}
      search={{ fields }}
      table={{ tableId: TRADE_TABLE_IDS[tab], defaultPageSize: 20, showIndex: true }}
      toolbarExtra={<ExportButton url={url} tableRef={tableRef} fileName={title} />}
    />
  );
}
