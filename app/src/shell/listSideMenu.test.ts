import { describe, expect, it } from 'vitest';
import { listSideMenuEntries } from './listSideMenu';

describe('listSideMenuEntries', () => {
  it('lists the visible top-level menus, each at its first page, and marks absolute addresses external', () => {
    const entries = listSideMenuEntries([
      { menuName: '首页', pathUrl: '/dashboard', sortNumber: 1 },
      { menuName: '系统管理', pathUrl: '/system', sortNumber: 3, children: [{ menuName: '用户管理', pathUrl: 'user' }, { menuName: '地址管理', pathUrl: 'address' }] },
      { menuName: 'OA审批', pathUrl: 'https://oa.example.com/workflow', sortNumber: 4 },
      { menuName: '隐藏', pathUrl: '/hidden', hidden: 1, sortNumber: 2 },
      { menuName: '空目录', sortNumber: 5, children: [] },
    ]);
    expect(entries.map(({ label, href, external }) => ({ label, href, external }))).toEqual([
      { label: '首页', href: '/dashboard', external: false },
      { label: '系统管理', href: '/system/user', external: false },
      { label: 'OA审批', href: 'https://oa.example.com/workflow', external: true },
    ]);
  });
});
