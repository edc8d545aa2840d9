import { describe, expect, it } from 'vitest';
import type { PickContractLines, PickDetail } from '../api/pickTypes';
import { pickDetail } from '../list/pickFixtures';
import { draftLinesOf, emptyCost, emptyVehicle, pickDraftOf, pickDraftProblem, plannedTotal, toPickSaveBody, type PickDraft } from './pickDraft';

const contractLines: PickContractLines['lines'] = [
  { contractLineId: 11, lineNo: 1, matCode: '1001010001', matName: '玉米', unitCode: 'T', priceWithTax: '2500.000000', taxRate: '9.00', quantity: '300.333', executedQuantity: '100.000', openPickQuantity: '50.000', availableQuantity: '150.333' },
  { contractLineId: 12, lineNo: 2, matCode: '1001010002', matName: '东北玉米', unitCode: 'T', priceWithTax: '2600.000000', taxRate: '9.00', quantity: '10', executedQuantity: '0', openPickQuantity: '0', availableQuantity: '10.000' },
];

const vehicle = { plateNo: '冀A12345', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X', plannedArrival: null, quantity: '' };

const ready = (): PickDraft => ({ ...pickDraftOf(), contractId: 5, lines: draftLinesOf(contractLines), vehicles: [{ ...vehicle }] });

const base = pickDetail({ id: 3, pickNo: 'TH202611280001', status: 'refused', subInventory: 'RAW', plannedQuantity: '20.000', version: 4 });
const detail: PickDetail = {
  ...base,
  materials: [{ ...base.materials[0]!, id: 31, pickId: 3, contractLineId: 11, matName: '玉米', plannedQuantity: '20.000', acceptedQuantity: '5.500' }],
  vehicles: [base.vehicles[0]!],
};

describe('the 提货单 editor draft', () => {
  it('starts empty, or from the pick being edited', () => {
    expect(pickDraftOf()).toMatchObject({ contractId: null, lines: [], costs: [], vehicles: [] });
    expect(pickDraftOf(detail)).toMatchObject({ contractId: 5, subInventory: 'RAW', pickDate: '2026-12-01', vehicles: [{ id: 9, quantity: '30.000' }], costs: [{ costType: 'freight', amount: '300.50' }] });
  });

  it('gives an edit back what it holds open of a line (planned − accepted), exactly', () => {
    const lines = draftLinesOf(contractLines, detail);
    expect(lines[0]).toMatchObject({ availableQuantity: '164.833', plannedQuantity: '20.000' });
    expect(lines[1]).toMatchObject({ availableQuantity: '10.000', plannedQuantity: '' });
  });

  it('refuses a quantity above 可提货数量 by a thousandth, and allows it exactly', () => {
    const draft = ready();
    draft.lines[0]!.plannedQuantity = '150.334';
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.overAvailable', params: { line: 1, matName: '玉米', available: '150.333' } });
    draft.lines[0]!.plannedQuantity = '150.333';
    expect(pickDraftProblem(draft)).toBeNull();
    expect(plannedTotal(draft)).toBe('150.333');
  });

  it('asks for a contract, a picked line and quantities with at most 3 decimals', () => {
    expect(pickDraftProblem(pickDraftOf())).toEqual({ key: 'pick.editor.noContract' });
    expect(pickDraftProblem(ready())).toEqual({ key: 'pick.editor.noLines' });
    const draft = ready();
    draft.lines[1]!.plannedQuantity = '0';
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.noLines' });
    draft.lines[1]!.plannedQuantity = '1.2345';
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.badQuantity', params: { line: 2 } });
    draft.lines[1]!.plannedQuantity = '1e2';
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.badQuantity', params: { line: 2 } });
  });

  it('checks each vehicle with the plate, mobile and ID rules, in the chosen language', () => {
    const draft = ready();
    draft.lines[1]!.plannedQuantity = '5';
    draft.vehicles = [{ ...vehicle }, { ...vehicle, plateNo: '冀A1234' }];
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleRule', params: { n: 2, message: '车牌号有误' } });
    expect(pickDraftProblem(draft, 'en')).toEqual({ key: 'pick.editor.vehicleRule', params: { n: 2, message: 'Invalid plate number' } });
    draft.vehicles[1] = { ...vehicle, plateNo: '冀B54321', driverPhone: '2380013800' };
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleRule', params: { n: 2, message: '手机号有误' } });
    draft.vehicles[1] = { ...vehicle, plateNo: '冀B54321', idCard: '110105194912310021' };
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleRule', params: { n: 2, message: '身份证号有误' } });
    draft.vehicles[1] = { ...vehicle, driverName: ' ' };
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleRequired', params: { n: 2 } });
    draft.vehicles[1] = { ...vehicle };
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleDuplicate', params: { n: 2 } });
    draft.vehicles[1] = { ...vehicle, plateNo: '冀B54321', quantity: '-1' };
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleQuantity', params: { n: 2 } });
    draft.vehicles[1] = { ...vehicle, plateNo: '冀B54321', quantity: '30.5' };
    expect(pickDraftProblem(draft)).toBeNull();
  });

  it('leaves a wholly empty vehicle row out', () => {
    const draft = ready();
    draft.lines[0]!.plannedQuantity = '1';
    draft.vehicles = [emptyVehicle(), { ...vehicle }];
    expect(pickDraftProblem(draft)).toBeNull();
    expect(toPickSaveBody(draft).vehicles).toEqual([{ plateNo: '冀A12345', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X', plannedArrival: null, quantity: null }]);
    draft.vehicles = [{ ...emptyVehicle(), driverName: '王五' }];
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.vehicleRequired', params: { n: 1 } });
  });

  it('checks costs as money and the arrival window', () => {
    const draft = ready();
    draft.lines[0]!.plannedQuantity = '1';
    draft.costs = [{ ...emptyCost(), costName: '运费', amount: '10.123' }];
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.costAmount', params: { n: 1 } });
    draft.costs = [{ ...emptyCost(), amount: '10' }];
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.costRequired', params: { n: 1 } });
    draft.costs = [{ ...emptyCost(), costName: '运费', amount: '10.12' }];
    draft.arrivalStart = '2026-12-05';
    draft.arrivalEnd = '2026-12-04';
    expect(pickDraftProblem(draft)).toEqual({ key: 'pick.editor.arrivalOrder' });
  });

  it('sends the picked lines as typed decimal strings, with id and version on an edit', () => {
    const draft = pickDraftOf(detail);
    draft.lines = draftLinesOf(contractLines, detail);
    draft.lines[1]!.plannedQuantity = ' 2.5 ';
    draft.vehicles.push({ ...vehicle, plateNo: '冀b54321', idCard: '11010519491231002x' });
    expect(pickDraftProblem(draft)).toBeNull();
    expect(toPickSaveBody(draft, detail.head)).toEqual({
      id: 3,
      version: 4,
      contractId: 5,
      storeOrgCode: null,
      subInventory: 'RAW',
      pickDate: '2026-12-01',
      arrivalStart: null,
      arrivalEnd: null,
      remark: null,
      materials: [
        { contractLineId: 11, plannedQuantity: '20.000' },
        { contractLineId: 12, plannedQuantity: '2.5' },
      ],
      costs: [{ costType: 'freight', costName: '短途运费', amount: '300.50', remark: null }],
      vehicles: [
        { id: 9, plateNo: '冀A12345', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X', plannedArrival: null, quantity: '30.000' },
        { plateNo: '冀B54321', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X', plannedArrival: null, quantity: null },
      ],
    });
  });
});
