import { describe, expect, it } from 'vitest';
import { localiseDictionaries, localiseMenus } from './localNames';

const tree = [
  {
    menuName: '合同管理',
    menuNameEn: 'Contracts',
    children: [
      { menuName: '合同列表', menuNameEn: 'Contract list' },
      { menuName: '新增合同', menuNameEn: null },
    ],
  },
  { menuName: '自定义菜单' },
];

describe('localiseMenus', () => {
  it('shows the English names in English, children too, and the Chinese name where there is none', () => {
    expect(localiseMenus(tree, 'en')).toEqual([
      {
        menuName: 'Contracts',
        menuNameEn: 'Contracts',
        children: [
          { menuName: 'Contract list', menuNameEn: 'Contract list' },
          { menuName: '新增合同', menuNameEn: null },
        ],
      },
      { menuName: '自定义菜单' },
    ]);
  });

  it('keeps the Chinese names, and the same list, in Chinese', () => {
    expect(localiseMenus(tree, 'zh-CN')).toBe(tree);
  });
});

describe('localiseDictionaries', () => {
  const dictionaries = { contractStatus: [{ dictItemCode: 'draft', dictItemName: '草稿', dictItemNameEn: 'Draft' }, { dictItemCode: 'X', dictItemName: '自定义' }] };

  it('shows the items\' English names in English, and the Chinese name where there is none', () => {
    expect(localiseDictionaries(dictionaries, 'en')).toEqual({
      contractStatus: [{ dictItemCode: 'draft', dictItemName: 'Draft', dictItemNameEn: 'Draft' }, { dictItemCode: 'X', dictItemName: '自定义' }],
    });
  });

  it('keeps the map as it is in Chinese, and nothing loaded stays nothing', () => {
    expect(localiseDictionaries(dictionaries, 'zh-CN')).toBe(dictionaries);
    expect(localiseDictionaries(undefined, 'en')).toBeUndefined();
  });
});
