/**
 * The dashboard's report cards as data (issue 27): this month's contract amount by category as a bar
 * chart's categories and series with the exact total, and the pick progress as an exact percentage
 * (picked of planned, one decimal, at most 100). Pure.
 */
import type { ChartSeries } from '@srm/design-system';
import { quantityUnits, sumQuantityTexts } from '@srm/design-system/validation';
import type { DashboardSummary } from '@srm/gateway/api';

const LOOSE = { zerosPastScale: true } as const;

export function amountChart(summary: Pick<DashboardSummary, 'contractAmountByCategory'>, seriesName: string): { categories: string[]; series: ChartSeries[] } {
  const rows = summary.contractAmountByCategory;
  return {
    categories: rows.map((row) => row.categoryName || row.categoryCode),
    series: rows.length > 0 ? [{ key: 'amount', name: seriesName, values: rows.map((row) => row.amount) }] : [],
  };
}

/** Σ amount (2 places, exact) and Σ contracts. */
export function amountTotals(summary: Pick<DashboardSummary, 'contractAmountByCategory'>): { amount: string; contractCount: number } {
  const rows = summary.contractAmountByCategory;
  return { amount: sumQuantityTexts(rows.map((row) => row.amount), 2, LOOSE), contractCount: rows.reduce((sum, row) => sum + row.contractCount, 0) };
}

/** Picked of planned in percent with one decimal ('62.5'), capped at 100; null when nothing is planned. */
export function pickPercent(progress: Pick<DashboardSummary['pickProgress'], 'pickedQuantity' | 'plannedQuantity'>): string | null {
  const planned = quantityUnits(progress.plannedQuantity, 3, LOOSE);
  const picked = quantityUnits(progress.pickedQuantity, 3, LOOSE) ?? 0n;
  if (planned === null || planned <= 0n) return null;
  // Per mille, rounded half up: (picked × 1000 × 2 + planned) / (planned × 2).
  let perMille = (picked * 2000n + planned) / (planned * 2n);
  if (perMille > 1000n) perMille = 1000n;
  if (perMille < 0n) perMille = 0n;
  return `${perMille / 10n}.${perMille % 10n}`;
}
