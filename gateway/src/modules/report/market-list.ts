/**
 * The lists of the 行情指数 page (issue 27) on the list engine, under /report/api/v1/market-index:
 * the stored values (page, GET and POST, with their index's name and unit and their batch, read from the
 * view mkt_index_value_v) and the upload batches (batch/page). Market data is not scoped by org or
 * category: everyone on the menu report:market-index sees all of it.
 */
import { MARKET_INDEX_BATCH_STATUSES } from '../../api/market-index.js';
import type { ListResource } from '../../core/list/query.js';
import { mktIndexValueView as v } from '../../db/tables/report-views.js';
import { mktIndexBatch as batch } from '../../db/tables/report.js';

export const REPORT_API = '/report/api/v1';
export const MARKET_INDEX_BASE = `${REPORT_API}/market-index`;
export const MARKET_BATCH_BASE = `${MARKET_INDEX_BASE}/batch`;
export const MARKET_IMPORT_BASE = `${MARKET_INDEX_BASE}/import`;
export const MARKET_MENUS = {
  list: 'report:market-index',
  import: 'report:market-index:import',
  submit: 'report:market-index:submit',
  export: 'report:market-index:export',
  trend: 'report:trend',
  resourceMap: 'report:resource-map',
} as const;

const s = { sortable: true } as const;

export const marketIndexValueResource: ListResource = {
  label: '行情指数',
  table: v,
  id: v.id,
  version: v.version,
  fields: {
    id: { column: v.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    indexCode: { column: v.indexCode, type: 'text', notNull: true, selective: true, title: '指数编码', ...s },
    indexName: { column: v.indexName, type: 'text', notNull: true, title: '指数名称', ...s },
    unit: { column: v.unit, type: 'text', notNull: true, title: '单位' },
    categoryCode: { column: v.categoryCode, type: 'text', title: '品类编码', exported: false },
    place: { column: v.place, type: 'text', notNull: true, title: '地区', ...s },
    dataDate: { column: v.dataDate, type: 'date', notNull: true, title: '日期', ...s },
    value: { column: v.value, type: 'decimal', notNull: true, title: '数值', ...s },
    batchNo: { column: v.batchNo, type: 'text', title: '批次号', ...s },
    updatedTime: { column: v.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: v.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [
    { field: 'dataDate', order: 'desc' },
    { field: 'indexCode', order: 'asc' },
    { field: 'place', order: 'asc' },
  ],
};

export const marketIndexBatchResource: ListResource = {
  label: '行情指数上传批次',
  table: batch,
  id: batch.id,
  version: batch.version,
  fields: {
    id: { column: batch.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    batchNo: { column: batch.batchNo, type: 'text', notNull: true, selective: true, title: '批次号', ...s },
    fileName: { column: batch.fileName, type: 'text', notNull: true, title: '文件名' },
    status: { column: batch.status, type: 'text', notNull: true, values: MARKET_INDEX_BATCH_STATUSES, title: '状态', ...s },
    rowCount: { column: batch.rowCount, type: 'integer', notNull: true, title: '行数', ...s },
    duplicateCount: { column: batch.duplicateCount, type: 'integer', notNull: true, title: '重复行数' },
    createdBy: { column: batch.createdBy, type: 'text', title: '上传人' },
    createdTime: { column: batch.createdTime, type: 'datetime', notNull: true, title: '上传时间', ...s },
    submittedBy: { column: batch.submittedBy, type: 'text', title: '提交人' },
    submittedTime: { column: batch.submittedTime, type: 'datetime', title: '提交时间', ...s },
    version: { column: batch.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
};
