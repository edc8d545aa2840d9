import { Button, ListPage, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { MarketIndexBatchRow, MarketIndexValueRow } from '@srm/gateway/api';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { exportStartedAtom } from '../../../state/downloads';
import { exportMarketValues, fetchMarketBatchPage, fetchMarketValuePage, MARKET_BUTTONS, submitMarketBatch } from '../api/marketApi';
import { MarketImport } from './MarketImport';
import { batchColumns, canSubmitBatch, MARKET_BATCH_TABLE_ID, MARKET_VALUE_TABLE_ID, valueColumns, valueSearchFields } from './marketIndexList';

type MarketTab = 'data' | 'batches';

/**
 * 行情指数 (issue 27; spec 02 §7): tabs 指数数据 (the stored values; 导入 report:market-index:import opens the
 * import, which ends in a draft batch and shows 上传批次; 导出 report:market-index:export a download task)
 * and 上传批次 (the batches; 提交 report:market-index:submit, after a confirm, puts a draft's rows into the data).
 */
export function MarketIndexPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const [tab, setTab] = useState<MarketTab>('data');
  const valuesRef = useRef<ProTableHandle>(null);
  const batchesRef = useRef<ProTableHandle>(null);
  const valueCols = useMemo(() => valueColumns(t), [t]);
  const valueFields = useMemo(() => valueSearchFields(t), [t]);
  const batchCols = useMemo(() => batchColumns(t), [t]);

  const onExport = useCallback(async () => {
    const params = valuesRef.current?.exportParams();
    if (!params) return;
    const created = await unlessFailed(exportMarketValues(params, t('market.index.exportFileName')));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  }, [startedExport, t, toast]);

  const onSubmit = useCallback(
    async (row: MarketIndexBatchRow) => {
      if (!(await confirm({ message: t('market.batch.submitConfirm', { batchNo: row.batchNo }) }))) return;
      const done = await unlessFailed(submitMarketBatch(row));
      if (done) toast.success(done.message || t('allocation.submitted'));
      batchesRef.current?.reload();
      valuesRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const batchActions = useMemo(
    (): RowAction<MarketIndexBatchRow>[] =>
      hasRole(MARKET_BUTTONS.submit) ? [{ key: 'submit', label: t('payment.submit'), isHidden: (row) => !canSubmitBatch(row), onAction: (row) => void onSubmit(row) }] : [],
    [hasRole, onSubmit, t],
  );

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('market.index.title')}</h1>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as MarketTab)}>
        <TabList aria-label={t('market.index.tabs')}>
          <Tab id="data">{t('market.index.tabData')}</Tab>
          <Tab id="batches">{t('market.index.tabBatches')}</Tab>
        </TabList>
        <TabPanel id="data">
          <ListPage<MarketIndexValueRow>
            ref={valuesRef}
            title={t('market.index.tabData')}
            columns={valueCols}
            rowKey="id"
            request={fetchMarketValuePage}
            search={{ fields: valueFields }}
            toolbarExtra={
              <>
                {hasRole(MARKET_BUTTONS.importData) ? <MarketImport onImported={() => setTab('batches')} /> : null}
                {hasRole(MARKET_BUTTONS.exportData) ? <Button onPress={() => void onExport()}>{t('order.return.export')}</Button> : null}
              </>
            }
            table={{ tableId: MARKET_VALUE_TABLE_ID, defaultPageSize: 20, showIndex: true }}
          />
        </TabPanel>
        <TabPanel id="batches">
          <ListPage<MarketIndexBatchRow>
            ref={batchesRef}
            title={t('market.index.tabBatches')}
            columns={batchCols}
            rowKey="id"
            request={fetchMarketBatchPage}
            table={{ tableId: MARKET_BATCH_TABLE_ID, defaultPageSize: 20, showIndex: true, actions: batchActions, actionWidth: 100 }}
          />
        </TabPanel>
      </Tabs>
    </section>
  );
}
