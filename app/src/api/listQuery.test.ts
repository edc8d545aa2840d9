import { describe, expect, it } from 'vitest';
import { toListBody } from './listQuery';

describe('toListBody', () => {
  it('sends paging and the filter keys as they are', () => {
    expect(toListBody({ page: 2, pageSize: 10, 'userName.contains': '张', 'enabled.equals': 1 })).toEqual({
      page: 2,
      pageSize: 10,
      'userName.contains': '张',
      'enabled.equals': 1,
    });
  });

  it('turns the table sort into the gateway "field,asc|desc"', () => {
    expect(toListBody({ page: 1, pageSize: 10, sort: { field: 'createdTime', order: 'descend' } })['sort']).toBe('createdTime,desc');
    expect(toListBody({ page: 1, pageSize: 10, sort: { field: 'account', order: 'ascend' } })['sort']).toBe('account,asc');
    expect(toListBody({ page: 1, pageSize: 10 })).not.toHaveProperty('sort');
  });

  it('leaves empty filters out, but keeps 0 and false', () => {
    expect(toListBody({ page: 1, pageSize: 10, a: '', b: null, c: undefined, d: 0, e: false })).toEqual({ page: 1, pageSize: 10, d: 0, e: false });
  });
});
