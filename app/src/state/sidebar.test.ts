import { describe, expect, it } from 'vitest';
import { sidebarCollapsedFromCookie, sidebarCookie } from './sidebar';

describe('sidebarStatus cookie', () => {
  it('reads 0 as collapsed and 1 as expanded', () => {
    expect(sidebarCollapsedFromCookie('a=b; sidebarStatus=0; c=d')).toBe(true);
    expect(sidebarCollapsedFromCookie('sidebarStatus=1')).toBe(false);
  });

  it('is expanded without the cookie or with an unknown value', () => {
    expect(sidebarCollapsedFromCookie('')).toBe(false);
    expect(sidebarCollapsedFromCookie('xsidebarStatus=0')).toBe(false);
    expect(sidebarCollapsedFromCookie('sidebarStatus=yes')).toBe(false);
  });

  it('writes 0 for collapsed and 1 for expanded, site-wide', () => {
    expect(sidebarCookie(true)).toMatch(/^sidebarStatus=0; path=\//);
    expect(sidebarCookie(false)).toMatch(/^sidebarStatus=1; path=\//);
    expect(sidebarCollapsedFromCookie(sidebarCookie(true).split(';')[0]!)).toBe(true);
  });
});
