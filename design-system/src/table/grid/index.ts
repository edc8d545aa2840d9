export { DataGrid, type DataGridProps, type GridSummaryRow } from './DataGrid';
export { GridRow, type CellRenderer, type GridRowLabels, type GridRowProps } from './GridRow';
export * from './selection';
export * from './navigation';
export * from './columnLayout';
export * from './cellValue';
export * from './sorting';
export * from './tableQuery';
export { chunkedCount, useChunkedCount, RENDER_CHUNK_INTERVAL_MS, RENDER_CHUNK_SIZE } from './chunkedRows';
