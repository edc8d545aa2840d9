import { describe, expect, it } from 'vitest';
import { availableUnits, plannedProblem, releaseOf, text3, units, vehicleProblems } from './pick-quantity-rules.js';

const vehicle = { plateNo: '冀A12345', driverPhone: '13812345678', idCard: '11010519491231002X' };

describe('pick quantity rules', () => {
  it('works on exact units', () => {
    expect(units('12.5')).toBe(12500n);
    expect(units('100.000')).toBe(100000n);
    expect(units(null)).toBe(0n);
    expect(text3(units('0.1') + units('0.2'))).toBe('0.300');
    expect(availableUnits({ quantity: '100', executedQuantity: '30.5' }, units('20'))).toBe(49500n);
    expect(availableUnits({ quantity: '10', executedQuantity: '11' }, 0n)).toBe(0n);
    expect(releaseOf({ plannedQuantity: '50', acceptedQuantity: '20.25' })).toBe('29.750');
    expect(releaseOf({ plannedQuantity: '50', acceptedQuantity: '51' })).toBe('0.000');
    expect(releaseOf({ plannedQuantity: '50', acceptedQuantity: '20', releasedQuantity: '30' })).toBe('0.000');
  });

  it('refuses a plan over the residual, naming the line and what is left', () => {
    const line = { contractLineId: 1, lineNo: 2, matName: '玉米', quantity: '100', executedQuantity: '40', openOthers: units('50'), planned: '10' };
    expect(plannedProblem([line])).toBeUndefined();
    expect(plannedProblem([{ ...line, planned: '10.001' }])).toBe('合同行2（玉米）可提货数量不足，剩余10.000');
    expect(plannedProblem([line, { ...line }])).toBe('合同行2重复');
    expect(plannedProblem([{ ...line, planned: '0' }])).toBe('合同行2的计划数量须大于0');
  });

  it('checks each vehicle with the design system rules', () => {
    const today = new Date('2026-11-28T00:00:00Z');
    expect(vehicleProblems([vehicle], today)).toEqual([]);
    expect(vehicleProblems([vehicle, { ...vehicle, plateNo: 'AB123' }], today)).toEqual(['第2辆车：车牌号有误']);
    expect(vehicleProblems([vehicle, { ...vehicle, plateNo: '冀a12345' }], today)).toEqual(['第2辆车：车牌号重复']);
    expect(vehicleProblems([{ ...vehicle, driverPhone: '1381234567' }], today)).toEqual(['第1辆车：手机号有误']);
    expect(vehicleProblems([{ ...vehicle, idCard: '110105194912310021' }], today)).toEqual(['第1辆车：身份证号有误']);
  });
});
