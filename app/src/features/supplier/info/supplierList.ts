/** The 供应商档案 list as data (GET /supplier/api/v1/supplier/page): columns, search fields and the status tag. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { SupplierArchiveRow, SupplierStatus } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const SUPPLIER_TABLE_ID = 'supplier-info';

/** The buttons of the page (gateway menu seed: supplier:info:add, :edit, :import, :export). */
export const SUPPLIER_BUTTONS = { add: 'supplier:info:add', edit: 'supplier:info:edit', import: 'supplier:info:import', export: 'supplier:info:export' } as const;

/** The 导入 of the archive on the gateway's import pipeline (modules/supplier/supplier-import.ts). */
export const SUPPLIER_IMPORT_BASE = '/supplier/api/v1/supplier/import';

/** The statuses of dictionary supplierFinancialStatus, with a tag colour each. */
const STATUS_COLOURS: Readonly<Record<SupplierStatus, string>> = { 1: 'default', 2: 'blue', 3: 'green', 4: 'red', 5: 'default', 6: 'red', 7: 'orange' };
export const SUPPLIER_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly SupplierStatus[];

/** The status tag's items (1 待准入 … 7 失效). */
export function supplierStatusItems(t: AppT): StatusItem[] {
  return SUPPLIER_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`supplier.status.${status}`), color: STATUS_COLOURS[status] }));
}

/** The status choices of a search form. */
export function supplierStatusOptions(t: AppT) {
  return SUPPLIER_STATUSES.map((status) => ({ value: String(status), label: t(`supplier.status.${status}`) }));
}

/** 大类 / 小类 as one text: "01 / 0101". */
export function supplierTypesText(row: Pick<SupplierArchiveRow, 'bigType' | 'smallType'>): string {
  return [row.bigType, row.smallType].filter((type) => type !== null && type !== '').join(' / ');
}

export function supplierColumns(t: AppT): ProColumn<SupplierArchiveRow>[] {
  return [
    { key: 'sn', title: t('supplier.sn'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'name', title: t('supplier.name'), wide: true, sortable: true },
    { key: 'unifiedCreditCode', title: t('supplier.creditCode'), valueType: 'code' },
    { key: 'bigType', title: t('supplier.types'), render: (_value, row) => supplierTypesText(row) },
    { key: 'financialStatus', title: t('supplier.status'), valueType: 'status', options: supplierStatusItems(t) },
    { key: 'ebsNo', title: t('supplier.ebsNo') },
    { key: 'contactName', title: t('supplier.contact') },
    { key: 'contactPhone', title: t('supplier.phone') },
    { key: 'province', title: t('supplier.province') },
  ];
}

/** Code equals (an indexed code), name contains, status equals: `sn.equals`, `name.contains`, `financialStatus.equals`. */
export function supplierSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'sn', label: t('supplier.sn'), operator: 'equals' },
    { prop: 'name', label: t('supplier.name') },
    { prop: 'financialStatus', label: t('supplier.status'), type: 'select', options: supplierStatusOptions(t) },
  ];
}
