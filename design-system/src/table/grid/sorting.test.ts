import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortFieldOf } from './sorting';

describe('sorting', () => {
  it('cycles a column ascending, descending, unsorted; another column starts ascending', () => {
    const first = nextSort(undefined, 'amount');
    expect(first).toEqual({ field: 'amount', order: 'ascend' });
    const second = nextSort(first, 'amount');
    expect(second).toEqual({ field: 'amount', order: 'descend' });
    expect(nextSort(second, 'amount')).toBeUndefined();
    expect(nextSort(second, 'signDate')).toEqual({ field: 'signDate', order: 'ascend' });
  });

  it('says the state in aria-sort', () => {
    expect(ariaSort({ field: 'a', order: 'ascend' }, 'a')).toBe('ascending');
    expect(ariaSort({ field: 'a', order: 'descend' }, 'a')).toBe('descending');
    expect(ariaSort({ field: 'a', order: 'descend' }, 'b')).toBe('none');
  });

  it('sorts by sortKey, then dataIndex, then key', () => {
    expect(sortFieldOf({ key: 'k', dataIndex: 'd', sortKey: 's' })).toBe('s');
    expect(sortFieldOf({ key: 'k', dataIndex: 'd' })).toBe('d');
    expect(sortFieldOf({ key: 'k' })).toBe('k');
  });
});
