import { describe, expect, it } from 'vitest';
import { filterOptions, matchesKeyword } from './filterOptions';
import { toSelectOptions } from './options';

describe('matchesKeyword', () => {
  it.each([
    ['玉米', '', true],
    ['玉米', '  ', true],
    ['玉米', '米', true],
    ['玉米', ' 玉 ', true],
    ['Corn', 'CORN', true],
    ['豆粕', '玉米', false],
  ])('%s with %j: %s', (text, keyword, expected) => {
    expect(matchesKeyword(text, keyword)).toBe(expected);
  });
});

describe('filterOptions', () => {
  const options = toSelectOptions(
    [
      { matCode: '100200', matName: '玉米' },
      { matCode: '100300', matName: '豆粕' },
      { matCode: '200100', matName: '玉米蛋白粉' },
    ],
    { label: 'matName', value: 'matCode' },
  );

  it.each([
    ['', ['玉米', '豆粕', '玉米蛋白粉']],
    ['玉米', ['玉米', '玉米蛋白粉']],
    ['1003', ['豆粕']],
    ['小麦', []],
  ])('keyword %j keeps %j', (keyword, labels) => {
    expect(filterOptions(options, keyword).map((o) => o.label)).toEqual(labels);
  });

  it('stops at the cap', () => {
    const many = toSelectOptions(Array.from({ length: 10050 }, (_, i) => `选项${i}`));
    expect(filterOptions(many, '')).toHaveLength(9999);
    expect(filterOptions(many, '', 3).map((o) => o.label)).toEqual(['选项0', '选项1', '选项2']);
  });
});
