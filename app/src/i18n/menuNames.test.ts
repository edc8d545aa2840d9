import { describe, expect, it } from 'vitest';
import { localiseMenus } from './menuNames';

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
