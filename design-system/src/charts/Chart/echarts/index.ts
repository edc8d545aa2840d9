/**
 * The chart's ECharts, loaded on the first chart's render through `import('./echarts')` (its own chunk):
 * only the core, the line and bar series, the grid, tooltip, legend and data zoom components and the
 * canvas renderer are registered, so no other chunk carries ECharts. ECharts' core has its ZH and EN
 * locales built in (`init(..., { locale })`).
 *
 * The parts are registered inside `createChart`, not on load: the package is `"sideEffects": false`,
 * so a bundler may skip a module's top-level statements when it only re-exports (as it did with a
 * top-level `use([...])`, leaving no canvas renderer).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomInsideComponent, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let registered = false;

/** An ECharts instance drawing on a canvas in `node`, in ECharts' `ZH` or `EN` locale. */
export function createChart(node: HTMLElement, locale: 'ZH' | 'EN'): EChartsType {
  if (!registered) {
    registerParts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomInsideComponent, DataZoomSliderComponent, CanvasRenderer]);
    registered = true;
  }
  return init(node, null, { renderer: 'canvas', locale });
}
