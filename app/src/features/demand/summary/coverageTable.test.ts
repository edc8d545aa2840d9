import { describe, expect, it } from 'vitest';
import { interpolate } from '@srm/design-system';
import { appCatalogues } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { coverageCell } from './coverageTable';

const translate =
  (locale: 'zh-CN' | 'en'): AppT =>
  (key, values) =>
    interpolate(appCatalogues[locale][key], values, locale);

describe('coverageCell', () => {
  it('shows the coverage as a percentage and a gap only when the contracts leave one', () => {
    const t = translate('zh-CN');
    expect(coverageCell(t, { month: 3, source: 'yearPlan', demandQuantity: '1000.125', contractedQuantity: '300.333', coverage: '30.03', gapQuantity: '699.792' })).toEqual({
      month: 3,
      demand: '1000.125',
      contracted: '300.333',
      coverage: '30.03%',
      gap: '699.792',
      label: '3月：需求 1000.125，合同 300.333，覆盖率 30.03%，缺口 699.792',
    });
    const none = coverageCell(t, { month: 5, source: 'none', demandQuantity: '0.000', contractedQuantity: '8.000', coverage: null, gapQuantity: '0.000' });
    expect(none).toMatchObject({ coverage: '无需求', gap: null });
    expect(coverageCell(translate('en'), { month: 5, source: 'none', demandQuantity: '0.000', contractedQuantity: '8.000', coverage: null, gapQuantity: '0.000' }).coverage).toBe('No demand');
  });
});
