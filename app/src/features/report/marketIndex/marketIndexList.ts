/**
 * 行情指数 as data (issue 27): the columns and search fields of 指数数据 and 上传批次, the batch statuses,
 * which rows may be submitted, and the duplicates note of an import check (counts.duplicates). Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { ImportCheckSummary, MarketIndexBatchRow, MarketIndexBatchStatus, MarketIndexValueRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const MARKET_VALUE_TABLE_ID = 'report-market-index-values';
export const MARKET_BATCH_TABLE_ID = 'report-market-index-batches';

export function batchStatusItems(t: AppT): StatusItem[] {
  const items: Record<MarketIndexBatchStatus, StatusItem> = {
    draft: { dictItemCode: 'draft', dictItemName: t('contract.status.draft'), color: 'orange' },
    submitted: { dictItemCode: 'submitted', dictItemName: t('payment.status.submitted'), color: 'green' },
  };
  return [items.draft, items.submitted];
}

export function valueColumns(t: AppT): ProColumn<MarketIndexValueRow>[] {
  return [
    { key: 'indexCode', title: t('market.index.indexCode'), valueType: 'code', sortable: true },
    { key: 'indexName', title: t('market.index.indexName'), wide: true },
    { key: 'place', title: t('market.index.place') },
    { key: 'dataDate', title: t('system.serialEdit.type.dateFormat'), valueType: 'date', sortable: true },
    // The decimal string as the gateway gives it (never a float).
    { key: 'value', title: t('market.index.value'), valueType: 'number', align: 'right', render: (value) => String(value ?? '') },
    { key: 'unit', title: t('master.unit') },
    { key: 'batchNo', title: t('market.index.batchNo'), valueType: 'code' },
  ];
}

export function valueSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'indexName', label: t('market.index.indexName'), operator: 'contains' },
    { prop: 'place', label: t('market.index.place'), operator: 'contains' },
    { prop: 'dataDate', label: t('market.filter.dateRange'), type: 'daterange' },
  ];
}

export function batchColumns(t: AppT): ProColumn<MarketIndexBatchRow>[] {
  return [
    { key: 'batchNo', title: t('market.index.batchNo'), valueType: 'code', sortable: true },
    { key: 'fileName', title: t('market.batch.fileName'), wide: true },
    { key: 'status', title: t('master.status'), valueType: 'status', options: batchStatusItems(t) },
    { key: 'rowCount', title: t('market.batch.rowCount'), valueType: 'number' },
    { key: 'duplicateCount', title: t('market.batch.duplicateCount'), valueType: 'number' },
    { key: 'createdBy', title: t('market.batch.createdBy') },
    { key: 'createdTime', title: t('market.batch.createdTime'), valueType: 'datetime', sortable: true },
    { key: 'submittedTime', title: t('supplier.submittedTime'), valueType: 'datetime' },
  ];
}

/** Only a draft batch may be submitted (a submitted one again is a 409). */
export const canSubmitBatch = (row: Pick<MarketIndexBatchRow, 'status'>) => row.status === 'draft';

/** The repeated rows a check counted against the stored values (0 when it counted none). */
export function duplicatesOf(summary: Pick<ImportCheckSummary, 'counts'> | null | undefined): number {
  const count = summary?.counts['duplicates'];
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}

/** 与已有数据重复 N 行，提交后以新数据为准, or null without duplicates. */
export function duplicatesNote(summary: Pick<ImportCheckSummary, 'counts'> | null | undefined, t: AppT): string | null {
  const count = duplicatesOf(summary);
  return count > 0 ? t('market.index.duplicates', { count }) : null;
}
