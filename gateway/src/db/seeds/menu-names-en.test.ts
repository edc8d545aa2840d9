import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_NAMES_EN } from './menu-names-en.js';
import { DEMO_MENUS } from './menus.js';

describe('the English names of the demo menus', () => {
  it('name every folder and page, in English, and no button', () => {
    const unnamed = DEMO_MENUS.filter((menu) => menu.menuType === 1 && !menu.menuNameEn).map((menu) => menu.menuCode);
    expect(unnamed).toEqual([]);
    expect(DEMO_MENUS.filter((menu) => menu.menuType === 2 && menu.menuNameEn !== null)).toEqual([]);
    for (const name of Object.values(MENU_NAMES_EN)) expect(name).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
    expect(DEMO_MENUS.find((menu) => menu.menuCode === 'contract:list')?.menuNameEn).toBe('Contract list');
  });

  it('name no menu the seed does not have', () => {
    const codes = new Set(DEMO_MENUS.map((menu) => menu.menuCode));
    expect(Object.keys(MENU_NAMES_EN).filter((code) => !codes.has(code))).toEqual([]);
  });

  it('are the ones the migration gives a database seeded before it', () => {
    const sql = readFileSync(new URL('../../../migrations/0021_menu_names_en.sql', import.meta.url), 'utf8');
    const pairs = Object.fromEntries([...sql.matchAll(/\('([a-z:-]+)', '([^']*)'\)/g)].map((match) => [match[1], match[2]]));
    expect(pairs).toEqual(MENU_NAMES_EN);
  });
});
