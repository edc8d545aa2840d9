import { describe, expect, it } from 'vitest';
import { materialsOf, taxRatesOf } from './erp-answers.js';

describe('materialsOf', () => {
  it('keeps the complete materials and names the ones it skips', () => {
    const answer = {
      success: true,
      data: {
        materials: [
          { matCode: ' 1001019001 ', matName: '玉米（国标二等）', categoryCode: '100101', unitCode: 'T', status: 'Inactive', isLittle: 1 },
          { matCode: '1001019002', matName: '', categoryCode: '100101' },
          { matCode: '1001019003', matName: '玉米', categoryCode: '100101', status: 'Gone' },
          'nonsense',
        ],
      },
    };
    expect(materialsOf(answer)).toEqual({
      records: [{ matCode: '1001019001', matName: '玉米（国标二等）', categoryCode: '100101', spec: null, unitCode: 'T', status: 'Inactive', taxRateCode: null, isLittle: 1 }],
      skipped: ['物料 1001019002：编码、名称和品类不能为空', '物料 1001019003：状态须为 Active 或 Inactive', '物料 #4：编码、名称和品类不能为空'],
    });
  });
  it('reads nothing from an answer without the list', () => {
    expect(materialsOf({ success: true, data: null })).toEqual({ records: [], skipped: [] });
    expect(materialsOf(null)).toEqual({ records: [], skipped: [] });
  });
});

describe('taxRatesOf', () => {
  it('keeps rates as exact decimals between 0 and 1 with a real date', () => {
    const answer = { code: 200, data: { taxRates: [{ matCode: 'A', taxRate: '0.090', effectiveDate: '2027-01-01' }, { matCode: 'B', taxRate: 9, effectiveDate: '2027-01-01' }, { matCode: 'C', taxRate: '0.13', effectiveDate: '2027-02-30' }] } };
    expect(taxRatesOf(answer).records).toEqual([{ matCode: 'A', taxRate: '0.090', effectiveDate: '2027-01-01' }]);
    expect(taxRatesOf(answer).skipped).toHaveLength(2);
  });
});
