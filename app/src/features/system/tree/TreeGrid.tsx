import { ClassNames } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { toggleKey, visibleRows, type TreeKey, type TreeNodeLike } from './treeModel';
import { treeGridTableStyles, treeStyles } from './treeStyles';
import { useTreeKeyboard } from './useTreeKeyboard';

export interface TreeGridColumn<T> {
  key: string;
  title: string;
  render: (node: T) => ReactNode;
  /** A CSS width (the tree column takes what is left when absent). */
  width?: string;
}

export interface TreeGridProps<T extends TreeNodeLike<T>> {
  roots: readonly T[];
  keyOf: (node: T) => TreeKey;
  /** The row's text for type-ahead. */
  labelOf: (node: T) => string;
  /** The first column holds the tree (indentation and expander). */
  columns: readonly TreeGridColumn<T>[];
  expandedKeys: ReadonlySet<TreeKey>;
  onExpandedChange: (keys: Set<TreeKey>) => void;
  'aria-label': string;
  /** Shown in a single row when there are no rows. */
  emptyText: string;
  /** Names the expander for a pointer user (title) in the current language. */
  expandLabel: string;
  collapseLabel: string;
}

/**
 * A read-only tree of rows with columns: the WAI-ARIA treegrid pattern in row-focus mode. The grid is
 * one Tab stop; ↑/↓ move, → opens (or enters) a row, ← closes it (or goes to its parent), Home/End,
 * `*` opens the siblings, Enter toggles, and typing jumps to a row by its label. Rows carry
 * `aria-level`, `aria-posinset`, `aria-setsize` and `aria-expanded`.
 */
export function TreeGrid<T extends TreeNodeLike<T>>({
  roots,
  keyOf,
  labelOf,
  columns,
  expandedKeys,
  onExpandedChange,
  emptyText,
  expandLabel,
  collapseLabel,
  ...aria
}: TreeGridProps<T>) {
  const rows = useMemo(() => visibleRows(roots, keyOf, expandedKeys), [roots, keyOf, expandedKeys]);
  const { rowProps } = useTreeKeyboard({ rows, labelOf, expandedKeys, onExpandedChange });
  const [treeColumn, ...otherColumns] = columns;

  return (
    <ClassNames>
      {({ css, theme }) => (
        <table role="treegrid" aria-label={aria['aria-label']} className={css(treeStyles(theme), treeGridTableStyles(theme))}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr
                  key={row.key}
                  {...rowProps(row, index)}
                  data-focus-ring=""
                  aria-level={row.level}
                  aria-posinset={row.posInSet}
                  aria-setsize={row.setSize}
                  aria-expanded={row.hasChildren ? row.isExpanded : undefined}
                >
                  {treeColumn ? (
                    <td>
                      <div className="srm-tree-cell-main" style={{ paddingInlineStart: `calc(var(--srm-tree-indent) * ${row.level - 1})` }}>
                        <span
                          className="srm-tree-expander"
                          aria-hidden="true"
                          data-leaf={row.hasChildren ? undefined : ''}
                          title={row.hasChildren ? (row.isExpanded ? collapseLabel : expandLabel) : undefined}
                          onClick={row.hasChildren ? () => onExpandedChange(toggleKey(expandedKeys, row.key)) : undefined}
                        >
                          {row.hasChildren ? (row.isExpanded ? '▾' : '▸') : ''}
                        </span>
                        <span className="srm-tree-label">{treeColumn.render(row.node)}</span>
                      </div>
                    </td>
                  ) : null}
                  {otherColumns.map((column) => (
                    <td key={column.key}>{column.render(row.node)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </ClassNames>
  );
}
