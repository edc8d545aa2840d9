import { describe, expect, it } from 'vitest';
import { customerColumns, customerSearchFields } from './customer/customerList';
import { materialColumns, materialSearchFields } from './material/materialList';
import { qualityIndexColumns, qualityIndexSearchFields } from './quality-index/qualityIndexList';
import { percentText } from './shared/masterFormat';
import { taxRateColumns, taxRateSearchFields } from './tax-rate/taxRateList';
import { unitConvertColumns, unitConvertSearchFields } from './unit-convert/unitConvertList';
import { masterPages } from './pages';

const t = ((key: string) => key) as never;

describe('master-data lists', () => {
  it('registers the five menu pages under their pageUrl keys', () => {
    expect(Object.keys(masterPages).sort()).toEqual(['master/customer', 'master/material', 'master/quality-index', 'master/tax-rate', 'master/unit-convert']);
  });

  it('leads each list with its code column', () => {
    expect(materialColumns(t)[0]?.key).toBe('matCode');
    expect(qualityIndexColumns(t)[0]?.key).toBe('indexCode');
    expect(unitConvertColumns(t).map((column) => column.key)).toEqual(['matCode', 'fromUnit', 'toUnit', 'rate']);
    expect(taxRateColumns(t).map((column) => column.key)).toEqual(['matCode', 'taxRate', 'effectiveDate']);
    expect(customerColumns(t)[0]?.key).toBe('custNumber');
  });

  it('searches by fields the gateway resources know', () => {
    expect(materialSearchFields(t).map((field) => field.prop)).toEqual(['matCode', 'matName', 'status']);
    expect(qualityIndexSearchFields(t).map((field) => field.prop)).toEqual(['indexCode', 'indexName', 'deductType']);
    expect(unitConvertSearchFields(t).map((field) => field.prop)).toEqual(['matCode', 'fromUnit', 'toUnit']);
    expect(taxRateSearchFields(t).map((field) => field.prop)).toEqual(['matCode', 'effectiveDate']);
    expect(customerSearchFields(t).map((field) => field.prop)).toEqual(['custNumber', 'partyName']);
  });

  it('shows a tax-rate fraction as an exact percent', () => {
    expect(percentText('0.09')).toBe('9%');
    expect(percentText('0.095')).toBe('9.5%');
    expect(percentText('0.13')).toBe('13%');
    expect(percentText(null)).toBe('');
  });
});
