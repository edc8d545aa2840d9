import { describe, expect, it } from 'vitest';
import {
  duplicateMenuKeys,
  findMenuItem,
  flattenMenuItems,
  hasEnabledItem,
  tidyMenuEntries,
  type MenuEntry,
} from './menuItems';

const sep = (key: string): MenuEntry => ({ key, type: 'separator' });
const item = (key: string | number, extra: Partial<{ isDisabled: boolean }> = {}): MenuEntry => ({ key, label: `项${key}`, ...extra });

describe('flattenMenuItems', () => {
  it('lists items in order, entering sections and skipping separators', () => {
    const entries: MenuEntry[] = [item('a'), sep('s1'), { key: 'sec', title: '导出', items: [{ key: 'b', label: 'B' }, { key: 'c', label: 'C' }] }, item('d')];
    expect(flattenMenuItems(entries).map((i) => i.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('findMenuItem', () => {
  const entries: MenuEntry[] = [item(1), { key: 'sec', items: [{ key: 'del', label: '删除', isDanger: true }] }];
  it.each([
    ['a top-level item by number key', 1, '项1'],
    ['a number key found by its string form', '1', '项1'],
    ['an item inside a section', 'del', '删除'],
    ['a missing key', 'nope', undefined],
    ['a section key is not an item', 'sec', undefined],
  ] as const)('%s', (_label, key, expected) => {
    expect(findMenuItem(entries, key)?.label).toBe(expected);
  });
});

describe('duplicateMenuKeys', () => {
  it.each<[string, MenuEntry[], string[]]>([
    ['unique keys', [item('a'), sep('s'), item('b')], []],
    ['a repeated item key', [item('a'), item('a')], ['a']],
    ['an item repeating a section key', [{ key: 'x', items: [item('x') as never] }], ['x']],
    ['number and string forms collide', [item(1), item('1')], ['1']],
  ])('%s', (_label, entries, expected) => {
    expect(duplicateMenuKeys(entries)).toEqual(expected);
  });
});

describe('tidyMenuEntries', () => {
  it.each<[string, MenuEntry[], string[]]>([
    ['keeps a clean list', [item('a'), sep('s'), item('b')], ['a', 's', 'b']],
    ['drops a leading separator', [sep('s'), item('a')], ['a']],
    ['drops a trailing separator', [item('a'), sep('s')], ['a']],
    ['collapses repeated separators', [item('a'), sep('s1'), sep('s2'), item('b')], ['a', 's1', 'b']],
    ['drops an empty section and the separator it leaves', [item('a'), sep('s1'), { key: 'empty', items: [] }, sep('s2')], ['a']],
    ['separators only become nothing', [sep('s1'), sep('s2')], []],
    ['an empty list stays empty', [], []],
  ])('%s', (_label, entries, keys) => {
    expect(tidyMenuEntries(entries).map((e) => e.key)).toEqual(keys);
  });
});

describe('hasEnabledItem', () => {
  it.each<[string, MenuEntry[], boolean]>([
    ['one enabled item', [item('a')], true],
    ['all disabled', [item('a', { isDisabled: true }), item('b', { isDisabled: true })], false],
    ['an enabled item inside a section', [{ key: 's', items: [{ key: 'x', label: 'X' }] }], true],
    ['nothing at all', [], false],
    ['separators only', [sep('s')], false],
  ])('%s', (_label, entries, expected) => {
    expect(hasEnabledItem(entries)).toBe(expected);
  });
});
