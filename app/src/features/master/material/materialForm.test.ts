import type { CategoryTreeNode, MaterialWithVersion } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { leafCategoryOptions, materialProblem, toMaterialSaveBody, toMaterialValues } from './materialForm';

const node = (categoryCode: string, categoryName: string, children?: CategoryTreeNode[]): CategoryTreeNode => ({
  id: Number(categoryCode),
  categoryCode,
  categoryName,
  level: categoryCode.length / 2 + 1,
  parentId: 0,
  isOnline: 1,
  buyType: null,
  ...(children ? { children } : {}),
});

const tree = [node('10', '原料', [node('1001', '谷物', [node('100102', '小麦', []), node('100101', '玉米', [node('10010101', '国产玉米')])])])];

const row: MaterialWithVersion = {
  id: 9,
  matCode: '1001010001',
  matName: '玉米（国标一等）',
  categoryCode: '10010101',
  categoryName: '国产玉米',
  spec: null,
  unitCode: 'T',
  unitName: '吨',
  isLittle: 0,
  status: 'Active',
  taxRateCode: 'VAT9',
  version: 2,
};

describe('material form', () => {
  it('offers the leaf categories only, by code, keeping the current one', () => {
    expect(leafCategoryOptions(tree)).toEqual([
      { value: '10010101', label: '10010101 国产玉米' },
      { value: '100102', label: '100102 小麦' },
    ]);
    expect(leafCategoryOptions(tree, { code: '1001', name: '谷物' }).map((option) => option.value)).toEqual(['1001', '10010101', '100102']);
  });

  it('fills the form from a material and sends its id, version and code with the edit', () => {
    const values = toMaterialValues(row);
    expect(values).toEqual({ matCode: '1001010001', matName: '玉米（国标一等）', categoryCode: '10010101', spec: '', unitCode: 'T', taxRateCode: 'VAT9', isLittle: '0', status: 'Active' });
    expect(toMaterialSaveBody({ ...values, matCode: 'changed', matName: ' 玉米（改） ', isLittle: '1' }, row)).toEqual({
      id: 9,
      version: 2,
      matCode: '1001010001',
      matName: '玉米（改）',
      categoryCode: '10010101',
      spec: null,
      unitCode: 'T',
      isLittle: 1,
      status: 'Active',
      taxRateCode: 'VAT9',
    });
  });

  it('sends a new material without id, blanks as null, and checks a new code first', () => {
    expect(toMaterialSaveBody({ matCode: ' M-01 ', matName: '样品', categoryCode: '100102', spec: ' ', unitCode: '', isLittle: '0', status: 'Inactive' })).toEqual({
      matCode: 'M-01',
      matName: '样品',
      categoryCode: '100102',
      spec: null,
      unitCode: null,
      isLittle: 0,
      status: 'Inactive',
      taxRateCode: null,
    });
    expect(materialProblem({ matCode: 'M 01' }, false)).toBe('master.material.codeFormat');
    expect(materialProblem({ matCode: 'M_01' }, false)).toBeNull();
    expect(materialProblem({ matCode: 'M 01' }, true)).toBeNull();
  });
});
