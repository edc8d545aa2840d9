import { describe, expect, it } from 'vitest';
import { toUnitConvertSaveBody, toUnitConvertValues } from './unitConvertForm';

const row = { id: 7, matCode: '1001010001', fromUnit: 'DAI', toUnit: 'T', rate: '0.05', version: 3 };

describe('unit conversion form', () => {
  it('fills the form from a row and sends its id and version with the edit', () => {
    expect(toUnitConvertValues(row)).toEqual({ matCode: '1001010001', fromUnit: 'DAI', toUnit: 'T', rate: '0.05' });
    expect(toUnitConvertSaveBody({ matCode: 'changed', fromUnit: ' dai ', toUnit: 't', rate: '0.040' }, row)).toEqual({ id: 7, version: 3, matCode: '1001010001', fromUnit: 'DAI', toUnit: 'T', rate: '0.040' });
  });
  it('sends a new conversion without id, the rate as typed', () => {
    expect(toUnitConvertSaveBody({ matCode: ' 1001010002 ', fromUnit: 'KG', toUnit: 'T', rate: '0.001' })).toEqual({ matCode: '1001010002', fromUnit: 'KG', toUnit: 'T', rate: '0.001' });
  });
});
