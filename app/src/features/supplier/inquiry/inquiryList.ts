/** The 询价管理 list as data (GET /supplier/api/v1/inquiry/page): columns, search fields and the inquiryStatus tag. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { SupplierInquiryRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const INQUIRY_TABLE_ID = 'supplier-inquiry';

/** Each inquiryStatus with its tag colour. */
const STATUS_COLOURS: Readonly<Record<SupplierInquiryRow['status'], string>> = { draft: 'default', published: 'blue', closed: 'orange', awarded: 'green', cancelled: 'red' };
const STATUSES = Object.keys(STATUS_COLOURS) as SupplierInquiryRow['status'][];

export function inquiryStatusItems(t: AppT): StatusItem[] {
  return STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`supplier.inquiryStatus.${status}`), color: STATUS_COLOURS[status] }));
}

export function inquiryColumns(t: AppT): ProColumn<SupplierInquiryRow>[] {
  return [
    { key: 'inquiryNo', title: t('supplier.inquiryNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'title', title: t('supplier.inquiryTitle'), wide: true, sortable: true },
    { key: 'orgName', title: t('supplier.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'categoryName', title: t('supplier.category'), render: (_value, row) => row.categoryName || row.categoryCode },
    { key: 'deadline', title: t('supplier.deadline'), valueType: 'datetime', sortable: true },
    { key: 'status', title: t('supplier.inquiryStatus'), valueType: 'status', options: inquiryStatusItems(t), sortable: true },
    { key: 'awardedSupplierSn', title: t('supplier.awardedSupplier'), valueType: 'code' },
    { key: 'remark', title: t('supplier.remark'), wide: true },
    { key: 'createdTime', title: t('supplier.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `inquiryNo.equals`, `title.contains`, `status.equals`. */
export function inquirySearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'inquiryNo', label: t('supplier.inquiryNo'), operator: 'equals' },
    { prop: 'title', label: t('supplier.inquiryTitle') },
    { prop: 'status', label: t('supplier.inquiryStatus'), type: 'select', options: STATUSES.map((status) => ({ value: status, label: t(`supplier.inquiryStatus.${status}`) })) },
  ];
}
