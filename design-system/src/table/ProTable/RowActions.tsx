import { Button } from '../../controls/Button';
import type { ClickLockWrapper } from '../../hooks/useClickLock';
import { cellValue } from '../grid/cellValue';

/** A named route and its query, for the app's router. */
export interface NavigationTarget {
  name: string;
  query: Record<string, string>;
}

export interface RowAction<Row> {
  key: string;
  label: string;
  /** Navigate to this named route with the row's id (or `idKey`) in the query. */
  route?: string;
  /** The row field whose value goes in the query. @default 'id' */
  idKey?: string;
  /** The query parameter's name. @default idKey */
  queryKey?: string;
  onAction?: (row: Row, rowIndex: number) => void | Promise<void>;
  /** A select action (picking the row for something): not click-locked. @default false */
  isSelect?: boolean;
  /** `delete`: the action removes the row from the table (after `onAction`, which may confirm and reject). */
  theme?: 'default' | 'danger' | 'delete';
  /** Hide the action on some rows. */
  isHidden?: (row: Row) => boolean;
}

/** The query of a navigating action: `{[queryKey]: row[idKey]}`. */
export function navigationTarget<Row>(action: RowAction<Row>, row: Row): NavigationTarget | null {
  if (!action.route) return null;
  const idKey = action.idKey ?? 'id';
  const value = cellValue(row, { key: idKey });
  return { name: action.route, query: { [action.queryKey ?? idKey]: value === null || value === undefined ? '' : String(value as string | number) } };
}

export interface RowActionsProps<Row> {
  row: Row;
  rowIndex: number;
  actions: readonly RowAction<Row>[];
  lock: ClickLockWrapper;
  onNavigate?: (target: NavigationTarget) => void;
  onRemove?: (rowIndex: number) => void;
}

/** The action links of one row: every press but a select action locks the row actions for 800 ms. */
export function RowActions<Row>({ row, rowIndex, actions, lock, onNavigate, onRemove }: RowActionsProps<Row>) {
  return (
    <div className="srm-grid-actions">
      {actions
        .filter((action) => !action.isHidden?.(row))
        .map((action) => {
          const run = async () => {
            await action.onAction?.(row, rowIndex);
            const target = navigationTarget(action, row);
            if (target) onNavigate?.(target);
            if (action.theme === 'delete') onRemove?.(rowIndex);
          };
          const press = () => {
            run().catch(() => {});
          };
          return (
            <Button
              key={action.key}
              variant="link"
              size="small"
              excludeFromTabOrder
              data-grid-widget=""
              data-theme={action.theme}
              onPress={action.isSelect ? press : lock(press)}
            >
              {action.label}
            </Button>
          );
        })}
    </div>
  );
}
