/**
 * The item model of Menu: plain items, titled sections and separators. Pure helpers, so the rules
 * (tidying separators left over after permission filtering, finding an item, key checks) are tested
 * without rendering.
 */
import type { Key } from 'react-aria-components';

export interface MenuItemDef {
  key: Key;
  /** The visible text; also used for type-ahead. */
  label: string;
  /** @default false */
  isDisabled?: boolean;
  /** A destructive action (删除 …): shown in the danger colour, with `data-danger`. @default false */
  isDanger?: boolean;
  /** Secondary text under the label (read as part of the item's name). */
  description?: string;
}

export interface MenuSectionDef {
  key: Key;
  /** The section's heading; without it the section still groups its items. */
  title?: string;
  items: MenuItemDef[];
}

export interface MenuSeparatorDef {
  key: Key;
  type: 'separator';
}

export type MenuEntry = MenuItemDef | MenuSectionDef | MenuSeparatorDef;

export function isMenuSection(entry: MenuEntry): entry is MenuSectionDef {
  return 'items' in entry && Array.isArray(entry.items);
}

export function isMenuSeparator(entry: MenuEntry): entry is MenuSeparatorDef {
  return 'type' in entry && entry.type === 'separator';
}

/** Every item, in order, including those inside sections. */
export function flattenMenuItems(entries: readonly MenuEntry[]): MenuItemDef[] {
  const out: MenuItemDef[] = [];
  for (const entry of entries) {
    if (isMenuSection(entry)) out.push(...entry.items);
    else if (!isMenuSeparator(entry)) out.push(entry);
  }
  return out;
}

/** The item with this key, or undefined. Keys compare as strings (1 and '1' are the same item). */
export function findMenuItem(entries: readonly MenuEntry[], key: Key): MenuItemDef | undefined {
  return flattenMenuItems(entries).find((item) => String(item.key) === String(key));
}

/** Keys used more than once (items, sections and separators share one key space). */
export function duplicateMenuKeys(entries: readonly MenuEntry[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  const visit = (key: Key) => {
    const k = String(key);
    if (seen.has(k)) dupes.add(k);
    seen.add(k);
  };
  for (const entry of entries) {
    visit(entry.key);
    if (isMenuSection(entry)) entry.items.forEach((item) => visit(item.key));
  }
  return [...dupes];
}

/**
 * Drops empty sections and the separators that no longer separate anything: leading, trailing and
 * repeated ones. Lists filtered by permission codes keep a clean shape this way.
 */
export function tidyMenuEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (isMenuSection(entry) && entry.items.length === 0) continue;
    if (isMenuSeparator(entry)) {
      const last = out[out.length - 1];
      if (!last || isMenuSeparator(last)) continue;
    }
    out.push(entry);
  }
  while (out.length > 0 && isMenuSeparator(out[out.length - 1] as MenuEntry)) out.pop();
  return out;
}

/** Whether at least one item can be chosen; a trigger with nothing to offer is disabled. */
export function hasEnabledItem(entries: readonly MenuEntry[]): boolean {
  return flattenMenuItems(entries).some((item) => !item.isDisabled);
}
