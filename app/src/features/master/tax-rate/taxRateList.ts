/** The 物料税率 list as data (GET /system/materialsTaxRate/page): columns and search fields. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { MaterialTaxRate } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { percentText } from '../shared/masterFormat';

export const TAX_RATE_TABLE_ID = 'master-tax-rate';

export function taxRateColumns(t: AppT): ProColumn<MaterialTaxRate>[] {
  return [
    { key: 'matCode', title: t('master.matCode'), valueType: 'code', fixed: 'left' },
    { key: 'taxRate', title: t('master.taxRate'), render: (_value, row) => percentText(row.taxRate) },
    { key: 'effectiveDate', title: t('master.effectiveDate'), valueType: 'date' },
  ];
}

/** Material code contains, effective date equals. */
export function taxRateSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'matCode', label: t('master.matCode') },
    { prop: 'effectiveDate', label: t('master.effectiveDate'), type: 'date' },
  ];
}
