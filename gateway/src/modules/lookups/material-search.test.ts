import { describe, expect, it } from 'vitest';
import { isMaterialCodeTerm, materialSearchConditions } from './material-search.js';

describe('material search terms', () => {
  it('reads a term of digits as a material code and anything else as a name', () => {
    expect(materialSearchConditions({ keyword: ' 100101 ' })).toEqual([{ field: 'matCode', op: 'contains', value: '100101' }]);
    expect(materialSearchConditions({ keyword: '玉米' })).toEqual([{ field: 'matName', op: 'contains', value: '玉米' }]);
    // Digits mixed with text (a protein grade) are a name, not a code.
    expect(materialSearchConditions({ keyword: '43%' })).toEqual([{ field: 'matName', op: 'contains', value: '43%' }]);
    expect(materialSearchConditions({ keyword: '1 2' })).toEqual([{ field: 'matName', op: 'contains', value: '1 2' }]);
  });

  it('takes explicit matCode and matName as given and ignores blank terms', () => {
    expect(materialSearchConditions({ matCode: '2002', matName: '编织袋' })).toEqual([
      { field: 'matCode', op: 'contains', value: '2002' },
      { field: 'matName', op: 'contains', value: '编织袋' },
    ]);
    expect(materialSearchConditions({ keyword: '  ', matName: '' })).toEqual([]);
  });

  it('knows a code term', () => {
    expect(isMaterialCodeTerm('0001')).toBe(true);
    expect(isMaterialCodeTerm('A001')).toBe(false);
    expect(isMaterialCodeTerm('')).toBe(false);
  });
});
