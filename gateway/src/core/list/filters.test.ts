import { describe, expect, it } from 'vitest';
import { ApiError } from '../envelope.js';
import { containsPattern, escapeLike, parseFilters, type FilterField } from './filters.js';

const fields: Record<string, FilterField> = {
  contractNo: { type: 'text' },
  status: { type: 'text', values: ['draft', 'SIGN'] },
  quantity: { type: 'decimal' },
  id: { type: 'integer' },
  signDate: { type: 'date' },
  createdTime: { type: 'datetime' },
  closed: { type: 'boolean' },
  version: { type: 'integer', filterable: false },
};

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.httpStatus, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseFilters', () => {
  it('reads every operator, a bare key as equals, and skips paging keys and empty values', () => {
    expect(
      parseFilters(
        {
          page: '2',
          pageSize: '20',
          sort: 'id,desc',
          contractNo: 'HT1',
          'contractNo.notEquals': 'HT2',
          'contractNo.contains': ' 玉米 ',
          'contractNo.doesNotContain': '小麦',
          'status.in': 'draft,SIGN',
          'status.notIn': ['SIGN'],
          'quantity.specified': 'true',
          'id.greaterThan': '5',
          'id.greaterThanOrEqual': 6,
          'id.lessThan': '100',
          'quantity.lessThanOrEqual': '12.500',
          'signDate.between': ['2026-01-01', '2026-01-31'],
          'createdTime.between': '2026-01-01 00:00:00,2026-01-31 23:59:59',
          'closed.equals': 'false',
          'contractName.contains': undefined,
          'contractNo.in': '',
        },
        { ...fields, contractName: { type: 'text' } },
      ),
    ).toEqual([
      { field: 'contractNo', op: 'equals', value: 'HT1' },
      { field: 'contractNo', op: 'notEquals', value: 'HT2' },
      { field: 'contractNo', op: 'contains', value: '玉米' },
      { field: 'contractNo', op: 'doesNotContain', value: '小麦' },
      { field: 'status', op: 'in', values: ['draft', 'SIGN'] },
      { field: 'status', op: 'notIn', values: ['SIGN'] },
      { field: 'quantity', op: 'specified', value: true },
      { field: 'id', op: 'greaterThan', value: 5 },
      { field: 'id', op: 'greaterThanOrEqual', value: 6 },
      { field: 'id', op: 'lessThan', value: 100 },
      { field: 'quantity', op: 'lessThanOrEqual', value: '12.500' },
      { field: 'signDate', op: 'between', from: '2026-01-01', to: '2026-01-31' },
      { field: 'createdTime', op: 'between', from: '2026-01-01 00:00:00', to: '2026-01-31 23:59:59' },
      { field: 'closed', op: 'equals', value: false },
    ]);
  });

  it('refuses unknown fields, unknown operators and fields that are not filterable, naming the key', () => {
    expect(refusal(() => parseFilters({ 'password.equals': 'x' }, fields))).toEqual({ status: 400, message: '不支持的查询条件：password.equals' });
    expect(refusal(() => parseFilters({ 'contractNo.like': 'x' }, fields))).toEqual({ status: 400, message: '不支持的查询条件：contractNo.like' });
    expect(refusal(() => parseFilters({ 'version.equals': '1' }, fields)).status).toBe(400);
    expect(refusal(() => parseFilters({ '__proto__.equals': '1' }, fields)).status).toBe(400);
    expect(refusal(() => parseFilters({ 'constructor': '1' }, fields)).status).toBe(400);
  });

  it('refuses malformed values: numbers, decimals, impossible dates, enums, between arity, objects', () => {
    const bad = (input: Record<string, unknown>) => refusal(() => parseFilters(input, fields));
    expect(bad({ 'id.equals': '1; drop table sys_user' })).toEqual({ status: 400, message: '查询条件 id.equals 的值格式不正确' });
    expect(bad({ 'quantity.greaterThan': '1e9' }).status).toBe(400);
    expect(bad({ 'signDate.equals': '2026-02-30' }).status).toBe(400);
    expect(bad({ 'createdTime.lessThan': 'yesterday' }).status).toBe(400);
    expect(bad({ 'status.equals': 'DROPPED' }).status).toBe(400);
    expect(bad({ 'signDate.between': '2026-01-01' }).status).toBe(400);
    expect(bad({ 'contractNo.equals': { $ne: 1 } }).status).toBe(400);
    expect(bad({ 'closed.specified': 'maybe' }).status).toBe(400);
    expect(bad({ 'id.in': Array.from({ length: 1001 }, (_, index) => String(index)) })).toEqual({
      status: 400,
      message: '查询条件 id.in 的取值不能超过 1000 个',
    });
  });

  it('keeps injection attempts as plain values (they are bound, never spliced)', () => {
    expect(parseFilters({ 'contractNo.contains': "x' or '1'='1" }, fields)).toEqual([
      { field: 'contractNo', op: 'contains', value: "x' or '1'='1" },
    ]);
  });
});

describe('escapeLike', () => {
  it('makes %, _ and backslash literal', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('玉米')).toBe('%玉米%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
