import { describe, expect, it } from 'vitest';
import { heldUnits, releasedUnits, vehicleProblems } from './apply-rules.js';

describe('the pick apply rules', () => {
  it('checks a vehicle with the design system formats', () => {
    expect(vehicleProblems({ plateNo: '辽B62731', driverPhone: '13812345678', idCard: null })).toEqual([]);
    expect(vehicleProblems({ plateNo: 'AB12345', driverPhone: '2381234567', idCard: '110105194912310021' }, 2)).toEqual(['第2辆车：车牌号有误', '第2辆车：手机号有误', '第2辆车：身份证号有误']);
    expect(vehicleProblems({ plateNo: 'x', driverPhone: '13812345678' })).toEqual(['车牌号有误']);
  });

  it('holds open lines whole and closed lines by their vehicles', () => {
    const lines = [
      { quantity: '100', allocatedQuantity: '30.5', lineStatus: 'open' as const },
      { quantity: '50', allocatedQuantity: '20.25', lineStatus: 'closed' as const },
    ];
    expect(heldUnits(lines)).toBe(120250n);
    expect(releasedUnits(lines[0]!)).toBe(69500n);
    expect(releasedUnits(lines[1]!)).toBe(0n);
  });
});
