/**
 * The permission rule of the batch-operation dropdown (spec 01 §2.6, §6): an item with `showRoles`
 * shows only to users holding one of those roles. Pure and React-free.
 */

export interface BatchActionItem<TSelection = unknown> {
  /** Unique among the items. */
  key: string;
  /** The menu item's text (提交审批, 批量关闭 …). */
  label: string;
  /** Roles allowed to see the item; empty or missing means everyone. */
  showRoles?: readonly string[];
  /** Secondary text under the label. */
  description?: string;
  /** @default false */
  isDisabled?: boolean;
  /** A destructive action, shown in the danger colour. @default false */
  isDanger?: boolean;
  /** Runs with the current selection (only when at least one row is selected). */
  onAction: (selection: TSelection) => unknown;
}

/** Whether a user with these roles may see the item. */
export function isBatchActionAllowed(item: Pick<BatchActionItem, 'showRoles'>, roles: readonly string[] | undefined): boolean {
  if (!item.showRoles || item.showRoles.length === 0) return true;
  if (!roles || roles.length === 0) return false;
  const held = new Set(roles);
  return item.showRoles.some((role) => held.has(role));
}

/** The items a user with these roles sees, in order. */
export function visibleBatchActions<T extends Pick<BatchActionItem, 'showRoles'>>(items: readonly T[], roles: readonly string[] | undefined): T[] {
  return items.filter((item) => isBatchActionAllowed(item, roles));
}
