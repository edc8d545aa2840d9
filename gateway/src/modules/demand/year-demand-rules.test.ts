import { sumQuantityTexts, unitsToText } from '@srm/rules';
import { describe, expect, it } from 'vitest';
import type { DemandStatus } from '../../db/tables/demand.js';
import {
  applyRate,
  classifyYearDemandCallback,
  increaseRateOf,
  itemsFromLastYear,
  itemsProblem,
  normaliseItem,
  quantityOf,
  rateOf,
  YEAR_DEMAND_MOVES,
  yearDemandMove,
  type ItemInput,
  type YearDemandEvent,
} from './year-demand-rules.js';

const STATUSES: readonly DemandStatus[] = ['new', 'inProcess', 'approved', 'rejected'];

const months = (value: string) => Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index + 1}`, value])) as Omit<ItemInput, 'matCode'>;
const item = (matCode: string, value = '10', extra: Partial<ItemInput> = {}): ItemInput => ({ matCode, ...months(value), ...extra });

describe('the year demand status machine', () => {
  it('moves exactly as the table says, from every status', () => {
    // Columns: check, approve, reject.
    const expected: Record<DemandStatus, (DemandStatus | undefined)[]> = {
      new: ['inProcess', undefined, undefined],
      inProcess: [undefined, 'approved', 'rejected'],
      approved: [undefined, undefined, undefined],
      rejected: ['inProcess', undefined, undefined],
    };
    const events = Object.keys(YEAR_DEMAND_MOVES) as YearDemandEvent[];
    for (const status of STATUSES) expect(events.map((event) => yearDemandMove(event, status)), status).toEqual(expected[status]);
  });

  it('applies OA’s report only to a plan at OA', () => {
    expect(STATUSES.map(classifyYearDemandCallback)).toEqual(['conflict', 'apply', 'late', 'late']);
  });
});

describe('exact decimals', () => {
  it('parses and formats without floats', () => {
    expect(quantityOf('0.1')).toBe(100n);
    expect(quantityOf('12.345')).toBe(12345n);
    expect(quantityOf('12.3456')).toBeNull();
    expect(quantityOf('-1')).toBeNull();
    expect(rateOf('-1.5')).toBe(-15000n);
    expect(quantityOf('1e3')).toBeNull();
    expect(quantityOf('')).toBeNull();
    expect(unitsToText(5n)).toBe('0.005');
    expect(unitsToText(-15000n, 4)).toBe('-1.5000');
    expect(sumQuantityTexts(['0.1', '0.2'])).toBe('0.300');
    expect(sumQuantityTexts(['999999999999999.999', '0.001'])).toBe('1000000000000000.000');
  });

  it('computes the increase rate in percent, rounded half up to 4 decimals', () => {
    expect(increaseRateOf('1100.000', '1000')).toBe('10.0000');
    expect(increaseRateOf('1000', '3')).toBe('33233.3333');
    expect(increaseRateOf('2', '3')).toBe('-33.3333');
    expect(increaseRateOf('0.001', '0.003')).toBe('-66.6667');
    expect(increaseRateOf('10', null)).toBeNull();
    expect(increaseRateOf('10', '0')).toBeNull();
  });

  it('applies a rate to a month, rounded to 3 decimals', () => {
    expect(applyRate('100', '5')).toBe('105.000');
    expect(applyRate('0.1', '10')).toBe('0.110');
    expect(applyRate('33.333', '3.3333')).toBe('34.444');
    expect(applyRate('100', '-120')).toBe('0.000');
  });
});

describe('a plan’s items', () => {
  const materials = new Map([
    ['1001010001', { matCode: '1001010001', categoryCode: '1001010101' }],
    ['1002010001', { matCode: '1002010001', categoryCode: '1002010101' }],
  ]);

  it('accepts good items and names the line of the first problem', () => {
    expect(itemsProblem([item('1001010001')], materials, '100101')).toBeNull();
    expect(itemsProblem([], materials, '100101')).toBe('请至少添加一条物料明细');
    expect(itemsProblem([item('1001010001'), item('1001010001')], materials, '100101')).toBe('第2行：物料编码 1001010001 重复');
    expect(itemsProblem([item('9999')], materials, '100101')).toBe('第1行：物料编码 9999 不存在或已停用');
    expect(itemsProblem([item('1002010001')], materials, '100101')).toBe('第1行：物料编码 1002010001 不属于品类 100101');
    expect(itemsProblem([item('1001010001', '1.2345')], materials, '100101')).toBe('第1行：需求数量须为不小于0且最多3位小数的数字');
    expect(itemsProblem([item('1001010001', '-1')], materials, '100101')).toBe('第1行：需求数量须为不小于0且最多3位小数的数字');
    expect(itemsProblem([item('1001010001', '1', { lastYearQuantity: 'x' })], materials, '100101')).toBe('第1行：上年用量须为不小于0且最多3位小数的数字');
    expect(itemsProblem([item('1001010001', '1', { increaseRate: '1.23456' })], materials, '100101')).toBe('第1行：增长率须为最多4位小数的数字');
  });

  it('normalises the decimals as stored', () => {
    expect(normaliseItem(item('1001010001', '1.5', { lastYearQuantity: '', increaseRate: '-2.5' }))).toMatchObject({ month1: '1.500', lastYearQuantity: null, increaseRate: '-2.5000' });
  });

  it('fills a new plan from last year’s items, with and without a rate', () => {
    const last = [{ matCode: 'A', ...months('100') }];
    expect(itemsFromLastYear(last, null)[0]).toMatchObject({ matCode: 'A', month1: '100.000', lastYearQuantity: '1200.000', increaseRate: null });
    expect(itemsFromLastYear(last, '2.5')[0]).toMatchObject({ month12: '102.500', lastYearQuantity: '1200.000', increaseRate: '2.5000' });
  });
});
