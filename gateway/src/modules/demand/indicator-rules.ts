/**
 * The demand indicator's arithmetic, pure (issue 23; spec 02 §7 demand/indicator/generate): per
 * material and month of a year,
 *
 * - the demand: the approved month plan's quantity when an approved month plan of that month exists
 *   (it replaces the year plan for the month: a material it leaves out has 0), else the approved year
 *   plan's month column, else 0;
 * - the contracted quantity: the in-force contracts' residual covering the month (lookups/contract-residual.ts);
 * - coverage = contracted / demand × 100 with 2 decimals, rounded half up (null when the demand is 0);
 * - gap = max(0, demand − contracted).
 *
 * Quantities are decimal strings with at most 3 decimals, computed as integers (thousandths), never floats.
 */
import type { DemandIndicatorMaterial, DemandIndicatorMonth } from '../../api/demand-summary.js';
import { clampAtZero, divideUnits, unitsToText } from '@srm/rules';
import { toThousandths } from './month-demand-rules.js';

/** contracted / demand as a percentage with 2 decimals, half up; null when the demand is 0. */
export function coveragePercent(contracted: string, demand: string): string | null {
  const d = toThousandths(demand);
  if (d === 0n) return null;
  // Hundredths of a percent: c / d × 10 000, rounded half up (both not negative).
  return unitsToText(divideUnits(toThousandths(contracted) * 10000n, d), 2);
}

/** max(0, demand − contracted), 3 decimals. */
export function gapQuantity(demand: string, contracted: string): string {
  return unitsToText(clampAtZero(toThousandths(demand) - toThousandths(contracted)));
}

/** The sources of one material's demand: the year plan's 12 columns and the months with an approved month plan. */
export interface MaterialSources {
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  /** The approved year plan's month1 … month12, or undefined without an item in one. */
  yearPlan?: readonly string[];
  /** Month (1…12) → the approved month plan's quantity for the material. */
  monthPlan: ReadonlyMap<number, string>;
}

/**
 * One material's twelve months. `monthPlanMonths` are the months (1…12) that have an approved month
 * plan; `contracted` the twelve months' contracted quantities (undefined: none).
 */
export function indicatorMonths(source: MaterialSources, monthPlanMonths: ReadonlySet<number>, contracted: readonly string[] | undefined): DemandIndicatorMonth[] {
  return Array.from({ length: 12 }, (_, index): DemandIndicatorMonth => {
    const month = index + 1;
    let demand = '0';
    let from: DemandIndicatorMonth['source'] = 'none';
    if (monthPlanMonths.has(month)) {
      demand = source.monthPlan.get(month) ?? '0';
      from = 'monthPlan';
    } else if (source.yearPlan) {
      demand = source.yearPlan[index] ?? '0';
      from = 'yearPlan';
    }
    const contractedQuantity = unitsToText(toThousandths(contracted?.[index] ?? '0'));
    return {
      month,
      source: from,
      demandQuantity: unitsToText(toThousandths(demand)),
      contractedQuantity,
      coverage: coveragePercent(contractedQuantity, demand),
      gapQuantity: gapQuantity(demand, contractedQuantity),
    };
  });
}

/** The indicator's materials, ordered by material code. */
export function indicatorMaterials(
  sources: readonly MaterialSources[],
  monthPlanMonths: ReadonlySet<number>,
  contracted: ReadonlyMap<string, readonly string[]>,
): DemandIndicatorMaterial[] {
  return [...sources]
    .sort((a, b) => (a.matCode < b.matCode ? -1 : a.matCode > b.matCode ? 1 : 0))
    .map((source) => ({ matCode: source.matCode, matName: source.matName, unitCode: source.unitCode, months: indicatorMonths(source, monthPlanMonths, contracted.get(source.matCode)) }));
}
