import { ClassNames } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { checkedBelow, toggleKey, visibleRows, type TreeKey, type TreeNodeLike, type TreeRow } from './treeModel';
import { checkTreeStyles, treeStyles } from './treeStyles';
import { useTreeKeyboard } from './useTreeKeyboard';

export interface CheckTreeProps<T extends TreeNodeLike<T>> {
  roots: readonly T[];
  keyOf: (node: T) => TreeKey;
  /** The row's text (type-ahead, and the label unless `renderLabel`). */
  labelOf: (node: T) => string;
  renderLabel?: (node: T) => ReactNode;
  expandedKeys: ReadonlySet<TreeKey>;
  onExpandedChange: (keys: Set<TreeKey>) => void;
  checkedKeys: ReadonlySet<TreeKey>;
  onCheckedChange: (keys: Set<TreeKey>) => void;
  /** 下级已选 N: shown on an unchecked row whose descendants hold checked rows. */
  checkedBelowLabel: (count: number) => string;
  'aria-label': string;
  emptyText: string;
}

/**
 * A tree whose rows are checked one by one (a parent and its children are independent: the set saved
 * is exactly the set shown). WAI-ARIA tree: `role="tree"` (multi-selectable) of `treeitem`s with
 * `aria-checked`, `aria-level`, `aria-posinset`, `aria-setsize` and `aria-expanded`; one Tab stop;
 * Space checks, Enter opens or closes, the arrows, Home/End, `*` and type-ahead move.
 */
export function CheckTree<T extends TreeNodeLike<T>>({
  roots,
  keyOf,
  labelOf,
  renderLabel,
  expandedKeys,
  onExpandedChange,
  checkedKeys,
  onCheckedChange,
  checkedBelowLabel,
  emptyText,
  ...aria
}: CheckTreeProps<T>) {
  const rows = useMemo(() => visibleRows(roots, keyOf, expandedKeys), [roots, keyOf, expandedKeys]);
  const toggleChecked = (row: TreeRow<T>) => onCheckedChange(toggleKey(checkedKeys, row.key));
  const { rowProps } = useTreeKeyboard({ rows, labelOf, expandedKeys, onExpandedChange, onSpace: toggleChecked });

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div role="tree" aria-multiselectable="true" aria-label={aria['aria-label']} className={css(treeStyles(theme), checkTreeStyles(theme))}>
          {rows.length === 0 ? (
            <div role="none" className="srm-tree-muted">
              {emptyText}
            </div>
          ) : (
            rows.map((row, index) => {
              const isChecked = checkedKeys.has(row.key);
              const below = isChecked || !row.hasChildren ? 0 : checkedBelow(row.node, keyOf, checkedKeys);
              return (
                <div
                  key={row.key}
                  role="treeitem"
                  {...rowProps(row, index)}
                  data-focus-ring=""
                  aria-level={row.level}
                  aria-posinset={row.posInSet}
                  aria-setsize={row.setSize}
                  aria-expanded={row.hasChildren ? row.isExpanded : undefined}
                  aria-checked={isChecked}
                  style={{ paddingInlineStart: `calc(var(--srm-tree-indent) * ${row.level - 1})` }}
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('.srm-tree-expander')) return;
                    toggleChecked(row);
                  }}
                >
                  <span
                    className="srm-tree-expander"
                    aria-hidden="true"
                    data-leaf={row.hasChildren ? undefined : ''}
                    onClick={row.hasChildren ? () => onExpandedChange(toggleKey(expandedKeys, row.key)) : undefined}
                  >
                    {row.hasChildren ? (row.isExpanded ? '▾' : '▸') : ''}
                  </span>
                  <span className="srm-tree-check" aria-hidden="true">
                    {isChecked ? '✓' : ''}
                  </span>
                  <span className="srm-tree-label">{renderLabel ? renderLabel(row.node) : labelOf(row.node)}</span>
                  {below > 0 ? <span className="srm-tree-muted">{checkedBelowLabel(below)}</span> : null}
                </div>
              );
            })
          )}
        </div>
      )}
    </ClassNames>
  );
}
