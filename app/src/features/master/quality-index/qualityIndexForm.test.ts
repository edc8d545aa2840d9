import type { QualityIndex } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { qualityIndexFields, toQualityIndexSaveBody, toQualityIndexValues } from './qualityIndexForm';

const row: QualityIndex = {
  id: 7,
  indexCode: 'QI001',
  indexName: '水分',
  unit: '%',
  standardMin: null,
  standardMax: '14.0',
  deductType: 'weight',
  deductStep: '0.1',
  deductValue: '1',
  remark: null,
  version: 3,
};

const t = (key: string) => key;

describe('quality index form', () => {
  it('keeps the code read only when editing', () => {
    expect(qualityIndexFields(t as never, true)[0]).toMatchObject({ prop: 'indexCode', isReadOnly: true });
    expect(qualityIndexFields(t as never, false)[0]).toMatchObject({ prop: 'indexCode', required: true });
  });

  it('sends a new index without id, texts trimmed, decimals as strings and blanks as null', () => {
    expect(
      toQualityIndexSaveBody({ indexCode: ' QI901 ', indexName: ' 测试水分 ', unit: '%', deductType: 'price', standardMin: '', standardMax: '14.5', deductStep: null, deductValue: null, remark: '  ' }),
    ).toEqual({ indexCode: 'QI901', indexName: '测试水分', unit: '%', standardMin: null, standardMax: '14.5', deductType: 'price', deductStep: null, deductValue: null, remark: null });
  });

  it('sends an edit with the row id, version and code', () => {
    const values = { ...toQualityIndexValues(row), indexCode: 'CHANGED', standardMax: '15' };
    expect(toQualityIndexSaveBody(values, row)).toEqual({
      id: 7,
      version: 3,
      indexCode: 'QI001',
      indexName: '水分',
      unit: '%',
      standardMin: null,
      standardMax: '15',
      deductType: 'weight',
      deductStep: '0.1',
      deductValue: '1',
      remark: null,
    });
  });
});
