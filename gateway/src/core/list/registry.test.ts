import { describe, expect, it } from 'vitest';
import type { ListResource } from './query.js';
import { listPathOf, ListRegistry } from './registry.js';

const resource = { label: '合同' } as ListResource;

describe('list registry', () => {
  const registry = new ListRegistry('/gateway');
  registry.add({ base: '/gateway/purchase/api/v1/contract/head', resource, readPermission: 'contract:list' });

  it('resolves the urls the app sends, with or without origin, prefix and query string', () => {
    for (const url of [
      '/gateway/purchase/api/v1/contract/head/custom-page',
      '/purchase/api/v1/contract/head/custom-page',
      'purchase/api/v1/contract/head/page',
      'http://localhost:5173/gateway/purchase/api/v1/contract/head/custom-page/',
    ]) {
      expect(registry.resolve(url)?.list.readPermission, url).toBe('contract:list');
    }
  });

  it('carries the query string of the url as parameters, repeated keys as lists', () => {
    expect(registry.resolve('/purchase/api/v1/contract/head/page?status.equals=SIGN&ids=1&ids=2')?.query).toEqual({ 'status.equals': 'SIGN', ids: ['1', '2'] });
  });

  it('names no list for other endpoints, other paths, or paths that climb out', () => {
    expect(registry.resolve('/purchase/api/v1/contract/head/save')).toBeUndefined();
    expect(registry.resolve('/purchase/api/v1/contract/line/custom-page')).toBeUndefined();
    expect(registry.resolve('/gateway/system/../purchase/api/v1/contract/head/x/custom-page')).toBeUndefined();
  });

  it('refuses to register one path twice', () => {
    expect(() => registry.add({ base: '/gateway/purchase/api/v1/contract/head', resource, readPermission: 'x' })).toThrow(/twice/);
  });

  it('normalises the path and keeps the prefix once', () => {
    expect(listPathOf('/gateway/a/b/', '/gateway').path).toBe('/gateway/a/b');
    expect(listPathOf('a/b?x=1', '/gateway')).toEqual({ path: '/gateway/a/b', query: { x: '1' } });
  });
});
