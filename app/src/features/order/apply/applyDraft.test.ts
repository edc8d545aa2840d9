import type { PickApplyTradeOption } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import {
  addApplyLine,
  addVehicle,
  allocationProblem,
  applyDraftOf,
  applyLinesTotal,
  applyProblem,
  closableIds,
  emptyVehicle,
  lineLeft,
  removeApplyLine,
  removeVehicle,
  toAllocationBody,
  toApplySaveBody,
  toVehicleChangeBody,
  vehicleChangeDraftOf,
  vehicleChangeProblem,
  type ApplyDraft,
  type VehicleRow,
} from './applyDraft';
import { applyAllows, applyColumns, applySearchFields, isOpenLine } from './applyList';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as AppT;

const trade: PickApplyTradeOption = {
  id: 7,
  tradeNo: 'DB20261100007',
  finalOrgCode: '302001',
  finalOrgName: '广州粮食贸易有限公司',
  matCode: '1001010001',
  matName: '东北玉米（国标一等）',
  unitCode: 't',
  quantity: '2000.000',
  appliedQuantity: '1500.000',
  availableQuantity: '500.000',
  tradeDate: '2026-11-28',
};
const draft = (quantities: string[]): ApplyDraft => ({ ...applyDraftOf(new Date(2026, 10, 28)), trade, lines: quantities.map((quantity, index) => ({ key: index + 1, quantity, remark: '' })) });
const vehicle = (values: Partial<VehicleRow> = {}): VehicleRow => ({ ...emptyVehicle(1), plateNo: '粤a12345', driverName: '张三', driverPhone: '13800138000', quantity: '30', ...values });
const line = { id: 3, quantity: '100.000', allocatedQuantity: '40.000' };

describe('新增提货申请', () => {
  it('adds and removes lines, keeping at least one', () => {
    const lines = addApplyLine(draft(['1']).lines);
    expect(lines.map((entry) => entry.key)).toEqual([1, 2]);
    expect(removeApplyLine(lines, 1).map((entry) => entry.key)).toEqual([2]);
    expect(removeApplyLine(removeApplyLine(lines, 1), 2)).toHaveLength(1);
  });

  it('totals the lines exactly, and refuses more than is left on the trade', () => {
    expect(applyLinesTotal(draft(['200.1', '299.9']).lines)).toBe('500.000');
    expect(applyLinesTotal(draft(['200', 'x']).lines)).toBe('');
    expect(applyProblem(draft(['200.1', '299.9']), t)).toBeNull();
    expect(applyProblem(draft(['200.1', '299.901']), t)).toBe('order.apply.problem.overTrade {"total":"500.001","available":"500.000"}');
    expect(applyProblem({ ...draft(['1']), trade: null }, t)).toBe('order.apply.problem.trade');
    expect(applyProblem(draft(['0']), t)).toBe('order.apply.problem.quantity {"lineNo":1}');
    expect(applyProblem({ ...draft(['1']), applyDate: null }, t)).toBe('order.apply.problem.applyDate');
  });

  it('sends the trade, the date and the lines as decimal texts', () => {
    expect(toApplySaveBody({ ...draft(['1,000.5']), remark: ' 加急 ' })).toEqual({ tradeId: 7, applyDate: '2026-11-28', remark: '加急', lines: [{ quantity: '1000.5' }] });
  });
});

describe('分配车辆, 关闭行, 变更车辆', () => {
  it('puts no more on vehicles than is left of the line', () => {
    expect(lineLeft(line)).toBe('60.000');
    expect(lineLeft({ quantity: '1', allocatedQuantity: '2' })).toBe('0.000');
    expect(allocationProblem(line, [vehicle(), vehicle({ key: 2, quantity: '30' })], t)).toBeNull();
    expect(allocationProblem(line, [vehicle(), vehicle({ key: 2, quantity: '30.001' })], t)).toBe('order.apply.problem.overLine {"total":"60.001","left":"60.000"}');
    expect(allocationProblem(null, [vehicle()], t)).toBe('order.apply.problem.line');
  });

  it('checks plate, driver, mobile and ID card by the design system rules', () => {
    expect(allocationProblem(line, [vehicle({ plateNo: '12345' })], t)).toBe('order.apply.problem.plateNo {"index":1}');
    expect(allocationProblem(line, [vehicle({ driverName: ' ' })], t)).toBe('order.apply.problem.driverName {"index":1}');
    expect(allocationProblem(line, [vehicle({ driverPhone: '1234' })], t)).toBe('order.apply.problem.driverPhone {"index":1}');
    expect(allocationProblem(line, [vehicle({ idCard: '123' })], t)).toBe('order.apply.problem.idCard {"index":1}');
    expect(allocationProblem(line, [vehicle({ quantity: '0' })], t)).toBe('order.apply.problem.vehicleQuantity {"index":1}');
  });

  it('sends the line and the vehicles, plates upper-cased', () => {
    const rows = addVehicle([vehicle()]);
    expect(removeVehicle(rows, 2)).toHaveLength(1);
    expect(toAllocationBody(3, [vehicle({ quantity: '1,000' })])).toEqual({ lineId: 3, vehicles: [{ plateNo: '粤A12345', driverName: '张三', driverPhone: '13800138000', quantity: '1000' }] });
  });

  it('closes only the ticked open lines', () => {
    const lines = [
      { id: 1, lineStatus: 'open' as const },
      { id: 2, lineStatus: 'closed' as const },
      { id: 3, lineStatus: 'open' as const },
    ];
    expect(closableIds(lines, new Set([1, 2]))).toEqual([1]);
    expect(isOpenLine(lines[1] as { lineStatus: 'closed' })).toBe(false);
  });

  it('changes a vehicle with a reason', () => {
    const change = vehicleChangeDraftOf({ plateNo: '粤A12345', driverName: '张三', driverPhone: '13800138000' });
    expect(vehicleChangeProblem(change, t)).toBe('order.apply.problem.reason');
    expect(vehicleChangeProblem({ ...change, plateNo: 'x', reason: '换车' }, t)).toBe('order.apply.problem.changePlate');
    expect(toVehicleChangeBody({ id: 4, version: 2 }, { ...change, plateNo: '粤b54321', reason: ' 车辆故障 ' })).toEqual({
      vehicleId: 4,
      version: 2,
      plateNo: '粤B54321',
      driverName: '张三',
      driverPhone: '13800138000',
      reason: '车辆故障',
    });
  });
});

describe('提货申请 list', () => {
  it('lists the applies and offers each action by status', () => {
    expect(applyColumns(t).map((column) => column.key)).toEqual(['applyNo', 'tradeNo', 'orgName', 'totalQuantity', 'allocatedQuantity', 'status', 'applyDate', 'committedTime', 'remark']);
    expect(applySearchFields(t).map((field) => field.prop)).toEqual(['applyNo', 'tradeNo', 'status', 'applyDate']);
    expect(applyAllows.commit({ status: 'draft' })).toBe(true);
    expect(applyAllows.commit({ status: 'committed' })).toBe(false);
    expect(applyAllows.cancel({ status: 'committed', allocatedQuantity: '0.000' })).toBe(true);
    expect(applyAllows.cancel({ status: 'committed', allocatedQuantity: '5.000' })).toBe(false);
    expect(applyAllows.cancel({ status: 'closed', allocatedQuantity: '0.000' })).toBe(false);
    expect(applyAllows.allocate({ status: 'committed' })).toBe(true);
    expect(applyAllows.closeLine({ status: 'draft' })).toBe(false);
  });
});
