import { describe, expect, it } from 'vitest';
import { compareDecimalText, normalDecimal, parseCell } from './cells.js';
import type { ImportColumn } from './declaration.js';

const column = (extra: Partial<ImportColumn>): ImportColumn => ({ key: 'value', header: '标准上限', type: 'text', sample: '', ...extra });

describe('parseCell', () => {
  it('answers null for an empty optional cell and refuses an empty required one', () => {
    expect(parseCell('  ', column({}))).toEqual({ ok: true, value: null });
    expect(parseCell('', column({ required: true, header: '物料编码' }))).toEqual({ ok: false, message: '物料编码不能为空' });
  });
  it('keeps a decimal exact, without float rounding, and applies digits and bounds', () => {
    const decimal = column({ type: 'decimal', scale: 4, min: '0', max: '100' });
    expect(parseCell('014.10', decimal)).toEqual({ ok: true, value: '14.10' });
    expect(parseCell('0.1234', decimal)).toEqual({ ok: true, value: '0.1234' });
    expect(parseCell('1,000', column({ type: 'decimal' }))).toEqual({ ok: true, value: '1000' });
    expect(parseCell('abc', decimal)).toEqual({ ok: false, message: '标准上限须为数字' });
    expect(parseCell('9%', decimal)).toEqual({ ok: false, message: '标准上限须为数字' });
    expect(parseCell('0.12345', decimal)).toEqual({ ok: false, message: '标准上限最多保留4位小数' });
    expect(parseCell('-0.1', decimal)).toEqual({ ok: false, message: '标准上限不能小于0' });
    expect(parseCell('100.0001', decimal)).toEqual({ ok: false, message: '标准上限不能大于100' });
    expect(parseCell('100.0000', decimal)).toEqual({ ok: true, value: '100.0000' });
  });
  it('tells a decimal from an integer', () => {
    expect(parseCell('12', column({ type: 'integer', header: '行数' }))).toEqual({ ok: true, value: '12' });
    expect(parseCell('1.5', column({ type: 'integer', header: '行数' }))).toEqual({ ok: false, message: '行数须为整数' });
  });
  it('reads real dates only, written with - / or .', () => {
    const date = column({ type: 'date', header: '生效日期' });
    expect(parseCell('2026/3/1', date)).toEqual({ ok: true, value: '2026-03-01' });
    expect(parseCell('2024-02-29', date)).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseCell('2026-02-29', date)).toEqual({ ok: false, message: '生效日期须为日期，格式为 YYYY-MM-DD' });
    expect(parseCell('明天', date)).toEqual({ ok: false, message: '生效日期须为日期，格式为 YYYY-MM-DD' });
  });
  it('maps a choice by its label or its value', () => {
    const choice = column({ type: 'choice', header: '扣除方式', choices: [{ label: '扣重', value: 'weight' }, { label: '扣价', value: 'price' }] });
    expect(parseCell('扣价', choice)).toEqual({ ok: true, value: 'price' });
    expect(parseCell('weight', choice)).toEqual({ ok: true, value: 'weight' });
    expect(parseCell('扣钱', choice)).toEqual({ ok: false, message: '扣除方式须为扣重、扣价之一' });
  });
  it('limits text by characters, not bytes', () => {
    expect(parseCell('玉米'.repeat(32), column({ maxLength: 64 }))).toEqual({ ok: true, value: '玉米'.repeat(32) });
    expect(parseCell('玉米'.repeat(33), column({ maxLength: 64, header: '名称' }))).toEqual({ ok: false, message: '名称不能超过64个字符' });
  });
});

describe('decimal text', () => {
  it('normalises and compares exactly', () => {
    expect(normalDecimal('+007.50')).toBe('7.50');
    expect(normalDecimal('-0.0')).toBe('0.0');
    expect(normalDecimal('1e3')).toBeNull();
    expect(compareDecimalText('0.30', '0.3')).toBe(0);
    expect(compareDecimalText('10', '9.99')).toBe(1);
    expect(compareDecimalText('-2', '-10')).toBe(1);
    expect(compareDecimalText('-0.5', '0.1')).toBe(-1);
  });
});
