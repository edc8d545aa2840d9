/** The 单位换算 list as data (GET /system/unit-convert/page): columns and search fields. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { UnitConvert } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const UNIT_CONVERT_TABLE_ID = 'master-unit-convert';

export function unitConvertColumns(t: AppT): ProColumn<UnitConvert>[] {
  return [
    { key: 'matCode', title: t('master.matCode'), valueType: 'code', fixed: 'left' },
    { key: 'fromUnit', title: t('master.fromUnit') },
    { key: 'toUnit', title: t('master.toUnit') },
    { key: 'rate', title: t('master.rate') },
  ];
}

/** Material code contains, units equal. */
export function unitConvertSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'matCode', label: t('master.matCode') },
    { prop: 'fromUnit', label: t('master.fromUnit'), operator: 'equals' },
    { prop: 'toUnit', label: t('master.toUnit'), operator: 'equals' },
  ];
}
