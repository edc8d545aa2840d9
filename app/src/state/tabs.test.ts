import type { TabItem } from '@srm/design-system';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { closedTabCountsAtom, countClosedTabs, visitedTabsAtom } from './tabs';

const tab = (path: string): TabItem => ({ path, title: path });

describe('countClosedTabs', () => {
  it('counts each dropped path once more and keeps the same object when nothing was dropped', () => {
    const closed = { '/a': 1 };
    expect(countClosedTabs(closed, [tab('/a'), tab('/b')], [tab('/a'), tab('/b'), tab('/c')])).toBe(closed);
    expect(countClosedTabs(closed, [tab('/a'), tab('/b'), tab('/c')], [tab('/b')])).toEqual({ '/a': 2, '/c': 1 });
  });
});

describe('visitedTabsAtom', () => {
  it('counts a tab closed and opened again, so its page can start afresh', () => {
    const store = createStore();
    store.set(visitedTabsAtom, [tab('/system/user'), tab('/report/trend')]);
    store.set(visitedTabsAtom, (tabs) => tabs.filter((item) => item.path !== '/system/user'));
    store.set(visitedTabsAtom, (tabs) => [...tabs, tab('/system/user')]);
    expect(store.get(visitedTabsAtom).map((item) => item.path)).toEqual(['/report/trend', '/system/user']);
    expect(store.get(closedTabCountsAtom)).toEqual({ '/system/user': 1 });
    store.set(visitedTabsAtom, []);
    expect(store.get(closedTabCountsAtom)).toEqual({ '/system/user': 2, '/report/trend': 1 });
  });
});
