import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../modules/system/dictionary-data.js';
import { DICTIONARY_NAMES_EN } from './dictionary-names-en.js';

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

describe('the English names of the dictionaries', () => {
  it('name every item of every dictionary', () => {
    const unnamed = DICTIONARIES.flatMap(({ dictCode, items }) =>
      items.filter(([itemCode]) => !DICTIONARY_NAMES_EN[dictCode]?.[itemCode]?.trim()).map(([itemCode]) => `${dictCode}.${itemCode}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('are English, without Chinese characters', () => {
    const chinese = Object.entries(DICTIONARY_NAMES_EN).flatMap(([dictCode, names]) =>
      Object.entries(names)
        .filter(([, name]) => CJK.test(name))
        .map(([itemCode, name]) => `${dictCode}.${itemCode}: ${name}`),
    );
    expect(chinese).toEqual([]);
  });

  it('name no dictionary or item the dictionaries do not have', () => {
    const known = new Map(DICTIONARIES.map(({ dictCode, items }) => [dictCode as string, new Set(items.map(([itemCode]) => itemCode))]));
    const unknown = Object.entries(DICTIONARY_NAMES_EN).flatMap(([dictCode, names]) => {
      const items = known.get(dictCode);
      if (!items) return [dictCode];
      return Object.keys(names)
        .filter((itemCode) => !items.has(itemCode))
        .map((itemCode) => `${dictCode}.${itemCode}`);
    });
    expect(unknown).toEqual([]);
  });

  it('are the ones the migrations give a database seeded before them', () => {
    const fromSql: Record<string, Record<string, string>> = {};
    // 0022 names the items of its time; later migrations add whole dictionaries (dict, item, zh, en, sort).
    const named = readFileSync(new URL('../../../migrations/0022_dictionary_names_en.sql', import.meta.url), 'utf8');
    for (const [, dict = '', item = '', name = ''] of named.matchAll(/\('((?:[^']|'')*)', '((?:[^']|'')*)', '((?:[^']|'')*)'\)/g)) {
      (fromSql[dict] ??= {})[item] = name.replace(/''/g, "'");
    }
    const added = ['0026_supplier_area.sql', '0043_mobile_admin.sql'].map((name) => readFileSync(new URL(`../../../migrations/${name}`, import.meta.url), 'utf8')).join('\n');
    for (const [, dict = '', item = '', name = ''] of added.matchAll(/\('((?:[^']|'')*)', '((?:[^']|'')*)', '(?:[^']|'')*', '((?:[^']|'')*)', \d+\)/g)) {
      (fromSql[dict] ??= {})[item] = name.replace(/''/g, "'");
    }
    expect(fromSql).toEqual(DICTIONARY_NAMES_EN);
  });
});
