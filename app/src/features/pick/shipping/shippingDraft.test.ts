import type { LimsQualityIndicator } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import type { ShippingDetail } from '@srm/gateway/api';
import { netWeightOf, qualityEntriesOf, shippingDraftOf, shippingProblem, standardText, toShippingSaveBody, type ShippingDraft } from './shippingDraft';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as AppT;

const detail: ShippingDetail = {
  shipping: {
    id: 4,
    shippingNo: 'FY20261128001',
    pickId: 2,
    pickNo: 'TH20261128001',
    pickMaterialId: 7,
    contractNo: 'HT001',
    orgCode: '101001',
    categoryCode: '100101',
    supplierSn: 'S0001',
    supplierName: '中粮贸易有限公司',
    matCode: '1001010001',
    matName: '东北玉米（国标一等）',
    vehicleId: 3,
    plateNo: '冀A12345',
    driverName: '张三',
    shippingDate: '2026-11-28',
    arrivalDate: null,
    shippedQuantity: '35.000',
    grossWeight: '50.120',
    tareWeight: '15.020',
    netWeight: '35.100',
    deductWeightRate: '4.0000',
    deductPrice: '0.000000',
    acceptedQuantity: null,
    shippingStatus: 'SHIPPING',
    receiveStatus: 0,
    reconciliation: 'notCheck',
    acceptedBy: null,
    acceptedTime: null,
    remark: null,
    createdTime: '2026-11-28 08:00:00',
    updatedTime: '2026-11-28 08:00:00',
    version: 1,
  },
  qualities: [{ id: 1, shippingId: 4, indexCode: 'SF', indexName: '水分', value: '14.3500', standardMin: null, standardMax: '14.0', deductType: 'weight', deductWeightRate: '4.0000', deductPrice: '0' }],
};

const indicator = (indexCode: string, indexName: string, standardMin: string | null, standardMax: string | null): LimsQualityIndicator => ({
  indexCode,
  indexName,
  unit: '%',
  deductType: 'weight',
  standardMin,
  standardMax,
  deductStep: '0.1',
  deductValue: '1',
  source: 'default',
  materialIndexId: null,
});

const filled = (values: Partial<ShippingDraft> = {}): ShippingDraft => ({ ...shippingDraftOf(detail), ...values });

describe('the shipping dialog’s draft', () => {
  it('starts today for a new shipment, or from the shipment and its quality results', () => {
    expect(shippingDraftOf(undefined, new Date(2026, 10, 5))).toMatchObject({ pickMaterialId: null, shippingDate: '2026-11-05', grossWeight: '', qualities: [] });
    expect(shippingDraftOf(detail)).toMatchObject({ pickNo: 'TH20261128001', pickMaterialId: 7, vehicleId: 3, grossWeight: '50.120', tareWeight: '15.020', qualities: [{ indexCode: 'SF', value: '14.3500' }] });
  });

  it('works 净重 = 毛重 − 皮重 exactly, on thousandths', () => {
    expect(netWeightOf('50.12', '15.02')).toBe('35.100');
    expect(netWeightOf('0.3', '0.1')).toBe('0.200');
    expect(netWeightOf('99999999999.999', '0.001')).toBe('99999999999.998');
    expect(netWeightOf('10', '12.5')).toBe('-2.500');
    expect(netWeightOf('10', '')).toBe('');
    expect(netWeightOf('1.2345', '1')).toBe('');
    expect(netWeightOf('1e3', '1')).toBe('');
  });

  it('lists the material’s indices, keeping values typed or saved', () => {
    const entries = qualityEntriesOf([indicator('RZ', '容重', '680', null), indicator('SF', '水分', null, '14.0')], [{ indexCode: 'SF', indexName: '水分', unit: '', standardMin: null, standardMax: '14.0', value: '14.35' }]);
    expect(entries.map((entry) => [entry.indexCode, entry.unit, entry.value])).toEqual([
      ['RZ', '%', ''],
      ['SF', '%', '14.35'],
    ]);
    expect(qualityEntriesOf([], [{ indexCode: 'ZZ', indexName: '杂质', unit: '', standardMin: null, standardMax: '1', value: '2' }])).toHaveLength(1);
    expect(standardText({ standardMin: '680', standardMax: null })).toBe('≥ 680');
    expect(standardText({ standardMin: null, standardMax: '14.0' })).toBe('≤ 14.0');
    expect(standardText({ standardMin: '2', standardMax: '4' })).toBe('2 ~ 4');
    expect(standardText({ standardMin: null, standardMax: null })).toBe('-');
  });

  it('checks the line, plate, quantity, weights and quality values before sending', () => {
    expect(shippingProblem(filled(), t)).toBeNull();
    expect(shippingProblem(filled({ pickMaterialId: null }), t)).toBe('shipping.required');
    expect(shippingProblem(filled({ plateNo: 'ABC' }), t)).toBe('车牌号有误');
    expect(shippingProblem(filled({ shippedQuantity: '0' }), t)).toBe('shipping.quantityInvalid');
    expect(shippingProblem(filled({ shippedQuantity: '1.2345' }), t)).toBe('shipping.quantityInvalid');
    expect(shippingProblem(filled({ tareWeight: '' }), t)).toBe('shipping.weightsBoth');
    expect(shippingProblem(filled({ grossWeight: 'x' }), t)).toBe('shipping.weightInvalid');
    expect(shippingProblem(filled({ grossWeight: '15.02' }), t)).toBe('shipping.netNotPositive');
    expect(shippingProblem(filled({ grossWeight: '', tareWeight: '' }), t)).toBeNull();
    expect(shippingProblem(filled({ qualities: [{ indexCode: 'SF', indexName: '水分', unit: '%', standardMin: null, standardMax: '14', value: '14.12345' }] }), t)).toBe('shipping.qualityInvalid {"name":"水分"}');
  });

  it('sends decimal strings, with id and version on an edit, and the measured indices only', () => {
    const draft = filled({ qualities: [...filled().qualities, { indexCode: 'ZZ', indexName: '杂质', unit: '%', standardMin: null, standardMax: '1', value: ' ' }], remark: ' ' });
    expect(toShippingSaveBody(draft, detail.shipping)).toEqual({
      id: 4,
      version: 1,
      pickMaterialId: 7,
      vehicleId: 3,
      plateNo: '冀A12345',
      driverName: '张三',
      shippingDate: '2026-11-28',
      arrivalDate: null,
      shippedQuantity: '35.000',
      grossWeight: '50.120',
      tareWeight: '15.020',
      remark: null,
      qualities: [{ indexCode: 'SF', value: '14.3500' }],
    });
    expect(toShippingSaveBody(filled({ grossWeight: '', tareWeight: '' }))).toMatchObject({ grossWeight: null, tareWeight: null });
    expect(toShippingSaveBody(filled())).not.toHaveProperty('id');
  });
});
