import { describe, expect, it } from 'vitest';
import { exportFileName, timestampSuffix } from './file-name.js';

describe('export file names', () => {
  const instant = new Date('2026-11-21T10:30:05Z');

  it('ends with the Shanghai time as YYYYMMDDHHmmss', () => {
    expect(timestampSuffix(instant)).toBe('20261121183005');
    expect(timestampSuffix(new Date('2026-12-31T16:00:00Z'))).toBe('20270101000000');
    expect(exportFileName('合同列表', instant)).toBe('合同列表20261121183005.xlsx');
  });

  it('does not double the extension and keeps path parts and control characters out', () => {
    expect(exportFileName('合同列表.xlsx', instant)).toBe('合同列表20261121183005.xlsx');
    expect(exportFileName('../../etc/passwd', instant)).toBe('passwd20261121183005.xlsx');
    expect(exportFileName('a\u202eb', instant)).toBe('ab20261121183005.xlsx');
  });

  it('names a blank base 导出', () => {
    expect(exportFileName('  ', instant)).toBe('导出20261121183005.xlsx');
  });
});
