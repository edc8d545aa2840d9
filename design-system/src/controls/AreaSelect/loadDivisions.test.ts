import { describe, expect, it } from 'vitest';
import { loadChinaDivisions } from './loadDivisions';

describe('loadChinaDivisions', () => {
  it('loads the mainland data with Hong Kong and Macau, once', async () => {
    const first = loadChinaDivisions();
    expect(loadChinaDivisions()).toBe(first);
    const divisions = await first;
    expect(divisions.map((d) => d.code)).toEqual(expect.arrayContaining(['11', '12', '31', '50', '13', '81', '82']));
    expect(divisions.find((d) => d.code === '71')).toBeUndefined();
    // Municipalities follow the data: 北京市 / 市辖区 / 东城区.
    const beijing = divisions.find((d) => d.code === '11')!;
    expect(beijing.children![0]!.name).toBe('市辖区');
    expect(beijing.children![0]!.children!.some((d) => d.name === '东城区')).toBe(true);
  });
});
