import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import { chartAriaLabel, chartNumber, hasChartData, summarizeSeries, tableCell, type SummaryTexts } from './chartSummary';

const texts = (locale: 'zh-CN' | 'en'): SummaryTexts => ({
  series: (values) => translate(locale, 'chart.seriesSummary', values),
  seriesEmpty: (values) => translate(locale, 'chart.seriesEmpty', values),
  empty: translate(locale, 'common.noData'),
  separator: translate(locale, 'chart.separator'),
  end: translate(locale, 'chart.end'),
});

const categories = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const series = [
  { key: 'dl', name: '大连港', values: ['2450.50', '2410', null, '2432.00'] },
  { key: 'jz', name: '锦州港', values: [2400, 2460, 2460, null] },
];

describe('chartNumber and tableCell', () => {
  it('reads decimal strings and numbers; null, blanks and junk are gaps', () => {
    expect(chartNumber('2650.5')).toBe(2650.5);
    expect(chartNumber(' -12.30 ')).toBe(-12.3);
    expect(chartNumber(0)).toBe(0);
    expect(chartNumber(null)).toBeNull();
    expect(chartNumber(undefined)).toBeNull();
    expect(chartNumber('')).toBeNull();
    expect(chartNumber('abc')).toBeNull();
    expect(chartNumber(Number.NaN)).toBeNull();
  });

  it('shows values exactly as given, — where there is none', () => {
    expect(tableCell('2450.50')).toBe('2450.50');
    expect(tableCell(2400)).toBe('2400');
    expect(tableCell(null)).toBe('—');
    expect(tableCell(undefined)).toBe('—');
    expect(tableCell(' ')).toBe('—');
  });
});

describe('summarizeSeries', () => {
  it('gives per series the lowest, the highest (first on a tie) and the latest value with their categories', () => {
    expect(summarizeSeries(categories, series)).toEqual([
      {
        key: 'dl',
        name: '大连港',
        min: { category: '2026-11-25', value: '2410' },
        max: { category: '2026-11-24', value: '2450.50' },
        latest: { category: '2026-11-27', value: '2432.00' },
      },
      {
        key: 'jz',
        name: '锦州港',
        min: { category: '2026-11-24', value: '2400' },
        max: { category: '2026-11-25', value: '2460' },
        latest: { category: '2026-11-26', value: '2460' },
      },
    ]);
  });

  it('gives nulls for a series without values and ignores values past the categories', () => {
    expect(summarizeSeries(['a'], [{ key: 'x', name: 'X', values: [null, '5'] }])).toEqual([
      { key: 'x', name: 'X', min: null, max: null, latest: null },
    ]);
  });
});

describe('hasChartData', () => {
  it('needs a category and a numeric value', () => {
    expect(hasChartData(categories, series)).toBe(true);
    expect(hasChartData([], series)).toBe(false);
    expect(hasChartData(categories, [])).toBe(false);
    expect(hasChartData(['a'], [{ key: 'x', name: 'X', values: [null] }])).toBe(false);
  });
});

describe('chartAriaLabel', () => {
  it('reads the title, the description and a sentence per series (zh-CN, with the unit)', () => {
    expect(
      chartAriaLabel({ title: '玉米港口价格', description: '近四日平舱价', unit: '元/吨', categories, series }, texts('zh-CN')),
    ).toBe(
      '玉米港口价格。近四日平舱价。' +
        '大连港：最低 2410 元/吨（2026-11-25），最高 2450.50 元/吨（2026-11-24），最新 2432.00 元/吨（2026-11-27）；' +
        '锦州港：最低 2400 元/吨（2026-11-24），最高 2460 元/吨（2026-11-25），最新 2460 元/吨（2026-11-26）。',
    );
  });

  it('reads in English and names a series without values', () => {
    expect(
      chartAriaLabel(
        { title: 'Purchases by region', categories: ['河北', '山东'], series: [{ key: 'q', name: 'Quantity', values: ['120', '80'] }, { key: 'n', name: 'Contracts', values: [null, null] }] },
        texts('en'),
      ),
    ).toBe('Purchases by region. Quantity: lowest 80 (山东), highest 120 (河北), latest 80 (山东); Contracts: no data.');
  });

  it('says 暂无数据 without data', () => {
    expect(chartAriaLabel({ title: '各地区采购量', categories: [], series: [] }, texts('zh-CN'))).toBe('各地区采购量。暂无数据。');
  });
});
