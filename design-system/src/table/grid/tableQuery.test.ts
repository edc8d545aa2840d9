import { describe, expect, it } from 'vitest';
import { exportParams, initialTableQuery, requestParams, tableQueryReducer } from './tableQuery';

describe('tableQueryReducer', () => {
  const paged = tableQueryReducer(tableQueryReducer(initialTableQuery(), { type: 'page', page: 4, pageSize: 50 }), {
    type: 'sort',
    sort: { field: 'amount', order: 'descend' },
  });
  const onPage3 = tableQueryReducer(paged, { type: 'page', page: 3 });

  it('starts at page 1 with 20 rows', () => {
    expect(requestParams(initialTableQuery())).toEqual({ page: 1, pageSize: 20 });
  });

  it('goes back to page 1 on a search and keeps page size and sort', () => {
    const searched = tableQueryReducer(onPage3, { type: 'search', filters: { 'name.contains': '玉米' } });
    expect(requestParams(searched)).toEqual({ 'name.contains': '玉米', page: 1, pageSize: 50, sort: { field: 'amount', order: 'descend' } });
  });

  it('keeps the page size on a reset', () => {
    const reset = tableQueryReducer(onPage3, { type: 'reset', filters: {} });
    expect(requestParams(reset)).toEqual({ page: 1, pageSize: 50 });
  });

  it('reloads the same query under a new revision', () => {
    const reloaded = tableQueryReducer(onPage3, { type: 'reload' });
    expect(requestParams(reloaded)).toEqual(requestParams(onPage3));
    expect(reloaded.revision).toBeGreaterThan(onPage3.revision);
  });

  it('exports from page 1 whatever page is shown', () => {
    expect(exportParams(onPage3)).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('never lets filters override paging', () => {
    const searched = tableQueryReducer(initialTableQuery(), { type: 'search', filters: { page: 9, pageSize: 1 } });
    expect(requestParams(searched)).toMatchObject({ page: 1, pageSize: 20 });
  });
});
