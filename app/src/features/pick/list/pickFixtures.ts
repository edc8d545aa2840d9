/** Test data of the 提货单 screens' tests (not imported by the app): a pick, its detail and a shipment. */
import type { PickDetail, PickHeadRow, PickShipmentRow, PickVehicleRow } from '../api/pickTypes';

export function pickHead(overrides: Partial<PickHeadRow> = {}): PickHeadRow {
  return {
    id: 7,
    pickNo: 'TH101001202611280001',
    contractId: 5,
    contractNo: 'CG101001202611220001',
    orgCode: '101001',
    orgName: '河北饲料有限公司',
    categoryCode: '100101',
    categoryName: '玉米',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    storeOrgCode: null,
    storeOrgName: null,
    subInventory: null,
    deliverType: null,
    pickDate: '2026-12-01',
    arrivalStart: null,
    arrivalEnd: null,
    status: 'new',
    shippingStatus: 'NEW',
    receiveStatus: 0,
    receiveMatching: 0,
    plannedQuantity: '100.000',
    shippedQuantity: '30.000',
    acceptedQuantity: '29.400',
    releasedQuantity: '0.000',
    lmsSyncStatus: 'unsynched',
    ebsSyncStatus: 'unsynched',
    confirmOpinion: null,
    confirmedBy: null,
    confirmedTime: null,
    closedBy: null,
    closedTime: null,
    closeReason: null,
    forceClosed: 0,
    remark: null,
    createdTime: '2026-11-28T00:00:00.000Z',
    updatedTime: '2026-11-28T00:00:00.000Z',
    createdBy: 'admin',
    version: 3,
    ...overrides,
  };
}

export function pickVehicle(overrides: Partial<PickVehicleRow> = {}): PickVehicleRow {
  return { id: 9, pickId: 7, plateNo: '冀A12345', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X', plannedArrival: null, quantity: '30.000', remark: null, ...overrides };
}

export function pickDetail(overrides: Partial<PickHeadRow> = {}): PickDetail {
  return {
    head: pickHead(overrides),
    materials: [
      {
        id: 71,
        pickId: 7,
        lineNo: 1,
        contractLineId: 51,
        matCode: '1001010001',
        matName: '二等黄玉米',
        unitCode: 'T',
        priceWithTax: '2500.000000',
        taxRate: '9.00',
        plannedQuantity: '100.000',
        shippedQuantity: '30.000',
        acceptedQuantity: '29.400',
        releasedQuantity: '0.000',
        openQuantity: '70.600',
        lineStatus: 'open',
        remark: null,
      },
    ],
    costs: [{ id: 1, pickId: 7, costType: 'freight', costName: '短途运费', amount: '300.50', remark: null }],
    vehicles: [pickVehicle(), pickVehicle({ id: 10, plateNo: '冀B54321', driverName: '李四', driverPhone: '13900139000', quantity: null })],
    actions: [],
  };
}

export function pickShipment(overrides: Partial<PickShipmentRow> = {}): PickShipmentRow {
  return {
    id: 21,
    shippingNo: 'FY101001202611280001',
    pickId: 7,
    pickNo: 'TH101001202611280001',
    pickMaterialId: 71,
    contractNo: 'CG101001202611220001',
    orgCode: '101001',
    categoryCode: '100101',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    matCode: '1001010001',
    matName: '二等黄玉米',
    vehicleId: 9,
    plateNo: '冀A12345',
    driverName: '张三',
    shippingDate: '2026-12-01',
    arrivalDate: null,
    shippedQuantity: '30.000',
    grossWeight: '45.000',
    tareWeight: '15.000',
    netWeight: '30.000',
    deductWeightRate: '2.0000',
    deductPrice: '0.000000',
    acceptedQuantity: null,
    shippingStatus: 'SHIPPING',
    receiveStatus: 0,
    reconciliation: 'notCheck',
    acceptedBy: null,
    acceptedTime: null,
    remark: null,
    createdTime: '2026-12-01T00:00:00.000Z',
    updatedTime: '2026-12-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}
