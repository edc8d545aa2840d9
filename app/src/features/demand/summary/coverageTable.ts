/** The 需求覆盖 table's cells as data (GET /demand/api/v1/demand/indicator/generate). Pure. */
import type { DemandIndicatorMonth } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export interface CoverageCell {
  month: number;
  demand: string;
  contracted: string;
  /** "87.50%", or 无需求 when the demand is 0. */
  coverage: string;
  /** A demand the contracts leave uncovered (gap > 0): highlighted, and said in words. */
  gap: string | null;
  /** The whole cell in words, for a screen reader. */
  label: string;
}

const isZero = (quantity: string) => /^0*(\.0*)?$/.test(quantity);

/** One month of a material as the table shows it. */
export function coverageCell(t: AppT, month: DemandIndicatorMonth): CoverageCell {
  const coverage = month.coverage === null ? t('demandSummary.noCoverage') : `${month.coverage}%`;
  const gap = isZero(month.gapQuantity) ? null : month.gapQuantity;
  return {
    month: month.month,
    demand: month.demandQuantity,
    contracted: month.contractedQuantity,
    coverage,
    gap,
    label: t('demandSummary.cellLabel', { month: month.month, demand: month.demandQuantity, contracted: month.contractedQuantity, coverage, gap: month.gapQuantity }),
  };
}
