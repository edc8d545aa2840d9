import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../theme/theme';
import { chartOption, pngFileName, withUnit } from './chartOption';

const categories = ['2026-11-25', '2026-11-26', '2026-11-27'];

type AnyOption = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('chartOption', () => {
  it('draws a line chart over the categories: numbers for the drawing, the tooltip shows values as given', () => {
    const option = chartOption(
      {
        kind: 'line',
        categories,
        series: [{ key: 'dl', name: '大连港', values: ['2450.50', null, '2432'] }],
        unit: '元/吨',
        dataZoom: true,
        animation: false,
      },
      lightTheme,
    ) as AnyOption;
    expect(option.animation).toBe(false);
    expect(option.xAxis).toMatchObject({ type: 'category', data: categories, boundaryGap: false });
    expect(option.yAxis).toMatchObject({ type: 'value', name: '元/吨', scale: true });
    expect(option.tooltip).toMatchObject({ trigger: 'axis' });
    expect(option.legend.data).toEqual(['大连港']);
    expect(option.dataZoom.map((zoom: AnyOption) => zoom.type)).toEqual(['inside', 'slider']);
    expect(option.dataZoom[1]).toMatchObject({ xAxisIndex: 0 });
    const [line] = option.series;
    expect(line).toMatchObject({ id: 'dl', name: '大连港', type: 'line', data: [2450.5, null, 2432], connectNulls: false });
    expect(line.tooltip.valueFormatter(2450.5, 0)).toBe('2450.50 元/吨');
    expect(line.tooltip.valueFormatter(null, 1)).toBe('—');
  });

  it('turns horizontal bars around: categories down the side (first on top), values across, no zoom unless asked', () => {
    const option = chartOption(
      { kind: 'bar', horizontal: true, categories: ['河北', '山东'], series: [{ key: 'q', name: '采购量', values: ['1200.5', '800'] }], animation: true },
      lightTheme,
    ) as AnyOption;
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['河北', '山东'], inverse: true, boundaryGap: true });
    expect(option.xAxis).toMatchObject({ type: 'value', scale: false });
    expect(option.dataZoom).toEqual([]);
    expect(option.tooltip.axisPointer.type).toBe('shadow');
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [1200.5, 800] });
  });

  it('lets a series override the kind (a line over bars)', () => {
    const option = chartOption(
      {
        kind: 'bar',
        categories,
        series: [
          { key: 'amount', name: '金额', values: [1, 2, 3] },
          { key: 'avg', name: '均价', values: [4, 5, 6], kind: 'line' },
        ],
        animation: false,
      },
      lightTheme,
    ) as AnyOption;
    expect(option.series.map((one: AnyOption) => one.type)).toEqual(['bar', 'line']);
    expect(option.color[0]).toBe(lightTheme.colors.primary);
  });
});

describe('withUnit and pngFileName', () => {
  it('adds the unit to a value but not to —', () => {
    expect(withUnit('12', '吨')).toBe('12 吨');
    expect(withUnit('—', '吨')).toBe('—');
    expect(withUnit('12')).toBe('12');
  });

  it('names the picture after the file name or the title, without characters a file cannot hold', () => {
    expect(pngFileName(undefined, '均价涨跌（元/吨）')).toBe('均价涨跌（元_吨）.png');
    expect(pngFileName('玉米价格', '均价')).toBe('玉米价格.png');
    expect(pngFileName('  ', '')).toBe('chart.png');
  });
});
