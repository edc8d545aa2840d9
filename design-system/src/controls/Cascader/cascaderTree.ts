import { matchesKeyword } from '../selectCore/filterOptions';
import type { SelectKey } from '../selectCore/options';

/** One node of a cascader: a leaf, or a branch with children. */
export interface CascaderOption {
  label: string;
  value: SelectKey;
  children?: CascaderOption[];
  isDisabled?: boolean;
}

/** Which fields of a source tree hold label, value, children and the disabled flag. */
export interface CascaderFieldNames {
  /** @default 'label' */
  label?: string;
  /** @default 'value' */
  value?: string;
  /** @default 'children' */
  children?: string;
  /** @default 'isDisabled' */
  disabled?: string;
}

/** The separator of a displayed path: `一级 / 二级 / 三级`. */
export const PATH_SEPARATOR = ' / ';

/**
 * Maps a source tree (for example `{categoryName, categoryCode, children}`) to cascader options.
 * Items without a usable value are dropped; an empty children list makes a leaf.
 */
export function toCascaderOptions(raw: readonly unknown[] | undefined, fieldNames?: CascaderFieldNames): CascaderOption[] {
  const names = {
    label: fieldNames?.label ?? 'label',
    value: fieldNames?.value ?? 'value',
    children: fieldNames?.children ?? 'children',
    disabled: fieldNames?.disabled ?? 'isDisabled',
  };
  const walk = (items: readonly unknown[] | undefined): CascaderOption[] => {
    const result: CascaderOption[] = [];
    for (const item of items ?? []) {
      if (item == null || typeof item !== 'object') continue;
      const record = item as Record<string, unknown>;
      const value = record[names.value];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const label = record[names.label];
      const option: CascaderOption = { label: label == null || label === '' ? String(value) : String(label), value };
      if (record[names.disabled] === true) option.isDisabled = true;
      const children = record[names.children];
      if (Array.isArray(children) && children.length > 0) option.children = walk(children);
      result.push(option);
    }
    return result;
  };
  return walk(raw);
}

/** Whether a node has children to open. */
export function hasChildren(option: CascaderOption | undefined): boolean {
  return Boolean(option?.children && option.children.length > 0);
}

/** The nodes along a path of values, or null when some value is not found at its level. */
export function findPath(options: readonly CascaderOption[], values: readonly SelectKey[]): CascaderOption[] | null {
  const path: CascaderOption[] = [];
  let level: readonly CascaderOption[] = options;
  for (const value of values) {
    const node = level.find((option) => option.value === value);
    if (!node) return null;
    path.push(node);
    level = node.children ?? [];
  }
  return path;
}

/** `一级 / 二级 / 三级`. */
export function pathLabel(path: readonly Pick<CascaderOption, 'label'>[], separator: string = PATH_SEPARATOR): string {
  return path.map((node) => node.label).join(separator);
}

/**
 * The text a cascader shows for a value: the labels along its path, or the raw values when the
 * options do not hold the path (for example while they load).
 */
export function displayText(options: readonly CascaderOption[], values: readonly SelectKey[], separator: string = PATH_SEPARATOR): string {
  if (values.length === 0) return '';
  const path = findPath(options, values);
  return path ? pathLabel(path, separator) : values.map(String).join(separator);
}

/**
 * The columns shown for an active path: the top level, then the children of each active node that
 * has children.
 */
export function columnsFor(options: readonly CascaderOption[], activePath: readonly SelectKey[]): CascaderOption[][] {
  const columns: CascaderOption[][] = [[...options]];
  for (const value of activePath) {
    const node = columns[columns.length - 1]!.find((option) => option.value === value);
    if (!node || !hasChildren(node)) break;
    columns.push([...node.children!]);
  }
  return columns;
}

/** A path a user can choose, as the search lists it. */
export interface CascaderPathMatch {
  /** The match's position in the result list (its key in the result listbox). */
  id: string;
  values: SelectKey[];
  label: string;
  isDisabled: boolean;
}

/**
 * Paths whose displayed text contains the keyword: complete paths to leaves, and every branch too
 * when any level may be chosen (`changeOnSelect`). A path through a disabled node is disabled.
 */
export function searchPaths(
  options: readonly CascaderOption[],
  keyword: string,
  { changeOnSelect = false, cap = Infinity, separator = PATH_SEPARATOR }: { changeOnSelect?: boolean; cap?: number; separator?: string } = {},
): CascaderPathMatch[] {
  const matches: CascaderPathMatch[] = [];
  const walk = (level: readonly CascaderOption[], trail: CascaderOption[], disabled: boolean) => {
    for (const node of level) {
      if (matches.length >= cap) return;
      const path = [...trail, node];
      const isDisabled = disabled || Boolean(node.isDisabled);
      const leaf = !hasChildren(node);
      if (leaf || changeOnSelect) {
        const label = pathLabel(path, separator);
        if (matchesKeyword(label, keyword)) {
          const values = path.map((step) => step.value);
          matches.push({ id: String(matches.length), values, label, isDisabled });
        }
      }
      if (!leaf) walk(node.children!, path, isDisabled);
    }
  };
  walk(options, [], false);
  return matches;
}
