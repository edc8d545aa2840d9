import { describe, expect, it } from 'vitest';
import { addTab, availableCloseActions, closeTabs, isDashboardTab, MAX_TABS, tabTarget, type TabCloseAction, type TabItem } from './tabBarModel';

const tab = (name: string, extra: Partial<TabItem> = {}): TabItem => ({ path: `/${name}`, title: name, ...extra });
const paths = (tabs: readonly TabItem[]) => tabs.map((t) => t.path.slice(1)).join(' ');

describe('addTab', () => {
  it('appends a new route', () => {
    expect(paths(addTab([tab('a')], tab('b')))).toBe('a b');
  });

  it('gives no tab to 首页, the dashboard, or hideTag routes', () => {
    const tabs = [tab('a')];
    expect(addTab(tabs, { path: '/home', title: '首页' })).toBe(tabs);
    expect(addTab(tabs, { path: '/dashboard', title: 'Dashboard' })).toBe(tabs);
    expect(addTab(tabs, { path: '/dash', title: '工作台', name: 'Dashboard' })).toBe(tabs);
    expect(addTab(tabs, { path: '/d', title: 'd', hideTag: true })).toBe(tabs);
    expect(addTab(tabs, { path: '/home', title: 'home' }, { dashboardPath: '/home' })).toBe(tabs);
  });

  it('re-activates an existing path in place instead of duplicating it, refreshing title and query', () => {
    const tabs = [tab('a'), tab('b'), tab('c')];
    expect(addTab(tabs, tab('b'))).toBe(tabs);
    const refreshed = addTab(tabs, { path: '/b/', title: 'B详情', fullPath: '/b?id=7' });
    expect(paths(refreshed)).toBe('a b c');
    expect(refreshed[1]).toEqual({ path: '/b', title: 'B详情', fullPath: '/b?id=7' });
    expect(tabTarget(refreshed[1] as TabItem)).toBe('/b?id=7');
  });

  it('keeps at most 15: opening a 16th drops the oldest tab that is neither affix nor the new one', () => {
    let tabs: TabItem[] = [tab('home', { affix: true })];
    for (let i = 1; i <= MAX_TABS - 1; i += 1) tabs = addTab(tabs, tab(`p${i}`));
    expect(tabs).toHaveLength(15);
    tabs = addTab(tabs, tab('p15'));
    expect(tabs).toHaveLength(15);
    expect(paths(tabs)).toBe('home p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12 p13 p14 p15');
    // Revisiting an existing tab at the limit drops nothing.
    expect(addTab(tabs, tab('p2'))).toHaveLength(15);
  });

  it('never drops affix tabs, and can exceed the limit only when nothing else can go', () => {
    const affix = [tab('x', { affix: true }), tab('y', { affix: true })];
    expect(paths(addTab(affix, tab('z'), { max: 2 }))).toBe('x y z');
    expect(paths(addTab([...affix, tab('z')], tab('w'), { max: 3 }))).toBe('x y w');
  });
});

describe('closeTabs', () => {
  const tabs = [tab('home', { affix: true }), tab('a'), tab('b', { fullPath: '/b?x=1' }), tab('c'), tab('d')];

  it.each<[TabCloseAction, string, string, string, string | null]>([
    // action, on, active, remaining, next
    ['close', 'b', 'd', 'home a c d', null],
    ['close', 'b', 'b', 'home a c d', '/d'],
    ['close', 'd', 'd', 'home a b c', '/c'],
    ['close', 'c', 'c', 'home a b d', '/d'],
    ['close', 'a', 'a', 'home b c d', '/d'],
    ['close', 'home', 'home', 'home a b c d', null],
    ['closeOthers', 'b', 'b', 'home b', null],
    ['closeOthers', 'b', 'd', 'home b', '/b?x=1'],
    ['closeLeft', 'c', 'a', 'home c d', '/c'],
    ['closeLeft', 'c', 'd', 'home c d', null],
    ['closeRight', 'b', 'd', 'home a b', '/b?x=1'],
    ['closeRight', 'b', 'a', 'home a b', null],
    ['closeAll', 'b', 'c', 'home', '/home'],
    ['closeAll', 'b', 'home', 'home', null],
  ])('%s on %s with %s active leaves [%s] and goes to %s', (action, on, active, remaining, next) => {
    const change = closeTabs(tabs, action, `/${on}`, `/${active}`);
    expect(paths(change.tabs)).toBe(remaining);
    expect(change.next).toBe(next);
  });

  it('closing the last tab opens its left neighbour, and with no tab left the dashboard', () => {
    const plain = [tab('a'), tab('b')];
    expect(closeTabs(plain, 'close', '/b', '/b')).toEqual({ tabs: [tab('a')], next: '/a' });
    expect(closeTabs([tab('a')], 'close', '/a', '/a')).toEqual({ tabs: [], next: '/dashboard' });
    expect(closeTabs(plain, 'closeAll', '/a', '/b', { dashboardPath: '/home' })).toEqual({ tabs: [], next: '/home' });
  });

  it('with affix tabs only left, closing all goes to the nearest affix tab', () => {
    const mixed = [tab('a'), tab('fixed', { affix: true }), tab('b')];
    expect(closeTabs(mixed, 'closeAll', '/a', '/a')).toEqual({ tabs: [tab('fixed', { affix: true })], next: '/fixed' });
  });

  it('changes nothing for an unknown tab, and does not navigate when the active page has no tab', () => {
    expect(closeTabs(tabs, 'close', '/zzz', '/a').tabs).toBe(tabs);
    expect(closeTabs(tabs, 'close', '/a', '/dashboard')).toMatchObject({ next: null });
    expect(closeTabs(tabs, 'closeAll', '/zzz', '/dashboard')).toEqual({ tabs: [tab('home', { affix: true })], next: null });
  });

  it('leaves the input untouched', () => {
    const copy = structuredClone(tabs);
    closeTabs(tabs, 'closeAll', '/a', '/a');
    expect(tabs).toEqual(copy);
  });
});

describe('availableCloseActions', () => {
  const tabs = [tab('home', { affix: true }), tab('a'), tab('b')];

  it('offers only actions that would close something', () => {
    expect(availableCloseActions(tabs, '/home')).toEqual({ close: false, closeOthers: true, closeLeft: false, closeRight: true, closeAll: true });
    expect(availableCloseActions(tabs, '/a')).toEqual({ close: true, closeOthers: true, closeLeft: false, closeRight: true, closeAll: true });
    expect(availableCloseActions(tabs, '/b')).toEqual({ close: true, closeOthers: true, closeLeft: true, closeRight: false, closeAll: true });
    expect(availableCloseActions([tab('home', { affix: true })], '/home')).toEqual({ close: false, closeOthers: false, closeLeft: false, closeRight: false, closeAll: false });
  });
});

describe('isDashboardTab', () => {
  it.each<[{ path: string; title: string; name?: string }, boolean]>([
    [{ path: '/x', title: '首页' }, true],
    [{ path: '/dashboard/', title: 'Home' }, true],
    [{ path: '/y', title: 'y', name: ' DASHBOARD ' }, true],
    [{ path: '/dashboards', title: '看板' }, false],
  ])('%o -> %s', (route, expected) => {
    expect(isDashboardTab(route)).toBe(expected);
  });
});
