/**
 * 年度需求汇总 and the demand indicator (issue 23; spec 02 §7 dem/year-demand-summary,
 * /demand/api/v1/demand/indicator/generate, /purchase/api/v1/contract/head/indicator). Quantities are
 * exact decimal strings (numeric(18, 3)); a coverage is a percentage with 2 decimals.
 */
import { Type, type Static } from 'typebox';
import type { MonthDemandStatus } from './demand-month.js';

/** The twelve month quantities of a year, month1 (January) … month12 (December). */
export interface YearMonths {
  month1: string;
  month2: string;
  month3: string;
  month4: string;
  month5: string;
  month6: string;
  month7: string;
  month8: string;
  month9: string;
  month10: string;
  month11: string;
  month12: string;
}

/** A row of GET /demand/api/v1/dem/year-demand-summary/page: one org, category, material and year. */
export interface YearDemandSummaryRow extends YearMonths {
  id: number;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  year: number;
  status: MonthDemandStatus;
  /** month1 + … + month12, exact. */
  yearTotal: string;
}

/** GET /demand/api/v1/dem/year-demand-summary/statis: the filtered rows' count and totals. */
export interface YearDemandSummaryStatis extends YearMonths {
  count: number;
  yearTotal: string;
}

/** GET /demand/api/v1/dem/year-demand-summary/query-detail: the source year plans' items of one row. */
export interface YearDemandSummaryDetail extends YearMonths {
  id: number;
  demandId: number;
  demandNo: string;
  status: MonthDemandStatus;
  lineNo: number;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  lastYearQuantity: string | null;
  increaseRate: string | null;
  yearTotal: string;
}

const Code = Type.String({ minLength: 1, maxLength: 40 });
const Year = Type.Integer({ minimum: 2000, maximum: 2100 });

export const YearDemandSummaryDetailQuerySchema = Type.Object({ orgCode: Code, categoryCode: Code, matCode: Code, year: Year });
export type YearDemandSummaryDetailQuery = Static<typeof YearDemandSummaryDetailQuerySchema>;

export const DemandIndicatorQuerySchema = Type.Object({ orgCode: Code, categoryCode: Code, year: Year });
export type DemandIndicatorQuery = Static<typeof DemandIndicatorQuerySchema>;

/** One month of a material in the demand indicator. */
export interface DemandIndicatorMonth {
  /** 1 … 12. */
  month: number;
  /** monthPlan: the approved month plan of that month; yearPlan: the approved year plan's column; none: neither. */
  source: 'monthPlan' | 'yearPlan' | 'none';
  demandQuantity: string;
  /** The in-force contracts' residual whose delivery window overlaps the month. */
  contractedQuantity: string;
  /** contracted / demand × 100 with 2 decimals ("87.50"); null when the demand is 0. */
  coverage: string | null;
  /** max(0, demand − contracted). */
  gapQuantity: string;
}

export interface DemandIndicatorMaterial {
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  months: DemandIndicatorMonth[];
}

/** GET /demand/api/v1/demand/indicator/generate?orgCode&categoryCode&year (demand:summary). */
export interface DemandIndicator {
  orgCode: string;
  categoryCode: string;
  year: number;
  materials: DemandIndicatorMaterial[];
}
