import { describe, expect, it } from 'vitest';
import { appendShortMenus, exceedsShortMenuLimit, MAX_SHORT_MENUS, normalizeShortMenus, SHORT_MENU_MESSAGES } from './short-menu-set.js';

describe('normalizeShortMenus', () => {
  it('orders by sortNumber, keeps the first of a repeated menu and renumbers from 1', () => {
    expect(
      normalizeShortMenus([
        { menuId: 7, sortNumber: 5 },
        { menuId: 3, sortNumber: 1 },
        { menuId: 9, sortNumber: 5 },
        { menuId: 3, sortNumber: 8 },
      ]),
    ).toEqual([
      { menuId: 3, sortNumber: 1 },
      { menuId: 7, sortNumber: 2 },
      { menuId: 9, sortNumber: 3 },
    ]);
  });

  it('answers an empty set for no choices', () => {
    expect(normalizeShortMenus([])).toEqual([]);
  });
});

describe('appendShortMenus', () => {
  it('adds only new menus after the highest sortNumber', () => {
    expect(
      appendShortMenus(
        [
          { menuId: 1, sortNumber: 1 },
          { menuId: 2, sortNumber: 4 },
        ],
        [2, 5, 6, 5],
      ),
    ).toEqual([
      { menuId: 5, sortNumber: 5 },
      { menuId: 6, sortNumber: 6 },
    ]);
  });
});

describe('the limit', () => {
  it('allows 15 and refuses 16 with the spec message', () => {
    expect(exceedsShortMenuLimit(MAX_SHORT_MENUS)).toBe(false);
    expect(exceedsShortMenuLimit(MAX_SHORT_MENUS + 1)).toBe(true);
    expect(SHORT_MENU_MESSAGES.tooMany).toBe('抱歉，常用功能不能超过15个');
  });
});
