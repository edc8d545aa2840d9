export { ProTable, type ProTableEditable, type ProTableExpandable, type ProTableDownload, type ProTableHandle, type ProTableProps, type ProTableSelectionInfo, type ProTableToolbar } from './ProTable';
export { RowActions, navigationTarget, type NavigationTarget, type RowAction, type RowActionsProps } from './RowActions';
export { sortLocally, useTableData, type TableData, type TableInitialAnswer, type UseTableDataOptions } from './useTableData';
