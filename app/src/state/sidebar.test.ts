import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { collapsedAtom, collapsedCookie, collapsedFromCookie, LIST_SIDE_MENU_COOKIE, SIDEBAR_COOKIE } from './sidebar';

describe('collapsed-state cookies (sidebarStatus, listSideMenuStatus)', () => {
  it('reads 0 as collapsed and 1 as expanded', () => {
    expect(collapsedFromCookie('a=b; sidebarStatus=0; c=d', SIDEBAR_COOKIE)).toBe(true);
    expect(collapsedFromCookie('sidebarStatus=1', SIDEBAR_COOKIE)).toBe(false);
    expect(collapsedFromCookie('sidebarStatus=1; listSideMenuStatus=0', LIST_SIDE_MENU_COOKIE)).toBe(true);
  });

  it('is expanded without the cookie or with an unknown value', () => {
    expect(collapsedFromCookie('', SIDEBAR_COOKIE)).toBe(false);
    expect(collapsedFromCookie('xsidebarStatus=0', SIDEBAR_COOKIE)).toBe(false);
    expect(collapsedFromCookie('sidebarStatus=yes', SIDEBAR_COOKIE)).toBe(false);
    expect(collapsedFromCookie('sidebarStatus=0', LIST_SIDE_MENU_COOKIE)).toBe(false);
  });

  it('writes 0 for collapsed and 1 for expanded, site-wide', () => {
    expect(collapsedCookie(SIDEBAR_COOKIE, true)).toMatch(/^sidebarStatus=0; path=\//);
    expect(collapsedCookie(SIDEBAR_COOKIE, false)).toMatch(/^sidebarStatus=1; path=\//);
    expect(collapsedFromCookie(collapsedCookie(SIDEBAR_COOKIE, true).split(';')[0]!, SIDEBAR_COOKIE)).toBe(true);
  });
});

describe('collapsedAtom', () => {
  const name = 'testPanelStatus';
  afterEach(() => {
    document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('writes its cookie and a new store (a reload) reads it back once mounted', () => {
    const panel = collapsedAtom(name);
    const first = createStore();
    expect(first.get(panel)).toBe(false);
    first.set(panel, true);
    expect(collapsedFromCookie(document.cookie, name)).toBe(true);

    const second = createStore();
    const unsubscribe = second.sub(panel, () => {});
    expect(second.get(panel)).toBe(true);
    unsubscribe();
  });
});
