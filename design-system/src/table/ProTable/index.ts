export { ProTable, type ProTableEditable, type ProTableExpandable, type ProTableHandle, type ProTableProps } from './ProTable';
export { RowActions, navigationTarget, type NavigationTarget, type RowAction, type RowActionsProps } from './RowActions';
export { sortLocally, useTableData, type TableData, type UseTableDataOptions } from './useTableData';
