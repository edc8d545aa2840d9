/** The 打印模板 list as data (POST /system/print/template/custom-page): columns and search fields. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { PrintTemplate } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { enabledItems } from '../shared/labels';

export const PRINT_TEMPLATE_TABLE_ID = 'system-print-template-list';

export function printTemplateColumns(t: AppT): ProColumn<PrintTemplate>[] {
  return [
    { key: 'code', title: t('system.printTemplate.code'), valueType: 'code', sortable: true, fixed: 'left' },
    { key: 'name', title: t('system.printTemplate.name'), wide: true, sortable: true },
    { key: 'type', title: t('system.printTemplate.type'), sortable: true },
    { key: 'bizType', title: t('system.printTemplate.bizType') },
    { key: 'enabled', title: t('system.printTemplate.enabled'), valueType: 'status', options: enabledItems(t) },
    { key: 'sortNumber', title: t('system.printTemplate.sortNumber'), valueType: 'number', sortable: true },
    { key: 'remark', title: t('system.printTemplate.remark'), defaultHidden: true },
  ];
}

export function printTemplateSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'name', label: t('system.printTemplate.name') },
    { prop: 'code', label: t('system.printTemplate.code') },
    { prop: 'type', label: t('system.printTemplate.type') },
    {
      prop: 'enabled',
      label: t('system.printTemplate.enabled'),
      type: 'select',
      options: enabledItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName })),
    },
  ];
}
