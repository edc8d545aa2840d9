export { PopoverTable, type PopoverTableProps } from './PopoverTable';
export {
  POPOVER_TABLE_MAX_TEXT,
  POPOVER_TABLE_SEARCH_THRESHOLD,
  cellText,
  filterRows,
  shouldShowSearch,
  truncateText,
  type PopoverTableColumn,
  type PopoverTableRow,
} from './popoverTableLogic';
