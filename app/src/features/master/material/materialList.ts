/** The 物料管理 list as data (GET /system/material/page): columns and search fields. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { Material } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const MATERIAL_TABLE_ID = 'master-material';

const STATUSES = ['Active', 'Inactive'] as const;
const statusItems = (t: AppT) => STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`master.status.${status}`), color: status === 'Active' ? 'green' : 'default' }));
const statusOptions = (t: AppT) => STATUSES.map((status) => ({ value: status, label: t(`master.status.${status}`) }));

export function materialColumns(t: AppT): ProColumn<Material>[] {
  return [
    { key: 'matCode', title: t('master.matCode'), valueType: 'code', fixed: 'left' },
    { key: 'matName', title: t('master.matName'), wide: true },
    { key: 'categoryName', title: t('master.category'), render: (_value, row) => row.categoryName || row.categoryCode },
    { key: 'spec', title: t('master.spec'), wide: true },
    { key: 'unitName', title: t('master.unit'), render: (_value, row) => row.unitName || row.unitCode },
    { key: 'taxRateCode', title: t('master.taxRateCode') },
    { key: 'status', title: t('master.status'), valueType: 'status', options: statusItems(t) },
  ];
}

/** Code and name contain, status equals (the list engine's `prop.op` keys). */
export function materialSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'matCode', label: t('master.matCode') },
    { prop: 'matName', label: t('master.matName') },
    { prop: 'status', label: t('master.status'), type: 'select', options: statusOptions(t) },
  ];
}
