import { describe, expect, it } from 'vitest';
import { changedFields, detailsProblem, normaliseDetails } from './vehicle-audit-rules.js';

const VALID = { plateNo: '冀A12345', driverName: '张师傅', driverPhone: '13812345678', idCard: '110101199003074514' };

describe('a vehicle change request', () => {
  it('accepts valid details, normalised', () => {
    expect(detailsProblem(VALID)).toBeNull();
    expect(normaliseDetails({ ...VALID, plateNo: ' 冀a12345 ', idCard: '11010119900307451x' })).toMatchObject({ plateNo: '冀A12345', idCard: '11010119900307451X' });
  });
  it('names the first bad field in the design system’s words', () => {
    expect(detailsProblem({ ...VALID, plateNo: 'A12345' })).toBe('车牌号有误');
    expect(detailsProblem({ ...VALID, driverPhone: '1234' })).toBe('手机号有误');
    expect(detailsProblem({ ...VALID, idCard: '110101199003074515' })).toBe('身份证号有误');
  });
  it('lists one change per changed field', () => {
    expect(changedFields(VALID, VALID)).toEqual([]);
    expect(changedFields(VALID, { ...VALID, plateNo: '冀B54321', driverPhone: '13900000000' })).toEqual([
      { fieldName: 'plateNo', oldValue: '冀A12345', newValue: '冀B54321' },
      { fieldName: 'driverPhone', oldValue: '13812345678', newValue: '13900000000' },
    ]);
  });
});
