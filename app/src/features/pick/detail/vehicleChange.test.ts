import { describe, expect, it } from 'vitest';
import { pickVehicle } from '../list/pickFixtures';
import { toVehicleChangeBody, vehicleChangeDraftOf, vehicleChangeProblem } from './vehicleChange';

const vehicle = pickVehicle();

describe('the 车辆变更 request', () => {
  it('starts from the vehicle and needs a reason', () => {
    const draft = vehicleChangeDraftOf(vehicle);
    expect(draft).toEqual({ vehicleId: 9, plateNo: '冀A12345', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X', reason: '' });
    expect(vehicleChangeProblem(draft)).toEqual({ kind: 'required' });
    expect(vehicleChangeProblem(vehicleChangeDraftOf(undefined))).toEqual({ kind: 'required' });
  });

  it('checks the new plate, mobile and ID number with the design system’s rules', () => {
    const draft = { ...vehicleChangeDraftOf(vehicle), reason: '原车故障' };
    expect(vehicleChangeProblem({ ...draft, plateNo: 'AB12345' })).toEqual({ kind: 'rule', message: '车牌号有误' });
    expect(vehicleChangeProblem({ ...draft, driverPhone: '1380013800' }, 'en')).toEqual({ kind: 'rule', message: 'Invalid mobile number' });
    expect(vehicleChangeProblem({ ...draft, idCard: '110105194912310021' })).toEqual({ kind: 'rule', message: '身份证号有误' });
    expect(vehicleChangeProblem({ ...draft, plateNo: '冀b54321' })).toBeNull();
    expect(toVehicleChangeBody({ ...draft, plateNo: ' 冀b54321 ', reason: ' 原车故障 ' })).toEqual({
      vehicleId: 9,
      plateNo: '冀B54321',
      driverName: '张三',
      driverPhone: '13800138000',
      idCard: '11010519491231002X',
      reason: '原车故障',
    });
  });
});
