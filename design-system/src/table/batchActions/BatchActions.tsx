import { ClassNames } from '@emotion/react';
import { useCallback, useContext, useMemo } from 'react';
import type { ButtonVariant } from '../../controls/Button';
import { BATCH_ACTION_LOCK_MS, useClickLock } from '../../hooks/useClickLock';
import { useLocale } from '../../i18n/LocaleProvider';
import { Menu, type MenuItemDef } from '../../overlays/Menu';
import { ToastContext } from '../../overlays/Toast';
import { visibleBatchActions, type BatchActionItem } from './batchActions';
import { batchActionsStyles } from './batchActionsStyles';

export interface BatchActionsProps<TSelection = unknown> {
  /** The actions; those whose `showRoles` the user does not hold are left out. */
  items: readonly BatchActionItem<TSelection>[];
  /** What the chosen action receives (selected keys, rows …). */
  selection: TSelection;
  /** How many rows are selected; with 0 an action warns 请至少选择一条数据 instead of running. */
  selectedCount: number;
  /** The user's roles, matched against each item's `showRoles`. */
  roles?: readonly string[];
  /**
   * The trigger's text.
   * @default 批量操作 / Batch actions
   */
  label?: string;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Shows 已选择 {count} 项 next to the trigger (announced politely when it changes).
   * @default false
   */
  showSelectedCount?: boolean;
  /**
   * The trigger button's look.
   * @default 'default'
   */
  triggerVariant?: ButtonVariant;
}

/**
 * The batch-operation dropdown of a list page (spec 01 §2.6): a 批量操作 menu of actions filtered by
 * role. Choosing an action with nothing selected warns 请至少选择一条数据; otherwise the action runs
 * with the selection, at most once per 500 ms (a repeat warns 操作过于频繁，请勿重复点击！). Renders
 * nothing when the user may see no action. Warnings are toasts (needs `ToastProvider`).
 */
export function BatchActions<TSelection = unknown>({
  items,
  selection,
  selectedCount,
  roles,
  label,
  isDisabled = false,
  showSelectedCount = false,
  triggerVariant = 'default',
}: BatchActionsProps<TSelection>) {
  const { t } = useLocale();
  const toasts = useContext(ToastContext);
  const warn = useCallback(
    (message: string) => {
      if (toasts) toasts.add('warning', message);
      else console.warn(message);
    },
    [toasts],
  );
  const lock = useClickLock({ ms: BATCH_ACTION_LOCK_MS, onBlocked: warn });
  const shown = useMemo(() => visibleBatchActions(items, roles), [items, roles]);
  const menuItems = useMemo<MenuItemDef[]>(
    () =>
      shown.map(({ key, label: text, description, isDisabled: disabled, isDanger }) => ({
        key,
        label: text,
        description,
        isDisabled: disabled,
        isDanger,
      })),
    [shown],
  );

  if (shown.length === 0) return null;

  const run = (key: string) => {
    const item = shown.find((candidate) => candidate.key === key);
    if (!item) return;
    if (selectedCount <= 0) {
      warn(t('batchActions.nothingSelected'));
      return;
    }
    lock(() => item.onAction(selection))();
  };

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div className={css(batchActionsStyles(theme))} data-empty={selectedCount <= 0 || undefined}>
          <Menu
            label={label ?? t('batchActions.label')}
            items={menuItems}
            onAction={(key) => run(String(key))}
            isDisabled={isDisabled}
            triggerVariant={triggerVariant}
          />
          {showSelectedCount ? (
            <span className="srm-batch-actions-count" aria-live="polite">
              {t('pagination.selected', { count: selectedCount })}
            </span>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
