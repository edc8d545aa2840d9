import { describe, expect, it } from 'vitest';
import { findMenuEntry } from './findMenuEntry';
import { menu, withChildren } from './menuFixtures';
import { buildMenuRoutes } from './menuRoutes';

describe('findMenuEntry', () => {
  const entries = buildMenuRoutes([
    withChildren(menu({ menuCode: 'contract', menuName: '合同管理', pathUrl: '/contract' }), [
      menu({ menuCode: 'contract:list', menuName: '合同列表', pathUrl: '/contract/list', pageUrl: 'contract/list' }),
    ]),
  ]);
  it('finds the route of a path, ignoring a trailing slash and case', () => {
    expect(findMenuEntry(entries, '/contract/list')?.meta.title).toBe('合同列表');
    expect(findMenuEntry(entries, '/contract/list/')?.meta.title).toBe('合同列表');
    expect(findMenuEntry(entries, '/contract')?.kind).toBe('redirect');
  });
  it('answers null for a path no menu has', () => {
    expect(findMenuEntry(entries, '/contract/list/extra')).toBeNull();
  });
});
