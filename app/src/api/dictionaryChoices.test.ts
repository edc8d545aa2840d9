import type { DictMap, Org } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { dictName, dictOptions, orgOptions } from './dictionaryChoices';

const dictionaries = {
  grainVariety: [
    { dictItemCode: 'corn', dictItemName: '玉米' },
    { dictItemCode: 'wheat', dictItemName: '小麦' },
  ],
  purchaseModel: [{ dictItemCode: '1', dictItemName: '授权采购' }],
} as unknown as DictMap;

describe('dictName', () => {
  it('names a code by its dictionary', () => {
    expect(dictName(dictionaries, 'grainVariety', 'corn')).toBe('玉米');
  });

  it('compares a number code as text', () => {
    expect(dictName(dictionaries, 'purchaseModel', 1)).toBe('授权采购');
  });

  it('keeps a code the dictionary does not know, or when the dictionaries or the dictionary are missing', () => {
    expect(dictName(dictionaries, 'grainVariety', 'rye')).toBe('rye');
    expect(dictName(undefined, 'grainVariety', 'corn')).toBe('corn');
    expect(dictName(dictionaries, 'noSuchDict', 'x')).toBe('x');
  });

  it('is empty for no code (null, undefined, empty text)', () => {
    expect(dictName(dictionaries, 'grainVariety', null)).toBe('');
    expect(dictName(dictionaries, 'grainVariety', undefined)).toBe('');
    expect(dictName(undefined, 'grainVariety', '')).toBe('');
  });
});

describe('dictOptions', () => {
  it("offers a dictionary's items in order, value the code and label the name", () => {
    expect(dictOptions(dictionaries, 'grainVariety')).toEqual([
      { value: 'corn', label: '玉米' },
      { value: 'wheat', label: '小麦' },
    ]);
  });

  it('offers nothing for an unknown dictionary or none loaded', () => {
    expect(dictOptions(dictionaries, 'none')).toEqual([]);
    expect(dictOptions(undefined, 'grainVariety')).toEqual([]);
  });
});

describe('orgOptions', () => {
  it('offers the companies by code and name', () => {
    const orgs = [
      { orgCode: '101001', orgName: '一公司' },
      { orgCode: '101002', orgName: '二公司' },
    ] as Org[];
    expect(orgOptions(orgs)).toEqual([
      { value: '101001', label: '一公司' },
      { value: '101002', label: '二公司' },
    ]);
    expect(orgOptions([])).toEqual([]);
  });
});
