/**
 * 发运报表 (issue 26) pure helpers: the default period (this month), the request body of the filters
 * and the 合计 row summed exactly (integer thousandths of the design system's quantity rules, never floats).
 */
import { sumQuantityTexts } from '@srm/design-system/validation';
import type { SaleRecordReportBody, SaleRecordReportRow } from '@srm/gateway/api';

export interface SaleReportFilters {
  from: string;
  to: string;
  orgCode: string | null;
  matCode: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day (YYYY-MM-DD) of `today`'s month, in local time. */
export function monthRange(today: Date): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  const last = new Date(year, month + 1, 0).getDate();
  return { from: `${year}-${pad(month + 1)}-01`, to: `${year}-${pad(month + 1)}-${pad(last)}` };
}

export function defaultReportFilters(today: Date = new Date()): SaleReportFilters {
  return { ...monthRange(today), orgCode: null, matCode: '' };
}

/** Whether the period is usable: both days given and the end not before the start. */
export function isReportRangeValid(filters: Pick<SaleReportFilters, 'from' | 'to'>): boolean {
  return filters.from !== '' && filters.to !== '' && filters.from <= filters.to;
}

/** The body of POST …/recordReport (and its export): empty filters left out. */
export function reportBodyOf(filters: SaleReportFilters): SaleRecordReportBody {
  const matCode = filters.matCode.trim();
  return { from: filters.from, to: filters.to, ...(filters.orgCode ? { orgCode: filters.orgCode } : {}), ...(matCode ? { matCode } : {}) };
}

export interface SaleReportTotals {
  shipments: number;
  shippedQuantity: string;
  confirmedQuantity: string;
}

/** The 合计 row: trips counted, quantities summed exactly. */
export function reportTotals(rows: readonly SaleRecordReportRow[]): SaleReportTotals {
  return {
    shipments: rows.reduce((sum, row) => sum + row.shipments, 0),
    shippedQuantity: sumQuantityTexts(rows.map((row) => row.shippedQuantity)),
    confirmedQuantity: sumQuantityTexts(rows.map((row) => row.confirmedQuantity)),
  };
}
