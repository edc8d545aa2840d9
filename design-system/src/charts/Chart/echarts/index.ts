/**
 * The chart's ECharts, loaded on the first chart's render through `import('./echarts')` (its own chunk):
 * only the core, the line and bar series, the grid, tooltip, legend and data zoom components and the
 * canvas renderer are registered, so no other chunk carries ECharts. ECharts' core has its ZH and EN
 * locales built in (`init(..., { locale })`).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomInsideComponent, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerParts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomInsideComponent, DataZoomSliderComponent, CanvasRenderer]);

export { init };
