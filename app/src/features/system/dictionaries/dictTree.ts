import type { SysDictView } from '@srm/gateway/api';

/** A dictionary or one of its items, as a row of the 数据字典 tree. */
export interface DictNode {
  /** `dict:<code>` or `item:<id>`: unique across both kinds. */
  key: string;
  kind: 'dict' | 'item';
  /** An item's row id (for 编辑). */
  id?: number;
  code: string;
  name: string;
  /** A dictionary's item count. */
  itemCount?: number;
  sortNumber?: number;
  enabled?: 0 | 1;
  children?: DictNode[];
}

/** The dictionaries as tree roots, each with its items (in the gateway's display order) as children. Pure. */
export function toDictTree(dicts: readonly SysDictView[]): DictNode[] {
  return dicts.map((dict) => {
    const children = dict.items.map(
      (item): DictNode => ({ key: `item:${item.id}`, kind: 'item', id: item.id, code: item.dictItemCode, name: item.dictItemName, sortNumber: item.sortNumber, enabled: item.enabled }),
    );
    return { key: `dict:${dict.dictCode}`, kind: 'dict', code: dict.dictCode, name: dict.dictName, itemCount: children.length, ...(children.length > 0 ? { children } : {}) };
  });
}
