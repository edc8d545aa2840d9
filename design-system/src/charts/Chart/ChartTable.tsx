import { tableCell } from './chartSummary';
import type { ChartSeries } from './chartTypes';

export interface ChartTableProps {
  id: string;
  /** The caption: the chart's title. */
  title: string;
  /** The first column's header. */
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  unit?: string;
}

/**
 * The data-table alternative of a chart: caption = the title, the category in the first column (row
 * headers), one column per series (its name, the unit in brackets), the values exactly as given, '—'
 * where there is none. Scrolls inside its box, which is keyboard focusable and named by the title.
 */
export function ChartTable({ id, title, categoryLabel, categories, series, unit }: ChartTableProps) {
  return (
    <div id={id} className="srm-chart-table" role="region" aria-label={title} tabIndex={0}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((one) => (
              <th key={one.key} scope="col">
                {unit ? `${one.name}（${unit}）` : one.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={`${index}-${category}`}>
              <th scope="row">{category}</th>
              {series.map((one) => (
                <td key={one.key}>{tableCell(one.values[index])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
