/**
 * The ECharts option of a chart (pure, tested): axes by orientation, one series per given series (its own
 * kind or the chart's), the axis tooltip and legend, the zoom (inside + slider) when asked, and the theme's
 * colours and font. Values are drawn as numbers; the tooltip shows them as given.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { SrmTheme } from '../../theme/theme';
import { chartNumber, tableCell } from './chartSummary';
import type { ChartProps } from './chartTypes';

export type ChartOptionInput = Pick<ChartProps, 'kind' | 'categories' | 'series' | 'unit' | 'horizontal' | 'dataZoom'> & {
  animation: boolean;
};

/**
 * Series colours: the theme's primary, warning and success text first, then hues far from them; the
 * legend and the tooltip name every series, so colour is never the only cue.
 */
export function chartPalette(theme: SrmTheme): string[] {
  return [theme.colors.primary, theme.colors.warning, theme.colors.successText, '#722ed1', '#0f8f8f', '#d91a7d', '#8a6100', theme.colors.header];
}

/** The value with its unit, as the tooltip shows it. */
export function withUnit(value: string, unit?: string): string {
  return unit && value !== '—' ? `${value} ${unit}` : value;
}

export function chartOption(input: ChartOptionInput, theme: SrmTheme): EChartsCoreOption {
  const c = theme.colors;
  const font = { fontFamily: theme.fontFamily, fontSize: 12 };
  const hasBars = input.kind === 'bar' || input.series.some((one) => one.kind === 'bar');
  const categoryAxis = {
    type: 'category',
    data: [...input.categories],
    boundaryGap: hasBars,
    inverse: Boolean(input.horizontal),
    axisLine: { lineStyle: { color: c.border } },
    axisTick: { alignWithLabel: true, lineStyle: { color: c.border } },
    axisLabel: { ...font, color: c.textSecondary, hideOverlap: true },
  };
  const valueAxis = {
    type: 'value',
    scale: !hasBars,
    name: input.unit,
    nameTextStyle: { ...font, color: c.textSecondary },
    axisLabel: { ...font, color: c.textSecondary },
    splitLine: { lineStyle: { color: c.borderSubtle } },
  };
  const zoomAxis = input.horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  const zoom = input.dataZoom
    ? [
        { type: 'inside', ...zoomAxis },
        {
          type: 'slider',
          ...zoomAxis,
          ...(input.horizontal ? { right: 8, width: 20 } : { left: 48, right: 32, bottom: 8, height: 20 }),
          textStyle: { ...font, color: c.textSecondary },
          borderColor: c.borderSubtle,
        },
      ]
    : [];
  return {
    animation: input.animation,
    color: chartPalette(theme),
    textStyle: { fontFamily: theme.fontFamily },
    grid: {
      left: 16,
      right: input.horizontal && input.dataZoom ? 48 : 24,
      top: 40,
      // ECharts 6 keeps the axis labels inside the box by default (outerBoundsMode 'auto').
      bottom: !input.horizontal && input.dataZoom ? 48 : 8,
    },
    legend: { type: 'scroll', top: 0, left: 'center', textStyle: { ...font, color: c.text }, data: input.series.map((one) => one.name) },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: hasBars ? 'shadow' : 'line' },
      textStyle: { ...font, color: c.text },
    },
    xAxis: input.horizontal ? valueAxis : categoryAxis,
    yAxis: input.horizontal ? categoryAxis : valueAxis,
    dataZoom: zoom,
    series: input.series.map((one) => {
      const kind = one.kind ?? input.kind;
      return {
        id: one.key,
        name: one.name,
        type: kind,
        data: input.categories.map((_, index) => chartNumber(one.values[index])),
        tooltip: { valueFormatter: (_value: unknown, index: number) => withUnit(tableCell(one.values[index]), input.unit) },
        ...(kind === 'line'
          ? { showSymbol: input.categories.length <= 31, symbolSize: 6, connectNulls: false, lineStyle: { width: 2 } }
          : { barMaxWidth: 28 }),
      };
    }),
  };
}

/** The saved picture's name: the given name or the title, without characters a file name cannot hold. */
export function pngFileName(fileName: string | undefined, title: string): string {
  const base = (fileName?.trim() || title.trim() || 'chart').replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${base}.png`;
}
