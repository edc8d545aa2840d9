/** The 质量指标 list as data (GET /system/quality-index/page): columns and search fields. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { QualityIndex } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const QUALITY_INDEX_TABLE_ID = 'master-quality-index';

const DEDUCT_TYPES = ['weight', 'price'] as const;

export function qualityIndexColumns(t: AppT): ProColumn<QualityIndex>[] {
  return [
    { key: 'indexCode', title: t('master.indexCode'), valueType: 'code', fixed: 'left' },
    { key: 'indexName', title: t('master.indexName') },
    { key: 'unit', title: t('master.indexUnit') },
    { key: 'standardMin', title: t('master.standardMin') },
    { key: 'standardMax', title: t('master.standardMax') },
    {
      key: 'deductType',
      title: t('master.deductType'),
      valueType: 'status',
      options: DEDUCT_TYPES.map((type) => ({ dictItemCode: type, dictItemName: t(`master.deductType.${type}`) })),
    },
    { key: 'deductStep', title: t('master.deductStep') },
    { key: 'deductValue', title: t('master.deductValue') },
    { key: 'remark', title: t('master.remark'), wide: true },
  ];
}

/** Code and name contain, deduction type equals. */
export function qualityIndexSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'indexCode', label: t('master.indexCode') },
    { prop: 'indexName', label: t('master.indexName') },
    { prop: 'deductType', label: t('master.deductType'), type: 'select', options: DEDUCT_TYPES.map((type) => ({ value: type, label: t(`master.deductType.${type}`) })) },
  ];
}
