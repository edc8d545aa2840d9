/** Test data of the 对账管理 screens (not part of the app bundle). */
import type { AccountCheckDetail, AccountCheckHeadRow, AccountCheckLineRow, CheckableShipment } from '../api/checkTypes';

export function checkableShipment(values: Partial<CheckableShipment> = {}): CheckableShipment {
  return {
    shippingId: 31,
    shippingNo: 'FY101001202611280001',
    pickId: 7,
    pickNo: 'TH101001202611280001',
    pickMaterialId: 71,
    contractId: 5,
    contractNo: 'CG101001202611220001',
    contractLineId: 51,
    orgCode: '101001',
    categoryCode: '100101',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    matCode: '1001010001',
    matName: '二等黄玉米',
    unitCode: 'T',
    plateNo: '冀A12345',
    shippingDate: '2026-11-28',
    netWeight: '30.000',
    deductWeightRate: '2.00',
    acceptedQuantity: '29.400',
    checkedQuantity: '0.000',
    leftQuantity: '29.400',
    contractPrice: '2500.000000',
    deductPrice: '12.500000',
    price: '2487.500000',
    priceSource: 'contract',
    taxRate: '9.00',
    reconciliation: 'notCheck',
    ...values,
  };
}

export function checkHead(values: Partial<AccountCheckHeadRow> = {}): AccountCheckHeadRow {
  return {
    id: 9,
    checkNo: 'DZ000001',
    orgCode: '101001',
    orgName: '河北饲料有限公司',
    categoryCode: '100101',
    categoryName: '玉米',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    status: 'new',
    totalQuantity: '29.400',
    totalAmount: '73132.50',
    totalTaxAmount: '6038.46',
    deductAmount: '367.50',
    invoicedAmount: '0.00',
    ebsSyncStatus: 'unsynched',
    supplierOpinion: null,
    confirmedBy: null,
    confirmedTime: null,
    settledBy: null,
    settledTime: null,
    remark: null,
    createdTime: '2026-11-28 10:00:00',
    updatedTime: '2026-11-28 10:00:00',
    createdBy: 'admin',
    version: 2,
    ...values,
  };
}

export function checkLine(values: Partial<AccountCheckLineRow> = {}): AccountCheckLineRow {
  return {
    id: 91,
    headId: 9,
    lineNo: 1,
    shippingId: 31,
    shippingNo: 'FY101001202611280001',
    pickId: 7,
    pickNo: 'TH101001202611280001',
    pickMaterialId: 71,
    contractId: 5,
    contractNo: 'CG101001202611220001',
    contractLineId: 51,
    matCode: '1001010001',
    matName: '二等黄玉米',
    unitCode: 'T',
    quantity: '29.400',
    contractPrice: '2500.000000',
    deductPrice: '12.500000',
    price: '2487.500000',
    priceSource: 'contract',
    taxRate: '9.00',
    amount: '73132.50',
    taxAmount: '6038.46',
    invoicedQuantity: '0.000',
    invoicedAmount: '0.00',
    lineStatus: 'valid',
    remark: null,
    version: 0,
    ...values,
  };
}

export function checkDetail(head: Partial<AccountCheckHeadRow> = {}, lines: AccountCheckLineRow[] = [checkLine()]): AccountCheckDetail {
  return { head: checkHead(head), lines, actions: [] };
}
