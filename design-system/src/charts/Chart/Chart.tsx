/** Placeholder of the chart (issue 27, part C): the real one lands with its part; the API is chartTypes.ts. */
import type { ChartProps } from './chartTypes';

export function Chart({ title, categories, series }: ChartProps) {
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <div role="img" aria-label={title}>
        {categories.length}×{series.length}
      </div>
    </figure>
  );
}
