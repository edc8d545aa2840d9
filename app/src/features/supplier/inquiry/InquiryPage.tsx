import type { SupplierInquiryRow } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchInquiryPage } from '../api/supplierApi';
import { INQUIRY_TABLE_ID, inquiryColumns, inquirySearchFields } from './inquiryList';

/** 询价管理 (supplier/inquiry; issue 22): the inquiry sheets with their status tags and quotation deadlines. */
export function InquiryPage() {
  return (
    <MenuListPage<SupplierInquiryRow>
      titleKey="supplier.inquiry.title"
      tableId={INQUIRY_TABLE_ID}
      columns={inquiryColumns}
      fields={inquirySearchFields}
      request={fetchInquiryPage}
    />
  );
}
