/** The 供应商准入 list as data (GET /supplier/api/v1/admission/page): columns and search fields; status names of supplierFinancialStatus. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { SupplierAdmissionRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { supplierStatusItems, supplierStatusOptions } from '../info/supplierList';

export const ADMISSION_TABLE_ID = 'supplier-admission';

const codesText = (codes: readonly string[] | null | undefined) => (codes ?? []).join(', ');

export function admissionColumns(t: AppT): ProColumn<SupplierAdmissionRow>[] {
  return [
    { key: 'admissionNo', title: t('supplier.admissionNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'supplierSn', title: t('supplier.sn'), valueType: 'code', sortable: true },
    { key: 'supplierName', title: t('supplier.name'), wide: true, sortable: true },
    { key: 'categoryCodes', title: t('supplier.categoryCodes'), render: (_value, row) => codesText(row.categoryCodes) },
    { key: 'orgCodes', title: t('supplier.orgCodes'), render: (_value, row) => codesText(row.orgCodes) },
    { key: 'status', title: t('supplier.admissionStatus'), valueType: 'status', options: supplierStatusItems(t), sortable: true },
    { key: 'oaRound', title: t('supplier.oaRound'), valueType: 'number' },
    { key: 'reason', title: t('supplier.reason'), wide: true },
    { key: 'opinion', title: t('supplier.opinion'), wide: true },
    { key: 'submittedTime', title: t('supplier.submittedTime'), valueType: 'datetime', sortable: true },
    { key: 'decidedTime', title: t('supplier.decidedTime'), valueType: 'datetime', sortable: true },
    { key: 'createdTime', title: t('supplier.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `admissionNo.equals`, `supplierSn.equals`, `supplierName.contains`, `status.equals`. */
export function admissionSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'admissionNo', label: t('supplier.admissionNo'), operator: 'equals' },
    { prop: 'supplierSn', label: t('supplier.sn'), operator: 'equals' },
    { prop: 'supplierName', label: t('supplier.name') },
    { prop: 'status', label: t('supplier.admissionStatus'), type: 'select', options: supplierStatusOptions(t) },
  ];
}
