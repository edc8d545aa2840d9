import { useCallback, useRef, useState } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import type { SortState } from '../types';
import type { GridColumn } from './columnLayout';
import { rangeIndexes } from './navigation';
import { EMPTY_SELECTION, selectAllLoaded, setRangeSelected, toggleRow, type RowKey, type Selection } from './selection';
import { nextSort, sortFieldOf } from './sorting';

export interface GridActionsOptions<Row> {
  rows: readonly Row[];
  keys: readonly RowKey[];
  selectionMode?: 'checkbox' | 'radio';
  selection: Selection;
  onSelectionChange?: (selection: Selection) => void;
  /** The select-all checkbox's state (`headerCheckState`). */
  headerState: 'all' | 'some' | 'none';
  sort?: SortState;
  onSortChange?: (sort: SortState | undefined) => void;
  expandedKeys?: ReadonlySet<RowKey>;
  onExpandedChange?: (key: RowKey, expanded: boolean) => void;
  rowExpandable?: (row: Row) => boolean;
}

export interface GridActions<Row> {
  /** Selects a row (radio), toggles it (checkbox), or with `extend` selects the range from the anchor row. */
  selectIndex: (index: number, extend: boolean) => void;
  /** Shift+↓/↑: extends the range to `to` from the anchor (set to `from`, or `to` from the header, when there is none). */
  extendSelection: (from: number, to: number) => void;
  /** The select-all checkbox: clears when everything is selected, else selects every row. Announced. */
  toggleAll: () => void;
  /** Ctrl(⌘)+A: selects every row unless they all are. */
  selectAll: () => void;
  /** Sorts by a sortable column (ascending, descending, none). Announced. */
  sortBy: (column: GridColumn<Row>) => void;
  /** Opens or closes an expandable row's details. */
  toggleExpanded: (index: number) => void;
  /** The text of the polite live region. */
  announcement: string;
}

/** What a key or a click does to the grid's data: selection, sorting and expansion, with their announcements. */
export function useGridActions<Row>({
  rows,
  keys,
  selectionMode,
  selection,
  onSelectionChange,
  headerState,
  sort,
  onSortChange,
  expandedKeys,
  onExpandedChange,
  rowExpandable,
}: GridActionsOptions<Row>): GridActions<Row> {
  const { t } = useLocale();
  const anchor = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rowCount = rows.length;

  const selectIndex = useCallback(
    (index: number, extend: boolean) => {
      const key = keys[index];
      if (key === undefined || !onSelectionChange || !selectionMode) return;
      if (selectionMode === 'radio') {
        onSelectionChange({ kind: 'keys', keys: new Set([key]) });
      } else if (extend && anchor.current !== null) {
        const [from, to] = rangeIndexes(anchor.current, index);
        onSelectionChange(setRangeSelected(selection, keys.slice(from, to + 1), true));
      } else {
        onSelectionChange(toggleRow(selection, key));
      }
      if (!extend) anchor.current = index;
    },
    [keys, onSelectionChange, selection, selectionMode],
  );

  const extendSelection = (from: number, to: number) => {
    if (anchor.current === null) anchor.current = from >= 0 ? from : to;
    selectIndex(to, true);
  };

  const toggleAll = useCallback(() => {
    if (!onSelectionChange) return;
    if (headerState === 'all') {
      onSelectionChange(EMPTY_SELECTION);
      setAnnouncement(t('table.selectionCleared'));
    } else {
      onSelectionChange(selectAllLoaded());
      setAnnouncement(t('table.allSelected', { count: rowCount }));
    }
  }, [headerState, onSelectionChange, rowCount, t]);

  const selectAll = () => {
    if (headerState !== 'all') toggleAll();
  };

  const sortBy = useCallback(
    (column: GridColumn<Row>) => {
      if (!column.column?.sortable || !onSortChange) return;
      const field = sortFieldOf(column.column);
      const next = nextSort(sort, field);
      onSortChange(next);
      const title = column.column.title;
      setAnnouncement(
        next ? t(next.order === 'ascend' ? 'table.sortedAscending' : 'table.sortedDescending', { column: title }) : t('table.sortCleared', { column: title }),
      );
    },
    [onSortChange, sort, t],
  );

  const toggleExpanded = useCallback(
    (index: number) => {
      const row = rows[index];
      const key = keys[index];
      if (row === undefined || key === undefined || !onExpandedChange) return;
      if (rowExpandable && !rowExpandable(row)) return;
      onExpandedChange(key, !(expandedKeys?.has(key) ?? false));
    },
    [expandedKeys, keys, onExpandedChange, rowExpandable, rows],
  );

  return { selectIndex, extendSelection, toggleAll, selectAll, sortBy, toggleExpanded, announcement };
}
