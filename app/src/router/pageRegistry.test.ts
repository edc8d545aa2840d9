import { describe, expect, it } from 'vitest';
import { pageKey, pageRegistry, resolvePage, type PageLoader } from './pageRegistry';

describe('resolvePage', () => {
  const loader: PageLoader = () => Promise.resolve({ default: () => null });
  const registry = { 'contract/list': loader };

  it.each(['contract/list', '/contract/list', 'contract/list.vue', 'contract/list/index', 'views/contract/list/index.vue'])(
    'finds the page for %s',
    (pageUrl) => {
      expect(resolvePage(registry, pageUrl)).toBe(loader);
    },
  );

  it('answers null for a page not built yet or a menu without a page', () => {
    expect(resolvePage(registry, 'contract/change')).toBeNull();
    expect(resolvePage(registry, null)).toBeNull();
    expect(resolvePage(registry, '')).toBeNull();
  });

  it('knows the dashboard, which is built, and not a page still to come', () => {
    expect(resolvePage(pageRegistry, 'dashboard')).not.toBeNull();
    expect(resolvePage(pageRegistry, 'execution/pick')).not.toBeNull();
    expect(resolvePage(pageRegistry, 'execution/order-purchase')).not.toBeNull();
    expect(resolvePage(pageRegistry, 'report/trend')).not.toBeNull();
    expect(resolvePage(pageRegistry, 'report/price-alert')).toBeNull();
  });

  it('normalises keys', () => {
    expect(pageKey(' /system/user/ ')).toBe('system/user');
  });
});
