import type { SaleRecordReportRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { defaultReportFilters, isReportRangeValid, monthRange, reportBodyOf, reportTotals } from './saleReport';

const row = (shippedQuantity: string, confirmedQuantity: string, shipments = 1): SaleRecordReportRow => ({
  shipDate: '2026-11-20',
  orgCode: '301001',
  orgName: '大连粮食贸易有限公司',
  customerOrgCode: '101001',
  customerOrgName: '河北饲料有限公司',
  matCode: '1001010001',
  matName: '东北玉米',
  shipments,
  shippedQuantity,
  confirmedQuantity,
});

describe('发运报表 helpers', () => {
  it('defaults to the whole current month, leap February and December included', () => {
    expect(monthRange(new Date(2026, 10, 28))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange(new Date(2028, 1, 3))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(new Date(2026, 11, 31))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(defaultReportFilters(new Date(2026, 10, 28))).toEqual({ from: '2026-11-01', to: '2026-11-30', orgCode: null, matCode: '' });
  });

  it('checks the period and leaves empty filters out of the body', () => {
    expect(isReportRangeValid({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isReportRangeValid({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isReportRangeValid({ from: '', to: '2026-11-01' })).toBe(false);
    expect(reportBodyOf({ from: '2026-11-01', to: '2026-11-30', orgCode: null, matCode: '  ' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(reportBodyOf({ from: '2026-11-01', to: '2026-11-30', orgCode: '301001', matCode: ' 1001010001 ' })).toEqual({ from: '2026-11-01', to: '2026-11-30', orgCode: '301001', matCode: '1001010001' });
  });

  it('sums the 合计 row exactly, never through floats', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; a trillion tonnes plus one kilogram keeps its last thousandth.
    expect(reportTotals([row('0.100', '0.100'), row('0.200', '0.200', 2)])).toEqual({ shipments: 3, shippedQuantity: '0.300', confirmedQuantity: '0.300' });
    expect(reportTotals([row('999999999999.999', '0.000'), row('0.001', '0.001')])).toEqual({ shipments: 2, shippedQuantity: '1000000000000.000', confirmedQuantity: '0.001' });
    expect(reportTotals([])).toEqual({ shipments: 0, shippedQuantity: '0.000', confirmedQuantity: '0.000' });
  });
});
