/**
 * Test support: a stand-in for the design system's Chart (ECharts needs a canvas), rendering what a page
 * gives it as the real one's figure does: the title, role img named by it, and the data table.
 */
import type { ChartProps } from '@srm/design-system';

export function FakeChart({ title, categories, series, isLoading, horizontal, kind }: ChartProps) {
  return (
    <figure aria-label={title} data-kind={kind} data-horizontal={horizontal ? 'true' : undefined} aria-busy={isLoading ? 'true' : undefined}>
      <figcaption>{title}</figcaption>
      <div role="img" aria-label={title} />
      <table>
        <caption>{title}</caption>
        <tbody>
          {categories.map((category, row) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((item) => (
                <td key={item.key}>{item.values[row] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
