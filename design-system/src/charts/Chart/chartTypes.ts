/**
 * The chart's data (issue 27): categories on the x axis (dates, regions, categories) and series over them.
 * Values come as the API gives them, decimal strings (or numbers); null is a gap. The chart draws them as
 * numbers; the data table shows them exactly as given.
 */
export type ChartKind = 'line' | 'bar';

export interface ChartSeries {
  /** Unique within the chart. */
  key: string;
  name: string;
  /** One value per category, in the categories' order; null where there is none. */
  values: readonly (string | number | null)[];
  /** Overrides the chart's kind for this series (a line over bars). */
  kind?: ChartKind;
}

export interface ChartProps {
  /** The chart's name: the figure's heading, the image's accessible name and the data table's caption. */
  title: string;
  /** What the chart shows, in a sentence; read out with the image (a summary of the series is added). */
  description?: string;
  kind: ChartKind;
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The values' unit (元/吨, 吨, 元), on the value axis and in the tooltip. */
  unit?: string;
  /** Bars run left to right, categories down the side (a region chart). */
  horizontal?: boolean;
  /** A zoom slider under the x axis, for long date ranges. */
  dataZoom?: boolean;
  /** The drawing's height in px (default 360). */
  height?: number;
  /** Shows a spinner over the chart (the data is loading). */
  isLoading?: boolean;
  /** The name of the saved PNG, without extension (default: the title). */
  fileName?: string;
  /**
   * Whether the drawing animates. Default: on, except when the user prefers reduced motion and in automated
   * browsers (`navigator.webdriver`: tests and screenshots).
   */
  animation?: boolean;
  /** The data table's first column header (default 类别 / Category), e.g. 日期 or 地区. */
  categoryLabel?: string;
}
