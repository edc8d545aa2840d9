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

  it('are the ones the migrations give a database seeded before them', () => {
    const migrations = ['0021_menu_names_en.sql', '0034_portal_menus.sql', '0043_mobile_admin.sql'];
    const sql = migrations.map((name) => readFileSync(new URL(`../../../migrations/${name}`, import.meta.url), 'utf8')).join('\n');
    const pairs = Object.fromEntries([...sql.matchAll(/\('([a-z:-]+)', '([^']*)'\)/g)].map((match) => [match[1], match[2]]));
    // The old 供应商门户 stub (supplier:portal) is removed by 0034.
    delete pairs['supplier:portal'];
    expect(pairs).toEqual(MENU_NAMES_EN);
  });
});
