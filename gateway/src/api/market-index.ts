/**
 * 行情指数, 趋势分析, 资源地图 and the dashboard's cards (issue 27; spec 02 §7 "Policy and reports"
 * market index data, "Trend analysis (wfdata) POSTs", "Resource work-top analysis POSTs"; spec 01 §2.5;
 * domain.md "Reports"). Values travel as decimal strings (numeric(18, 4) in SQL), never floats.
 *
 * Routes under /report/api/v1:
 * - market-index/page (GET and POST; the stored series: indexCode, indexName, place, dataDate, value,
 *   unit, batchNo), market-index/indices (the index list), market-index/template (the workbook template),
 *   market-index/uploadCheck + the import pipeline's status/commit (= uploadInsert: a draft batch),
 *   market-index/batch/page, market-index/batch/{id}/submit (into the series), market-index/export.
 * - wfdata/{averagePriceChange|changeTrend|floatingProfitLoss|marketPriceSpread|openDataSpread} (POST).
 * - resource/work-top (POST): purchases by region.
 * - dashboard/summary (GET): this month's contract amount by category and the pick progress.
 */
import { Type, type Static } from 'typebox';
import type { MarketIndexBatchStatus } from '../db/tables/report.js';

export type { MarketIndexBatchStatus };
export const MARKET_INDEX_BATCH_STATUSES = ['draft', 'submitted'] as const satisfies readonly MarketIndexBatchStatus[];
export const TREND_ANALYSES = ['averagePriceChange', 'changeTrend', 'floatingProfitLoss', 'marketPriceSpread', 'openDataSpread'] as const;
export type TrendAnalysis = (typeof TREND_ANALYSES)[number];
/** The longest date range one analysis reads. */
export const MAX_TREND_DAYS = 3 * 366;

export interface MarketIndex {
  indexCode: string;
  indexName: string;
  categoryCode: string | null;
  unit: string;
}

export interface MarketIndexValueRow {
  id: number;
  indexCode: string;
  indexName: string;
  unit: string;
  place: string;
  dataDate: string;
  value: string;
  batchNo: string | null;
  updatedTime: string;
}

export interface MarketIndexBatchRow {
  id: number;
  batchNo: string;
  fileName: string;
  status: MarketIndexBatchStatus;
  rowCount: number;
  duplicateCount: number;
  createdBy: string | null;
  createdTime: string;
  submittedBy: string | null;
  submittedTime: string | null;
  version: number;
}

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The body of every wfdata analysis: a date range (≤ MAX_TREND_DAYS) and one or more indices (and places). */
export const TrendQuerySchema = Type.Object(
  {
    startDate: Day,
    endDate: Day,
    indexCodes: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 8 }),
    places: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type TrendQuery = Static<typeof TrendQuerySchema>;

export interface TrendPoint {
  date: string;
  /** A decimal string; null where the series has no value that day. */
  value: string | null;
}
export interface TrendSeries {
  /** Unique within the answer (indexCode, or indexCode:place, or a spread's two codes). */
  key: string;
  name: string;
  unit: string;
  points: TrendPoint[];
}
/** What every analysis answers: the dates on the x axis (ascending) and its series over them. */
export interface TrendResult {
  analysis: TrendAnalysis;
  dates: string[];
  series: TrendSeries[];
}

export const WorkTopQuerySchema = Type.Object(
  {
    startDate: Day,
    endDate: Day,
    categoryCode: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 40 })])),
  },
  { additionalProperties: false },
);
export type WorkTopQuery = Static<typeof WorkTopQuerySchema>;
/** Purchases of one region (province) in the range, within the caller's data scope. */
export interface WorkTopRegion {
  regionCode: string;
  regionName: string;
  quantity: string;
  amount: string;
  contractCount: number;
}
export interface WorkTopResult {
  regions: WorkTopRegion[];
  totalQuantity: string;
  totalAmount: string;
}

/** GET dashboard/summary: within the caller's data scope. */
export interface DashboardSummary {
  /** YYYY-MM */
  month: string;
  contractAmountByCategory: { categoryCode: string; categoryName: string; amount: string; contractCount: number }[];
  pickProgress: { plannedQuantity: string; pickedQuantity: string; acceptedQuantity: string; pickCount: number; openPickCount: number };
}
